import type { Patient, PatientCreateInput, PatientList, PatientListQuery, PatientUpdateInput } from '@hc/shared';
import type { QueryClient } from '@tanstack/react-query';
import {
  listQueryOptions,
  listRequestQuery,
  recordQueryOptions,
  refreshSection,
  requestData,
  useSectionMutation,
} from '../../list-kit';

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
  listQueryOptions<PatientList>(patientsKey, '/api/patients/all', patientsRequestQuery(query));

export const patientQueryOptions = (id: number) => recordQueryOptions<Patient>(patientsKey, `/api/patients/${id}`, id);

const refresh = (client: QueryClient) => refreshSection(client, patientsKey);

export const useCreatePatient = () =>
  useSectionMutation(
    (input: PatientCreateInput) => requestData<Patient>('/api/patients', { method: 'POST', body: input }),
    refresh,
  );

export const useUpdatePatient = () =>
  useSectionMutation(
    ({ id, input }: { id: number; input: PatientUpdateInput }) =>
      requestData<Patient>(`/api/patients/${id}`, { method: 'PUT', body: input }),
    refresh,
  );

export const useDeletePatient = () =>
  useSectionMutation((id: number) => requestData<Patient>(`/api/patients/${id}`, { method: 'DELETE' }), refresh);
