import { weekdays, weeklyHoursSchema } from '@hc/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { parseOsmOpeningHours } from './opening-hours';

const allDay = [{ opens: '00:00', closes: '24:00' }];

describe('parseOsmOpeningHours', () => {
  it('reads 24/7 and Mo-Su 00:00-24:00 as every day, all day', () => {
    const everyDay = Object.fromEntries(weekdays.map((day) => [day, allDay]));
    expect(parseOsmOpeningHours('24/7')).toEqual(everyDay);
    expect(parseOsmOpeningHours('Mo-Su 00:00-24:00')).toEqual(everyDay);
  });

  it('reads day ranges, lists and several rules, leaving closed days out', () => {
    expect(parseOsmOpeningHours('Mo-We, Fr 07:30-12:00')).toEqual({
      mo: [{ opens: '07:30', closes: '12:00' }],
      tu: [{ opens: '07:30', closes: '12:00' }],
      we: [{ opens: '07:30', closes: '12:00' }],
      fr: [{ opens: '07:30', closes: '12:00' }],
    });
    const hours = parseOsmOpeningHours('Mo-Fr 08:00-18:00; Sa 08:00-13:00');
    expect(hours?.fr).toEqual([{ opens: '08:00', closes: '18:00' }]);
    expect(hours?.sa).toEqual([{ opens: '08:00', closes: '13:00' }]);
    expect(hours?.su).toBeUndefined();
  });

  it('reads a bare time range as every day', () => {
    const hours = parseOsmOpeningHours('08:00-22:00');
    expect(Object.keys(hours ?? {})).toHaveLength(7);
    expect(hours?.su).toEqual([{ opens: '08:00', closes: '22:00' }]);
  });

  it('reads a midday break and an explicit closed day', () => {
    const morningAndAfternoon = [
      { opens: '08:00', closes: '12:00' },
      { opens: '14:00', closes: '18:00' },
    ];
    expect(parseOsmOpeningHours('Mo-Fr 08:00-12:00,14:00-18:00; Sa 08:00-12:00; Su off')).toEqual({
      mo: morningAndAfternoon,
      tu: morningAndAfternoon,
      we: morningAndAfternoon,
      th: morningAndAfternoon,
      fr: morningAndAfternoon,
      sa: [{ opens: '08:00', closes: '12:00' }],
    });
  });

  it('keeps the weekly part of a rule with a public-holiday exception', () => {
    const hours = parseOsmOpeningHours('Mo-Sa 07:30-20:30; PH off');
    expect(weekdays.filter((day) => hours?.[day])).toEqual(['mo', 'tu', 'we', 'th', 'fr', 'sa']);
    expect(hours?.we).toEqual([{ opens: '07:30', closes: '20:30' }]);
  });

  it('splits a night across midnight between the two days', () => {
    const night = [
      { opens: '00:00', closes: '06:00' },
      { opens: '22:00', closes: '24:00' },
    ];
    expect(parseOsmOpeningHours('Mo-Fr 22:00-06:00')).toEqual({
      mo: [{ opens: '22:00', closes: '24:00' }],
      tu: night,
      we: night,
      th: night,
      fr: night,
      sa: [{ opens: '00:00', closes: '06:00' }],
    });
    // Sunday night ends on Monday morning, at the start of the week.
    expect(parseOsmOpeningHours('Su 22:00-06:00')).toEqual({
      mo: [{ opens: '00:00', closes: '06:00' }],
      su: [{ opens: '22:00', closes: '24:00' }],
    });
  });

  it('gives hours the shared schema accepts', () => {
    for (const text of ['24/7', 'Mo-Fr 22:00-06:00', 'Mo-Fr 08:00-12:00,14:00-18:00; Sa 08:00-12:00; Su off']) {
      expect(weeklyHoursSchema.safeParse(parseOsmOpeningHours(text)).success).toBe(true);
    }
  });

  it('returns null, without throwing, for what is not one weekly pattern', () => {
    expect(parseOsmOpeningHours('sunrise-sunset')).toBeNull(); // changes every day
    expect(parseOsmOpeningHours('Jan-Mar Mo-Fr 08:00-12:00')).toBeNull(); // changes with the month
    expect(parseOsmOpeningHours('week 1-53/2 Mo 10:00-12:00')).toBeNull(); // every other week
    expect(parseOsmOpeningHours('Mo-Fr 08:00+')).toBeNull(); // open end: closing unknown
    expect(parseOsmOpeningHours('Mo-Fr 08:00-18:00 "sur rendez-vous"')).toBeNull(); // state unknown
    expect(parseOsmOpeningHours('off')).toBeNull(); // nothing open
  });

  it('returns null, without throwing, for garbage and empty values', () => {
    expect(parseOsmOpeningHours('ouvert tous les jours!!')).toBeNull();
    expect(parseOsmOpeningHours('Mo-Fr 25:00-26:00;;')).toBeNull();
    expect(parseOsmOpeningHours('   ')).toBeNull();
    expect(parseOsmOpeningHours(null)).toBeNull();
    expect(parseOsmOpeningHours(undefined)).toBeNull();
  });

  describe('whatever the process time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    it('gives the same hours under UTC, Africa/Douala and zones far from them', () => {
      const samples = ['24/7', 'Mo-Fr 22:00-06:00', 'Mo-Sa 07:30-20:30; PH off', 'Su 22:00-06:00', 'sunrise-sunset'];
      const readUnder = (zone: string) => {
        process.env.TZ = zone;
        return { offset: new Date(2024, 0, 8).getTimezoneOffset(), hours: samples.map(parseOsmOpeningHours) };
      };
      const utc = readUnder('UTC');
      const douala = readUnder('Africa/Douala');
      const kiritimati = readUnder('Pacific/Kiritimati');
      const sydney = readUnder('Australia/Sydney'); // summer time in January
      // The zone really changed between the readings…
      expect([utc.offset, douala.offset, kiritimati.offset, sydney.offset]).toEqual([0, -60, -840, -660]);
      // …and the hours did not.
      expect(douala.hours).toEqual(utc.hours);
      expect(kiritimati.hours).toEqual(utc.hours);
      expect(sydney.hours).toEqual(utc.hours);
      expect(utc.hours[1]?.mo).toEqual([{ opens: '22:00', closes: '24:00' }]);
    });
  });
});
