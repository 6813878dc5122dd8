import type { Weekday } from './enums';
/**
 * Cameroon keeps UTC+1 all year (Africa/Douala has no daylight saving), so the directory's week
 * boundaries are computed with a fixed offset rather than a time-zone database.
 */
const DOUALA_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type TimeWindow = { start: Date; end: Date };

/** Date.getUTCDay() order: Sunday first. */
const dayByIndex: Weekday[] = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'];

/**
 * The weekday, the day before and the minutes since midnight of an instant, Africa/Douala time:
 * what opening hours are read against (the same rule in the browser and in the database's filter).
 */
export function doualaClock(now: Date): { day: Weekday; yesterday: Weekday; minutes: number } {
  const local = new Date(now.getTime() + DOUALA_OFFSET_MS);
  const index = local.getUTCDay();
  return {
    day: dayByIndex[index]!,
    yesterday: dayByIndex[(index + 6) % 7]!,
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** The Africa/Douala calendar day of an instant (`days` later or, negative, earlier), YYYY-MM-DD. */
export function doualaDate(now: Date, days = 0): string {
  return new Date(now.getTime() + DOUALA_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday 00:00 to next Monday 00:00 week, Africa/Douala time, that contains `now`. */
export function getDirectoryWeek(now: Date): TimeWindow {
  const local = new Date(now.getTime() + DOUALA_OFFSET_MS);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  const localMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const start = new Date(localMidnight - daysSinceMonday * DAY_MS - DOUALA_OFFSET_MS);
  return { start, end: new Date(start.getTime() + 7 * DAY_MS) };
}

/** Half-open intervals overlap when each starts before the other ends. */
export function overlaps(a: TimeWindow, b: TimeWindow): boolean {
  return a.start < b.end && b.start < a.end;
}
