import {
  adminFacilityListQuerySchema,
  facilityStatuses,
  facilityTypes,
  type AdminFacilityListQuery,
  type AdminFacilityRow,
} from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../../lib/api/session';
import {
  facilitiesCsvUrl,
  facilitiesGeoJsonUrl,
  facilitiesQueryOptions,
  useApproveFacility,
  useDeleteFacility,
  useRestoreFacility,
} from '../api/facilities-api';
import {
  actionButtonClass,
  ExportButton,
  ListPage,
  ListSearch,
  ListSelect,
  ListTable,
  LocationFilter,
  NoticeBanner,
  useConfirm,
  useListParams,
  useLocationFilter,
  useRowSelection,
  useSelectionColumn,
  type Notice,
} from '../../../list-kit';
import { useApprovalConfirmation } from './facility-approval';
import { FacilityBulkActions } from './facility-bulk-actions';
import { useFacilityColumns } from './facility-columns';
import { FACILITIES_NAMESPACE, facilitiesPath, useFacilityErrorText } from './facility-ui';

/** The server sorts by name, A to Z, unless asked otherwise. */
const defaultSort = { sort: 'name', order: 'asc' } as const;

function FilterCheckbox(props: { label: string; hint: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex items-start gap-2 self-end rounded-md border border-slate-300 px-3 py-2">
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        className="mt-1 h-4 w-4 accent-brand"
      />
      <span>
        <span className="block text-sm font-semibold text-slate-800">{props.label}</span>
        <span className="block text-xs text-slate-600">{props.hint}</span>
      </span>
    </label>
  );
}

/**
 * Facilities (spec 02 "Admin area: Facilities", §4, §5, §9): the location cascade, status, type, "needs
 * data", archived and search filters kept in the URL; 10 rows a page; Approve, Edit, Delete (archive,
 * asked first) and, for admins in the archived view, Restore; exports of the filtered rows.
 */
export function FacilitiesListPage() {
  const { t } = useTranslation(FACILITIES_NAMESPACE);
  const { search } = useLocation();
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  const list = useListParams(adminFacilityListQuerySchema, { defaultSort });
  const { query, update } = list;
  // The server matches places by name (spec 02 §5), so the URL's names are sent as they are.
  const location = useLocationFilter(list);
  const facilities = useQuery(facilitiesQueryOptions(query));

  const confirm = useConfirm();
  const approval = useApprovalConfirmation();
  const approve = useApproveFacility();
  const remove = useDeleteFacility();
  const restore = useRestoreFacility();
  const errorText = useFacilityErrorText();
  const [notice, setNotice] = useState<Notice | null>(null);
  // One change at a time, so each one's outcome is reported.
  const isBusy = approve.isPending || restore.isPending;

  // Four eyes: the approver confirms with the evidence in sight (who proposed it, when, source, completeness).
  const onApprove = (row: AdminFacilityRow) => {
    setNotice(null);
    confirm.ask(approval(row, row.completeness, (text) => setNotice({ tone: 'success', text })));
  };

  const onRestore = (row: AdminFacilityRow) => {
    setNotice(null);
    restore.mutate(
      { id: row.id },
      {
        onSuccess: () => setNotice({ tone: 'success', text: t('notices.restored', { name: row.name }) }),
        onError: (error) => setNotice({ tone: 'error', text: errorText(error, 'restore') }),
      },
    );
  };

  const onDelete = (row: AdminFacilityRow) => {
    setNotice(null);
    confirm.ask({
      title: t('delete.title', { name: row.name }),
      message: t('delete.message'),
      confirmLabel: t('delete.confirm'),
      busyLabel: t('delete.busy'),
      tone: 'danger',
      onConfirm: async () => {
        await remove.mutateAsync({ id: row.id });
        setNotice({ tone: 'success', text: t('notices.deleted', { name: row.name }) });
      },
      describeFailure: (error) => errorText(error, 'delete'),
    });
  };

  // Bulk actions (issue 36): the selection is forgotten when the filters change.
  const selection = useRowSelection(JSON.stringify({ ...query, page: undefined, sort: undefined, order: undefined }));
  const rows = facilities.data?.data ?? [];
  const selectionColumn = useSelectionColumn({
    selection,
    rows,
    rowId: (row: AdminFacilityRow) => row.id,
    rowName: (row: AdminFacilityRow) => row.name,
  });
  const columns = useFacilityColumns({
    isAdmin,
    listSearch: search,
    isBusy,
    onApprove,
    onDelete,
    onRestore,
    selectionColumn,
  });

  const actions: ReactNode = (
    <>
      <Link to={`${facilitiesPath}/new`} className={actionButtonClass}>
        {t('actions.add')}
      </Link>
      <Link to={`${facilitiesPath}/import`} className={actionButtonClass}>
        {t('actions.import')}
      </Link>
      <Link to={`${facilitiesPath}/duplicates`} className={actionButtonClass}>
        {t('actions.duplicates')}
      </Link>
      <ExportButton<AdminFacilityListQuery> query={query} buildUrl={facilitiesCsvUrl} label={t('actions.exportCsv')} />
      <ExportButton<AdminFacilityListQuery>
        query={query}
        buildUrl={facilitiesGeoJsonUrl}
        label={t('actions.exportGeoJson')}
      />
    </>
  );

  return (
    <ListPage
      title={t('title')}
      actions={actions}
      summary={
        <>
          <NoticeBanner notice={notice} />
          <FacilityBulkActions
            selection={selection}
            query={query}
            total={facilities.data?.meta.total ?? 0}
            pageRows={rows.length}
          />
        </>
      }
      filters={
        <>
          <ListSearch list={list} label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} />
          <LocationFilter location={location} />
          <ListSelect
            list={list}
            name="status"
            label={t('filters.status')}
            placeholder={t('filters.allStatuses')}
            options={facilityStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          />
          <ListSelect
            list={list}
            name="type"
            label={t('filters.type')}
            placeholder={t('filters.allTypes')}
            options={facilityTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          />
          <FilterCheckbox
            label={t('filters.needsData')}
            hint={t('filters.needsDataHint')}
            checked={query.needsData ?? false}
            onChange={(on) => update({ needsData: on ? 'true' : null })}
          />
          <FilterCheckbox
            label={t('filters.archived')}
            hint={t(isAdmin ? 'filters.archivedHintAdmin' : 'filters.archivedHint')}
            checked={query.archived ?? false}
            onChange={(on) => update({ archived: on ? 'true' : null })}
          />
        </>
      }
      onResetFilters={list.reset}
      meta={facilities.data?.meta}
      onPage={list.setPage}
    >
      <ListTable
        caption={t('caption')}
        columns={columns}
        rowKey={(row) => row.id}
        query={facilities}
        list={list}
        texts={{ loading: t('loading'), empty: t('empty'), failed: t('error') }}
      />
      {confirm.dialog}
    </ListPage>
  );
}
