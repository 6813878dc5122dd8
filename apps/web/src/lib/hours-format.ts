import { weekdays, type WeeklyHours } from '@hc/shared';
import { isAllDay } from './opening-hours';

/** The `t` of the `facility` namespace, which holds the few fixed words and the range punctuation. */
export type HoursTranslate = (key: string, options?: { from: string; to: string }) => string;

// Built once per language: a listing renders one card per facility.
const shortDayNames = new Map<string, string[]>();

/** Monday first; 2024-01-01 was a Monday. */
function dayNamesOf(language: string): string[] {
  let names = shortDayNames.get(language);
  if (!names) {
    const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
    names = weekdays.map((_, index) => format.format(new Date(Date.UTC(2024, 0, 1 + index))));
    shortDayNames.set(language, names);
  }
  return names;
}

/**
 * A week of structured hours in one line, in the reader's language: "Mon–Sat 08:00–20:00; Sun 09:00–12:00".
 * Consecutive days with the same hours share one group. Closed days are left out, because a day not named
 * reads as closed; a week with no open day at all would then print nothing, so it says so instead.
 * An overnight interval is printed as given ("20:00–08:00"): its day is the one it opens on.
 */
export function formatWeeklyHours(hours: WeeklyHours, language: string, t: HoursTranslate): string {
  if (weekdays.every((day) => isAllDay(hours[day]))) return t('openingHours.always');
  const range = (from: string, to: string) => t('openingHours.range', { from, to });
  const groups: { first: number; last: number; times: string }[] = [];
  weekdays.forEach((day, index) => {
    const intervals = hours[day] ?? [];
    const times = isAllDay(intervals)
      ? t('openingHours.allDay')
      : intervals.map((interval) => range(interval.opens, interval.closes)).join(', ');
    const previous = groups.at(-1);
    if (previous && previous.times === times) previous.last = index;
    else groups.push({ first: index, last: index, times });
  });
  const names = dayNamesOf(language);
  const open = groups.filter((group) => group.times !== '');
  if (open.length === 0) return t('openingHours.closedAllWeek');
  return open
    .map(({ first, last, times }) => {
      const days = first === last ? names[first]! : range(names[first]!, names[last]!);
      return `${days} ${times}`;
    })
    .join('; ');
}
