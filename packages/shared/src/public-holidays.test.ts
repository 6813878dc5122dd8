import { describe, expect, it } from 'vitest';
import { getCameroonPublicHolidays, getEasterSunday } from './public-holidays';

const datesOf = (year: number) =>
  Object.fromEntries(getCameroonPublicHolidays(year).map((holiday) => [holiday.key, holiday.date]));

describe('getEasterSunday', () => {
  it('computes Easter by the Gregorian computus', () => {
    expect(getEasterSunday(2024)).toBe('2024-03-31');
    expect(getEasterSunday(2025)).toBe('2025-04-20');
    expect(getEasterSunday(2026)).toBe('2026-04-05');
    expect(getEasterSunday(2027)).toBe('2027-03-28');
    // The latest and earliest possible dates.
    expect(getEasterSunday(2038)).toBe('2038-04-25');
    expect(getEasterSunday(2285)).toBe('2285-03-22');
  });
});

describe('getCameroonPublicHolidays', () => {
  it('has the runtime’s Umm al-Qura calendar (Node’s full ICU)', () => {
    const format = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { timeZone: 'UTC' });
    expect(format.resolvedOptions().calendar).toBe('islamic-umalqura');
  });

  it('lists 2026’s holidays by date: fixed, from Easter, and the Muslim ones estimated', () => {
    expect(datesOf(2026)).toEqual({
      'new-year': '2026-01-01',
      'youth-day': '2026-02-11',
      'eid-al-fitr': '2026-03-20',
      'good-friday': '2026-04-03',
      'labour-day': '2026-05-01',
      ascension: '2026-05-14',
      'national-day': '2026-05-20',
      'eid-al-adha': '2026-05-27',
      assumption: '2026-08-15',
      christmas: '2026-12-25',
    });
    const dates = getCameroonPublicHolidays(2026).map((holiday) => holiday.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('lists 2027’s', () => {
    expect(datesOf(2027)).toMatchObject({
      'eid-al-fitr': '2027-03-09',
      'good-friday': '2027-03-26',
      ascension: '2027-05-06',
      'eid-al-adha': '2027-05-16',
    });
  });

  it('marks only the Muslim holidays as not confirmed, and names each in English and French', () => {
    const holidays = getCameroonPublicHolidays(2026);
    expect(holidays.filter((holiday) => !holiday.isConfirmed).map((holiday) => holiday.key)).toEqual([
      'eid-al-fitr',
      'eid-al-adha',
    ]);
    expect(holidays.find((holiday) => holiday.key === 'christmas')).toMatchObject({
      nameEn: 'Christmas Day',
      nameFr: 'Noël',
      isConfirmed: true,
    });
    expect(holidays.find((holiday) => holiday.key === 'eid-al-adha')?.nameFr).toContain('Tabaski');
  });

  it('keeps both when a Muslim holiday falls twice in one year', () => {
    const fitr = getCameroonPublicHolidays(2033).filter((holiday) => holiday.key.startsWith('eid-al-fitr'));
    expect(fitr.map((holiday) => holiday.key)).toEqual(['eid-al-fitr', 'eid-al-fitr-2']);
    expect(fitr.map((holiday) => holiday.date.slice(5, 7))).toEqual(['01', '12']);
  });
});
