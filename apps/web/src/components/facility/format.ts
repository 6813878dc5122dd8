import { DIRECTORY_TIME_ZONE, sanitizeDisplayText, type FacilitySummary } from '@hc/shared';
import { localizedName } from '../../lib/localized';
import { isDoualaMidnight } from '../../lib/open-now';

/** "Yaoundé IV, Mfoundi, Centre": the facility's places in the interface language, smallest first. */
export function formatLocationPath(
  facility: Pick<FacilitySummary, 'region' | 'division' | 'subdivision'>,
  language: string,
): string {
  return [facility.subdivision, facility.division, facility.region]
    .map((place) => localizedName(place, language).trim())
    .filter(Boolean)
    .join(', ');
}

/** A duty period's start or end, in Cameroon time and the interface language; null if unreadable. */
export function formatDutyInstant(iso: string, language: string, midnight?: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const day = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
  const format = (options: Intl.DateTimeFormatOptions, instant: Date) =>
    new Intl.DateTimeFormat(language, { ...options, timeZone: DIRECTORY_TIME_ZONE }).format(instant);
  // The end of a duty at midnight is the end of the day before: "Sun, Nov 29, 2026, midnight".
  if (midnight && isDoualaMidnight(date)) return `${format(day, new Date(date.getTime() - 1))}, ${midnight}`;
  return format({ ...day, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, date);
}

/** Display text (spec 02 §5), or null when there is nothing to show. */
export function displayText(value: string | null | undefined): string | null {
  return value && value.trim() ? sanitizeDisplayText(value.trim()) : null;
}
