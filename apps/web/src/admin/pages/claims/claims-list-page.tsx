import { claimListQuerySchema, claimStatuses, type Claim } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  actionButtonClass,
  ListPage,
  ListSearch,
  ListSelect,
  ListTable,
  NoticeBanner,
  RowButton,
  useListParams,
  useReturnNotice,
  type DataTableColumn,
} from '../../list-kit';
import { ClaimDetailsDialog } from './claim-details-dialog';
import {
  bookingPath,
  CLAIMS_NAMESPACE,
  ClaimStatusBadge,
  newClaimPath,
  useCanWriteClaims,
  useClaimStatusLabel,
  useDoualaFormat,
} from './claim-ui';
import { claimsQueryOptions } from './api/claims-api';

const column = createColumnHelper<Claim>();

/** The claim `?view=` names, if it is an id. */
const viewedIdOf = (value: string): number | null => {
  const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * Claims (spec 02 "Claims", §4, §8, §9): a status filter and a search over claim, booking, doctor and
 * patient ids, kept in the URL; columns Claim ID, Booking ID (to the booking), Doctor, Patient,
 * Status, Created and View; 10 a page, newest first. View opens 'Claim Details', as `?view=<id>` does
 * (so a link can open it). 'New Claim' is offered to accounts that work claims.
 */
export function ClaimsListPage() {
  const { t } = useTranslation(CLAIMS_NAMESPACE);
  const format = useDoualaFormat();
  const status = useClaimStatusLabel();
  const list = useListParams(claimListQuerySchema);
  const claims = useQuery(claimsQueryOptions(list.query));
  const canWrite = useCanWriteClaims();
  const saved = useReturnNotice();
  const viewedId = viewedIdOf(list.get('view'));
  // Opening and closing the details keeps the page the reader is on.
  const view = (id: number | null) => list.update({ view: id, page: list.page });

  const columns: DataTableColumn<Claim>[] = [
    column.accessor('reference', {
      header: t('columns.claimId'),
      cell: (cell) => <span className="font-mono">{cell.getValue()}</span>,
    }),
    column.accessor('booking', {
      header: t('columns.bookingId'),
      cell: ({ row: { original: row } }) => (
        <Link
          to={bookingPath(row.booking.id)}
          aria-label={t('row.bookingLabel', { id: row.booking.reference })}
          className="font-mono text-brand underline"
        >
          {row.booking.reference}
        </Link>
      ),
    }),
    column.accessor('doctor', {
      header: t('columns.doctor'),
      cell: ({ row: { original: row } }) => (
        <span className="flex flex-col">
          <span className="font-semibold">{row.doctor.name}</span>
          <span className="text-xs text-slate-600">{t('people.doctorId', { id: row.doctor.id })}</span>
        </span>
      ),
    }),
    column.accessor('patient', {
      header: t('columns.patient'),
      cell: ({ row: { original: row } }) => (
        <span className="flex flex-col">
          <span className="font-semibold">{row.patient.name}</span>
          <span className="font-mono text-xs text-slate-600">{row.patient.number}</span>
        </span>
      ),
    }),
    column.accessor('status', {
      header: t('columns.status'),
      cell: (cell) => <ClaimStatusBadge status={cell.getValue()} />,
    }),
    column.accessor('createdAt', {
      header: t('columns.created'),
      cell: (cell) => <time dateTime={cell.getValue()}>{format.date(cell.getValue())}</time>,
    }),
    column.display({
      id: 'view',
      header: t('columns.view'),
      cell: ({ row: { original: row } }) => (
        <RowButton onClick={() => view(row.id)} tone="brand" label={t('row.viewLabel', { id: row.reference })}>
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
          <Link to={newClaimPath} className={actionButtonClass}>
            {t('actions.new')}
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
            options={claimStatuses.map((value) => ({ value, label: status(value) }))}
          />
        </>
      }
      onResetFilters={list.reset}
      meta={claims.data?.meta}
      onPage={list.setPage}
    >
      <ListTable
        caption={t('caption')}
        columns={columns}
        rowKey={(row) => row.id}
        query={claims}
        texts={{ loading: t('loading'), empty: t('empty'), failed: t('error') }}
      />
      <ClaimDetailsDialog claimId={viewedId} onClose={() => view(null)} />
    </ListPage>
  );
}
