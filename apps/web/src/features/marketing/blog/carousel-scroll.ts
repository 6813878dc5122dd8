/** Spec 02 §9: each arrow of the Featured Articles carousel scrolls by 300 px. */
export const BLOG_SCROLL_STEP = 300;

export type ScrollDirection = 'left' | 'right';

/** The scrollBy options for one arrow press: ±300 px, smooth unless the visitor asked for reduced motion. */
export function blogScrollOptions(direction: ScrollDirection, prefersReducedMotion: boolean): ScrollToOptions {
  return {
    left: direction === 'left' ? -BLOG_SCROLL_STEP : BLOG_SCROLL_STEP,
    behavior: prefersReducedMotion ? 'auto' : 'smooth',
  };
}

/** Whether the track is at its start or end (a pixel of slack for fractional scroll positions). */
export function scrollEdges(scrollLeft: number, scrollWidth: number, clientWidth: number) {
  return { isAtStart: scrollLeft <= 1, isAtEnd: scrollLeft + clientWidth >= scrollWidth - 1 };
}
