import type {
  FacilityClaimListQuery,
  facilityClaimListSchema,
  facilityClaimSchema,
  facilityManagerOverviewSchema,
} from '@hc/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import {
  ADMIN_READ_RETRIES,
  listQueryOptions,
  recordQueryOptions,
  refreshSection,
  requestData,
  useSectionMutation,
} from '../../../api/section-queries';

// Issue 35, the back-office side of facility claims: the queue, one claim, its decision, and the
// managers' overview by region. Cached under ['admin', 'facility-claims', …]: one invalidation
// refreshes the queue, the claim and the overview after a decision.
export const facilityClaimsKey = ['admin', 'facility-claims'] as const;
export const facilityClaimsApiPath = '/api/admin/facility-claims';

/**
 * The query string of a queue request. The server orders it (pending first, oldest first), so no sort
 * is sent; page 1 and absent filters are left out so cache keys stay stable.
 */
export const facilityClaimsRequestQuery = (query: FacilityClaimListQuery) => ({
  page: query.page > 1 ? query.page : undefined,
  q: query.q || undefined,
  status: query.status,
  region: query.region,
});

export const facilityClaimsQueryOptions = (query: FacilityClaimListQuery) =>
  listQueryOptions<typeof facilityClaimListSchema>(
    facilityClaimsKey,
    facilityClaimsApiPath,
    facilityClaimsRequestQuery(query),
  );

export const facilityClaimQueryOptions = (id: number) =>
  recordQueryOptions<typeof facilityClaimSchema>(facilityClaimsKey, `${facilityClaimsApiPath}/${id}`, id);

/** The evidence image (served to staff only, same origin: the session cookie goes with it). */
export const facilityClaimEvidenceUrl = (id: number) => `${facilityClaimsApiPath}/${id}/evidence`;

export const facilityManagersOverviewQueryOptions = () =>
  queryOptions({
    queryKey: [...facilityClaimsKey, 'overview'],
    queryFn: ({ signal }) =>
      apiRequest<typeof facilityManagerOverviewSchema>('/api/admin/facility-managers/overview', {
        signal,
        retries: ADMIN_READ_RETRIES,
      }),
    staleTime: 0,
  });

/**
 * A decision makes a manager (or not) and may touch the facility's record: the claims and the
 * facilities' caches are refreshed (a 409 too: the claim was decided meanwhile, so it is read again).
 */
const refreshAfterDecision = (client: QueryClient) =>
  refreshSection(client, facilityClaimsKey, [['admin', 'facilities']]);

export const useApproveFacilityClaim = () =>
  useSectionMutation(
    (id: number) =>
      requestData<typeof facilityClaimSchema>(`${facilityClaimsApiPath}/${id}/approve`, { method: 'POST' }),
    refreshAfterDecision,
  );

export const useRejectFacilityClaim = () =>
  useSectionMutation(
    ({ id, reason }: { id: number; reason: string }) =>
      requestData<typeof facilityClaimSchema>(`${facilityClaimsApiPath}/${id}/reject`, {
        method: 'POST',
        body: { reason },
      }),
    refreshAfterDecision,
  );
