import { DEFAULT_RATING, RATING_MAX, RATING_MIN } from '@hc/shared';

/** Spec 01 §5: the rating clamped to 0-5 (default 4 when absent), to one decimal. */
export function normalizeRating(rating: number | null | undefined): number {
  const value = typeof rating === 'number' && Number.isFinite(rating) ? rating : DEFAULT_RATING;
  return Math.round(Math.min(RATING_MAX, Math.max(RATING_MIN, value)) * 10) / 10;
}

export type StarFill = 'full' | 'half' | 'empty';

/** Five stars for a rating, to the nearest half star. */
export function starFills(rating: number): StarFill[] {
  const halves = Math.round(normalizeRating(rating) * 2);
  return Array.from({ length: RATING_MAX }, (_, index) =>
    halves >= (index + 1) * 2 ? 'full' : halves === index * 2 + 1 ? 'half' : 'empty',
  );
}
