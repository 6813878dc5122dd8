/** Cameroon keeps UTC+1 all year (Africa/Douala has no daylight saving). */
const DOUALA_OFFSET = '+01:00';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of a Douala calendar day (`2026-11-23` → 2026-11-22T23:00:00Z). */
export const doualaDayStart = (day: string): Date => new Date(`${day}T00:00:00${DOUALA_OFFSET}`);

/** The first instant after a Douala calendar day: an inclusive `to` day filters with `< doualaDayEnd(to)`. */
export const doualaDayEnd = (day: string): Date => new Date(doualaDayStart(day).getTime() + DAY_MS);
