import {
  bookingListQuerySchema,
  claimListQuerySchema,
  hasPermission,
  paymentListQuerySchema,
  type Booking,
  type Claim,
  type Payment,
} from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { describeError } from '../../../lib/describe-error';
import { localizedName } from '../../../lib/localized';
import { useSession } from '../../../lib/api/session';
import { useAdminFormat } from '../../format';
import { DataTable, type Column } from '../../list-kit/data-table';
import { bookingsQueryOptions } from '../bookings/api/bookings-api';
import { BookingStatusBadge, bookingPath, useBookingFormat } from '../bookings/booking-ui';
import { claimsQueryOptions } from '../claims/api/claims-api';
import { ClaimStatusBadge, claimsPath } from '../claims/claim-ui';
import { paymentsQueryOptions } from '../payments/api/payments-api';
import { AmountText, PaymentStatusBadge } from '../payments/payment-ui';
import { patientQueryOptions } from './api/patients-api';
import { PATIENTS_NAMESPACE, PatientStatusBadge, patientsPath } from './patient-ui';

/** A label and its value in the patient's details. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="font-semibold text-slate-700 sm:w-48">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** One of the patient's lists: its latest 10 rows, read from the section's own list with `patient`. */
function RecordSection<Row>({
  title,
  caption,
  query,
  columns,
  rowKey,
  loadingText,
  emptyText,
}: {
  title: string;
  caption: string;
  query: {
    data?: { data: Row[]; meta: { total: number } } | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  columns: Column<Row>[];
  rowKey: (row: Row) => number;
  loadingText: string;
  emptyText: string;
}) {
  const { t } = useTranslation(PATIENTS_NAMESPACE);
  const { t: tc } = useTranslation();
  const total = query.data?.meta.total ?? 0;
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900">
        {title}
        {query.data ? <span className="ml-2 text-sm font-normal text-slate-700">({total})</span> : null}
      </h2>
      <DataTable
        caption={caption}
        columns={columns}
        rows={query.data?.data}
        rowKey={rowKey}
        isPending={query.isPending}
        error={query.isError ? describeError(query.error, tc) : null}
        onRetry={() => void query.refetch()}
        loadingText={loadingText}
        emptyText={emptyText}
      />
      {total > (query.data?.data.length ?? 0) ? (
        <p className="text-sm text-slate-700">{t('record.latestOnly', { shown: query.data?.data.length, total })}</p>
      ) : null}
    </section>
  );
}

/**
 * Issue 36: a patient's record, read-only: who they are, and their bookings, the payments of those bookings
 * and their claims (the latest of each, linked to the sections where staff act on them). A list the account
 * may not read is left out, as its section is.
 */
export function PatientRecordPage() {
  const { t, i18n } = useTranslation(PATIENTS_NAMESPACE);
  const { t: tc } = useTranslation();
  const id = Number(useParams().id);
  const { user } = useSession();
  const may = (permission: 'bookings:read' | 'payments:read' | 'claims:read') =>
    !!user && hasPermission(user.role, permission);
  const format = useAdminFormat();
  const bookingFormat = useBookingFormat();
  const patient = useQuery(patientQueryOptions(id));
  const bookings = useQuery({
    ...bookingsQueryOptions(bookingListQuerySchema.parse({ patient: id })),
    enabled: may('bookings:read'),
  });
  const payments = useQuery({
    ...paymentsQueryOptions(paymentListQuerySchema.parse({ patient: id })),
    enabled: may('payments:read'),
  });
  const claims = useQuery({
    ...claimsQueryOptions(claimListQuerySchema.parse({ patient: id })),
    enabled: may('claims:read'),
  });

  const bookingColumns: Column<Booking>[] = [
    {
      key: 'reference',
      header: t('record.columns.booking'),
      render: (b) => (
        <Link to={bookingPath(b.id)} className="font-mono text-brand underline">
          {b.reference}
        </Link>
      ),
    },
    { key: 'startsAt', header: t('record.columns.date'), render: (b) => bookingFormat.dateTime(b.startsAt) },
    { key: 'doctor', header: t('record.columns.doctor'), render: (b) => b.doctor.name },
    { key: 'status', header: t('record.columns.status'), render: (b) => <BookingStatusBadge status={b.status} /> },
    { key: 'amount', header: t('record.columns.amount'), render: (b) => bookingFormat.cfa(b.amountCfa) },
  ];
  const paymentColumns: Column<Payment>[] = [
    {
      key: 'reference',
      header: t('record.columns.payment'),
      render: (p) => <span className="font-mono">{p.reference}</span>,
    },
    {
      key: 'booking',
      header: t('record.columns.booking'),
      render: (p) => (
        <Link to={bookingPath(p.booking.id)} className="font-mono text-brand underline">
          {p.booking.reference}
        </Link>
      ),
    },
    { key: 'date', header: t('record.columns.date'), render: (p) => format.dateTime(p.createdAt) },
    { key: 'status', header: t('record.columns.status'), render: (p) => <PaymentStatusBadge status={p.status} /> },
    {
      key: 'amount',
      header: t('record.columns.amount'),
      render: (p) => <AmountText amountCfa={p.amountCfa} kind={p.kind} />,
    },
  ];
  const claimColumns: Column<Claim>[] = [
    {
      key: 'reference',
      header: t('record.columns.claim'),
      render: (c) => (
        <Link to={`${claimsPath}/${c.id}`} className="font-mono text-brand underline">
          {c.reference}
        </Link>
      ),
    },
    {
      key: 'booking',
      header: t('record.columns.booking'),
      render: (c) => <span className="font-mono">{c.booking.reference}</span>,
    },
    { key: 'status', header: t('record.columns.status'), render: (c) => <ClaimStatusBadge status={c.status} /> },
    { key: 'created', header: t('record.columns.date'), render: (c) => format.dateTime(c.createdAt) },
  ];

  if (patient.isPending)
    return (
      <p role="status" className="p-8 text-center">
        {t('record.loading')}
      </p>
    );
  if (patient.isError) return <FormAlert>{describeError(patient.error, tc)}</FormAlert>;
  const p = patient.data;
  const place = [p.subdivision, p.division, p.region]
    .map((ref) => localizedName(ref, i18n.language))
    .filter(Boolean)
    .join(', ');
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <Link to={patientsPath} className="text-sm text-brand underline">
          {t('record.back')}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">
          {t('record.title', { name: `${p.firstName} ${p.lastName}`.trim(), id: p.patientId })}
        </h1>
        <p className="text-sm text-slate-700">{t('record.readOnly')}</p>
      </div>
      <dl className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <Detail label={t('columns.status')}>
          <PatientStatusBadge status={p.status} />
        </Detail>
        <Detail label={t('columns.email')}>{p.email}</Detail>
        <Detail label={t('columns.contact')}>{p.phone ?? '—'}</Detail>
        <Detail label={t('columns.bloodType')}>{p.bloodType ?? '—'}</Detail>
        <Detail label={t('record.insurance')}>{p.insuranceProvider ?? '—'}</Detail>
        <Detail label={t('record.emergencyContact')}>
          {[p.emergencyContactName, p.emergencyContactPhone].filter(Boolean).join(' · ') || '—'}
        </Detail>
        <Detail label={t('columns.location')}>{place || '—'}</Detail>
        <Detail label={t('record.registered')}>{format.dateTime(p.createdAt)}</Detail>
      </dl>
      {may('bookings:read') ? (
        <RecordSection
          title={t('record.bookings')}
          caption={t('record.bookings')}
          query={bookings}
          columns={bookingColumns}
          rowKey={(b) => b.id}
          loadingText={t('record.loadingList')}
          emptyText={t('record.noBookings')}
        />
      ) : null}
      {may('payments:read') ? (
        <RecordSection
          title={t('record.payments')}
          caption={t('record.payments')}
          query={payments}
          columns={paymentColumns}
          rowKey={(row) => row.id}
          loadingText={t('record.loadingList')}
          emptyText={t('record.noPayments')}
        />
      ) : null}
      {may('claims:read') ? (
        <RecordSection
          title={t('record.claims')}
          caption={t('record.claims')}
          query={claims}
          columns={claimColumns}
          rowKey={(c) => c.id}
          loadingText={t('record.loadingList')}
          emptyText={t('record.noClaims')}
        />
      ) : null}
    </div>
  );
}
