import type { PatientAnalytics } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../list-kit';
import { figuresQueryOptions, type FigureFilters } from './api/analytics-api';
import { ANALYTICS_NAMESPACE, useAnalyticsFormat } from './analytics-ui';
import { CountedOver, Figure, FigureGroup, FiguresState, SiteFigureCard } from './figures';

type ActivePatient = PatientAnalytics['mostActivePatients'][number];

/** Patients: patients, first bookings, app installs, the onboarding rate and the most active patients. */
export function PatientsFigures({ filters, enabled }: { filters: FigureFilters; enabled: boolean }) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const format = useAnalyticsFormat();
  const query = useQuery(figuresQueryOptions('patients', filters, enabled));
  const headingId = useId();

  const columns: Column<ActivePatient>[] = [
    {
      key: 'patient',
      header: t('patients.columns.patient'),
      render: (row) => (
        <span className="flex flex-col">
          <span className="font-semibold">{row.name || '—'}</span>
          <span className="font-mono text-xs text-slate-700">{row.number}</span>
        </span>
      ),
    },
    { key: 'bookings', header: t('patients.columns.bookings'), render: (row) => format.count(row.bookings) },
  ];

  return (
    <FiguresState query={query}>
      {(data) => (
        <>
          <CountedOver counted={data} askedRegion={filters.region} />
          <FigureGroup title={t('patients.heading')}>
            <Figure
              label={t('patients.totalPatients')}
              value={format.count(data.totalPatients)}
              detail={t('figures.toDate')}
            />
            <Figure
              label={t('patients.firstBookings')}
              value={format.count(data.firstBookings)}
              detail={t('patients.firstBookingsDetail')}
            />
            <SiteFigureCard label={t('patients.rawDownloads')} figure={data.rawDownloads} />
            <Figure
              label={t('patients.onboardingRate')}
              value={data.onboarding.percent === null ? '—' : format.percent(data.onboarding.percent)}
              detail={
                data.onboarding.started === 0
                  ? t('patients.onboardingNone')
                  : t('patients.onboardingDetail', {
                      complete: format.count(data.onboarding.complete),
                      started: format.count(data.onboarding.started),
                    })
              }
            />
          </FigureGroup>
          <section aria-labelledby={headingId} className="flex flex-col gap-3">
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              {t('patients.mostActive')}
            </h2>
            <DataTable
              caption={t('patients.mostActive')}
              columns={columns}
              rows={data.mostActivePatients}
              rowKey={(row) => row.id}
              isPending={false}
              loadingText={t('figures.loading')}
              emptyText={t('patients.noBookings')}
            />
          </section>
        </>
      )}
    </FiguresState>
  );
}
