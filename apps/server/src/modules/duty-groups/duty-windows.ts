import { getDirectoryWeek, type DutyTemplate, type TimeWindow } from '@hc/shared';

/** Africa/Douala is UTC+1 all year (no daylight saving): local times are a fixed offset from UTC. */
const DOUALA_OFFSET_MS = 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;

/** Monday 00:00 (Douala) of the week holding that local date (YYYY-MM-DD), as an instant. */
export function mondayOf(localDate: string): Date {
  // Noon of that local day: well inside it whatever the offset.
  return getDirectoryWeek(new Date(`${localDate}T12:00:00+01:00`)).start;
}

/** The local (Douala) date of an instant, YYYY-MM-DD. */
export const localDateOf = (instant: Date): string =>
  new Date(instant.getTime() + DOUALA_OFFSET_MS).toISOString().slice(0, 10);

/** The instant of local time `hh:mm` on the `day`-th day (0 = Monday) of the week starting at `monday`. */
const at = (monday: Date, day: number, hh: number, mm = 0) =>
  new Date(monday.getTime() + day * DAY_MS + hh * HOUR_MS + mm * MINUTE_MS);

const window = (start: Date, end: Date): TimeWindow => ({ start, end });

/** The windows one template gives the group on duty in the week starting at `monday`. */
function templateWindows(template: DutyTemplate, monday: Date, holidays: readonly string[]): TimeWindow[] {
  switch (template) {
    case 'weekday_nights':
      // Monday to Friday nights, 22:00 to 07:30 the next morning (Friday's ends on Saturday).
      return [0, 1, 2, 3, 4].map((day) => window(at(monday, day, 22), at(monday, day + 1, 7, 30)));
    case 'weekend':
      // Saturday 19:00 to Monday 07:30: it ends in the next week, whose group starts Monday night.
      return [window(at(monday, 5, 19), at(monday, 7, 7, 30))];
    case 'full_day':
      return [0, 1, 2, 3, 4, 5, 6].map((day) => window(at(monday, day, 0), at(monday, day + 1, 0)));
    case 'public_holiday': {
      const end = new Date(monday.getTime() + WEEK_MS);
      return holidays
        .map((holiday) => new Date(`${holiday}T00:00:00+01:00`))
        .filter((start) => start >= monday && start < end)
        .map((start) => window(start, new Date(start.getTime() + DAY_MS)));
    }
  }
}

/**
 * The duty windows of a week for a rota's templates, in time order. Windows that overlap (a public
 * holiday and the nights around it) become one, so a pharmacy never gets two periods at once;
 * windows that only touch (24 h days) stay apart, one period a day.
 */
export function weekWindows(
  monday: Date,
  templates: readonly DutyTemplate[],
  holidays: readonly string[],
): TimeWindow[] {
  const windows = [...new Set(templates)]
    .flatMap((template) => templateWindows(template, monday, holidays))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: TimeWindow[] = [];
  for (const next of windows) {
    const last = merged.at(-1);
    if (last && next.start < last.end) {
      if (next.end > last.end) last.end = next.end;
    } else merged.push({ ...next });
  }
  return merged;
}

/**
 * The parts of `window` that none of `taken` covers, in time order: a pharmacy already on duty for
 * part of a window (or whose period there was cancelled) is given the rest of it, never nothing.
 */
export function uncoveredParts(window: TimeWindow, taken: readonly TimeWindow[]): TimeWindow[] {
  const parts: TimeWindow[] = [];
  let start = window.start;
  const covering = taken
    .filter((other) => other.start < window.end && other.end > window.start)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  for (const other of covering) {
    if (other.start > start) parts.push({ start, end: other.start });
    if (other.end > start) start = other.end;
  }
  if (start < window.end) parts.push({ start, end: window.end });
  return parts;
}

/** The seven nights (22:00 to 07:30) that start in the week starting at `monday`. */
export const weekNights = (monday: Date): TimeWindow[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => window(at(monday, day, 22), at(monday, day + 1, 7, 30)));

/** Which group (0-based) is on duty in the week starting at `monday`, counting from the rota's first week. */
export function groupIndexOf(monday: Date, rotaStart: Date, groupCount: number): number {
  const weeks = Math.round((monday.getTime() - rotaStart.getTime()) / WEEK_MS);
  return ((weeks % groupCount) + groupCount) % groupCount;
}
