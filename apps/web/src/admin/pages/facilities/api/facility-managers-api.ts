import type { facilityManagerListSchema } from '@hc/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_READ_RETRIES, refreshSection, useSectionMutation } from '../../../api/section-queries';

// A facility's managers (issue 35), on its back-office record. Under the facilities' key, so a change
// refreshes the record and its history with them; the claims' overview counts managers too.

const managersKey = (facilityId: number) => ['admin', 'facilities', 'managers', facilityId] as const;

export const facilityManagersQueryOptions = (facilityId: number) =>
  queryOptions({
    queryKey: managersKey(facilityId),
    queryFn: ({ signal }) =>
      apiRequest<typeof facilityManagerListSchema>(`/api/admin/facilities/${facilityId}/managers`, {
        signal,
        retries: ADMIN_READ_RETRIES,
      }),
    staleTime: 0,
  });

const refresh = (client: QueryClient) =>
  refreshSection(client, ['admin', 'facilities'], [['admin', 'facility-claims']]);

/** `DELETE /api/admin/facility-managers/{id}` with the reason: the account no longer manages the facility. */
export const useRevokeFacilityManager = () =>
  useSectionMutation(
    ({ id, reason }: { id: number; reason: string }) =>
      apiRequest(`/api/admin/facility-managers/${id}`, { method: 'DELETE', body: { reason } }),
    refresh,
  );
