import { adminDoctorListQuerySchema, doctorStatuses, type AdminDoctor } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { localizedName } from '../../../lib/localized';
import {
  actionButtonClass,
  ListPage,
  ListSearch,
  ListSelect,
  ListTable,
  LocationFilter,
  NoticeBanner,
  useListParams,
  useLocationFilter,
  useReturnNotice,
  type DataTableColumn,
} from '../../list-kit';
import { DoctorAddPage } from './doctor-add-page';
import { DOCTORS_NAMESPACE, DoctorStatusBadge, useDoctorPlace, useSpecialtyOptions } from './doctor-ui';
import { DoctorUpdateForm, WithDoctor } from './doctor-update-page';
import { DoctorValidatePage } from './doctor-validate-page';
import { DoctorVerifyForm } from './doctor-verify-page';
import { doctorViewPath, readDoctorView } from './doctor-views';
import { doctorsQueryOptions } from './api/doctors-api';
import { useDoctorActions, useDoctorRowActions } from './use-doctor-actions';

const column = createColumnHelper<AdminDoctor>();

/**
 * The Doctors list (spec 02 "Doctors", §8, §9): status, specialty and location filters, a search by
 * name, email or ID, 10 a page, kept in the URL; 'Loading doctors...', 'No doctors found', 'Failed to
 * fetch doctors' (red, with Retry). Add Doctor and Validate Doctors open their sub-views in place.
 */
function DoctorsList() {
  const { t, i18n } = useTranslation(DOCTORS_NAMESPACE);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const list = useListParams(adminDoctorListQuerySchema);
  const location = useLocationFilter(list);
  const doctors = useQuery(doctorsQueryOptions(list.query));
  const specialties = useSpecialtyOptions();
  const actions = useDoctorActions(useReturnNotice());
  const placeOf = useDoctorPlace();
  const pending = doctors.data?.meta.pending ?? 0;

  const columns: DataTableColumn<AdminDoctor>[] = [
    column.accessor('id', {
      header: t('columns.id'),
      cell: (cell) => <span className="font-mono">#{cell.getValue()}</span>,
    }),
    column.accessor('name', {
      header: t('columns.name'),
      cell: ({ row: { original: doctor } }) => (
        <span className="flex flex-col">
          <span className="font-semibold text-slate-900">{doctor.name}</span>
          {doctor.specialty ? (
            <span className="text-xs text-slate-600">{localizedName(doctor.specialty, language)}</span>
          ) : null}
        </span>
      ),
    }),
    column.accessor('email', { header: t('columns.email'), cell: (cell) => cell.getValue() ?? '—' }),
    column.accessor('phone', { header: t('columns.contact'), cell: (cell) => cell.getValue() ?? '—' }),
    column.accessor('status', {
      header: t('columns.status'),
      cell: (cell) => <DoctorStatusBadge status={cell.getValue()} />,
    }),
    column.display({ id: 'location', header: t('columns.location'), cell: ({ row }) => placeOf(row.original) }),
    useDoctorRowActions(actions),
  ];

  return (
    <ListPage
      title={t('title')}
      actions={
        <>
          <Link to={doctorViewPath({ kind: 'add' })} className={actionButtonClass}>
            {t('actions.add')}
          </Link>
          <Link to={doctorViewPath({ kind: 'validate' })} className={actionButtonClass}>
            {t('actions.validate')}
            {pending > 0 ? (
              <span className="rounded-full bg-amber-100 px-2 text-sm text-amber-900">
                {t('actions.pendingCount', { count: pending })}
              </span>
            ) : null}
          </Link>
        </>
      }
      summary={<NoticeBanner notice={actions.notice} />}
      filters={
        <>
          <ListSearch list={list} label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} />
          <ListSelect
            list={list}
            name="status"
            label={t('filters.status')}
            placeholder={t('filters.allStatuses')}
            options={doctorStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          />
          <ListSelect
            list={list}
            name="specialty"
            label={t('filters.specialty')}
            placeholder={t('filters.allSpecialties')}
            options={specialties.options}
            status={specialties.status}
          />
          <LocationFilter location={location} />
        </>
      }
      onResetFilters={list.reset}
      meta={doctors.data?.meta}
      onPage={list.setPage}
    >
      <ListTable
        caption={t('caption')}
        columns={columns}
        rowKey={(doctor) => doctor.id}
        query={doctors}
        texts={{ loading: t('loading'), empty: t('empty'), failed: t('error') }}
      />
      {actions.dialog}
    </ListPage>
  );
}

/**
 * The back-office Doctors section: the list, and the sub-views switched in place with 'Back to
 * Doctors' (Add Doctor, Validate Doctors, Update Doctor, Verify Doctor), named in the URL.
 */
export function DoctorsPage() {
  const [params] = useSearchParams();
  const view = readDoctorView(params);
  useTranslation(DOCTORS_NAMESPACE);
  switch (view.kind) {
    case 'add':
      return <DoctorAddPage />;
    case 'validate':
      return <DoctorValidatePage />;
    case 'update':
      return <WithDoctor id={view.id}>{(doctor) => <DoctorUpdateForm key={doctor.id} doctor={doctor} />}</WithDoctor>;
    case 'verify':
      return <WithDoctor id={view.id}>{(doctor) => <DoctorVerifyForm key={doctor.id} doctor={doctor} />}</WithDoctor>;
    default:
      return <DoctorsList />;
  }
}
