import type { Patient, PatientCreateInput, PatientList, PatientListQuery, PatientUpdateInput } from '@hc/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The back-office Patients section: the spec's patient calls (spec 02 §7), cached under
// ['admin', 'patients', …] so one invalidation refreshes the list and a record after any change (and
// sign-out forgets them with the rest of 'admin').
export const patientsKey = ['admin', 'patients'] as const;

/** The query string of a list request: defaults left out, so URLs stay short and cache keys stable. */
export const patientsRequestQuery = (query: PatientListQuery) => ({
  page: query.page > 1 ? query.page : undefined,
  q: query.q || undefined,
  status: query.status,
  bloodType: query.bloodType,
  region: query.region,
  division: query.division,
  subdivision: query.subdivision,
  sort: query.sort === 'createdAt' ? undefined : query.sort,
  order: query.order === 'asc' ? 'asc' : undefined,
});

export const patientsQueryOptions = (query: PatientListQuery) => {
  const request = patientsRequestQuery(query);
  return queryOptions({
    queryKey: [...patientsKey, 'list', request],
    queryFn: ({ signal }) => apiRequest<PatientList>('/api/patients/all', { query: request, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
};

export const patientQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...patientsKey, 'record', id],
    queryFn: async ({ signal }) => (await apiRequest<{ data: Patient }>(`/api/patients/${id}`, { signal })).data,
    staleTime: 0,
  });

export function useCreatePatient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: PatientCreateInput) =>
      (await apiRequest<{ data: Patient }>('/api/patients', { method: 'POST', body: input })).data,
    onSettled: () => client.invalidateQueries({ queryKey: patientsKey }),
  });
}

export function useUpdatePatient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: PatientUpdateInput }) =>
      (await apiRequest<{ data: Patient }>(`/api/patients/${id}`, { method: 'PUT', body: input })).data,
    onSettled: () => client.invalidateQueries({ queryKey: patientsKey }),
  });
}

export function useDeletePatient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiRequest<{ data: Patient }>(`/api/patients/${id}`, { method: 'DELETE' })).data,
    onSettled: () => client.invalidateQueries({ queryKey: patientsKey }),
  });
}
