import { describe, expect, it } from 'vitest';
import { cachedBodyBytes, createResponseCache } from './response-cache';

describe('createResponseCache', () => {
  it('returns a stored body until its time-to-live passes', () => {
    let time = 0;
    const cache = createResponseCache<string>({
      maxBytes: 1000,
      sizeOf: (body) => body.length,
      ttlMs: 1000,
      now: () => time,
    });
    cache.set('a', '{"data":1}');
    time = 999;
    expect(cache.get('a')).toBe('{"data":1}');
    time = 1000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts the least recently used entries when their bytes would pass the limit', () => {
    // Each entry counts its body and its one-letter key: 100 + 1 bytes; three do not fit in 250.
    const cache = createResponseCache<string>({ maxBytes: 250, sizeOf: (body) => body.length, ttlMs: 1000 });
    const body = (c: string) => c.repeat(100);
    cache.set('a', body('1'));
    cache.set('b', body('2'));
    cache.get('a');
    cache.set('c', body('3'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(body('1'));
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(202);
  });

  it('never holds more bytes than its limit, however many distinct answers come', () => {
    const cache = createResponseCache({ maxBytes: 64 * 1024, sizeOf: cachedBodyBytes, ttlMs: 60_000 });
    for (let i = 0; i < 16_000; i++) cache.set(`/api/search?q=junk${i}`, { json: `{"junk":"${'x'.repeat(500)}${i}"}` });
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.size).toBeLessThan(100);
  });

  it('counts an answer for its JSON and the gzip form it may gain', () => {
    expect(cachedBodyBytes({ json: '{"a":"é"}' })).toBe(2 * 10);
    expect(cachedBodyBytes({ json: Buffer.from('{"a":1}') })).toBe(2 * 7);
  });
});
