import { describe, expect, it } from 'vitest';
import { getDutyState, listCurrentDutyPeriods } from './duty-periods';

// The Douala week of Wednesday 2026-11-18 runs from Sun 2026-11-15T23:00Z to Sun 2026-11-22T23:00Z.
const now = new Date('2026-11-18T10:00:00Z');
const period = (id: number, startsAt: string, endsAt: string) => ({ id, startsAt, endsAt, note: null });

describe('getDutyState', () => {
  it('is "now" while the period runs', () => {
    expect(getDutyState(period(1, '2026-11-15T23:00:00Z', '2026-11-22T23:00:00Z'), now)).toBe('now');
  });
  it('is "thisWeek" for a period later in the same week', () => {
    expect(getDutyState(period(1, '2026-11-20T18:00:00Z', '2026-11-21T06:00:00Z'), now)).toBe('thisWeek');
  });
  it('is "upcoming" after this week and "past" once over', () => {
    expect(getDutyState(period(1, '2026-11-22T23:00:00Z', '2026-11-29T23:00:00Z'), now)).toBe('upcoming');
    expect(getDutyState(period(1, '2026-11-16T00:00:00Z', '2026-11-18T10:00:00Z'), now)).toBe('past');
  });
});

describe('listCurrentDutyPeriods', () => {
  it('drops past periods and sorts the rest soonest first', () => {
    const list = listCurrentDutyPeriods(
      [
        period(3, '2026-12-06T23:00:00Z', '2026-12-13T23:00:00Z'),
        period(1, '2026-11-01T23:00:00Z', '2026-11-08T23:00:00Z'),
        period(2, '2026-11-15T23:00:00Z', '2026-11-22T23:00:00Z'),
      ],
      now,
    );
    expect(list.map((e) => [e.period.id, e.state])).toEqual([
      [2, 'now'],
      [3, 'upcoming'],
    ]);
  });
});
