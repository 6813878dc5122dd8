import type { AnalyticsPeriod } from '@hc/shared';

/** Cameroon keeps UTC+1 all year (Africa/Douala has no daylight saving). */
const OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type Span = { from: Date; to: Date };

/** The Douala calendar day (YYYY-MM-DD) of an instant. */
export const doualaDayOf = (at: Date): string => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** The first instant of the Douala day containing `at`. */
export function doualaMidnight(at: Date): Date {
  const local = new Date(at.getTime() + OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - OFFSET_MS);
}

/** The first instant of the hour containing `at` (Douala hours are UTC hours moved by a whole hour). */
export const hourOf = (at: Date): Date => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);

/**
 * The calendar period (Africa/Douala) that contains `now`, from its first instant to `now`: today
 * since midnight, this week since Monday, this month, this year.
 */
export function currentPeriod(period: AnalyticsPeriod, now: Date): Span {
  const local = new Date(now.getTime() + OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  let startLocal: number;
  if (period === 'today') startLocal = Date.UTC(y, m, d);
  else if (period === 'week') startLocal = Date.UTC(y, m, d) - ((local.getUTCDay() + 6) % 7) * DAY_MS;
  else if (period === 'month') startLocal = Date.UTC(y, m, 1);
  else startLocal = Date.UTC(y, 0, 1);
  // Up to and including `now`: an event at this very instant is in the period.
  return { from: new Date(startLocal - OFFSET_MS), to: new Date(now.getTime() + 1) };
}

/** The span of equal length just before: "this week so far" is compared with as long a stretch before it. */
export function previousSpan(span: Span): Span {
  const length = span.to.getTime() - span.from.getTime();
  return { from: new Date(span.from.getTime() - length), to: span.from };
}

/** Douala days a span touches (at least 1), for per-day averages. */
export function daysIn(span: Span): number {
  const first = doualaMidnight(span.from).getTime();
  const last = doualaMidnight(new Date(Math.max(span.from.getTime(), span.to.getTime() - 1))).getTime();
  return Math.round((last - first) / DAY_MS) + 1;
}

/** The first instant of the Douala month containing `at`. */
export function doualaMonthStart(at: Date): Date {
  const local = new Date(at.getTime() + OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - OFFSET_MS);
}

/** The first instant of the Douala year containing `at`. */
export function doualaYearStart(at: Date): Date {
  const local = new Date(at.getTime() + OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), 0, 1) - OFFSET_MS);
}

/** The first start of a Douala month at or after `at`. */
export function nextDoualaMonthStart(at: Date): Date {
  const start = doualaMonthStart(at);
  if (start.getTime() === at.getTime()) return start;
  const local = new Date(start.getTime() + OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - OFFSET_MS);
}

/** The first Douala midnight at or after `at`. */
export function nextDoualaMidnight(at: Date): Date {
  const midnight = doualaMidnight(at);
  return midnight.getTime() === at.getTime() ? midnight : new Date(midnight.getTime() + DAY_MS);
}
