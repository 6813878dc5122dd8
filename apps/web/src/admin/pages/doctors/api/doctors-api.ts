import type {
  AdminDoctor,
  AdminDoctorCreate,
  AdminDoctorListQuery,
  adminDoctorListSchema,
  adminDoctorSchema,
  AdminDoctorUpdate,
  ApiError,
} from '@hc/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiClientError, apiRequest } from '../../../../lib/api-client';
import {
  listQueryOptions,
  listRequestQuery,
  recordQueryOptions,
  refreshSection,
  requestData,
  useSectionMutation,
} from '../../../api/section-queries';

// The back-office Doctors section. Everything is cached under ['admin', 'doctors', …]: one
// invalidation refreshes the list and the record after any change (sign-out forgets it with 'admin').
export const doctorsKey = ['admin', 'doctors'] as const;
export const doctorsApiPath = '/api/admin/doctors';

/** The query string of a list request: defaults left out, so URLs stay short and cache keys stable. */
export const doctorsRequestQuery = (query: AdminDoctorListQuery) =>
  listRequestQuery(
    query,
    {
      status: query.status,
      specialty: query.specialty,
      region: query.region,
      division: query.division,
      subdivision: query.subdivision,
    },
    { sort: 'name', order: 'asc' },
  );

export const doctorsQueryOptions = (query: AdminDoctorListQuery) =>
  listQueryOptions<typeof adminDoctorListSchema>(doctorsKey, doctorsApiPath, doctorsRequestQuery(query));

export const doctorQueryOptions = (id: number) =>
  recordQueryOptions<typeof adminDoctorSchema>(doctorsKey, `${doctorsApiPath}/${id}`, id);

/** The public hospital pages and the doctor search show doctors too: mark them stale. */
const publicKeys = [['facility'], ['facility-list'], ['search'], ['doctors']] as const;

const refreshAfterChange = (client: QueryClient) => refreshSection(client, doctorsKey, publicKeys);

export const useCreateDoctor = () =>
  useSectionMutation(
    (input: AdminDoctorCreate) =>
      requestData<typeof adminDoctorSchema>(doctorsApiPath, { method: 'POST', body: input }),
    refreshAfterChange,
  );

export const useUpdateDoctor = () =>
  useSectionMutation(
    ({ id, ...input }: AdminDoctorUpdate & { id: number }) =>
      requestData<typeof adminDoctorSchema>(`${doctorsApiPath}/${id}`, { method: 'PATCH', body: input }),
    refreshAfterChange,
  );

export const useApproveDoctor = () =>
  useSectionMutation(
    (id: number) => requestData<typeof adminDoctorSchema>(`${doctorsApiPath}/${id}/approve`, { method: 'POST' }),
    refreshAfterChange,
  );

export const useDeleteDoctor = () =>
  useSectionMutation((id: number) => apiRequest(`${doctorsApiPath}/${id}`, { method: 'DELETE' }), refreshAfterChange);

export type VerifyInput = { id: number; idNumber: string; licenceNumber: string; front?: File; back?: File };

/**
 * Verify Doctor: a multipart upload (the JSON client cannot send files). Failures become the same
 * ApiClientError as every other call, so the field codes (`not_an_image`, `file_too_large`) land on
 * their fields.
 */
export async function verifyDoctor(input: VerifyInput): Promise<AdminDoctor> {
  const form = new FormData();
  form.set('idNumber', input.idNumber);
  form.set('licenceNumber', input.licenceNumber);
  if (input.front) form.set('front', input.front);
  if (input.back) form.set('back', input.back);
  let response: Response;
  try {
    response = await fetch(`${doctorsApiPath}/${input.id}/verify`, {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiClientError('network', 'Could not connect to server');
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as ApiError | null;
    throw new ApiClientError(
      'server',
      payload?.error?.message ?? 'Unknown error',
      response.status,
      payload?.error?.code,
      payload?.error?.fields,
      payload?.error?.requestId,
    );
  }
  return ((await response.json()) as { data: AdminDoctor }).data;
}

export const useVerifyDoctor = () => useSectionMutation(verifyDoctor, refreshAfterChange);

/** The stored ID image (served to staff only, never cached). */
export const doctorDocumentUrl = (id: number, side: 'front' | 'back', uploadedAt: string) =>
  `${doctorsApiPath}/${id}/documents/${side}?v=${encodeURIComponent(uploadedAt)}`;
