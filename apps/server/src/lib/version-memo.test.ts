import { describe, expect, it } from 'vitest';
import { createVersionMemo } from './version-memo';

describe('createVersionMemo', () => {
  it('recalls a fact with the version it was read at, and forgets every fact once a newer version is remembered', () => {
    const memo = createVersionMemo<number>();
    expect(memo.recall('a')).toBeUndefined();
    memo.remember('7', 'a', 42);
    memo.remember('7', 'b', 5);
    expect(memo.recall('a')).toEqual({ version: '7', value: 42 });
    memo.remember('8', 'b', 6);
    expect(memo.recall('a')).toBeUndefined();
    expect(memo.recall('b')).toEqual({ version: '8', value: 6 });
  });

  it('keeps at most 500 facts, dropping the oldest', () => {
    const memo = createVersionMemo<number>();
    for (let i = 0; i <= 500; i++) memo.remember('1', `k${i}`, i);
    expect(memo.recall('k0')).toBeUndefined();
    expect(memo.recall('k1')).toEqual({ version: '1', value: 1 });
    expect(memo.recall('k500')).toEqual({ version: '1', value: 500 });
  });
});
