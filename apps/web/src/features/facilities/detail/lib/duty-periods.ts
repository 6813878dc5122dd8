import { getDirectoryWeek, overlaps, type DutyPeriod } from '@hc/shared';

export type DutyState = 'now' | 'thisWeek' | 'upcoming' | 'past';

/** Where a duty period stands at `now`: running, in this Monday-to-Sunday week (Douala time), later or over. */
export function getDutyState(period: Pick<DutyPeriod, 'startsAt' | 'endsAt'>, now: Date): DutyState {
  const start = new Date(period.startsAt);
  const end = new Date(period.endsAt);
  if (start <= now && now < end) return 'now';
  if (end <= now) return 'past';
  return overlaps(getDirectoryWeek(now), { start, end }) ? 'thisWeek' : 'upcoming';
}

/** The periods still to come or running, soonest first, each with its state. */
export function listCurrentDutyPeriods(periods: readonly DutyPeriod[], now: Date) {
  return periods
    .map((period) => ({ period, state: getDutyState(period, now) }))
    .filter((entry): entry is { period: DutyPeriod; state: Exclude<DutyState, 'past'> } => entry.state !== 'past')
    .sort((a, b) => a.period.startsAt.localeCompare(b.period.startsAt));
}
