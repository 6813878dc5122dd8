import { DIRECTORY_TIME_ZONE, type DutyWindow, type WeeklyHours } from '@hc/shared';
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
};

export type OpenNow = {
  state: OpenState;
  /** The duty period running at `now`, when a pharmacy is open because it is on duty. */
  duty: DutyWindow | null;
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
 * otherwise its weekly hours decide (unknown without hours).
 */
export function getOpenNow(facility: DutyFacts, now: Date): OpenNow {
  const duty = dutyAt(facility, now);
  if (duty) return { state: 'open', duty };
  return { state: getOpenState(facility.openingHours, now), duty: null };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "07:30" (with the weekday, "Mon 07:30", when it is a day or more away): a duty period's end, Douala time. */
export function formatDutyEnd(window: DutyWindow, now: Date, language: string): string {
  const end = new Date(window.endsAt);
  return new Intl.DateTimeFormat(language, {
    ...(end.getTime() - now.getTime() < DAY_MS ? {} : { weekday: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
    timeZone: DIRECTORY_TIME_ZONE,
  }).format(end);
}
