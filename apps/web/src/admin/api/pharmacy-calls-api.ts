import type {
  AdminFacilityRow,
  DutyCancel,
  DutySwap,
  ListMeta,
  PharmacyCall,
  PharmacyCallCreate,
  PharmacyCallEnd,
  PharmacyCallList,
  PharmacyCallListQuery,
  PharmacyCallUpdate,
  RotaDutyPeriod,
} from '@hc/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

// The back-office Pharmacy Calls section (docs/decisions/0013): duty periods of public pharmacies.
// Everything is cached under ['admin', 'pharmacy-calls', …]: one invalidation refreshes the list and
// the period after any change (and sign-out forgets it with the rest of 'admin').
export const pharmacyCallsKey = ['admin', 'pharmacy-calls'] as const;

/** The query string of a list request: defaults left out, so URLs stay short and cache keys stable. */
export const pharmacyCallsRequestQuery = (query: PharmacyCallListQuery) => ({
  page: query.page > 1 ? query.page : undefined,
  q: query.q || undefined,
  region: query.region,
  division: query.division,
  subdivision: query.subdivision,
  from: query.from,
  to: query.to,
  status: query.status,
  sort: query.sort === 'startsAt' ? undefined : query.sort,
  order: query.order === 'asc' ? 'asc' : undefined,
});

export const pharmacyCallsQueryOptions = (query: PharmacyCallListQuery) => {
  const request = pharmacyCallsRequestQuery(query);
  return queryOptions({
    queryKey: [...pharmacyCallsKey, 'list', request],
    queryFn: ({ signal }) => apiRequest<PharmacyCallList>('/api/admin/pharmacy-calls', { query: request, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
};

export const pharmacyCallQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...pharmacyCallsKey, 'record', id],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: PharmacyCall }>(`/api/admin/pharmacy-calls/${id}`, { signal })).data,
    staleTime: 0,
  });

/** Public pharmacies whose id or name holds the text, for the form's pharmacy picker (10 at most). */
export const pharmacyChoicesQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['admin', 'facilities', 'pharmacy-choices', text],
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminFacilityRow[]; meta: ListMeta }>('/api/admin/facilities', {
        query: { type: 'pharmacy', q: text },
        signal,
      }),
    enabled: text.trim().length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** The public pages cache the directory too: mark them stale, so the on-call lists follow the change. */
const publicDirectoryKeys = [['facility-list'], ['facility'], ['featured'], ['search']] as const;

function refreshAfterChange(client: QueryClient) {
  for (const queryKey of publicDirectoryKeys) void client.invalidateQueries({ queryKey, refetchType: 'none' });
  // The facility's history on its record page gains an entry with every change.
  void client.invalidateQueries({ queryKey: ['admin', 'facilities'], refetchType: 'none' });
  return client.invalidateQueries({ queryKey: pharmacyCallsKey });
}

export function useCreatePharmacyCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: PharmacyCallCreate) =>
      (await apiRequest<{ data: PharmacyCall }>('/api/admin/pharmacy-calls', { method: 'POST', body: input })).data,
    onSettled: () => refreshAfterChange(client),
  });
}

export function useUpdatePharmacyCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: PharmacyCallUpdate & { id: number }) =>
      (await apiRequest<{ data: PharmacyCall }>(`/api/admin/pharmacy-calls/${id}`, { method: 'PATCH', body: input }))
        .data,
    onSettled: () => refreshAfterChange(client),
  });
}

/** Ends a period: removed when it has not started, ended now when it is running. */
export function useEndPharmacyCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id }: { id: number }) =>
      (await apiRequest<{ data: PharmacyCallEnd }>(`/api/admin/pharmacy-calls/${id}`, { method: 'DELETE' })).data,
    onSettled: () => refreshAfterChange(client),
  });
}

/**
 * Another public pharmacy takes one period over, with the reason (the duty-groups API; both
 * pharmacies' histories and the system log record it). 409 when the period is cancelled or over, or
 * when the new pharmacy is on duty at that time (`duty_overlap` on facilityId).
 */
export function useSwapDutyPeriod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ periodId, ...input }: DutySwap & { periodId: number }) =>
      (
        await apiRequest<{ data: RotaDutyPeriod }>(`/api/admin/duty-groups/periods/${periodId}/swap`, {
          method: 'POST',
          body: input,
        })
      ).data,
    onSettled: () => refreshAfterChange(client),
  });
}

/** Cancels one period (the pharmacy is closed): kept with its reason, left out of every public page. */
export function useCancelDutyPeriod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ periodId, ...input }: DutyCancel & { periodId: number }) =>
      (
        await apiRequest<{ data: RotaDutyPeriod }>(`/api/admin/duty-groups/periods/${periodId}/cancel`, {
          method: 'POST',
          body: input,
        })
      ).data,
    onSettled: () => refreshAfterChange(client),
  });
}
