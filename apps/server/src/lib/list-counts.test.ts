import { describe, expect, it, vi } from 'vitest';
import { createListCounts } from './list-counts';

describe('createListCounts', () => {
  it('counts a filter set once per directory version and again once the version moves', async () => {
    let version = '1';
    const counts = createListCounts(async () => version);
    const compute = vi.fn(async () => 42);
    expect(await counts('{"q":"a"}', compute)).toBe(42);
    expect(await counts('{"q":"a"}', compute)).toBe(42);
    expect(compute).toHaveBeenCalledTimes(1);
    await counts('{"q":"b"}', compute);
    expect(compute).toHaveBeenCalledTimes(2);
    version = '2';
    await counts('{"q":"a"}', compute);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('shares one count between requests arriving together, and forgets a failed one', async () => {
    const counts = createListCounts(async () => '1');
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error('database gone'));
    };
    await expect(Promise.all([counts('k', failing), counts('k', failing)])).rejects.toThrow('database gone');
    expect(calls).toBe(1);
    expect(await counts('k', async () => 7)).toBe(7);
  });
});
