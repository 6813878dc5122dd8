import { getDirectoryWeek } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { useNow } from '../../../lib/use-now';
import { dutyPeriodsQueryOptions } from '../api/managed-facilities-api';
import { MANAGER_NAMESPACE } from '../catalogs';
import { useManagerFormat } from '../format';

type Period = { id: number; startsAt: string; endsAt: string; cancelled: boolean };

function PeriodList({ title, periods }: { title: string; periods: readonly Period[] }) {
  const { t } = useTranslation(MANAGER_NAMESPACE);
  const format = useManagerFormat();
  return (
    <div className="flex flex-col gap-1">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {periods.length === 0 ? (
        <p className="text-sm text-slate-700">{t('duty.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {periods.map((period) => (
            <li key={period.id} className={period.cancelled ? 'text-slate-500 line-through' : 'text-slate-800'}>
              {t('duty.period', { from: format.dayTime(period.startsAt), to: format.dayTime(period.endsAt) })}
              {period.cancelled ? <span className="ml-2 no-underline">{t('duty.cancelled')}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A pharmacy's duty periods, this directory week (Monday to Monday, Douala time) and after: read only. */
export function DutyPeriodsSection({ facilityId }: { facilityId: number }) {
  const { t } = useTranslation(MANAGER_NAMESPACE);
  const { t: tc } = useTranslation();
  const now = useNow();
  const periods = useQuery(dutyPeriodsQueryOptions(facilityId));
  const weekEnd = getDirectoryWeek(now).end;
  const rows = [...(periods.data?.data ?? [])]
    .filter((period) => new Date(period.endsAt) > now)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const thisWeek = rows.filter((period) => new Date(period.startsAt) < weekEnd);
  const coming = rows.filter((period) => new Date(period.startsAt) >= weekEnd);
  return (
    <section
      aria-labelledby="duty-periods-heading"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="duty-periods-heading" className="text-xl font-bold text-slate-900">
        {t('duty.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('duty.intro')}</p>
      {periods.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : periods.isError ? (
        <p role="alert" className="text-red-800">
          {describeError(periods.error, tc)}
        </p>
      ) : (
        <>
          <PeriodList title={t('duty.thisWeek')} periods={thisWeek} />
          <PeriodList title={t('duty.coming')} periods={coming} />
        </>
      )}
    </section>
  );
}
