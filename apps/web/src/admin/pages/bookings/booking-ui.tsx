import type { BookingStatus } from '@hc/shared';
import { hasPermission } from '@hc/shared/permissions';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiClientError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useSession } from '../../../lib/api/session';
import { useAdminFormat } from '../../format';
import { Badge } from '../badge';

// Parts the Bookings list, New Booking and Booking Details share.

export const BOOKINGS_NAMESPACE = 'bookings';
export const bookingsPath = '/admin-dashboard/bookings';
export const bookingPath = (id: number) => `${bookingsPath}/${id}`;
export const newBookingPath = `${bookingsPath}/new`;
/** The payments and claims sections (built beside this one) open a record with `?view=<id>`. */
export const paymentViewPath = (id: number) => `/admin-dashboard/payments?view=${id}`;
export const recordPaymentPath = (bookingId: number) => `/admin-dashboard/payments/new?booking=${bookingId}`;
export const claimViewPath = (id: number) => `/admin-dashboard/claims?view=${id}`;

const statusTone = {
  pending: 'yellow',
  confirmed: 'blue',
  completed: 'green',
  cancelled: 'red',
  no_show: 'grey',
} as const satisfies Record<BookingStatus, string>;

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation(BOOKINGS_NAMESPACE);
  return <Badge tone={statusTone[status]}>{t(`statuses.${status}`)}</Badge>;
}

/** Whether the signed-in account may record bookings and change their status. */
export function useCanWriteBookings(): boolean {
  const { user } = useSession();
  return !!user && hasPermission(user.role, 'bookings:write');
}

/**
 * Amounts in francs CFA with the language's thousands separator ('12,500 CFA', '12 500 CFA'), and
 * instants in Douala time whatever the browser's zone.
 */
export function useBookingFormat() {
  const { t } = useTranslation(BOOKINGS_NAMESPACE);
  const format = useAdminFormat();
  return {
    cfa: (amount: number) => t('amount', { amount: format.number(amount) }),
    dateTime: format.dateTime,
  };
}

/** What a failed change is told as, translated: moved meanwhile (409), gone (404), else the API error. */
export function useBookingErrorText() {
  const { t } = useTranslation(BOOKINGS_NAMESPACE);
  const { t: tc } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiClientError && error.kind === 'server') {
        if (error.status === 409 && !error.fields?.length) return t('errors.conflict');
        if (error.status === 404) return t('errors.notFound');
      }
      return t('errors.failed', { reason: describeError(error, tc) });
    },
    [t, tc],
  );
}

/** The half-hour slots of a day ('00:00' … '23:30'), Douala time. */
export const slotTimes: readonly string[] = Array.from(
  { length: 48 },
  (_, index) => `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`,
);

/** A Douala day and slot as the instant the API takes: `2026-12-01` + `09:30` → `2026-12-01T09:30:00+01:00`. */
export const doualaInstant = (day: string, time: string) => `${day}T${time}:00+01:00`;
