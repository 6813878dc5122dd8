import { describe, expect, it } from 'vitest';
import { dutyAt, formatDutyEnd, getOpenNow } from './open-now';

/** Sunday 29 Nov 2026, 23:30 in Douala (UTC+1): issue 10's visitor. */
const SUNDAY_2330 = new Date('2026-11-29T23:30:00+01:00');
const sundayNight = { startsAt: '2026-11-29T21:00:00.000Z', endsAt: '2026-11-30T06:30:00.000Z' };
/** Open Monday to Saturday, 08:00–20:00: closed on Sunday night. */
const dayHours = Object.fromEntries(
  (['mo', 'tu', 'we', 'th', 'fr', 'sa'] as const).map((day) => [day, [{ opens: '08:00', closes: '20:00' }]]),
);
const pharmacy = { category: 'pharmacy', openingHours: dayHours };

describe('getOpenNow: a pharmacy on duty is open now', () => {
  it('is open on Sunday at 23:30 when on duty, though its hours say closed, with the end of its duty', () => {
    for (const facts of [{ onCallPeriod: sundayNight }, { dutyWindow: sundayNight }, { dutyPeriods: [sundayNight] }]) {
      expect(getOpenNow({ ...pharmacy, ...facts }, SUNDAY_2330)).toEqual({ state: 'open', duty: sundayNight });
    }
    expect(formatDutyEnd(sundayNight, SUNDAY_2330, 'en-GB', 'midnight')).toBe('07:30');
    expect(formatDutyEnd(sundayNight, SUNDAY_2330, 'fr', 'minuit')).toBe('07:30');
  });

  it('is closed off duty, the duty period half-open, and follows the hours otherwise', () => {
    expect(getOpenNow({ ...pharmacy, onCallPeriod: null }, SUNDAY_2330)).toEqual({ state: 'closed', duty: null });
    // 07:30 on Monday: the night is over, and the pharmacy opens at 08:00.
    expect(getOpenNow({ ...pharmacy, dutyWindow: sundayNight }, new Date('2026-11-30T07:30:00+01:00')).state).toBe(
      'closed',
    );
    expect(getOpenNow({ ...pharmacy, dutyWindow: sundayNight }, new Date('2026-11-30T09:00:00+01:00'))).toEqual({
      state: 'open',
      duty: null,
    });
    // No hours and no duty now: unknown (nothing shown).
    expect(getOpenNow({ category: 'pharmacy', openingHours: null }, SUNDAY_2330).state).toBe('unknown');
  });

  it('finds the running period among several and ignores duty on other facilities', () => {
    const monday = { startsAt: '2026-11-23T21:00:00.000Z', endsAt: '2026-11-24T06:30:00.000Z' };
    expect(dutyAt({ ...pharmacy, onCallPeriod: monday, dutyPeriods: [monday, sundayNight] }, SUNDAY_2330)).toEqual(
      sundayNight,
    );
    expect(dutyAt({ category: 'hospital', openingHours: null, onCallPeriod: sundayNight }, SUNDAY_2330)).toBeNull();
  });

  it("counts a nightly rota's later nights on a card, not only the week's first period", () => {
    const monday = { startsAt: '2026-11-23T21:00:00.000Z', endsAt: '2026-11-24T06:30:00.000Z' };
    const card = { ...pharmacy, onCallPeriod: monday, onCallPeriods: [monday, sundayNight] };
    expect(getOpenNow(card, SUNDAY_2330)).toEqual({ state: 'open', duty: sundayNight });
  });

  it('names the day of an end a day or more away', () => {
    const long = { startsAt: sundayNight.startsAt, endsAt: '2026-12-01T06:30:00.000Z' };
    expect(formatDutyEnd(long, SUNDAY_2330, 'en-GB', 'midnight')).toBe('Tue 07:30');
  });

  it('says a 24-hour time in English too, and an end at midnight as the end of the day before (issue 34)', () => {
    // "Mon 12:00 AM" read as "until Monday night" to visitors: the week's duty ends as Sunday ends.
    const week = { startsAt: '2026-11-23T07:00:00.000Z', endsAt: '2026-11-29T23:00:00.000Z' };
    const wednesday = new Date('2026-11-25T10:00:00+01:00');
    expect(formatDutyEnd(week, wednesday, 'en', 'midnight')).toBe('Sun midnight');
    expect(formatDutyEnd(week, wednesday, 'fr', 'minuit')).toBe('dim. minuit');
    // On the day itself, the time alone.
    expect(formatDutyEnd(week, new Date('2026-11-29T20:00:00+01:00'), 'en', 'midnight')).toBe('midnight');
    const evening = { startsAt: '2026-11-29T08:00:00.000Z', endsAt: '2026-11-29T21:30:00.000Z' };
    expect(formatDutyEnd(evening, new Date('2026-11-29T20:00:00+01:00'), 'en', 'midnight')).toBe('22:30');
  });
});

describe('getOpenNow with special dates (issue 35, the server’s openAtCondition cases)', () => {
  /** Christmas 2026, a Friday. */
  const at = (time: string) => new Date(`2026-12-25T${time}:00+01:00`);
  const friday = { fr: [{ opens: '08:00', closes: '20:00' }] };
  const christmas = { startsOn: '2026-12-25', endsOn: '2026-12-25', kind: 'closed' as const, hours: null };
  const nightDuty = { startsAt: '2026-12-25T18:00:00.000Z', endsAt: '2026-12-26T07:00:00.000Z' };

  it('is closed all day on a closed special date, said "Closed today", though the weekly hours say open', () => {
    const hospital = { category: 'hospital', openingHours: friday, specialDates: [christmas] };
    expect(getOpenNow(hospital, at('11:00'))).toEqual({ state: 'closed', duty: null, isClosedToday: true });
    // The day after, the weekly hours again (Saturday: none, so closed, and not "today").
    expect(getOpenNow(hospital, new Date('2026-12-26T11:00:00+01:00'))).toEqual({ state: 'closed', duty: null });
    expect(getOpenNow({ ...hospital, specialDates: [] }, at('11:00')).state).toBe('open');
  });

  it('keeps a pharmacy on duty that night open, closed for the holiday or not', () => {
    const pharmacy = {
      category: 'pharmacy',
      openingHours: friday,
      specialDates: [christmas],
      onCallPeriods: [nightDuty],
    };
    expect(getOpenNow(pharmacy, at('13:00')).state).toBe('closed');
    expect(getOpenNow(pharmacy, at('23:00'))).toEqual({ state: 'open', duty: nightDuty });
  });

  it('replaces the day’s weekly hours with special hours, even without weekly hours, overnight too', () => {
    const special = { ...christmas, kind: 'hours' as const, hours: [{ opens: '10:00', closes: '14:00' }] };
    const short = { category: 'hospital', openingHours: { fr: [{ opens: '08:00', closes: '10:30' }] } };
    expect(getOpenNow({ ...short, specialDates: [special] }, at('09:00')).state).toBe('closed');
    expect(getOpenNow({ ...short, specialDates: [special] }, at('11:00')).state).toBe('open');
    expect(getOpenNow({ ...short, specialDates: [special] }, at('15:00')).state).toBe('closed');
    expect(getOpenNow({ category: 'hospital', openingHours: null, specialDates: [special] }, at('11:00')).state).toBe(
      'open',
    );
    // A range covers each of its days; an overnight interval runs into the next morning.
    const eve = {
      startsOn: '2026-12-23',
      endsOn: '2026-12-24',
      kind: 'hours' as const,
      hours: [{ opens: '20:00', closes: '12:00' }],
    };
    expect(getOpenNow({ category: 'hospital', openingHours: null, specialDates: [eve] }, at('11:00')).state).toBe(
      'open',
    );
    // Past the night, the special date's day says closed (nothing more is known of that facility's hours).
    expect(getOpenNow({ category: 'hospital', openingHours: null, specialDates: [eve] }, at('13:00')).state).toBe(
      'closed',
    );
  });
});
