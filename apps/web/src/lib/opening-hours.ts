import { doualaClock, weekdays, type WeeklyHours } from '@hc/shared';

export type OpenState = 'open' | 'closed' | 'unknown';

/** Minutes since midnight of "HH:MM"; "24:00" is the end of the day (1440). */
export function toMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/**
 * Whether a facility is open at `now`, from its structured weekly hours (Africa/Douala time).
 * A day missing or empty is closed; no hours at all (null, or not one day given) is unknown.
 * Intervals are half-open: open from `opens` up to, not including, `closes` ("24:00" = midnight).
 * An interval that closes before it opens runs overnight into the next day (a night pharmacy's
 * 20:00–08:00 is open on Tuesday at 02:00 from Monday's hours).
 */
export function getOpenState(hours: WeeklyHours | null | undefined, now: Date): OpenState {
  if (!hours || !weekdays.some((day) => hours[day] !== undefined)) return 'unknown';
  const { day, yesterday, minutes } = doualaClock(now);
  const isOvernight = (interval: { opens: string; closes: string }) =>
    toMinutes(interval.closes) <= toMinutes(interval.opens);
  const openToday = (hours[day] ?? []).some(
    (interval) =>
      toMinutes(interval.opens) <= minutes && (isOvernight(interval) || minutes < toMinutes(interval.closes)),
  );
  const openSinceYesterday = (hours[yesterday] ?? []).some(
    (interval) => isOvernight(interval) && minutes < toMinutes(interval.closes),
  );
  return openToday || openSinceYesterday ? 'open' : 'closed';
}

/** Whether one day's intervals cover the whole day. */
export function isAllDay(intervals: readonly { opens: string; closes: string }[] | undefined): boolean {
  return (intervals ?? []).some((interval) => interval.opens === '00:00' && interval.closes === '24:00');
}
