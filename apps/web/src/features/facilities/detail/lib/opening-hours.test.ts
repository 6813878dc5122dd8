import type { WeeklyHours } from '@hc/shared';
import { describe, expect, it } from 'vitest';
import { getOpenState, isAllDay, toMinutes } from './opening-hours';

// 2026-11-16 is a Monday. Douala is UTC+1, so 07:00Z is 08:00 local.
const at = (iso: string) => new Date(iso);
const weekdays: WeeklyHours = {
  mo: [{ opens: '08:00', closes: '20:00' }],
  tu: [
    { opens: '08:00', closes: '12:00' },
    { opens: '14:00', closes: '18:00' },
  ],
  sa: [{ opens: '18:00', closes: '24:00' }],
};

describe('toMinutes', () => {
  it('counts minutes since midnight, with 24:00 as the end of the day', () => {
    expect(toMinutes('00:00')).toBe(0);
    expect(toMinutes('08:30')).toBe(510);
    expect(toMinutes('24:00')).toBe(1440);
  });
});

describe('getOpenState', () => {
  it('is open inside an interval and closed outside, in Douala time', () => {
    expect(getOpenState(weekdays, at('2026-11-16T07:00:00Z'))).toBe('open'); // Mon 08:00, opening minute
    expect(getOpenState(weekdays, at('2026-11-16T06:59:00Z'))).toBe('closed'); // Mon 07:59
    expect(getOpenState(weekdays, at('2026-11-16T18:59:00Z'))).toBe('open'); // Mon 19:59
    expect(getOpenState(weekdays, at('2026-11-16T19:00:00Z'))).toBe('closed'); // Mon 20:00, closing minute
  });

  it('handles several intervals in a day', () => {
    expect(getOpenState(weekdays, at('2026-11-17T10:00:00Z'))).toBe('open'); // Tue 11:00
    expect(getOpenState(weekdays, at('2026-11-17T12:00:00Z'))).toBe('closed'); // Tue 13:00, lunch
    expect(getOpenState(weekdays, at('2026-11-17T13:00:00Z'))).toBe('open'); // Tue 14:00
  });

  it('closes at midnight for 24:00', () => {
    expect(getOpenState(weekdays, at('2026-11-21T22:59:00Z'))).toBe('open'); // Sat 23:59
    expect(getOpenState(weekdays, at('2026-11-21T23:00:00Z'))).toBe('closed'); // Sun 00:00
  });

  it('runs an interval that closes before it opens into the next morning', () => {
    const nights: WeeklyHours = { mo: [{ opens: '20:00', closes: '08:00' }], tu: [] };
    expect(getOpenState(nights, at('2026-11-16T18:59:00Z'))).toBe('closed'); // Mon 19:59
    expect(getOpenState(nights, at('2026-11-16T19:00:00Z'))).toBe('open'); // Mon 20:00
    expect(getOpenState(nights, at('2026-11-17T01:00:00Z'))).toBe('open'); // Tue 02:00, from Monday night
    expect(getOpenState(nights, at('2026-11-17T07:00:00Z'))).toBe('closed'); // Tue 08:00
    // Sunday night runs into Monday morning: the week wraps.
    const sunday: WeeklyHours = { su: [{ opens: '22:00', closes: '06:00' }] };
    expect(getOpenState(sunday, at('2026-11-16T04:00:00Z'))).toBe('open'); // Mon 05:00
  });

  it('treats a missing or empty day as closed', () => {
    expect(getOpenState(weekdays, at('2026-11-18T10:00:00Z'))).toBe('closed'); // Wednesday: missing
    expect(getOpenState({ ...weekdays, we: [] }, at('2026-11-18T10:00:00Z'))).toBe('closed');
  });

  it('is always open for 24/7 hours', () => {
    const always: WeeklyHours = Object.fromEntries(
      (['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const).map((day) => [day, [{ opens: '00:00', closes: '24:00' }]]),
    );
    for (const iso of ['2026-11-15T23:00:00Z', '2026-11-16T12:34:00Z', '2026-11-22T22:59:00Z']) {
      expect(getOpenState(always, at(iso))).toBe('open');
    }
  });

  it('is unknown without hours', () => {
    expect(getOpenState(null, at('2026-11-16T10:00:00Z'))).toBe('unknown');
    expect(getOpenState(undefined, at('2026-11-16T10:00:00Z'))).toBe('unknown');
    expect(getOpenState({}, at('2026-11-16T10:00:00Z'))).toBe('unknown');
  });
});

describe('isAllDay', () => {
  it('is true only for 00:00 to 24:00', () => {
    expect(isAllDay([{ opens: '00:00', closes: '24:00' }])).toBe(true);
    expect(isAllDay([{ opens: '00:00', closes: '23:59' }])).toBe(false);
    expect(isAllDay(undefined)).toBe(false);
  });
});
