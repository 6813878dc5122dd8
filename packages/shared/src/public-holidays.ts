/**
 * Cameroon's public holidays of a year (issue 35), offered when a facility enters its special dates:
 * the fixed ones, the Christian movable ones computed from Easter (Gregorian computus, exact), and the
 * Muslim ones estimated from the Umm al-Qura calendar. A Muslim holiday's real date is announced by the
 * authorities after the moon is sighted, a day either side of the estimate: it is `isConfirmed: false`,
 * and whoever enters it confirms the date.
 */
export type PublicHoliday = {
  /** Stable within a year: `christmas`, `eid-al-fitr` (`eid-al-fitr-2` when one falls twice in a year). */
  key: string;
  nameEn: string;
  nameFr: string;
  /** YYYY-MM-DD. */
  date: string;
  isConfirmed: boolean;
};

const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayOf = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function getEasterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDay(dayOf(year, month, day));
}

const fixed = [
  { key: 'new-year', month: 1, day: 1, nameEn: 'New Year’s Day', nameFr: 'Jour de l’An' },
  { key: 'youth-day', month: 2, day: 11, nameEn: 'Youth Day', nameFr: 'Fête de la Jeunesse' },
  { key: 'labour-day', month: 5, day: 1, nameEn: 'Labour Day', nameFr: 'Fête du Travail' },
  { key: 'national-day', month: 5, day: 20, nameEn: 'National Day', nameFr: 'Fête nationale' },
  { key: 'assumption', month: 8, day: 15, nameEn: 'Assumption Day', nameFr: 'Assomption' },
  { key: 'christmas', month: 12, day: 25, nameEn: 'Christmas Day', nameFr: 'Noël' },
] as const;

/** Days after Easter Sunday. */
const fromEaster = [
  { key: 'good-friday', offset: -2, nameEn: 'Good Friday', nameFr: 'Vendredi saint' },
  { key: 'ascension', offset: 39, nameEn: 'Ascension Day', nameFr: 'Ascension' },
] as const;

/** By their day of the Islamic calendar: 1 Shawwal and 10 Dhu al-Hijjah. */
const islamic = [
  {
    key: 'eid-al-fitr',
    month: 10,
    day: 1,
    nameEn: 'Eid al-Fitr (end of Ramadan)',
    nameFr: 'Fête de fin du Ramadan (Aïd el-Fitr)',
  },
  {
    key: 'eid-al-adha',
    month: 12,
    day: 10,
    nameEn: 'Eid al-Adha (Tabaski)',
    nameFr: 'Fête du Mouton (Tabaski)',
  },
] as const;

let islamicFormat: Intl.DateTimeFormat | undefined;

/** The Umm al-Qura month and day of a UTC day, or null where the runtime lacks that calendar. */
function islamicDayOf(time: number): { month: number; day: number } | null {
  islamicFormat ??= new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
    timeZone: 'UTC',
    month: 'numeric',
    day: 'numeric',
  });
  if (islamicFormat.resolvedOptions().calendar !== 'islamic-umalqura') return null;
  const parts = islamicFormat.formatToParts(new Date(time + DAY_MS / 2));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { month: value('month'), day: value('day') };
}

const byYear = new Map<number, PublicHoliday[]>();

/** The public holidays of a Gregorian year, by date. */
export function getCameroonPublicHolidays(year: number): PublicHoliday[] {
  const known = byYear.get(year);
  if (known) return known;
  const holidays: PublicHoliday[] = fixed.map(({ key, month, day, nameEn, nameFr }) => ({
    key,
    nameEn,
    nameFr,
    date: isoDay(dayOf(year, month, day)),
    isConfirmed: true,
  }));
  const easter = Date.parse(`${getEasterSunday(year)}T00:00:00Z`);
  for (const { key, offset, nameEn, nameFr } of fromEaster)
    holidays.push({ key, nameEn, nameFr, date: isoDay(easter + offset * DAY_MS), isConfirmed: true });
  // The Islamic year is about 11 days shorter: a holiday may fall twice in one Gregorian year.
  const seen = new Map<string, number>();
  for (let time = dayOf(year, 1, 1); time < dayOf(year + 1, 1, 1); time += DAY_MS) {
    const day = islamicDayOf(time);
    if (!day) break;
    const holiday = islamic.find((h) => h.month === day.month && h.day === day.day);
    if (!holiday) continue;
    const count = (seen.get(holiday.key) ?? 0) + 1;
    seen.set(holiday.key, count);
    holidays.push({
      key: count === 1 ? holiday.key : `${holiday.key}-${count}`,
      nameEn: holiday.nameEn,
      nameFr: holiday.nameFr,
      date: isoDay(time),
      isConfirmed: false,
    });
  }
  holidays.sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key));
  byYear.set(year, holidays);
  return holidays;
}
