import type { InvitationAccept, invitationInfoSchema } from '@hc/shared';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Who a link invites; fails with the field error `invalid_invitation_link` when it does not work. */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: async ({ signal }) =>
      (await apiRequest<typeof invitationInfoSchema>(`/api/auth/invitations/${encodeURIComponent(token)}`, { signal }))
        .data,
    retry: false,
    staleTime: Infinity,
  });

/** Sets the first password from the link; the account becomes active. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: async (input: InvitationAccept) => {
      await apiRequest('/api/auth/invitations/accept', { method: 'POST', body: input });
    },
  });
}
