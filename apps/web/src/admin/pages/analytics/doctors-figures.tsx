import type { DoctorAnalytics } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../lib/localized';
import { DataTable, type Column } from '../../list-kit';
import { figuresQueryOptions, type FigureFilters } from './api/analytics-api';
import { ANALYTICS_NAMESPACE, useAnalyticsFormat } from './analytics-ui';
import { CountedOver, Figure, FigureGroup, FiguresState, NotCollectedFigure } from './figures';

type Earner = DoctorAnalytics['highestEarningDoctors'][number];

/**
 * Doctors: doctors, their bookings and earnings in the period (in millions of CFA with one decimal, as
 * spec 02 §9 asks, and exact), the highest-earning; ratings are not recorded yet and say so.
 */
export function DoctorsFigures({ filters, enabled }: { filters: FigureFilters; enabled: boolean }) {
  const { t, i18n } = useTranslation(ANALYTICS_NAMESPACE);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const format = useAnalyticsFormat();
  const query = useQuery(figuresQueryOptions('doctors', filters, enabled));
  const headingId = useId();
  const bestRatedId = useId();

  const columns: Column<Earner>[] = [
    {
      key: 'name',
      header: t('doctors.columns.doctor'),
      render: (row) => <span className="font-semibold">{row.name ?? t('filters.doctorNumber', { id: row.id })}</span>,
    },
    {
      key: 'specialty',
      header: t('doctors.columns.specialty'),
      render: (row) => localizedName(row.specialty, language) || '—',
    },
    { key: 'bookings', header: t('doctors.columns.bookings'), render: (row) => format.count(row.bookings) },
    {
      key: 'earnings',
      header: t('doctors.columns.earnings'),
      render: (row) => format.cfa(row.earningsCfa),
      className: 'whitespace-nowrap px-4 py-3 tabular-nums text-slate-800',
    },
  ];

  return (
    <FiguresState query={query}>
      {(data) => (
        <>
          <CountedOver counted={data} askedRegion={filters.region} />
          <FigureGroup
            title={
              data.doctor
                ? t('doctors.headingOne', {
                    name: data.doctor.name ?? t('filters.doctorNumber', { id: data.doctor.id }),
                  })
                : t('doctors.heading')
            }
          >
            <Figure
              label={t('doctors.totalDoctors')}
              value={format.count(data.totalDoctors)}
              detail={t('figures.toDate')}
            />
            <Figure label={t('doctors.totalBookings')} value={format.count(data.totalBookings)} />
            <Figure
              label={t('doctors.totalEarnings')}
              value={format.millionsCfa(data.totalEarningsCfa, 1)}
              detail={format.exactIfRounded(data.totalEarningsCfa)}
            />
            <NotCollectedFigure label={t('doctors.averageRating')} reason={t('doctors.noRatings')} />
          </FigureGroup>
          <section aria-labelledby={headingId} className="flex flex-col gap-3">
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              {t('doctors.highestEarning')}
            </h2>
            <DataTable
              caption={t('doctors.highestEarning')}
              columns={columns}
              rows={data.highestEarningDoctors}
              rowKey={(row) => row.id}
              isPending={false}
              loadingText={t('figures.loading')}
              emptyText={t('doctors.noEarnings')}
            />
          </section>
          <section aria-labelledby={bestRatedId} className="flex flex-col gap-1">
            <h2 id={bestRatedId} className="text-lg font-semibold text-slate-900">
              {t('doctors.bestRated')}
            </h2>
            <p className="text-slate-700">
              <span className="font-semibold">{t('figures.notCollected')}</span> {t('doctors.noRatings')}
            </p>
          </section>
        </>
      )}
    </FiguresState>
  );
}
