import { DIRECTORY_TIME_ZONE, doualaClock, doualaDate, type DutyWindow, type WeeklyHours } from '@hc/shared';
import { getOpenState, type OpenState } from './opening-hours';

/** What the directory knows of a facility's duty: any of these may be absent. */
export type DutyFacts = {
  category: string;
  openingHours: WeeklyHours | null;
  onCallPeriod?: DutyWindow | null;
  /** Summary rows: every duty period of the week (one a night for a nightly rota). */
  onCallPeriods?: readonly DutyWindow[];
  /** `/api/pharmacies/on-call` rows: the period containing the instant asked for, or the next one. */
  dutyWindow?: DutyWindow | null;
  /** The detail page: the current and coming periods. */
  dutyPeriods?: readonly DutyWindow[];
  /** Its special dates (issue 35): on such a day they replace the weekly hours (none when closed). */
  specialDates?: readonly { startsOn: string; endsOn: string; kind: string; hours: WeeklyHours['mo'] | null }[];
};

export type OpenNow = {
  state: OpenState;
  /** The duty period running at `now`, when a pharmacy is open because it is on duty. */
  duty: DutyWindow | null;
  /** Closed at `now` because today is a closed special date ("Closed today"). */
  isClosedToday?: boolean;
};

const contains = (window: DutyWindow, now: Date) =>
  new Date(window.startsAt).getTime() <= now.getTime() && now.getTime() < new Date(window.endsAt).getTime();

/** The duty period of a pharmacy that runs at `now` (half-open), from whatever periods the row carries. */
export function dutyAt(facility: DutyFacts, now: Date): DutyWindow | null {
  if (facility.category !== 'pharmacy') return null;
  const windows = [
    facility.dutyWindow,
    facility.onCallPeriod,
    ...(facility.onCallPeriods ?? []),
    ...(facility.dutyPeriods ?? []),
  ];
  return windows.find((window): window is DutyWindow => !!window && contains(window, now)) ?? null;
}

/**
 * THE "open now" rule (issue 10): a pharmacy on duty at `now` is open, whatever its usual hours;
 * otherwise its hours decide (unknown without hours): the weekly ones, or a special date's that day
 * (issue 35; closed on a closed one).
 */
export function getOpenNow(facility: DutyFacts, now: Date): OpenNow {
  const duty = dutyAt(facility, now);
  if (duty) return { state: 'open', duty };
  // A special date today (or yesterday, for a night running into today) stands for that weekday's hours.
  const { day, yesterday } = doualaClock(now);
  const [today, before] = [0, -1].map((days) => {
    const date = doualaDate(now, days);
    return facility.specialDates?.find((special) => special.startsOn <= date && date <= special.endsOn);
  });
  const state = getOpenState(
    today || before
      ? {
          ...facility.openingHours,
          ...(before && { [yesterday]: before.hours ?? [] }),
          ...(today && { [day]: today.hours ?? [] }),
        }
      : facility.openingHours,
    now,
  );
  return { state, duty: null, isClosedToday: (state === 'closed' && today?.kind === 'closed') || undefined };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight in Douala: a duty that ends then ends with the day before ("until Sunday midnight"). */
export function isDoualaMidnight(instant: Date): boolean {
  const time = new Intl.DateTimeFormat('en', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: DIRECTORY_TIME_ZONE,
  }).format(instant);
  return time === '00:00';
}

/**
 * "07:30" (with the weekday, "Mon 07:30", when it is a day or more away): a duty period's end, Douala
 * time, on a 24-hour clock. An end at midnight is said as the end of the day before, with `midnight`
 * ("Sun midnight"): "Mon 12:00 AM" reads as the start of Monday's night to many (issue 34).
 */
export function formatDutyEnd(window: DutyWindow, now: Date, language: string, midnight: string): string {
  const end = new Date(window.endsAt);
  const isMidnight = isDoualaMidnight(end);
  const shown = isMidnight ? new Date(end.getTime() - 1) : end;
  const isFar = shown.getTime() - now.getTime() >= DAY_MS || (isMidnight && !sameDoualaDay(shown, now));
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language, { ...options, timeZone: DIRECTORY_TIME_ZONE }).format(shown);
  if (isMidnight) return isFar ? `${format({ weekday: 'short' })} ${midnight}` : midnight;
  return format({ ...(isFar ? { weekday: 'short' } : {}), hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

const sameDoualaDay = (a: Date, b: Date) => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: DIRECTORY_TIME_ZONE });
  return day.format(a) === day.format(b);
};
