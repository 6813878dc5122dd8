import { DIRECTORY_TIME_ZONE, sanitizeDisplayText, type FacilitySummary } from '@hc/shared';
import { localizedName } from '../../lib/localized';

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
export function formatDutyInstant(iso: string, language: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: DIRECTORY_TIME_ZONE,
  }).format(date);
}

/** Display text (spec 02 §5), or null when there is nothing to show. */
export function displayText(value: string | null | undefined): string | null {
  return value && value.trim() ? sanitizeDisplayText(value.trim()) : null;
}
