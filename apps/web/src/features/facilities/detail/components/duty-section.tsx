import { sanitizeDisplayText, type DutyPeriod, DIRECTORY_TIME_ZONE } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { listCurrentDutyPeriods, type DutyState } from '../lib/duty-periods';
import { intlLocale } from '../lib/format';

const badgeClass: Record<Exclude<DutyState, 'past'>, string> = {
  now: 'bg-emerald-700 text-white',
  thisWeek: 'bg-emerald-100 text-emerald-900',
  upcoming: 'bg-slate-100 text-slate-800',
};

/** A pharmacy's on-call periods, the running (or this week's) one highlighted; dates in Douala time. */
export function DutySection({ periods, now }: { periods: DutyPeriod[]; now: Date }) {
  const { t, i18n } = useTranslation('detail');
  const format = new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage), {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: DIRECTORY_TIME_ZONE,
  });
  const entries = listCurrentDutyPeriods(periods, now);

  return (
    <section aria-labelledby="detail-duty-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="detail-duty-heading" className="text-xl font-bold text-slate-900">
        {t('duty.title')}
      </h2>
      {entries.length ? (
        <ul className="mt-4 space-y-3">
          {entries.map(({ period, state }) => {
            const isCurrent = state === 'now' || state === 'thisWeek';
            return (
              <li
                key={period.id}
                data-testid="duty-period"
                className={`rounded-lg border p-4 ${isCurrent ? 'border-emerald-700 bg-emerald-50' : 'border-slate-200'}`}
              >
                <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${badgeClass[state]}`}>
                  {t(`duty.${state}`)}
                </span>
                <p className="mt-2 text-slate-900">
                  {t('duty.period', {
                    start: format.format(new Date(period.startsAt)),
                    end: format.format(new Date(period.endsAt)),
                  })}
                </p>
                {period.note ? <p className="mt-1 text-sm text-slate-700">{sanitizeDisplayText(period.note)}</p> : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-2 text-slate-800">{t('duty.none')}</p>
      )}
    </section>
  );
}
