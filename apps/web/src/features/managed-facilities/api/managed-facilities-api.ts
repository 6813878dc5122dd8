import type {
  facilityConfirmedSchema,
  managedDutyPeriodListSchema,
  managedFacilityListSchema,
  managedFacilityProposalReceivedSchema,
  managedFacilitySchema,
  ManagedFacilityProposal,
  ManagedFacilityUpdate,
  myFacilityClaimListSchema,
} from '@hc/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type DataOf } from '../../../lib/api-client';

// The facility managers' space (issue 35): the facilities an account runs, its claims, and the writes a
// manager makes. Everything lives under one key, so sign-out (which clears the cache) forgets it, and a
// write refreshes the list with the record.

const MY_FACILITIES_KEY = ['my-facilities'] as const;

/** The public pages cache the directory: marked stale so a new phone or closed day shows there at once. */
const publicDirectoryKeys = [['facility-list'], ['facility'], ['featured'], ['search']] as const;

export const myFacilityPath = (id: number) => `/api/my/facilities/${id}`;
/** Where a managed facility's special dates are read and written (the admin section's contract). */
export const mySpecialDatesPath = (id: number) => `${myFacilityPath(id)}/special-dates`;

export const myFacilitiesQueryOptions = () =>
  queryOptions({
    queryKey: [...MY_FACILITIES_KEY, 'list'],
    queryFn: ({ signal }) => apiRequest<typeof managedFacilityListSchema>('/api/my/facilities', { signal }),
    staleTime: 0,
  });

export const myClaimsQueryOptions = () =>
  queryOptions({
    queryKey: [...MY_FACILITIES_KEY, 'claims'],
    queryFn: ({ signal }) => apiRequest<typeof myFacilityClaimListSchema>('/api/facility-claims/mine', { signal }),
    staleTime: 0,
  });

export const myFacilityQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...MY_FACILITIES_KEY, 'record', id],
    queryFn: ({ signal }) =>
      apiRequest<DataOf<typeof managedFacilitySchema>>(myFacilityPath(id), { signal }).then((r) => r.data),
    staleTime: 0,
    // What a manager is typing is never replaced behind their back: a reload is their choice (409).
    refetchOnWindowFocus: false,
  });

export const dutyPeriodsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...MY_FACILITIES_KEY, 'duty-periods', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof managedDutyPeriodListSchema>(`${myFacilityPath(id)}/duty-periods`, { signal }),
    staleTime: 60_000,
  });

function markPublicStale(client: ReturnType<typeof useQueryClient>) {
  for (const queryKey of publicDirectoryKeys) void client.invalidateQueries({ queryKey, refetchType: 'none' });
}

/** "The listing is still right": answers the new confirmation date; the list is read again with it. */
export function useConfirmListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<typeof facilityConfirmedSchema>(`${myFacilityPath(id)}/confirm`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_FACILITIES_KEY }),
  });
}

/**
 * Saves some fields with the version they were read at (409 when someone else saved since). The answer is
 * the facility as saved: it becomes the record's cache at once, so the next save sends its version.
 */
export function useUpdateMyFacility(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ManagedFacilityUpdate) =>
      apiRequest<DataOf<typeof managedFacilitySchema>>(myFacilityPath(id), { method: 'PATCH', body }),
    onSuccess: (answer) => {
      if (answer?.data) client.setQueryData(myFacilityQueryOptions(id).queryKey, answer.data);
      markPublicStale(client);
      void client.invalidateQueries({ queryKey: [...MY_FACILITIES_KEY, 'list'] });
    },
  });
}

/** Name, type or place for staff review: the answer says how many proposals now wait. */
export function useProposeChanges(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ManagedFacilityProposal) =>
      apiRequest<typeof managedFacilityProposalReceivedSchema>(`${myFacilityPath(id)}/proposals`, {
        method: 'POST',
        body,
      }),
    onSuccess: (answer) => {
      const key = myFacilityQueryOptions(id).queryKey;
      const pendingProposals = answer?.data?.pendingProposals;
      if (typeof pendingProposals === 'number')
        client.setQueryData(key, (old) => (old ? { ...old, pendingProposals } : old));
    },
  });
}
