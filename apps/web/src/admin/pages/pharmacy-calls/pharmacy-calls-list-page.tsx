import { pharmacyCallListQuerySchema, pharmacyCallStatuses, type PharmacyCall } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedName } from '../../../lib/localized';
import { pharmacyCallsQueryOptions, useEndPharmacyCall } from './api/pharmacy-calls-api';
import {
  actionButtonClass,
  ListPage,
  ListSearch,
  ListSelect,
  ListTable,
  LocationFilter,
  NoticeBanner,
  RowActions,
  RowButton,
  RowLink,
  useConfirm,
  useListParams,
  useLocationFilter,
  type DataTableColumn,
  type Notice,
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

/**
 * Pharmacy Calls (spec 02 "Pharmacy calls", §4, §9): the location cascade, from and to times (Douala)
 * and a Facility ID search, kept in the URL; columns Facility ID, Region, Division, Subdivision, End
 * Date, Action (View opens 'Pharmacy Call Details'; Edit and End for periods not yet over; Swap
 * pharmacy and Cancel period, each with a reason, for periods not cancelled and not over); 10 a page.
 */
export function PharmacyCallsListPage() {
  const { t, i18n } = useTranslation(PHARMACY_CALLS_NAMESPACE);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const format = useDoualaFormat();
  const list = useListParams(pharmacyCallListQuerySchema, { defaultSort });
  const { query, update } = list;
  // The server matches places by name (spec 02 §5), so the URL's names are sent as they are.
  const location = useLocationFilter(list);
  const periods = useQuery(pharmacyCallsQueryOptions(query));
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
          <RowActions>
            <RowButton onClick={() => setViewed(row)} tone="brand" label={t('row.viewLabel', names)}>
              {t('row.view')}
            </RowButton>
            {isChangeable(row) ? (
              <>
                <RowLink to={pharmacyCallEditPath(row.id)} tone="neutral" label={t('row.editLabel', names)}>
                  {t('row.edit')}
                </RowLink>
                <RowButton onClick={() => onEnd(row)} tone="danger" label={t('row.endLabel', names)}>
                  {t('row.end')}
                </RowButton>
              </>
            ) : null}
            {canSwapOrCancel(row) ? (
              <>
                <RowButton
                  onClick={() => openAction({ kind: 'swap', period: row })}
                  tone="neutral"
                  label={t('row.swapLabel', names)}
                >
                  {t('periodActions.swap.open')}
                </RowButton>
                <RowButton
                  onClick={() => openAction({ kind: 'cancel', period: row })}
                  tone="danger"
                  label={t('row.cancelLabel', names)}
                >
                  {t('periodActions.cancel.open')}
                </RowButton>
              </>
            ) : null}
          </RowActions>
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
          <Link to={`${pharmacyCallsPath}/import`} className={actionButtonClass}>
            {t('actions.importList')}
          </Link>
        </>
      }
      summary={<NoticeBanner notice={notice} />}
      filters={
        <>
          <ListSearch list={list} label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} />
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
          <ListSelect
            list={list}
            name="status"
            label={t('filters.status')}
            placeholder={t('filters.allStatuses')}
            options={pharmacyCallStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          />
        </>
      }
      onResetFilters={list.reset}
      meta={periods.data?.meta}
      onPage={list.setPage}
    >
      <ListTable
        caption={t('caption')}
        columns={columns}
        rowKey={(row) => row.id}
        query={periods}
        list={list}
        texts={{ loading: t('loading'), empty: t('empty'), failed: t('error') }}
      />
      <PharmacyCallDetailsDialog period={viewed} onClose={() => setViewed(null)} onAction={openAction} />
      <DutyPeriodActionDialog action={action} onClose={() => setAction(null)} onDone={onActionDone} />
      {confirm.dialog}
    </ListPage>
  );
}
