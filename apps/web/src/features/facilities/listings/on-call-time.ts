/** Cameroon keeps UTC+1 all year: the on-call list's `at` is written with that offset. */
const DOUALA_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

import { parseAt } from './at-param';

// Kept apart so every listing can read `at` without loading the on-call tools.
export { parseAt };

/** "2026-11-28T23:00": an instant as a datetime-local value, Douala time. */
export function toLocalInput(date: Date): string {
  return new Date(date.getTime() + DOUALA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value (Douala time) as the API's `at`: "2026-11-28T23:00:00+01:00"; null if not one. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  return parseAt(`${value}:00+01:00`) ? `${value}:00+01:00` : null;
}

/** The Monday (Douala time, "2026-11-23") of the directory week containing `date`. */
export function weekOf(date: Date): string {
  const local = new Date(date.getTime() + DOUALA_OFFSET_MS);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - daysSinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The start of the week named by its Monday ("2026-11-23") as the API's `at`; null if not a Monday. */
export function weekStartAt(week: string | null | undefined): string | null {
  if (!week || !/^\d{4}-\d{2}-\d{2}$/.test(week)) return null;
  const at = `${week}T00:00:00+01:00`;
  const date = parseAt(at);
  return date && weekOf(date) === week ? at : null;
}
