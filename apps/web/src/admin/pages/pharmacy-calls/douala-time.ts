import { DIRECTORY_TIME_ZONE } from '@hc/shared';
// Duty periods are entered and shown in Cameroon's time (Africa/Douala: UTC+1 all year, no daylight
// saving), whatever the zone of the browser: a `datetime-local` value is read as Douala time and sent
// with an explicit +01:00 offset.

const DOUALA_OFFSET_MS = 60 * 60 * 1000;
const LOCAL_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?$/;

/** `2026-11-25T22:00` (a datetime-local value, Douala time) → `2026-11-25T22:00:00+01:00`; '' when not a value. */
export function fromDoualaInput(value: string): string {
  const match = LOCAL_INPUT.exec(value);
  return match ? `${match[1]}T${match[2]}:00+01:00` : '';
}

/** An instant (ISO with any offset) → the datetime-local value of it in Douala time; '' when unreadable. */
export function toDoualaInput(iso: string | undefined | null): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + DOUALA_OFFSET_MS).toISOString().slice(0, 16);
}

/** An instant as the reader's language writes a date and time, in Douala time. */
export function formatDoualaDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CM' : 'en-CM', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: DIRECTORY_TIME_ZONE,
  }).format(new Date(iso));
}

/** The calendar day of an instant in Douala time, as the reader's language writes a date. */
export function formatDoualaDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CM' : 'en-CM', {
    dateStyle: 'medium',
    timeZone: DIRECTORY_TIME_ZONE,
  }).format(new Date(iso));
}
