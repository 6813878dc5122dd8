import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache';

describe('createResponseCache', () => {
  it('returns a stored body until its time-to-live passes', () => {
    let time = 0;
    const cache = createResponseCache<string>({ maxEntries: 10, ttlMs: 1000, now: () => time });
    cache.set('a', '{"data":1}');
    time = 999;
    expect(cache.get('a')).toBe('{"data":1}');
    time = 1000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts the least recently used entry when full', () => {
    const cache = createResponseCache<string>({ maxEntries: 2, ttlMs: 1000, now: () => 0 });
    cache.set('a', '1');
    cache.set('b', '2');
    cache.get('a');
    cache.set('c', '3');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('1');
    expect(cache.size).toBe(2);
  });
});
