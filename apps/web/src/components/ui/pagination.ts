// The one pager algorithm (spec 02 §9), used by the back-office lists (10 rows a page, buttons) and
// the public listings (20 a page, links). The view is ./pager.tsx, which re-exports all of it.

/** At most this many numbered pages are shown, around the current one (spec 02 §9). */
export const MAX_PAGE_BUTTONS = 5;

/** How many pages `total` rows fill; an empty list still has page 1. */
export function countPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** Spec 02 §9: the page is clamped between 1 and the number of pages. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

/**
 * The numbered buttons to show: at most `max` consecutive pages, the current one centred when
 * possible, shifted to stay within 1..pages.
 */
export function visiblePages(current: number, pages: number, max = MAX_PAGE_BUTTONS): number[] {
  const count = Math.min(Math.max(1, max), Math.max(1, pages));
  const page = clampPage(current, pages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), Math.max(1, pages) - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

export type PageRange = { from: number; to: number; total: number };

/** The numbers of 'Showing X to Y of Z'; 0 to 0 of 0 for an empty list; a page past the end is clamped. */
export function showingRange(page: number, total: number, pageSize: number): PageRange {
  if (total <= 0) return { from: 0, to: 0, total: 0 };
  const current = clampPage(page, countPages(total, pageSize));
  return { from: (current - 1) * pageSize + 1, to: Math.min(current * pageSize, total), total };
}
