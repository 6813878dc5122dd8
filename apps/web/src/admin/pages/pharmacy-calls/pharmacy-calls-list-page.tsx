import { pharmacyCallListQuerySchema, pharmacyCallStatuses, type PharmacyCall } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { describeError } from '../../../lib/describe-error';
import { localizedName } from '../../../lib/localized';
import { pharmacyCallsQueryOptions, useEndPharmacyCall } from '../../api/pharmacy-calls-api';
import {
  actionButtonClass,
  DataTable,
  ListPage,
  LocationFilter,
  SearchBox,
  useConfirm,
  useListParams,
  useLocationFilter,
  type DataTableColumn,
} from '../../list-kit';
import { DateTimeFilter } from './datetime-filter';
import { canSwapOrCancel, DutyPeriodActionDialog, type DutyPeriodAction } from './duty-period-dialogs';
import { PharmacyCallDetailsDialog } from './pharmacy-call-details-dialog';
import {
  isChangeable,
  PHARMACY_CALLS_NAMESPACE,
  pharmacyCallEditPath,
  pharmacyCallsPath,
  PharmacyCallStatusBadge,
  useDoualaFormat,
  usePharmacyCallErrorText,
} from './pharmacy-call-ui';

const column = createColumnHelper<PharmacyCall>();
/** The server lists the latest start first unless asked otherwise. */
const defaultSort = { sort: 'startsAt', order: 'desc' } as const;
const rowButtonClass =
  'inline-flex items-center rounded-md border px-2.5 py-1 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

type Notice = { tone: 'success' | 'error'; text: string };

/**
 * Pharmacy Calls (spec 02 "Pharmacy calls", §4, §9): the location cascade, from and to times (Douala)
 * and a Facility ID search, kept in the URL; columns Facility ID, Region, Division, Subdivision, End
 * Date, Action (View opens 'Pharmacy Call Details'; Edit and End for periods not yet over; Swap
 * pharmacy and Cancel period, each with a reason, for periods not cancelled and not over); 10 a page.
 */
export function PharmacyCallsListPage() {
  const { t, i18n } = useTranslation(PHARMACY_CALLS_NAMESPACE);
  const { t: tc } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const format = useDoualaFormat();
  const list = useListParams(pharmacyCallListQuerySchema, { defaultSort });
  const { query, update } = list;
  // The server matches places by name (spec 02 §5), so the URL's names are sent as they are.
  const location = useLocationFilter(list);
  const periods = useQuery(pharmacyCallsQueryOptions(query));
  const onSearch = useCallback((q: string) => update({ q }), [update]);
  const [viewed, setViewed] = useState<PharmacyCall | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [action, setAction] = useState<DutyPeriodAction | null>(null);
  const confirm = useConfirm();
  const end = useEndPharmacyCall();
  const errorText = usePharmacyCallErrorText();

  const onEnd = (row: PharmacyCall) => {
    setNotice(null);
    const name = row.facilityName;
    confirm.ask({
      title: t('end.title', { name }),
      message:
        row.status === 'upcoming'
          ? t('end.upcoming', { name, from: format.dateTime(row.startsAt), to: format.dateTime(row.endsAt) })
          : t('end.running', { name, to: format.dateTime(row.endsAt) }),
      confirmLabel: t('end.confirm'),
      busyLabel: t('end.busy'),
      tone: 'danger',
      onConfirm: async () => {
        const result = await end.mutateAsync({ id: row.id });
        setNotice({ tone: 'success', text: t(result.removed ? 'notices.removed' : 'notices.ended', { name }) });
      },
      describeFailure: errorText,
    });
  };

  const openAction = (next: DutyPeriodAction) => {
    setNotice(null);
    setViewed(null);
    setAction(next);
  };
  const onActionDone = (text: string) => {
    setAction(null);
    setNotice({ tone: 'success', text });
  };

  const place = (value: PharmacyCall['region']) => (value ? localizedName(value, language) : '—');
  const columns: DataTableColumn<PharmacyCall>[] = [
    column.accessor('facilityId', {
      header: t('columns.facilityId'),
      enableSorting: true,
      cell: ({ row: { original: row } }) => (
        <span className="flex flex-col">
          <span className="font-mono">{row.facilityId}</span>
          <span className="text-xs text-slate-600">{row.facilityName}</span>
        </span>
      ),
    }),
    column.accessor('region', { header: t('columns.region'), cell: (cell) => place(cell.getValue()) }),
    column.accessor('division', { header: t('columns.division'), cell: (cell) => place(cell.getValue()) }),
    column.accessor('subdivision', { header: t('columns.subdivision'), cell: (cell) => place(cell.getValue()) }),
    column.accessor('endsAt', {
      header: t('columns.endDate'),
      enableSorting: true,
      sortDescFirst: true,
      cell: ({ row: { original: row } }) => (
        <span className="flex flex-col items-start gap-1">
          <time dateTime={row.endsAt}>{format.date(row.endsAt)}</time>
          <PharmacyCallStatusBadge status={row.status} />
        </span>
      ),
    }),
    column.display({
      id: 'action',
      header: t('columns.action'),
      cell: ({ row: { original: row } }) => {
        const names = { id: row.id, name: row.facilityName };
        return (
          <span className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => setViewed(row)}
              aria-label={t('row.viewLabel', names)}
              className={`${rowButtonClass} border-brand text-brand hover:bg-brand/10`}
            >
              {t('row.view')}
            </button>
            {isChangeable(row) ? (
              <>
                <Link
                  to={pharmacyCallEditPath(row.id)}
                  aria-label={t('row.editLabel', names)}
                  className={`${rowButtonClass} border-slate-400 text-slate-800 hover:bg-slate-100`}
                >
                  {t('row.edit')}
                </Link>
                <button
                  type="button"
                  onClick={() => onEnd(row)}
                  aria-label={t('row.endLabel', names)}
                  className={`${rowButtonClass} border-red-700 text-red-700 hover:bg-red-50`}
                >
                  {t('row.end')}
                </button>
              </>
            ) : null}
            {canSwapOrCancel(row) ? (
              <>
                <button
                  type="button"
                  onClick={() => openAction({ kind: 'swap', period: row })}
                  aria-label={t('row.swapLabel', names)}
                  className={`${rowButtonClass} border-slate-400 text-slate-800 hover:bg-slate-100`}
                >
                  {t('periodActions.swap.open')}
                </button>
                <button
                  type="button"
                  onClick={() => openAction({ kind: 'cancel', period: row })}
                  aria-label={t('row.cancelLabel', names)}
                  className={`${rowButtonClass} border-red-700 text-red-700 hover:bg-red-50`}
                >
                  {t('periodActions.cancel.open')}
                </button>
              </>
            ) : null}
          </span>
        );
      },
    }),
  ];

  return (
    <ListPage
      title={t('title')}
      actions={
        <>
          <Link to={`${pharmacyCallsPath}/new`} className={actionButtonClass}>
            {t('actions.add')}
          </Link>
          <Link to={`${pharmacyCallsPath}/duty-groups`} className={actionButtonClass}>
            {t('actions.dutyGroups')}
          </Link>
        </>
      }
      summary={notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
      filters={
        <>
          <SearchBox
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            value={query.q ?? ''}
            onSearch={onSearch}
          />
          <LocationFilter location={location} />
          <DateTimeFilter
            label={t('filters.from')}
            hint={t('timeHint')}
            value={query.from ?? ''}
            onChange={(from) => update({ from })}
          />
          <DateTimeFilter
            label={t('filters.to')}
            hint={t('timeHint')}
            value={query.to ?? ''}
            onChange={(to) => update({ to })}
          />
          <SelectField
            label={t('filters.status')}
            placeholder={t('filters.allStatuses')}
            value={query.status ?? ''}
            onChange={(status) => update({ status })}
            options={pharmacyCallStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          />
        </>
      }
      onResetFilters={list.reset}
      meta={periods.data?.meta}
      onPage={list.setPage}
    >
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={periods.data?.data}
        rowKey={(row) => row.id}
        isPending={periods.isPending}
        isFetching={periods.isFetching && !periods.isPending}
        error={periods.isError ? `${t('error')}: ${describeError(periods.error, tc)}` : null}
        onRetry={() => void periods.refetch()}
        loadingText={t('loading')}
        emptyText={t('empty')}
        sort={list.sort}
        onSortChange={list.setSort}
        skeletonRows={10}
      />
      <PharmacyCallDetailsDialog period={viewed} onClose={() => setViewed(null)} onAction={openAction} />
      <DutyPeriodActionDialog action={action} onClose={() => setAction(null)} onDone={onActionDone} />
      {confirm.dialog}
    </ListPage>
  );
}
