import type {
  AdminProfile,
  adminProfileSchema,
  loginActivitySchema,
  notificationSettingsSchema,
  otherSessionsEndedSchema,
  passwordChangeSchema,
  ProfileUpdate,
  twoFactorEnabledSchema,
  twoFactorSetupSchema,
} from '@hc/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type DataOf } from '../../../../lib/api-client';

/** Everything the back-office caches lives under this key, so sign-out can forget it in one go. */
const root = 'admin';

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: [root, 'profile'],
    queryFn: async ({ signal }) =>
      (await apiRequest<DataOf<typeof adminProfileSchema>>('/api/admin/profile', { signal })).data,
  });

export const loginActivityQueryOptions = () =>
  queryOptions({
    queryKey: [root, 'login-activity'],
    queryFn: async ({ signal }) =>
      (await apiRequest<DataOf<typeof loginActivitySchema>>('/api/admin/profile/login-activity', { signal })).data,
    staleTime: 0,
  });

/** A write that answers with the updated profile: the cached profile is replaced by it. */
function useProfileWrite<Input>(call: (input: Input) => Promise<{ data: AdminProfile }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await call(input)).data,
    onSuccess: (profile) => {
      client.setQueryData(profileQueryOptions().queryKey, profile);
      // The header and sidebar show the name and the two-factor state from the session.
      void client.invalidateQueries({ queryKey: ['session'] });
    },
  });
}

export const useUpdateProfile = () =>
  useProfileWrite((body: ProfileUpdate) =>
    apiRequest<DataOf<typeof adminProfileSchema>>('/api/admin/profile', { method: 'PATCH', body }),
  );

export const useUpdateNotifications = () =>
  useProfileWrite((body: z.infer<typeof notificationSettingsSchema>) =>
    apiRequest<DataOf<typeof adminProfileSchema>>('/api/admin/profile/notifications', { method: 'PATCH', body }),
  );

/** Turns two-factor on; the answer carries the recovery codes, shown once and never cached. */
export function useEnableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (
        await apiRequest<DataOf<typeof twoFactorEnabledSchema>>('/api/admin/profile/two-factor/enable', {
          method: 'POST',
          body: { code },
        })
      ).data,
    onSuccess: ({ profile }) => {
      client.setQueryData(profileQueryOptions().queryKey, profile);
      void client.invalidateQueries({ queryKey: ['session'] });
    },
  });
}

export const useDisableTwoFactor = () =>
  useProfileWrite((currentPassword: string) =>
    apiRequest<DataOf<typeof adminProfileSchema>>('/api/admin/profile/two-factor/disable', {
      method: 'POST',
      body: { currentPassword },
    }),
  );

export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: async () =>
      (await apiRequest<DataOf<typeof twoFactorSetupSchema>>('/api/admin/profile/two-factor/setup', { method: 'POST' }))
        .data,
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof passwordChangeSchema>) =>
      apiRequest('/api/admin/profile/password', { method: 'POST', body }),
    // Other sessions were ended by the server.
    onSuccess: () => client.invalidateQueries({ queryKey: loginActivityQueryOptions().queryKey }),
  });
}

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest(`/api/admin/profile/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: loginActivityQueryOptions().queryKey }),
  });
}

/** Issue 36: ends every session of the account but this one; the list is read again. */
export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest<DataOf<typeof otherSessionsEndedSchema>>('/api/admin/profile/sessions/end-others', {
          method: 'POST',
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: loginActivityQueryOptions().queryKey }),
  });
}

/** Issue 36: new recovery codes after the password (the earlier ones stop working); shown once, never cached. */
export function useRenewRecoveryCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (currentPassword: string) =>
      (
        await apiRequest<DataOf<typeof twoFactorEnabledSchema>>('/api/admin/profile/two-factor/recovery-codes', {
          method: 'POST',
          body: { currentPassword },
        })
      ).data,
    onSuccess: ({ profile }) => client.setQueryData(profileQueryOptions().queryKey, profile),
  });
}
