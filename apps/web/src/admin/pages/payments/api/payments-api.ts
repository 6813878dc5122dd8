import type {
  PaymentCreateInput,
  paymentDetailSchema,
  PaymentListQuery,
  paymentListSchema,
  PaymentRefundInput,
  paymentSchema,
  PaymentTransitionInput,
} from '@hc/shared';
import type { QueryClient } from '@tanstack/react-query';
import {
  listQueryOptions,
  listRequestQuery,
  recordQueryOptions,
  refreshSection,
  requestData,
  useSectionMutation,
} from '../../../api/section-queries';

// The back-office Payments section: `/api/admin/payments`, cached under ['admin', 'payments', …] so
// one invalidation refreshes the list and the open Payment Details after any change. The overview and
// bookings show paid totals too: marked stale, refetched when next shown.
export const paymentsKey = ['admin', 'payments'] as const;
const staleKeys = [
  ['admin', 'overview'],
  ['admin', 'bookings'],
] as const;

export const paymentsRequestQuery = (query: PaymentListQuery) =>
  listRequestQuery(
    query,
    {
      status: query.status,
      kind: query.kind,
      method: query.method,
      from: query.from,
      to: query.to,
      patient: query.patient,
    },
    { sort: 'createdAt', order: 'desc' },
  );

export const paymentsQueryOptions = (query: PaymentListQuery) =>
  listQueryOptions<typeof paymentListSchema>(paymentsKey, '/api/admin/payments', paymentsRequestQuery(query));

export const paymentQueryOptions = (id: number) =>
  recordQueryOptions<typeof paymentDetailSchema>(paymentsKey, `/api/admin/payments/${id}`, id);

const refresh = (client: QueryClient) => refreshSection(client, paymentsKey, staleKeys);

export const useRecordPayment = () =>
  useSectionMutation(
    (input: PaymentCreateInput) =>
      requestData<typeof paymentSchema>('/api/admin/payments', { method: 'POST', body: input }),
    refresh,
  );

export const useMarkPayment = () =>
  useSectionMutation(
    ({ id, to, input }: { id: number; to: 'paid' | 'failed'; input: PaymentTransitionInput }) =>
      requestData<typeof paymentDetailSchema>(`/api/admin/payments/${id}/mark-${to}`, { method: 'POST', body: input }),
    refresh,
  );

export const useRefundPayment = () =>
  useSectionMutation(
    ({ id, input }: { id: number; input: PaymentRefundInput }) =>
      requestData<typeof paymentSchema>(`/api/admin/payments/${id}/refund`, { method: 'POST', body: input }),
    refresh,
  );
