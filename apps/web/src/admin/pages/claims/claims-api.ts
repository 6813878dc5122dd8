import type { ClaimCreateInput, ClaimDetail, ClaimList, ClaimListQuery, ClaimTransitionInput } from '@hc/shared';
import type { QueryClient } from '@tanstack/react-query';
import {
  listQueryOptions,
  listRequestQuery,
  recordQueryOptions,
  refreshSection,
  requestData,
  useSectionMutation,
} from '../../list-kit';

// The back-office Claims section: GET|POST /api/admin/claims, GET /api/admin/claims/{id} and
// POST /api/admin/claims/{id}/transition, cached under ['admin', 'claims', …] so one invalidation
// refreshes the list and the open claim after a change.
export const claimsKey = ['admin', 'claims'] as const;

/** The query string of a list request: defaults left out, so URLs stay short and cache keys stable. */
export const claimsRequestQuery = (query: ClaimListQuery) =>
  listRequestQuery(query, { status: query.status }, { sort: '', order: 'desc' });

export const claimsQueryOptions = (query: ClaimListQuery) =>
  listQueryOptions<ClaimList>(claimsKey, '/api/admin/claims', claimsRequestQuery(query));

export const claimQueryOptions = (id: number) =>
  recordQueryOptions<ClaimDetail>(claimsKey, `/api/admin/claims/${id}`, id);

const refresh = (client: QueryClient) => refreshSection(client, claimsKey);

export const useCreateClaim = () =>
  useSectionMutation(
    (input: ClaimCreateInput) => requestData<ClaimDetail>('/api/admin/claims', { method: 'POST', body: input }),
    refresh,
  );

export const useTransitionClaim = () =>
  useSectionMutation(
    ({ id, input }: { id: number; input: ClaimTransitionInput }) =>
      requestData<ClaimDetail>(`/api/admin/claims/${id}/transition`, { method: 'POST', body: input }),
    refresh,
  );
