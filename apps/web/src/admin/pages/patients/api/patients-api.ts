import type {
  PatientCreateInput,
  PatientListQuery,
  patientListSchema,
  patientSchema,
  PatientUpdateInput,
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

// The back-office Patients section: the spec's patient calls (spec 02 §7), cached under
// ['admin', 'patients', …] so one invalidation refreshes the list and a record after any change (and
// sign-out forgets them with the rest of 'admin').
export const patientsKey = ['admin', 'patients'] as const;

/** The query string of a list request: defaults left out, so URLs stay short and cache keys stable. */
export const patientsRequestQuery = (query: PatientListQuery) =>
  listRequestQuery(
    query,
    {
      status: query.status,
      bloodType: query.bloodType,
      region: query.region,
      division: query.division,
      subdivision: query.subdivision,
    },
    { sort: 'createdAt', order: 'desc' },
  );

export const patientsQueryOptions = (query: PatientListQuery) =>
  listQueryOptions<typeof patientListSchema>(patientsKey, '/api/patients/all', patientsRequestQuery(query));

export const patientQueryOptions = (id: number) =>
  recordQueryOptions<typeof patientSchema>(patientsKey, `/api/patients/${id}`, id);

const refresh = (client: QueryClient) => refreshSection(client, patientsKey);

export const useCreatePatient = () =>
  useSectionMutation(
    (input: PatientCreateInput) => requestData<typeof patientSchema>('/api/patients', { method: 'POST', body: input }),
    refresh,
  );

export const useUpdatePatient = () =>
  useSectionMutation(
    ({ id, input }: { id: number; input: PatientUpdateInput }) =>
      requestData<typeof patientSchema>(`/api/patients/${id}`, { method: 'PUT', body: input }),
    refresh,
  );

export const useDeletePatient = () =>
  useSectionMutation(
    (id: number) => requestData<typeof patientSchema>(`/api/patients/${id}`, { method: 'DELETE' }),
    refresh,
  );
