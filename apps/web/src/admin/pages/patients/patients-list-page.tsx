import { bloodTypes, patientListQuerySchema, patientStatuses, type Patient } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/describe-error';
import { localizedName } from '../../../lib/localized';
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
  useReturnNotice,
  type DataTableColumn,
  type Notice,
} from '../../list-kit';
import { patientsQueryOptions, useDeletePatient } from './api/patients-api';
import {
  patientEditPath,
  patientRecordPath,
  PATIENTS_NAMESPACE,
  patientsPath,
  PatientStatusBadge,
  useCanWritePatients,
} from './patient-ui';

const column = createColumnHelper<Patient>();
/** The server lists the newest patients first unless asked otherwise. */
const defaultSort = { sort: 'createdAt', order: 'desc' } as const;

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
  const location = useLocationFilter(list);
  const patients = useQuery(patientsQueryOptions(list.query));
  const canWrite = useCanWritePatients();
  // The form sends the reader back here with what it saved.
  const saved = useReturnNotice();
  const [notice, setNotice] = useState<Notice | null>(null);
  const confirm = useConfirm();
  const remove = useDeletePatient();

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
          <Link to={patientRecordPath(row.id)} className="font-semibold text-brand underline-offset-2 hover:underline">
            {row.firstName} {row.lastName}
          </Link>
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
                <RowActions>
                  <RowLink to={patientEditPath(row.id)} tone="neutral" label={t('row.editLabel', names)}>
                    {t('row.edit')}
                  </RowLink>
                  <RowButton onClick={() => onDelete(row)} tone="danger" label={t('row.deleteLabel', names)}>
                    {t('row.delete')}
                  </RowButton>
                </RowActions>
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
      summary={<NoticeBanner notice={notice ?? saved} />}
      filters={
        <>
          <ListSearch list={list} label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} />
          <LocationFilter location={location} />
          <ListSelect
            list={list}
            name="status"
            label={t('filters.status')}
            placeholder={t('filters.allStatuses')}
            options={patientStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          />
          <ListSelect
            list={list}
            name="bloodType"
            label={t('filters.bloodType')}
            placeholder={t('filters.allBloodTypes')}
            options={bloodTypes.map((bloodType) => ({ value: bloodType, label: bloodType }))}
          />
        </>
      }
      onResetFilters={list.reset}
      meta={patients.data?.meta}
      onPage={list.setPage}
    >
      <ListTable
        caption={t('caption')}
        columns={columns}
        rowKey={(row) => row.id}
        query={patients}
        list={list}
        texts={{ loading: t('loading'), empty: t('empty'), failed: t('error') }}
      />
      {confirm.dialog}
    </ListPage>
  );
}
