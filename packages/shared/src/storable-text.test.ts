import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './storable-text';

describe('isStorableText', () => {
  it('accepts any text with whole characters, emoji (surrogate pairs) included', () => {
    for (const text of ['', 'Hôpital Laquintinie', 'Douala 😀', '\ud83d\ude00'])
      expect(isStorableText(text), text).toBe(true);
  });

  it('refuses a NUL and a lone high or low surrogate, wherever it is', () => {
    for (const text of ['\u0000', 'a\u0000b', '\ud800', 'a\ud800b', '\udc00', 'x\ude00', '\ud83d\ud83d\ude00x\ud83d'])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });
});

describe('findUnstorableText', () => {
  it('gives the path of the value or key that holds it, or null', () => {
    expect(findUnstorableText({ a: 'ok', b: [1, 'fine', { c: 'x\u0000' }] })).toEqual(['b', '2', 'c']);
    expect(findUnstorableText({ a: { ['k\ud800']: 1 } })).toEqual(['a', 'k\uFFFD']);
    expect(findUnstorableText('\u0000')).toEqual([]);
    expect(findUnstorableText({ a: 'ok', n: 1, nothing: null, list: ['😀'] })).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
  });

  it('does not read bytes as text', () => {
    expect(findUnstorableText({ file: Buffer.from([0, 0xd8]) })).toBeNull();
  });

  it('walks a very deeply nested value without overflowing the stack', () => {
    const depth = 200_000;
    const deep = JSON.parse('['.repeat(depth) + '"\\u0000"' + ']'.repeat(depth)) as unknown;
    expect(findUnstorableText(deep)).toHaveLength(depth);
  });
});
