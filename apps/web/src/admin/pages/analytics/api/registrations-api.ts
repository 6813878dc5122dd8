import type { incompleteRegistrationListSchema, RegistrationKind } from '@hc/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { refreshSection, useSectionMutation } from '../../../api/section-queries';

// The analytics' incomplete registrations (spec 02 "Admin analytics"), cached under
// ['admin', 'analytics', …] so sign-out forgets them with the rest of 'admin'.
export const analyticsKey = ['admin', 'analytics'] as const;
const incompleteKey = [...analyticsKey, 'incomplete'] as const;
const path = '/api/admin/registrations/incomplete';

/**
 * One page of one kind, newest first. While another page of the same kind loads its rows stay shown;
 * another tab starts from its own loading state rather than showing the previous tab's accounts.
 */
export const incompleteRegistrationsQueryOptions = (kind: RegistrationKind, page: number) => {
  const request = { kind, page: page > 1 ? page : undefined };
  return queryOptions({
    queryKey: [...incompleteKey, request],
    queryFn: ({ signal }) => apiRequest<typeof incompleteRegistrationListSchema>(path, { query: request, signal }),
    staleTime: 0,
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[3] as typeof request | undefined)?.kind === kind ? previous : undefined,
  });
};

// A deleted account also leaves the Patients and Doctors lists: theirs are refetched on their next visit.
const refresh = (client: QueryClient) =>
  refreshSection(client, analyticsKey, [
    ['admin', 'patients'],
    ['admin', 'doctors'],
  ]);

/** Deletes an account whose registration is not complete (admin only; 409 once it is complete). */
export const useDeleteIncompleteRegistration = () =>
  useSectionMutation((id: number) => apiRequest(`${path}/${id}`, { method: 'DELETE' }), refresh);
