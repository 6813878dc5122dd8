import { bookingListQuerySchema, bookingStatuses, type Booking } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { specialtiesQueryOptions } from '../../../lib/api/specialties';
import { localizedName } from '../../../lib/localized';
import {
  actionButtonClass,
  DataTable,
  DoctorFilter,
  ListPage,
  ListSearch,
  ListSelect,
  LocationFilter,
  RowLink,
  useListParams,
  useLocationFilter,
  useQueryTable,
  type DataTableColumn,
} from '../../list-kit';
import { bookingsDefaultSort, bookingsQueryOptions, doctorChoicesQueryOptions } from './api/bookings-api';
import {
  bookingPath,
  BOOKINGS_NAMESPACE,
  BookingStatusBadge,
  newBookingPath,
  useBookingFormat,
  useCanWriteBookings,
} from './booking-ui';

const column = createColumnHelper<Booking>();

/**
 * Bookings (spec 02 "Bookings", §4, §9): filters status, from and to (whole Douala days), specialty,
 * doctor, the location cascade and a search over booking, patient and doctor, all kept in the URL;
 * columns Booking ID, Patient, Doctor, Specialty, Date, Status, Amount (CFA), View; 10 a page.
 * 'New Booking' for the accounts that may record one.
 */
export function BookingsListPage() {
  const { t, i18n } = useTranslation(BOOKINGS_NAMESPACE);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const format = useBookingFormat();
  const list = useListParams(bookingListQuerySchema, { defaultSort: bookingsDefaultSort });
  const { query, update } = list;
  // The chosen doctor's name: looked up by id (a shared URL names the doctor by id only).
  const chosenDoctor = useQuery(
    doctorChoicesQueryOptions({ q: query.doctor === undefined ? '' : String(query.doctor) }),
  );
  const chosenDoctorName = chosenDoctor.data?.find((doctor) => doctor.id === query.doctor)?.name;
  // The server matches places by name (spec 02 §5), so the URL's names are sent as they are.
  const location = useLocationFilter(list);
  const bookings = useQuery(bookingsQueryOptions(query));
  const table = useQueryTable(bookings, { failed: t('error') });
  const specialties = useQuery(specialtiesQueryOptions());
  const canWrite = useCanWriteBookings();

  const columns: DataTableColumn<Booking>[] = [
    column.accessor('reference', {
      header: t('columns.bookingId'),
      cell: (cell) => <span className="font-mono">{cell.getValue()}</span>,
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
    column.accessor('doctor', { header: t('columns.doctor'), cell: (cell) => cell.getValue().name }),
    column.accessor('specialty', {
      header: t('columns.specialty'),
      cell: (cell) => localizedName(cell.getValue(), language) || '—',
    }),
    column.accessor('startsAt', {
      header: t('columns.date'),
      enableSorting: true,
      sortDescFirst: true,
      cell: (cell) => <time dateTime={cell.getValue()}>{format.dateTime(cell.getValue())}</time>,
    }),
    column.accessor('status', {
      header: t('columns.status'),
      cell: (cell) => <BookingStatusBadge status={cell.getValue()} />,
    }),
    column.accessor('amountCfa', {
      id: 'amount',
      header: t('columns.amount'),
      enableSorting: true,
      sortDescFirst: true,
      meta: { className: 'px-4 py-3 whitespace-nowrap tabular-nums text-slate-800' },
      cell: (cell) => format.cfa(cell.getValue()),
    }),
    column.display({
      id: 'view',
      header: t('columns.view'),
      cell: ({ row: { original: row } }) => (
        <RowLink
          to={bookingPath(row.id)}
          tone="brand"
          label={t('row.viewLabel', { id: row.reference, name: row.patient.name })}
        >
          {t('row.view')}
        </RowLink>
      ),
    }),
  ];

  return (
    <ListPage
      title={t('title')}
      actions={
        canWrite ? (
          <Link to={newBookingPath} className={actionButtonClass}>
            {t('actions.new')}
          </Link>
        ) : null
      }
      filters={
        <>
          <ListSearch list={list} label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} />
          <ListSelect
            list={list}
            name="status"
            label={t('filters.status')}
            placeholder={t('filters.allStatuses')}
            options={bookingStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          />
          <TextField
            type="date"
            label={t('filters.from')}
            hint={t('filters.dayHint')}
            value={query.from ?? ''}
            onChange={(event) => update({ from: event.target.value })}
          />
          <TextField
            type="date"
            label={t('filters.to')}
            hint={t('filters.dayHint')}
            value={query.to ?? ''}
            onChange={(event) => update({ to: event.target.value })}
          />
          <SelectField
            label={t('filters.specialty')}
            placeholder={t('filters.allSpecialties')}
            value={query.specialty === undefined ? '' : String(query.specialty)}
            onChange={(value) => update({ specialty: value })}
            options={(specialties.data ?? []).map((specialty) => ({
              value: String(specialty.id),
              label: localizedName(specialty, language),
            }))}
            status={specialties.status}
            loadingText={t('filters.loading')}
            errorText={t('filters.loadError')}
          />
          <DoctorFilter
            namespace={BOOKINGS_NAMESPACE}
            doctorId={query.doctor}
            doctorName={chosenDoctorName}
            onChange={(doctor) => update({ doctor })}
            choicesQuery={(q) => doctorChoicesQueryOptions({ q })}
          />
          <LocationFilter location={location} />
        </>
      }
      onResetFilters={list.reset}
      meta={bookings.data?.meta}
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
    </ListPage>
  );
}
