import type { BookingAnalytics } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../list-kit';
import { figuresQueryOptions, type FigureFilters } from './api/analytics-api';
import { ANALYTICS_NAMESPACE, useAnalyticsFormat } from './analytics-ui';
import { CountedOver, Figure, FigureGroup, FiguresState, NotCollectedFigure } from './figures';

type PeakMonth = BookingAnalytics['peakMonths'][number];

/**
 * Bookings & Finance: bookings made at the region's facilities, without complaints, of high quality;
 * the income in millions of CFA without decimals (spec 02 §9) and exact; payouts are not recorded yet.
 */
export function BookingsFigures({ filters, enabled }: { filters: FigureFilters; enabled: boolean }) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const format = useAnalyticsFormat();
  const query = useQuery(figuresQueryOptions('bookings', filters, enabled));
  const headingId = useId();

  const columns: Column<PeakMonth>[] = [
    { key: 'month', header: t('bookings.columns.month'), render: (row) => format.month(row.month) },
    { key: 'bookings', header: t('bookings.columns.bookings'), render: (row) => format.count(row.bookings) },
  ];

  return (
    <FiguresState query={query}>
      {(data) => (
        <>
          <CountedOver counted={data} askedRegion={filters.region} />
          <FigureGroup title={t('bookings.heading')}>
            <Figure label={t('bookings.totalBookings')} value={format.count(data.totalBookings)} />
            <Figure
              label={t('bookings.withoutComplaints')}
              value={format.count(data.bookingsWithoutComplaints)}
              detail={t('bookings.withoutComplaintsDetail')}
            />
            <Figure
              label={t('bookings.highQuality')}
              value={format.count(data.highQualityBookings)}
              detail={t('bookings.highQualityDetail')}
            />
          </FigureGroup>
          <FigureGroup title={t('bookings.finance')}>
            <Figure
              label={t('bookings.totalIncome')}
              value={format.millionsCfa(data.totalIncomeCfa, 0)}
              detail={format.exactIfRounded(data.totalIncomeCfa)}
            />
            <NotCollectedFigure label={t('bookings.doctorPayments')} reason={t('bookings.noPayouts')} />
            <NotCollectedFigure label={t('bookings.retainedMoney')} reason={t('bookings.noPayouts')} />
          </FigureGroup>
          <section aria-labelledby={headingId} className="flex flex-col gap-3">
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              {t('bookings.peakMonths')}
            </h2>
            <DataTable
              caption={t('bookings.peakMonths')}
              columns={columns}
              rows={data.peakMonths}
              rowKey={(row) => row.month}
              isPending={false}
              loadingText={t('figures.loading')}
              emptyText={t('bookings.noBookings')}
            />
          </section>
        </>
      )}
    </FiguresState>
  );
}
