import { weekdays, type Weekday, type WeeklyHours } from '@hc/shared';
import OpeningHours from 'opening_hours';

/** A Monday as [year, month (0-based), day]. */
type Monday = readonly [number, number, number];

/** The week read into WeeklyHours: January, so no time zone of 2024 changes its clock during it. */
const referenceWeek: Monday = [2024, 0, 8];

/**
 * Weeks compared with the reference week when the library says a rule is not the same every week (public or school
 * holidays, months, week numbers, sunrise…). Each holds no public or school holiday of the library's default
 * location (the nominatim object `null`: Baden-Württemberg) and no clock change in any IANA time zone of 2024, so a
 * rule whose only exceptions are holidays ("Mo-Sa 07:30-20:30; PH off") reads the same in all of them and keeps its
 * weekly part, while sunrise times, month ranges and week numbers differ and give null. The second January week
 * catches odd/even week numbers; March, April and August have no such week (clock changes, Easter and summer
 * holidays), so a rule that changes only in those months is read as weekly (docs/decisions/2026-11-24-osm-opening-hours.md).
 */
const comparisonWeeks: readonly Monday[] = [
  [2024, 0, 15],
  [2024, 1, 12],
  [2024, 4, 13],
  [2024, 5, 10],
  [2024, 6, 8],
  [2024, 8, 16],
  [2024, 9, 14],
  [2024, 10, 18],
  [2024, 11, 9],
];

/**
 * Turns an OpenStreetMap `opening_hours` value into structured weekly hours with the maintained evaluator
 * (opening_hours.js): the rule is evaluated over a fixed week, in local time (dates built with local-time
 * constructors and read back with local getters, so the result does not depend on the process time zone), and the
 * open intervals become each weekday's list; an interval across midnight is split between the two days, and the end
 * of a day is 24:00. Returns null, never throws, when the library refuses the value, when it is not one weekly
 * pattern (sunrise, months, week numbers), when an interval is only "unknown" (a comment or an open end without a
 * state) or when nothing is open: the raw text is still shown.
 */
export function parseOsmOpeningHours(text: string | null | undefined): WeeklyHours | null {
  const value = text?.trim();
  if (!value) return null;
  try {
    // `null`: the library's default location, needed to evaluate "PH off" (no holidays are defined for Cameroon);
    // mode 0: time ranges, as the `opening_hours` key uses.
    const rule = new OpeningHours(value, null, 0);
    const week = readWeek(rule, referenceWeek);
    if (!week || !weekdays.some((day) => week[day])) return null;
    if (!rule.isWeekStable()) {
      const expected = JSON.stringify(week);
      if (comparisonWeeks.some((monday) => JSON.stringify(readWeek(rule, monday)) !== expected)) return null;
    }
    return week;
  } catch {
    return null;
  }
}

/** The open intervals of the week starting on `monday`, or null when one of them is only "unknown". */
function readWeek(rule: OpeningHours, [year, month, day]: Monday): WeeklyHours | null {
  // From the Sunday before, so that a Sunday night running past midnight also opens Monday morning.
  const intervals = rule.getOpenIntervals(new Date(year, month, day - 1), new Date(year, month, day + 7));
  if (intervals.some(([, , isUnknown]) => isUnknown)) return null;
  const week: WeeklyHours = {};
  weekdays.forEach((weekday, index) => {
    const dayStart = new Date(year, month, day + index);
    const dayEnd = new Date(year, month, day + index + 1);
    const list: NonNullable<WeeklyHours[Weekday]> = [];
    for (const [from, to] of intervals) {
      const opens = from > dayStart ? from : dayStart;
      const closes = to < dayEnd ? to : dayEnd;
      if (opens >= closes) continue;
      const interval = { opens: formatTime(opens), closes: closes >= dayEnd ? '24:00' : formatTime(closes) };
      const previous = list.at(-1);
      if (previous && previous.closes === interval.opens) previous.closes = interval.closes;
      else list.push(interval);
    }
    if (list.length > 0) week[weekday] = list;
  });
  return week;
}

function formatTime(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
