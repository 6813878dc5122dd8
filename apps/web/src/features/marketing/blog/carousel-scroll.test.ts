import { describe, expect, it } from 'vitest';
import { BLOG_SCROLL_STEP, blogScrollOptions, scrollEdges } from './carousel-scroll';

describe('blogScrollOptions', () => {
  it('scrolls 300 px right or left, smoothly', () => {
    expect(BLOG_SCROLL_STEP).toBe(300);
    expect(blogScrollOptions('right', false)).toEqual({ left: 300, behavior: 'smooth' });
    expect(blogScrollOptions('left', false)).toEqual({ left: -300, behavior: 'smooth' });
  });

  it('jumps without animation when reduced motion is asked for', () => {
    expect(blogScrollOptions('right', true)).toEqual({ left: 300, behavior: 'auto' });
    expect(blogScrollOptions('left', true)).toEqual({ left: -300, behavior: 'auto' });
  });
});

describe('scrollEdges', () => {
  it('knows the start, the middle and the end of the track', () => {
    expect(scrollEdges(0, 2000, 1000)).toEqual({ isAtStart: true, isAtEnd: false });
    expect(scrollEdges(300, 2000, 1000)).toEqual({ isAtStart: false, isAtEnd: false });
    expect(scrollEdges(999.5, 2000, 1000)).toEqual({ isAtStart: false, isAtEnd: true });
  });

  it('treats a track that does not overflow as both ends', () => {
    expect(scrollEdges(0, 800, 800)).toEqual({ isAtStart: true, isAtEnd: true });
  });
});
