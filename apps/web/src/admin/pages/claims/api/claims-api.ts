import type {
  ClaimCreateInput,
  claimDetailSchema,
  ClaimListQuery,
  claimListSchema,
  ClaimTransitionInput,
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

// The back-office Claims section: GET|POST /api/admin/claims, GET /api/admin/claims/{id} and
// POST /api/admin/claims/{id}/transition, cached under ['admin', 'claims', …] so one invalidation
// refreshes the list and the open claim after a change.
export const claimsKey = ['admin', 'claims'] as const;

/** The query string of a list request: defaults left out, so URLs stay short and cache keys stable. */
export const claimsRequestQuery = (query: ClaimListQuery) =>
  listRequestQuery(query, { status: query.status, patient: query.patient }, { sort: '', order: 'desc' });

export const claimsQueryOptions = (query: ClaimListQuery) =>
  listQueryOptions<typeof claimListSchema>(claimsKey, '/api/admin/claims', claimsRequestQuery(query));

export const claimQueryOptions = (id: number) =>
  recordQueryOptions<typeof claimDetailSchema>(claimsKey, `/api/admin/claims/${id}`, id);

const refresh = (client: QueryClient) => refreshSection(client, claimsKey);

export const useCreateClaim = () =>
  useSectionMutation(
    (input: ClaimCreateInput) =>
      requestData<typeof claimDetailSchema>('/api/admin/claims', { method: 'POST', body: input }),
    refresh,
  );

export const useTransitionClaim = () =>
  useSectionMutation(
    ({ id, input }: { id: number; input: ClaimTransitionInput }) =>
      requestData<typeof claimDetailSchema>(`/api/admin/claims/${id}/transition`, { method: 'POST', body: input }),
    refresh,
  );
