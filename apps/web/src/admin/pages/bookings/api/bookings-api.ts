import type {
  BookingAction,
  BookingCreate,
  bookingDetailSchema,
  bookingDoctorChoiceSchema,
  BookingListQuery,
  bookingListSchema,
} from '@hc/shared';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { type ArrayOf } from '../../../../lib/api-client';
import {
  listQueryOptions,
  listRequestQuery,
  recordQueryOptions,
  refreshSection,
  requestData,
  useSectionMutation,
} from '../../../api/section-queries';

// The back-office Bookings section (issue 12). Everything is cached under ['admin', 'bookings', …]: one
// invalidation refreshes the list and the booking after any change (sign-out forgets it with 'admin').
export const bookingsKey = ['admin', 'bookings'] as const;
export const bookingsApiPath = '/api/admin/bookings';

/** The server's order when the URL names none: the latest start first. */
export const bookingsDefaultSort = { sort: 'startsAt', order: 'desc' } as const;

/** The query string of a list request: defaults left out, so URLs stay short and cache keys stable. */
export const bookingsRequestQuery = (query: BookingListQuery) =>
  listRequestQuery(
    query,
    {
      status: query.status,
      from: query.from,
      to: query.to,
      specialty: query.specialty,
      doctor: query.doctor,
      patient: query.patient,
      region: query.region,
      division: query.division,
      subdivision: query.subdivision,
    },
    bookingsDefaultSort,
  );

export const bookingsQueryOptions = (query: BookingListQuery) =>
  listQueryOptions<typeof bookingListSchema>(bookingsKey, bookingsApiPath, bookingsRequestQuery(query));

export const bookingQueryOptions = (id: number) =>
  recordQueryOptions<typeof bookingDetailSchema>(bookingsKey, `${bookingsApiPath}/${id}`, id);

/**
 * Doctors to choose from (GET /api/admin/bookings/doctors): those bookable at a facility, or any doctor
 * whose name or id holds the text (the list's doctor filter). Nothing is asked without either.
 */
export const doctorChoicesQueryOptions = (choice: { facility?: number | undefined; q?: string | undefined }) =>
  queryOptions({
    queryKey: [...bookingsKey, 'doctor-choices', choice.facility ?? null, choice.q ?? ''],
    queryFn: ({ signal }) =>
      requestData<ArrayOf<typeof bookingDoctorChoiceSchema>>(`${bookingsApiPath}/doctors`, {
        query: { facility: choice.facility, q: choice.q || undefined },
        signal,
      }),
    enabled: choice.facility !== undefined || (choice.q ?? '').trim().length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** The overview's "Recent Orders" and the payments and claims sections show bookings too: mark them stale. */
const relatedKeys = [
  ['admin', 'overview'],
  ['admin', 'payments'],
  ['admin', 'claims'],
] as const;
const refresh = (client: QueryClient) => refreshSection(client, bookingsKey, relatedKeys);

export const useCreateBooking = () =>
  useSectionMutation(
    (input: BookingCreate) => requestData<typeof bookingDetailSchema>(bookingsApiPath, { method: 'POST', body: input }),
    refresh,
  );

export type BookingTransitionInput = { id: number; action: BookingAction; reason?: string | undefined };

/** Confirm, complete, no-show or cancel (the reason is required to cancel). */
export const useBookingTransition = () =>
  useSectionMutation(
    ({ id, action, reason }: BookingTransitionInput) =>
      requestData<typeof bookingDetailSchema>(`${bookingsApiPath}/${id}/${action}`, {
        method: 'POST',
        body: reason ? { reason } : {},
      }),
    refresh,
  );
