import type { WeeklyHours } from '@hc/shared';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import facilityEn from '../locales/en/facility.json';
import facilityFr from '../locales/fr/facility.json';
import { formatWeeklyHours, type HoursTranslate } from './hours-format';

const translations: Record<string, HoursTranslate> = {};

beforeAll(async () => {
  // The real catalogs: the fixed words and the range punctuation are part of what a reader sees.
  for (const [language, facility] of [
    ['en', facilityEn],
    ['fr', facilityFr],
  ] as const) {
    const instance = i18next.createInstance();
    await instance.init({
      lng: language,
      resources: { [language]: { facility } },
      interpolation: { escapeValue: false },
    });
    translations[language] = instance.getFixedT(language, 'facility');
  }
});

const format = (hours: WeeklyHours, language: 'en' | 'fr') =>
  formatWeeklyHours(hours, language, translations[language]!);
const both = (hours: WeeklyHours) => ({ en: format(hours, 'en'), fr: format(hours, 'fr') });

const day = (opens: string, closes: string) => [{ opens, closes }];
const allWeek = (intervals: { opens: string; closes: string }[]): WeeklyHours => ({
  mo: intervals,
  tu: intervals,
  we: intervals,
  th: intervals,
  fr: intervals,
  sa: intervals,
  su: intervals,
});

describe('formatWeeklyHours', () => {
  it('says "Open 24/7" when every day runs from midnight to midnight', () => {
    expect(both(allWeek(day('00:00', '24:00')))).toEqual({ en: 'Open 24/7', fr: 'Ouvert 24 h/24' });
  });

  it('groups Monday to Saturday with the same hours and leaves out a closed Sunday', () => {
    const week: WeeklyHours = { ...allWeek(day('08:00', '20:00')), su: [] };
    expect(both(week)).toEqual({ en: 'Mon–Sat 08:00–20:00', fr: 'lun.-sam. 08:00-20:00' });
    // A day missing from the week is closed too.
    const { su: _sunday, ...withoutSunday } = week;
    expect(both(withoutSunday)).toEqual(both(week));
  });

  it('joins the intervals of a day with a comma and the groups with a semicolon', () => {
    const split = [
      { opens: '08:00', closes: '12:00' },
      { opens: '14:00', closes: '18:00' },
    ];
    const week: WeeklyHours = { mo: split, tu: split, we: split, th: split, fr: split, sa: day('08:00', '12:00') };
    expect(both(week)).toEqual({
      en: 'Mon–Fri 08:00–12:00, 14:00–18:00; Sat 08:00–12:00',
      fr: 'lun.-ven. 08:00-12:00, 14:00-18:00; sam. 08:00-12:00',
    });
  });

  it('prints an overnight interval as it is given, on the day it opens', () => {
    expect(both(allWeek(day('20:00', '08:00')))).toEqual({ en: 'Mon–Sun 20:00–08:00', fr: 'lun.-dim. 20:00-08:00' });
    expect(both({ fr: day('20:00', '08:00') })).toEqual({ en: 'Fri 20:00–08:00', fr: 'ven. 20:00-08:00' });
  });

  it('names a lone open day alone', () => {
    expect(both({ we: day('09:00', '13:00'), th: [] })).toEqual({ en: 'Wed 09:00–13:00', fr: 'mer. 09:00-13:00' });
  });

  it('groups only consecutive days: the same hours after a different day start a new group', () => {
    const week: WeeklyHours = {
      mo: day('08:00', '17:00'),
      tu: day('08:00', '17:00'),
      we: day('08:00', '12:00'),
      th: day('08:00', '17:00'),
      fr: day('08:00', '17:00'),
    };
    expect(both(week)).toEqual({
      en: 'Mon–Tue 08:00–17:00; Wed 08:00–12:00; Thu–Fri 08:00–17:00',
      fr: 'lun.-mar. 08:00-17:00; mer. 08:00-12:00; jeu.-ven. 08:00-17:00',
    });
  });

  it('shows a whole open day inside a mixed week as "24 hours"', () => {
    const week: WeeklyHours = { ...allWeek(day('00:00', '24:00')), su: day('08:00', '12:00') };
    expect(both(week)).toEqual({ en: 'Mon–Sat 24 hours; Sun 08:00–12:00', fr: 'lun.-sam. 24 h/24; dim. 08:00-12:00' });
  });

  it('says the place is closed all week rather than printing nothing when no day is open', () => {
    expect(both(allWeek([]))).toEqual({ en: 'Closed all week', fr: 'Fermé toute la semaine' });
  });
});
