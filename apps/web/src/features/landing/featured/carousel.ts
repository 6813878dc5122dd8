/** Spec 01 §9: featured carousel constants and index arithmetic, kept pure for tests. */
export const AUTO_ADVANCE_MS = 5000;
export const AUTO_ADVANCE_MIN_WIDTH = 640;
export const CARDS_PER_DOT = 2;

/** Cards visible at a viewport width: 2 under 640 px, 4 under 1024 px, 5.5 otherwise. */
export function visibleCardCount(width: number): number {
  if (width < 640) return 2;
  if (width < 1024) return 4;
  return 5.5;
}

/** Auto-advance runs only from 640 px, with motion allowed and nothing hovered or focused. */
export function shouldAutoAdvance(options: {
  width: number;
  prefersReducedMotion: boolean;
  isPaused: boolean;
  count: number;
  visible: number;
}): boolean {
  return (
    options.width >= AUTO_ADVANCE_MIN_WIDTH &&
    !options.prefersReducedMotion &&
    !options.isPaused &&
    lastStartIndex(options.count, options.visible) > 0
  );
}

/** The last position the carousel can start at; the one after it loops back to the first card. */
export function lastStartIndex(count: number, visible: number): number {
  return Math.max(0, Math.ceil(count - visible));
}

export function nextIndex(index: number, count: number, visible: number): number {
  return index >= lastStartIndex(count, visible) ? 0 : index + 1;
}

export function previousIndex(index: number, count: number, visible: number): number {
  const last = lastStartIndex(count, visible);
  return index <= 0 ? last : Math.min(index - 1, last);
}

/** Mobile: one dot per two cards. */
export function dotCount(count: number, perDot = CARDS_PER_DOT): number {
  return count > 0 ? Math.ceil(count / perDot) : 0;
}

/** The page (dot) a horizontal scroll position shows: 0 at the start, the last at the end. */
export function pageFromScroll(scrollLeft: number, scrollWidth: number, clientWidth: number, pages: number): number {
  const maxScroll = scrollWidth - clientWidth;
  if (pages <= 1 || maxScroll <= 0) return 0;
  const ratio = Math.min(1, Math.max(0, scrollLeft / maxScroll));
  return Math.round(ratio * (pages - 1));
}

/** The inverse: where to scroll to show a page. */
export function scrollForPage(page: number, scrollWidth: number, clientWidth: number, pages: number): number {
  const maxScroll = Math.max(0, scrollWidth - clientWidth);
  if (pages <= 1) return 0;
  return Math.round((Math.min(Math.max(page, 0), pages - 1) / (pages - 1)) * maxScroll);
}
