import type {
  adminFacilityListSchema,
  divisionSchema,
  DutyGenerate,
  dutyGenerateResultSchema,
  DutyRota,
  DutyRotaCreate,
  dutyRotaListSchema,
  dutyRotaSchema,
  subdivisionSchema,
} from '@hc/shared';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest, type ArrayOf, type DataOf } from '../../../../lib/api-client';

// Pharmacy duty groups (docs/decisions/2026-11-23-duty-groups.md): rotas of a town's pharmacies and the generation of their
// duty periods. Cached under 'admin' (sign-out forgets it); a generation also refreshes the pharmacy calls.
export const dutyGroupsKey = ['admin', 'duty-groups'] as const;

export const dutyRotasQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...dutyGroupsKey, 'list', page],
    queryFn: ({ signal }) =>
      apiRequest<typeof dutyRotaListSchema>('/api/admin/duty-groups', {
        query: { page: page > 1 ? page : undefined },
        signal,
      }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

function useRotaChange<Input>(call: (input: Input) => Promise<{ data: DutyRota }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await call(input)).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: dutyGroupsKey }),
  });
}

/** POST /api/admin/duty-groups */
export const useCreateDutyRota = () =>
  useRotaChange((body: DutyRotaCreate) =>
    apiRequest<DataOf<typeof dutyRotaSchema>>('/api/admin/duty-groups', { method: 'POST', body }),
  );

/** PATCH /api/admin/duty-groups/{id}: the whole form is sent (the groups list replaces the old one). */
export const useUpdateDutyRota = () =>
  useRotaChange(({ id, body }: { id: number; body: DutyRotaCreate }) =>
    apiRequest<DataOf<typeof dutyRotaSchema>>(`/api/admin/duty-groups/${id}`, { method: 'PATCH', body }),
  );

/** DELETE /api/admin/duty-groups/{id} */
export const useDeleteDutyRota = () =>
  useRotaChange((id: number) =>
    apiRequest<DataOf<typeof dutyRotaSchema>>(`/api/admin/duty-groups/${id}`, { method: 'DELETE' }),
  );

/** POST /api/admin/duty-groups/generate: a preview (dryRun) or the real thing. */
export function useGenerateDuty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, dryRun }: { body: DutyGenerate; dryRun: boolean }) =>
      (
        await apiRequest<DataOf<typeof dutyGenerateResultSchema>>('/api/admin/duty-groups/generate', {
          method: 'POST',
          query: { dryRun },
          body,
        })
      ).data,
    onSuccess: (_result, { dryRun }) => {
      if (!dryRun) void client.invalidateQueries({ queryKey: ['admin', 'pharmacy-calls'] });
    },
  });
}

/** Reference data changes with a new import only. */
const REFERENCE_STALE_TIME = 24 * 60 * 60 * 1000;

// Every division and subdivision (about 60 and 360 rows): enough to name a rota's place and to find
// the region and division above it, which the form's cascade starts from.
export const allDivisionsQueryOptions = () =>
  queryOptions({
    queryKey: ['divisions', 'all'],
    queryFn: ({ signal }) =>
      apiRequest<DataOf<ArrayOf<typeof divisionSchema>>>('/api/divisions', { signal }).then((r) => r.data),
    staleTime: REFERENCE_STALE_TIME,
  });

export const allSubdivisionsQueryOptions = () =>
  queryOptions({
    queryKey: ['subdivisions', 'all'],
    queryFn: ({ signal }) =>
      apiRequest<DataOf<ArrayOf<typeof subdivisionSchema>>>('/api/subdivisions', { signal }).then((r) => r.data),
    staleTime: REFERENCE_STALE_TIME,
  });

/** Where the search looks: the rota's division, or its subdivision when one is chosen. */
export type SearchPlace = { divisionId: number | null; subdivisionId: number | null };

/**
 * The pharmacies of the place whose id or name holds the text, by name, a page (10) at a time from the
 * back-office facilities list; each next page is asked for with "More results".
 */
export const rotaPharmacyChoicesQueryOptions = (place: SearchPlace, text: string) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'facilities', 'rota-pharmacy-choices', place.divisionId, place.subdivisionId, text],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<typeof adminFacilityListSchema>('/api/admin/facilities', {
        query: {
          type: 'pharmacy',
          division: place.divisionId ?? undefined,
          subdivision: place.subdivisionId ?? undefined,
          q: text,
          sort: 'name',
          order: 'asc',
          page: pageParam > 1 ? pageParam : undefined,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: ({ meta }) => (meta.page * meta.pageSize < meta.total ? meta.page + 1 : undefined),
    enabled: text.trim() !== '' && (place.divisionId !== null || place.subdivisionId !== null),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
