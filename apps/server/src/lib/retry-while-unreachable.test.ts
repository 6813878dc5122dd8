import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryDelay, retryWhileUnreachable } from './retry-while-unreachable';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const isUnreachable = (error: unknown) => (error as { code?: string }).code === 'ECONNREFUSED';

describe('retryWhileUnreachable', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('doubles the pause after each unreachable attempt up to the cap, then returns what the task gives', async () => {
    let calls = 0;
    const delays: number[] = [];
    const result = retryWhileUnreachable(
      async () => {
        calls++;
        if (calls <= 6) throw refused();
        return 'ready';
      },
      { isUnreachable, maxDelayMs: 10_000, onRetry: (delayMs) => delays.push(delayMs) },
    );

    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(2000 + 4000 + 8000 + 10_000 + 10_000);
    await expect(result).resolves.toBe('ready');
    expect(calls).toBe(7);
    expect(delays).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('gives up at once on an error another attempt cannot cure (a wrong password)', async () => {
    const task = vi.fn(async () => {
      throw Object.assign(new Error('password authentication failed'), { code: '28P01' });
    });
    const onRetry = vi.fn();
    await expect(retryWhileUnreachable(task, { isUnreachable, maxDelayMs: 10_000, onRetry })).rejects.toThrow(
      /password/,
    );
    expect(task).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });
});

describe('retryDelay', () => {
  it('never exceeds the cap, even below the first pause', () => {
    expect(retryDelay(1, 1000, 200)).toBe(200);
    expect(retryDelay(40, 1000, 10_000)).toBe(10_000);
  });
});
