import type { BookingDetail } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { ApiClientError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { localizedName } from '../../../lib/localized';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NoticeBanner, useReturnNotice, type Notice } from '../../list-kit';
import { BookingActions } from './booking-actions';
import { BookingClaims, BookingHistory, BookingPayments } from './booking-records';
import { bookingQueryOptions } from './api/bookings-api';
import {
  BOOKINGS_NAMESPACE,
  bookingsPath,
  BookingStatusBadge,
  useBookingFormat,
  useCanWriteBookings,
} from './booking-ui';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** The booking itself: who, with whom, where, when, its status and money. */
function BookingSummary({ booking }: { booking: BookingDetail }) {
  const { t, i18n } = useTranslation(BOOKINGS_NAMESPACE);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const format = useBookingFormat();
  const titleId = useId();
  const place =
    [booking.subdivision, booking.division, booking.region]
      .filter((value) => value !== null)
      .map((value) => localizedName(value, language))
      .join(', ') || '—';
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={titleId} className="sr-only">
        {t('details.summary')}
      </h2>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={t('details.bookingId')}>
          <span className="font-mono">{booking.reference}</span>
        </Field>
        <Field label={t('details.status')}>
          <BookingStatusBadge status={booking.status} />
        </Field>
        <Field label={t('details.date')}>
          <time dateTime={booking.startsAt}>{format.dateTime(booking.startsAt)}</time>
        </Field>
        <Field label={t('details.patient')}>
          {booking.patient.name} <span className="font-mono text-sm text-slate-600">{booking.patient.number}</span>
        </Field>
        <Field label={t('details.doctor')}>{booking.doctor.name}</Field>
        <Field label={t('details.specialty')}>{localizedName(booking.specialty, language) || '—'}</Field>
        <Field label={t('details.facility')}>{booking.facility.name}</Field>
        <Field label={t('details.location')}>{place}</Field>
        <Field label={t('details.amount')}>{format.cfa(booking.amountCfa)}</Field>
        <Field label={t('details.paid')}>{format.cfa(booking.paidCfa)}</Field>
        <Field label={t('details.recordedBy')}>
          {booking.createdBy ? booking.createdBy.name : t('history.system')}
          {' · '}
          <time dateTime={booking.createdAt}>{format.dateTime(booking.createdAt)}</time>
        </Field>
        <Field label={t('details.note')}>{booking.note ?? '—'}</Field>
      </dl>
    </section>
  );
}

/**
 * Booking Details: the booking, the transitions its status allows (for accounts that may change
 * bookings), its history as a timeline, its payments (each linked, and 'Record payment') and claims.
 */
export function BookingDetailsPage() {
  const { t } = useTranslation(BOOKINGS_NAMESPACE);
  const { t: tc } = useTranslation();
  const id = Number(useParams().id);
  const isId = Number.isInteger(id) && id > 0;
  const booking = useQuery({ ...bookingQueryOptions(id), enabled: isId });
  const canWrite = useCanWriteBookings();
  const returned = useReturnNotice();
  const [notice, setNotice] = useState<Notice | null | undefined>(undefined);
  useDocumentTitle(booking.data ? `${t('details.title')} ${booking.data.reference}` : t('details.title'));

  const body = () => {
    if (!isId || (booking.error instanceof ApiClientError && booking.error.status === 404))
      return <FormAlert tone="error">{t('errors.notFound')}</FormAlert>;
    if (booking.isPending)
      return (
        <p role="status" className="p-8 text-center text-slate-700">
          {t('details.loading')}
        </p>
      );
    if (booking.isError)
      return (
        <FormAlert tone="error">
          {t('details.error')}: {describeError(booking.error, tc)}
        </FormAlert>
      );
    const data = booking.data;
    return (
      <>
        {/* The notice of the last action here, else the one New Booking left. */}
        <NoticeBanner notice={notice === undefined ? returned : notice} />
        {canWrite ? <BookingActions booking={data} onNotice={setNotice} /> : null}
        <BookingSummary booking={data} />
        <BookingHistory booking={data} />
        <BookingPayments booking={data} />
        <BookingClaims booking={data} />
      </>
    );
  };

  return (
    <section className="flex flex-col gap-6">
      <Link
        to={bookingsPath}
        className="inline-flex w-fit items-center gap-1 rounded font-semibold text-brand underline-offset-2 hover:underline"
      >
        <ChevronLeftIcon className="h-4 w-4" />
        {t('details.back')}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">
        {t('details.title')}
        {booking.data ? (
          <>
            {' '}
            <span className="font-mono text-slate-600">{booking.data.reference}</span>
          </>
        ) : null}
      </h1>
      {body()}
    </section>
  );
}
