import { describe, expect, it } from 'vitest';
import { getDirectoryWeek, overlaps, doualaClock } from './duty-week';

describe('getDirectoryWeek', () => {
  it('starts on Monday 00:00 in Douala (Sunday 23:00 UTC)', () => {
    const week = getDirectoryWeek(new Date('2026-11-25T10:00:00Z')); // a Wednesday
    expect(week.start.toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-11-29T23:00:00.000Z');
  });

  it('puts Sunday 23:30 UTC, already Monday in Douala, in the new week', () => {
    const week = getDirectoryWeek(new Date('2026-11-22T23:30:00Z'));
    expect(week.start.toISOString()).toBe('2026-11-22T23:00:00.000Z');
  });

  it('keeps Sunday 22:30 UTC, still Sunday in Douala, in the old week', () => {
    const week = getDirectoryWeek(new Date('2026-11-22T22:30:00Z'));
    expect(week.start.toISOString()).toBe('2026-11-15T23:00:00.000Z');
  });
});

describe('overlaps', () => {
  const week = { start: new Date('2026-11-22T23:00:00Z'), end: new Date('2026-11-29T23:00:00Z') };
  it('is false for a period that ends exactly when the week starts', () => {
    expect(overlaps(week, { start: new Date('2026-11-15T23:00:00Z'), end: week.start })).toBe(false);
  });
  it('is true for a single night inside the week', () => {
    expect(overlaps(week, { start: new Date('2026-11-25T19:00:00Z'), end: new Date('2026-11-26T07:00:00Z') })).toBe(
      true,
    );
  });
});

describe('doualaClock', () => {
  const at = (iso: string) => new Date(iso);
  it('reads the weekday, the day before and the time in Africa/Douala (UTC+1, no DST)', () => {
    // 2026-11-16 is a Monday: 07:00Z is 08:00 in Douala.
    expect(doualaClock(at('2026-11-16T07:00:00Z'))).toEqual({ day: 'mo', yesterday: 'su', minutes: 480 });
    // 23:30Z on Sunday is already Monday 00:30 in Douala.
    expect(doualaClock(at('2026-11-15T23:30:00Z'))).toEqual({ day: 'mo', yesterday: 'su', minutes: 30 });
    // Same offset in (northern) summer: no daylight saving. A Sunday's day before is Saturday.
    expect(doualaClock(at('2026-07-05T07:00:00Z'))).toEqual({ day: 'su', yesterday: 'sa', minutes: 480 });
  });
});
