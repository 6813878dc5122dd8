import { doualaDate, getCameroonPublicHolidays, type PublicSpecialDate } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../lib/format';

/** A public holiday's name in the reader's language, from its key and the year of its date. */
function holidayName(special: PublicSpecialDate, language: string | undefined): string | null {
  if (!special.holiday) return null;
  const year = Number(special.startsOn.slice(0, 4));
  const holiday = getCameroonPublicHolidays(year).find((known) => known.key === special.holiday);
  if (!holiday) return null;
  return language?.startsWith('fr') ? holiday.nameFr : holiday.nameEn;
}

/**
 * The facility's current and coming special dates (issue 35), above its weekly hours: "Closed today
 * (Christmas)", "Closed on Thu 1 Jan (New Year's Day)", "Special hours on Tue 1 Dec: 09:00–12:00
 * (Inventory)". A lazy chunk: only facilities with such dates download it.
 */
export function SpecialDatesNotice({ specialDates, now }: { specialDates: readonly PublicSpecialDate[]; now: Date }) {
  const { t, i18n } = useTranslation(['detail', 'facility']);
  const today = doualaDate(now);
  const dayFormat = new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const day = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
  const coming = specialDates.filter((special) => special.endsOn >= today);
  if (coming.length === 0) return null;

  const lineOf = (special: PublicSpecialDate) => {
    const isToday = special.startsOn <= today && today <= special.endsOn;
    const isOneDay = special.startsOn === special.endsOn;
    const when = isOneDay ? { date: day(special.startsOn) } : { from: day(special.startsOn), to: day(special.endsOn) };
    const variant = isOneDay ? (isToday ? 'Today' : 'On') : 'Range';
    const hours = (special.hours ?? [])
      .map((interval) => t('facility:openingHours.range', { from: interval.opens, to: interval.closes }))
      .join(', ');
    const text =
      special.kind === 'closed'
        ? t(`special.closed${variant}`, when)
        : t(`special.hours${variant}`, { ...when, hours });
    const why = special.reason ?? holidayName(special, i18n.resolvedLanguage);
    return why ? t('special.withReason', { text, reason: why }) : text;
  };

  return (
    <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" role="note">
      <p className="font-semibold">{t('special.title')}</p>
      <ul className="mt-1 flex flex-col gap-1" data-testid="special-dates">
        {coming.map((special) => (
          <li key={`${special.startsOn}-${special.endsOn}`}>{lineOf(special)}</li>
        ))}
      </ul>
    </div>
  );
}
