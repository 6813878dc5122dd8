import type { DutyGenerate, DutyGenerateResult, DutyRota, DutyRotaCreate, DutyRotaList } from '@hc/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

// Pharmacy duty groups (docs/decisions/2026-11-23-duty-groups.md): rotas of a town's pharmacies and the generation of their
// duty periods. Cached under 'admin' (sign-out forgets it); a generation also refreshes the pharmacy calls.
export const dutyGroupsKey = ['admin', 'duty-groups'] as const;

export const dutyRotasQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...dutyGroupsKey, 'list', page],
    queryFn: ({ signal }) =>
      apiRequest<DutyRotaList>('/api/admin/duty-groups', { query: { page: page > 1 ? page : undefined }, signal }),
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
    apiRequest<{ data: DutyRota }>('/api/admin/duty-groups', { method: 'POST', body }),
  );

/** PATCH /api/admin/duty-groups/{id}: the whole form is sent (the groups list replaces the old one). */
export const useUpdateDutyRota = () =>
  useRotaChange(({ id, body }: { id: number; body: DutyRotaCreate }) =>
    apiRequest<{ data: DutyRota }>(`/api/admin/duty-groups/${id}`, { method: 'PATCH', body }),
  );

/** DELETE /api/admin/duty-groups/{id} */
export const useDeleteDutyRota = () =>
  useRotaChange((id: number) => apiRequest<{ data: DutyRota }>(`/api/admin/duty-groups/${id}`, { method: 'DELETE' }));

/** POST /api/admin/duty-groups/generate: a preview (dryRun) or the real thing. */
export function useGenerateDuty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, dryRun }: { body: DutyGenerate; dryRun: boolean }) =>
      (
        await apiRequest<{ data: DutyGenerateResult }>('/api/admin/duty-groups/generate', {
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
