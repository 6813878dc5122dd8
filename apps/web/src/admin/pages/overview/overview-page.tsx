import type { Overview } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/describe-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { overviewQueryOptions } from './api/overview-api';
import { useAdminFormat } from '../../format';
import { DataTable, type Column } from '../../list-kit/data-table';
import { Badge } from '../badge';

type Order = NonNullable<Overview['recentOrders']>[number];

export function OverviewPage() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const format = useAdminFormat();
  const overview = useQuery(overviewQueryOptions());
  useDocumentTitle(t('overview.title'));

  const totals = overview.data?.totals;
  const cards = [
    { key: 'patients', value: totals?.patients },
    { key: 'doctors', value: totals?.activeDoctors },
    { key: 'facilities', value: totals?.facilities },
    { key: 'staff', value: totals?.staff },
  ] as const;

  const columns: Column<Order>[] = [
    {
      key: 'order',
      header: t('overview.order'),
      render: (o) => (
        <Link to={`/admin-dashboard/bookings/${o.id}`} className="font-mono font-semibold text-brand underline">
          {o.orderRef}
        </Link>
      ),
    },
    {
      key: 'customer',
      header: t('overview.customer'),
      render: (o) => (
        <>
          <span className="block">{o.customer}</span>
          <span className="block font-mono text-sm text-slate-600">{o.customerNumber}</span>
        </>
      ),
    },
    {
      key: 'amount',
      header: t('overview.amount'),
      render: (o) => t('overview.cfa', { amount: format.number(o.amountCfa) }),
      className: 'whitespace-nowrap px-4 py-3 text-slate-800',
    },
    {
      key: 'pay',
      header: t('overview.payState'),
      render: (o) =>
        o.payState === 'paid' ? (
          <Badge tone="green">{t('overview.paid')}</Badge>
        ) : (
          <Badge tone="red">{t('overview.notPaid')}</Badge>
        ),
    },
    {
      key: 'state',
      header: t('overview.orderState'),
      render: (o) =>
        o.orderState === 'completed' ? (
          <Badge tone="blue">{t('overview.completed')}</Badge>
        ) : o.orderState === 'cancelled' ? (
          <Badge tone="red">{t('overview.cancelled')}</Badge>
        ) : (
          <Badge tone="yellow">{t('overview.processing')}</Badge>
        ),
    },
    {
      key: 'date',
      header: t('overview.date'),
      render: (o) => format.dateTime(o.createdAt),
      className: 'whitespace-nowrap px-4 py-3 text-slate-800',
    },
  ];

  const error = overview.isError ? describeError(overview.error, tc) : null;

  return (
    <section className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('overview.title')}</h1>
      <section aria-labelledby="admin-stats">
        <h2 id="admin-stats" className="sr-only">
          {t('overview.stats')}
        </h2>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {cards.map((card) => (
            <li key={card.key} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <p className="text-sm font-medium text-slate-600">{t(`overview.${card.key}`)}</p>
              <p className="mt-2 text-3xl font-bold text-slate-900">
                {card.value === undefined ? '—' : format.number(card.value)}
              </p>
            </li>
          ))}
        </ul>
      </section>
      {/* Null: this role may not see bookings' patients (they are not shown as an empty table). */}
      {overview.data?.recentOrders === null ? null : (
        <section aria-labelledby="admin-orders" className="flex flex-col gap-3">
          <h2 id="admin-orders" className="text-lg font-semibold text-slate-900">
            {t('overview.recentOrders')}
          </h2>
          <DataTable
            caption={t('overview.recentOrders')}
            columns={columns}
            rows={overview.data?.recentOrders ?? undefined}
            rowKey={(o) => o.id}
            isPending={overview.isPending}
            error={error}
            onRetry={() => void overview.refetch()}
            loadingText={t('overview.loading')}
            emptyText={t('overview.empty')}
          />
        </section>
      )}
    </section>
  );
}
