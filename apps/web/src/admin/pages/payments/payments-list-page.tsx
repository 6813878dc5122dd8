import { idOfReference, paymentListQuerySchema, paymentStatuses, type Payment } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '../../../components/ui/text-field';
import {
  actionButtonClass,
  DataTable,
  ListPage,
  ListSearch,
  ListSelect,
  NoticeBanner,
  RowButton,
  useListParams,
  useQueryTable,
  useReturnNotice,
  type DataTableColumn,
} from '../../list-kit';
import { PaymentDetailsDialog } from './payment-details-dialog';
import {
  AmountText,
  bookingPath,
  PAYMENTS_NAMESPACE,
  paymentsPath,
  PaymentStatusBadge,
  useCanWritePayments,
  useDoualaDateTime,
} from './payment-ui';
import { paymentsQueryOptions } from './api/payments-api';

const column = createColumnHelper<Payment>();
/** The server lists the newest entries first unless asked otherwise. */
const defaultSort = { sort: 'createdAt', order: 'desc' } as const;

/**
 * Payments (spec 02 "Payments", §4, §9): filters status, from date and to date (inclusive Douala
 * days) and a search by payment or booking id, kept in the URL; columns Payment ID, Booking ID, Date,
 * Status, Amount (CFA), View; 10 a page. Refunds are their own, negative rows. View opens 'Payment
 * Details', which `?view=<id>` also opens, so other pages can link to a payment.
 */
export function PaymentsListPage() {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const list = useListParams(paymentListQuerySchema, { defaultSort });
  const payments = useQuery(paymentsQueryOptions(list.query));
  const table = useQueryTable(payments, { failed: t('error') });
  const canWrite = useCanWritePayments();
  const dateTime = useDoualaDateTime();
  const saved = useReturnNotice();
  const viewed = idOfReference('payment', list.get('view'));
  // `page` is named so the list stays on the page it was on when a dialog opens or closes.
  const setViewed = (id: number | null) => list.update({ view: id, page: list.page });
  // A 'to' before 'from' is dropped by the list's schema: say so rather than silently ignoring it.
  const isRangeReversed = list.get('to') !== '' && list.query.to === undefined && list.query.from !== undefined;

  const columns: DataTableColumn<Payment>[] = [
    column.accessor('reference', {
      header: t('columns.paymentId'),
      cell: (cell) => <span className="font-mono">{cell.getValue()}</span>,
    }),
    column.accessor('booking', {
      header: t('columns.bookingId'),
      cell: ({ row: { original: row } }) => (
        <Link to={bookingPath(row.booking.id)} className="font-mono font-semibold text-brand underline">
          {row.booking.reference}
        </Link>
      ),
    }),
    column.accessor('createdAt', {
      header: t('columns.date'),
      enableSorting: true,
      sortDescFirst: true,
      cell: (cell) => (
        <time dateTime={cell.getValue()} className="whitespace-nowrap">
          {dateTime(cell.getValue())}
        </time>
      ),
    }),
    column.accessor('status', {
      header: t('columns.status'),
      cell: (cell) => <PaymentStatusBadge status={cell.getValue()} />,
    }),
    column.accessor('amountCfa', {
      header: t('columns.amount'),
      cell: ({ row: { original: row } }) => <AmountText amountCfa={row.amountCfa} kind={row.kind} />,
    }),
    column.display({
      id: 'view',
      header: t('columns.view'),
      cell: ({ row: { original: row } }) => (
        <RowButton onClick={() => setViewed(row.id)} tone="brand" label={t('row.viewLabel', { id: row.reference })}>
          {t('row.view')}
        </RowButton>
      ),
    }),
  ];

  return (
    <ListPage
      title={t('title')}
      actions={
        canWrite ? (
          <Link to={`${paymentsPath}/new`} className={actionButtonClass}>
            {t('actions.record')}
          </Link>
        ) : null
      }
      summary={<NoticeBanner notice={saved} />}
      filters={
        <>
          <ListSearch list={list} label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} />
          <ListSelect
            list={list}
            name="status"
            label={t('filters.status')}
            placeholder={t('filters.allStatuses')}
            options={paymentStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          />
          <TextField
            type="date"
            label={t('filters.from')}
            value={list.get('from')}
            onChange={(event) => list.update({ from: event.target.value })}
          />
          <TextField
            type="date"
            label={t('filters.to')}
            value={list.get('to')}
            min={list.query.from}
            error={isRangeReversed ? t('filters.toBeforeFrom') : null}
            onChange={(event) => list.update({ to: event.target.value })}
          />
        </>
      }
      onResetFilters={list.reset}
      meta={payments.data?.meta}
      onPage={list.setPage}
    >
      <DataTable
        caption={t('caption')}
        columns={columns}
        {...table}
        rowKey={(row) => row.id}
        loadingText={t('loading')}
        emptyText={t('empty')}
        sort={list.sort}
        onSortChange={list.setSort}
        skeletonRows={10}
      />
      <PaymentDetailsDialog id={viewed} onClose={() => setViewed(null)} onView={setViewed} />
    </ListPage>
  );
}
