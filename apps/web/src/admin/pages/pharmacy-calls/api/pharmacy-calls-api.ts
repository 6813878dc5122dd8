import type {
  adminFacilityListSchema,
  DutyCancel,
  DutySwap,
  PharmacyCallCreate,
  pharmacyCallEndSchema,
  PharmacyCallListQuery,
  pharmacyCallListSchema,
  pharmacyCallSchema,
  PharmacyCallUpdate,
  rotaDutyPeriodSchema,
} from '@hc/shared';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import {
  listQueryOptions,
  listRequestQuery,
  recordQueryOptions,
  refreshSection,
  requestData,
  useSectionMutation,
} from '../../../api/section-queries';

// The back-office Pharmacy Calls section (docs/decisions/2026-11-23-pharmacy-calls.md): duty periods of public pharmacies.
// Everything is cached under ['admin', 'pharmacy-calls', …]: one invalidation refreshes the list and
// the period after any change (and sign-out forgets it with the rest of 'admin').
export const pharmacyCallsKey = ['admin', 'pharmacy-calls'] as const;

/** The query string of a list request: defaults left out, so URLs stay short and cache keys stable. */
export const pharmacyCallsRequestQuery = (query: PharmacyCallListQuery) =>
  listRequestQuery(
    query,
    {
      region: query.region,
      division: query.division,
      subdivision: query.subdivision,
      from: query.from,
      to: query.to,
      status: query.status,
    },
    { sort: 'startsAt', order: 'desc' },
  );

export const pharmacyCallsQueryOptions = (query: PharmacyCallListQuery) =>
  listQueryOptions<typeof pharmacyCallListSchema>(
    pharmacyCallsKey,
    '/api/admin/pharmacy-calls',
    pharmacyCallsRequestQuery(query),
  );

export const pharmacyCallQueryOptions = (id: number) =>
  recordQueryOptions<typeof pharmacyCallSchema>(pharmacyCallsKey, `/api/admin/pharmacy-calls/${id}`, id);

/** Public pharmacies whose id or name holds the text, for the form's pharmacy picker (10 at most). */
export const pharmacyChoicesQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['admin', 'facilities', 'pharmacy-choices', text],
    queryFn: ({ signal }) =>
      apiRequest<typeof adminFacilityListSchema>('/api/admin/facilities', {
        query: { type: 'pharmacy', q: text },
        signal,
      }),
    enabled: text.trim().length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** The public pages cache the directory too: mark them stale, so the on-call lists follow the change. */
const publicDirectoryKeys = [['facility-list'], ['facility'], ['featured'], ['search']] as const;
// The facility's history on its record page gains an entry with every change.
const staleKeys = [...publicDirectoryKeys, ['admin', 'facilities']] as const;

const refreshAfterChange = (client: QueryClient) => refreshSection(client, pharmacyCallsKey, staleKeys);

export const useCreatePharmacyCall = () =>
  useSectionMutation(
    (input: PharmacyCallCreate) =>
      requestData<typeof pharmacyCallSchema>('/api/admin/pharmacy-calls', { method: 'POST', body: input }),
    refreshAfterChange,
  );

export const useUpdatePharmacyCall = () =>
  useSectionMutation(
    ({ id, ...input }: PharmacyCallUpdate & { id: number }) =>
      requestData<typeof pharmacyCallSchema>(`/api/admin/pharmacy-calls/${id}`, { method: 'PATCH', body: input }),
    refreshAfterChange,
  );

/** Ends a period: removed when it has not started, ended now when it is running. */
export const useEndPharmacyCall = () =>
  useSectionMutation(
    ({ id }: { id: number }) =>
      requestData<typeof pharmacyCallEndSchema.shape.data>(`/api/admin/pharmacy-calls/${id}`, { method: 'DELETE' }),
    refreshAfterChange,
  );

/**
 * Another public pharmacy takes one period over, with the reason (the duty-groups API; both
 * pharmacies' histories and the system log record it). 409 when the period is cancelled or over, or
 * when the new pharmacy is on duty at that time (`duty_overlap` on facilityId).
 */
export const useSwapDutyPeriod = () =>
  useSectionMutation(
    ({ periodId, ...input }: DutySwap & { periodId: number }) =>
      requestData<typeof rotaDutyPeriodSchema>(`/api/admin/duty-groups/periods/${periodId}/swap`, {
        method: 'POST',
        body: input,
      }),
    refreshAfterChange,
  );

/** Cancels one period (the pharmacy is closed): kept with its reason, left out of every public page. */
export const useCancelDutyPeriod = () =>
  useSectionMutation(
    ({ periodId, ...input }: DutyCancel & { periodId: number }) =>
      requestData<typeof rotaDutyPeriodSchema>(`/api/admin/duty-groups/periods/${periodId}/cancel`, {
        method: 'POST',
        body: input,
      }),
    refreshAfterChange,
  );
