import { describe, expect, it } from 'vitest';
import { normalizeRating, starFills } from './rating';

describe('rating', () => {
  it('clamps to 0-5, rounds to one decimal and defaults to 4', () => {
    expect(normalizeRating(null)).toBe(4);
    expect(normalizeRating(undefined)).toBe(4);
    expect(normalizeRating(Number.NaN)).toBe(4);
    expect(normalizeRating(7)).toBe(5);
    expect(normalizeRating(-1)).toBe(0);
    expect(normalizeRating(4.26)).toBe(4.3);
  });

  it('draws full, half and empty stars', () => {
    expect(starFills(4.3)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(3.7)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });
});
