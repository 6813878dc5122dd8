import { describe, expect, it } from 'vitest';
import { findFacilitiesSlides, stepSlide } from './find-facilities-slides';

describe('find facilities slides', () => {
  it('has the three slides of the spec, in order', () => {
    expect(findFacilitiesSlides.map((slide) => slide.id)).toEqual(['location', 'onCall', 'laboratories']);
  });

  it('steps forward and back, wrapping around', () => {
    expect(stepSlide(0, 1)).toBe(1);
    expect(stepSlide(2, 1)).toBe(0);
    expect(stepSlide(0, -1)).toBe(2);
  });
});
