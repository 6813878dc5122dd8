import { bloodTypes, patientListQuerySchema, patientStatuses, type Patient } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { describeError } from '../../../lib/describe-error';
import { localizedName } from '../../../lib/localized';
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
import { patientsQueryOptions, useDeletePatient } from './patients-api';
import {
  patientEditPath,
  PATIENTS_NAMESPACE,
  patientsPath,
  PatientStatusBadge,
  useCanWritePatients,
} from './patient-ui';

const column = createColumnHelper<Patient>();
/** The server lists the newest patients first unless asked otherwise. */
const defaultSort = { sort: 'createdAt', order: 'desc' } as const;
const rowButtonClass =
  'inline-flex items-center rounded-md border px-2.5 py-1 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

type Notice = { tone: 'success' | 'error'; text: string };

/**
 * Patients (spec 02 "Patients", §4, §8, §9): filters status, blood type, the location cascade and a
 * search over name, email, username and patient id, kept in the URL; 10 a page. 'Add Patient' and
 * Edit open the form; Delete asks 'Are you sure you want to delete this patient?' and really deletes.
 * A support account reads only (no Add, Edit or Delete).
 */
export function PatientsListPage() {
  const { t, i18n } = useTranslation(PATIENTS_NAMESPACE);
  const { t: tc } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const list = useListParams(patientListQuerySchema, { defaultSort });
  const { query, update } = list;
  const location = useLocationFilter(list);
  const patients = useQuery(patientsQueryOptions(query));
  const onSearch = useCallback((q: string) => update({ q }), [update]);
  const canWrite = useCanWritePatients();
  // The form sends the reader back here with what it saved.
  const saved = (useLocation().state as { notice?: string } | null)?.notice;
  const [notice, setNotice] = useState<Notice | null>(null);
  const confirm = useConfirm();
  const remove = useDeletePatient();
  const shownNotice = notice ?? (saved ? { tone: 'success' as const, text: saved } : null);

  const onDelete = (row: Patient) => {
    setNotice(null);
    confirm.ask({
      title: t('delete.title', { name: `${row.firstName} ${row.lastName}` }),
      message: t('delete.message'),
      confirmLabel: t('delete.confirm'),
      busyLabel: t('delete.busy'),
      tone: 'danger',
      onConfirm: async () => {
        await remove.mutateAsync(row.id);
        setNotice({ tone: 'success', text: t('notices.deleted') });
      },
      describeFailure: (error) => t('errors.failed', { reason: describeError(error, tc) }),
    });
  };

  const place = (row: Patient) =>
    [row.subdivision, row.division, row.region]
      .filter((value) => value !== null)
      .map((value) => localizedName(value, language))
      .join(', ') || '—';

  const columns: DataTableColumn<Patient>[] = [
    column.accessor('id', {
      header: t('columns.patientId'),
      enableSorting: true,
      cell: ({ row: { original: row } }) => <span className="font-mono">{row.patientId}</span>,
    }),
    column.accessor('lastName', {
      header: t('columns.name'),
      enableSorting: true,
      cell: ({ row: { original: row } }) => (
        <span className="flex flex-col">
          <span className="font-semibold">
            {row.firstName} {row.lastName}
          </span>
          {row.username ? <span className="text-xs text-slate-600">@{row.username}</span> : null}
        </span>
      ),
    }),
    column.accessor('email', { header: t('columns.email') }),
    column.accessor('phone', { header: t('columns.contact'), cell: (cell) => cell.getValue() ?? '—' }),
    column.accessor('bloodType', { header: t('columns.bloodType'), cell: (cell) => cell.getValue() ?? '—' }),
    column.accessor('status', {
      header: t('columns.status'),
      cell: (cell) => <PatientStatusBadge status={cell.getValue()} />,
    }),
    column.display({ id: 'location', header: t('columns.location'), cell: ({ row }) => place(row.original) }),
    ...(canWrite
      ? [
          column.display({
            id: 'actions',
            header: t('columns.actions'),
            cell: ({ row: { original: row } }) => {
              const names = { id: row.patientId, name: `${row.firstName} ${row.lastName}` };
              return (
                <span className="flex flex-wrap gap-2">
                  <Link
                    to={patientEditPath(row.id)}
                    aria-label={t('row.editLabel', names)}
                    className={`${rowButtonClass} border-slate-400 text-slate-800 hover:bg-slate-100`}
                  >
                    {t('row.edit')}
                  </Link>
                  <button
                    type="button"
                    onClick={() => onDelete(row)}
                    aria-label={t('row.deleteLabel', names)}
                    className={`${rowButtonClass} border-red-700 text-red-700 hover:bg-red-50`}
                  >
                    {t('row.delete')}
                  </button>
                </span>
              );
            },
          }),
        ]
      : []),
  ];

  return (
    <ListPage
      title={t('title')}
      actions={
        canWrite ? (
          <Link to={`${patientsPath}/new`} className={actionButtonClass}>
            {t('actions.add')}
          </Link>
        ) : null
      }
      summary={shownNotice ? <FormAlert tone={shownNotice.tone}>{shownNotice.text}</FormAlert> : null}
      filters={
        <>
          <SearchBox
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            value={query.q ?? ''}
            onSearch={onSearch}
          />
          <LocationFilter location={location} />
          <SelectField
            label={t('filters.status')}
            placeholder={t('filters.allStatuses')}
            value={query.status ?? ''}
            onChange={(status) => update({ status })}
            options={patientStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          />
          <SelectField
            label={t('filters.bloodType')}
            placeholder={t('filters.allBloodTypes')}
            value={query.bloodType ?? ''}
            onChange={(bloodType) => update({ bloodType })}
            options={bloodTypes.map((bloodType) => ({ value: bloodType, label: bloodType }))}
          />
        </>
      }
      onResetFilters={list.reset}
      meta={patients.data?.meta}
      onPage={list.setPage}
    >
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={patients.data?.data}
        rowKey={(row) => row.id}
        isPending={patients.isPending}
        isFetching={patients.isFetching && !patients.isPending}
        error={patients.isError ? `${t('error')}: ${describeError(patients.error, tc)}` : null}
        onRetry={() => void patients.refetch()}
        loadingText={t('loading')}
        emptyText={t('empty')}
        sort={list.sort}
        onSortChange={list.setSort}
        skeletonRows={10}
      />
      {confirm.dialog}
    </ListPage>
  );
}
