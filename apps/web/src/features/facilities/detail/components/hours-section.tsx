import { doualaClock, doualaDate, weekdays, type PublicSpecialDate, type WeeklyHours } from '@hc/shared';
import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FacilityHours } from '../../../../components/facility/facility-hours';
import { lazyWithRetry } from '../../../../lib/lazy-with-retry';
import { isAllDay } from '../lib/opening-hours';
import { intlLocale } from '../lib/format';

/** 2024-01-01 was a Monday: day i of the week, for naming weekdays in the interface language. */
const weekdayDate = (index: number) => new Date(Date.UTC(2024, 0, 1 + index));

type HoursSectionProps = {
  hours: string | null;
  openingHours: WeeklyHours | null;
  now: Date;
  specialDates?: readonly PublicSpecialDate[] | undefined;
};

const SpecialDatesNotice = lazyWithRetry(() =>
  import('./special-dates-notice').then((m) => ({ default: m.SpecialDatesNotice })),
);

/** Without its chunk (offline), the special dates are left out; the badge still says "Closed today". */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The hours in one line (the week in the reader's language, else as published), and the week as a table with today marked. */
export function HoursSection({ hours, openingHours, now, specialDates }: HoursSectionProps) {
  const { t, i18n } = useTranslation(['detail', 'facility']);
  const dayName = new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage), { weekday: 'long', timeZone: 'UTC' });
  const today = doualaClock(now).day;
  const hasWeek = openingHours !== null && weekdays.some((day) => openingHours[day] !== undefined);
  const hasSpecial = specialDates?.some((special) => special.endsOn >= doualaDate(now));

  return (
    <section aria-labelledby="detail-hours-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="detail-hours-heading" className="text-xl font-bold text-slate-900">
        {t('hours.title')}
      </h2>
      <p className="mt-2 text-slate-800">
        <FacilityHours hours={hours} openingHours={openingHours} />
      </p>
      {hasSpecial ? (
        <QuietBoundary>
          <Suspense fallback={null}>
            <SpecialDatesNotice specialDates={specialDates!} now={now} />
          </Suspense>
        </QuietBoundary>
      ) : null}
      {hasWeek ? (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">{t('hours.title')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('hours.day')}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t('hours.times')}
              </th>
            </tr>
          </thead>
          <tbody>
            {weekdays.map((day, index) => {
              const intervals = openingHours[day] ?? [];
              const isToday = day === today;
              const text = isAllDay(intervals)
                ? t('hours.allDay')
                : intervals.length
                  ? intervals.map((i) => t('facility:openingHours.range', { from: i.opens, to: i.closes })).join(', ')
                  : t('hours.closed');
              return (
                <tr
                  key={day}
                  className={`border-b border-slate-100 ${isToday ? 'bg-blue-50 font-semibold text-slate-900' : 'text-slate-800'}`}
                >
                  <th scope="row" className="py-2 pr-4 font-medium">
                    <span className="capitalize">{dayName.format(weekdayDate(index))}</span>
                    {isToday ? <span className="ml-1 text-xs text-slate-700">{t('hours.today')}</span> : null}
                  </th>
                  <td className="py-2 tabular-nums">{text}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{t('hours.noWeekly')}</p>
      )}
      {hasWeek ? <p className="mt-2 text-xs text-slate-700">{t('hours.timeZone')}</p> : null}
    </section>
  );
}
