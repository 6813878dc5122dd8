import type { AdminDoctor } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { useAdminFormat } from '../../format';
import { ListPage, ListTable, NoticeBanner, type DataTableColumn } from '../../list-kit';
import { doctorsQueryOptions } from './api/doctors-api';
import { DoctorEvidence } from './doctor-evidence';
import { DOCTORS_NAMESPACE, useDoctorPlace } from './doctor-ui';
import { doctorsPath } from './doctor-views';
import { useDoctorActions, useDoctorRowActions } from './use-doctor-actions';

const column = createColumnHelper<AdminDoctor>();

/**
 * Validate Doctors: the pending doctors, oldest sign-up first, each with their identity evidence (ID
 * and licence numbers, the ID images openable full size); approve one whose evidence is all there, or
 * delete after confirming.
 */
export function DoctorValidatePage() {
  const { t } = useTranslation(DOCTORS_NAMESPACE);
  const format = useAdminFormat();
  const [page, setPage] = useState(1);
  const doctors = useQuery(doctorsQueryOptions({ page, status: 'pending', sort: 'created', order: 'asc' }));
  const actions = useDoctorActions();
  const placeOf = useDoctorPlace();

  const columns: DataTableColumn<AdminDoctor>[] = [
    column.accessor('id', {
      header: t('columns.id'),
      cell: (cell) => <span className="font-mono">#{cell.getValue()}</span>,
    }),
    column.accessor('name', { header: t('columns.name') }),
    column.accessor('email', { header: t('columns.email'), cell: (cell) => cell.getValue() ?? '—' }),
    column.accessor('createdAt', {
      header: t('validate.registered'),
      cell: (cell) => <time dateTime={cell.getValue()}>{format.dateTime(cell.getValue())}</time>,
    }),
    column.display({ id: 'location', header: t('columns.location'), cell: ({ row }) => placeOf(row.original) }),
    column.display({
      id: 'evidence',
      header: t('evidence.column'),
      cell: ({ row }) => <DoctorEvidence doctor={row.original} />,
    }),
    useDoctorRowActions(actions),
  ];

  return (
    <ListPage
      title={t('validate.title')}
      actions={
        <Link
          to={doctorsPath}
          className="inline-flex w-fit items-center gap-1 rounded font-semibold text-brand underline-offset-2 hover:underline"
        >
          <ChevronLeftIcon className="h-4 w-4" />
          {t('back')}
        </Link>
      }
      summary={
        <>
          <p className="text-slate-700">{t('validate.description')}</p>
          <p className="text-slate-700">{t('validate.evidenceHint')}</p>
          <NoticeBanner notice={actions.notice} />
        </>
      }
      meta={doctors.data?.meta}
      onPage={setPage}
    >
      <ListTable
        caption={t('validate.caption')}
        columns={columns}
        rowKey={(doctor) => doctor.id}
        query={doctors}
        texts={{ loading: t('loading'), empty: t('validate.empty'), failed: t('error') }}
        skeletonRows={5}
      />
      {actions.dialog}
    </ListPage>
  );
}
