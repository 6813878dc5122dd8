import type { AdminProfile, LoginActivity, LogEntry, LogsQuery, Overview } from '@hc/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { listExportUrl } from '../list-kit/export-button';

/** Everything the back-office caches lives under this key, so sign-out can forget it in one go. */
const root = 'admin';

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: [root, 'overview'],
    queryFn: async ({ signal }) => (await apiRequest<{ data: Overview }>('/api/admin/overview', { signal })).data,
  });

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: [root, 'profile'],
    queryFn: async ({ signal }) => (await apiRequest<{ data: AdminProfile }>('/api/admin/profile', { signal })).data,
  });

export const loginActivityQueryOptions = () =>
  queryOptions({
    queryKey: [root, 'login-activity'],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: LoginActivity }>('/api/admin/profile/login-activity', { signal })).data,
    staleTime: 0,
  });

export type LogsPage = {
  data: LogEntry[];
  meta: {
    total: number;
    page: number;
    pageSize: number;
    counters: { total: number; errors: number; warnings: number; success: number; info: number };
  };
};

/** The query string of a logs request: defaults left out, so the URLs stay short and the cache keys stable. */
export const logsRequestQuery = (query: LogsQuery) => ({
  page: query.page > 1 ? query.page : undefined,
  q: query.q || undefined,
  level: query.level,
  source: query.source,
  range: query.range === 'all' ? undefined : query.range,
  order: query.order === 'asc' ? 'asc' : undefined,
});

/** The CSV of every log the filters select (all pages): the same filters as the list, without the page. */
export const logsExportUrl = (query: LogsQuery) => listExportUrl('/api/admin/logs/export', logsRequestQuery(query));

export const logsQueryOptions = (query: LogsQuery) => {
  const request = logsRequestQuery(query);
  return queryOptions({
    queryKey: [root, 'logs', request],
    queryFn: ({ signal }) => apiRequest<LogsPage>('/api/admin/logs', { query: request, signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
};

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

export type ProfileInput = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  department: string | null;
  /** Only when the email changes: the server asks for the current password then. */
  currentPassword?: string;
};

export const useUpdateProfile = () =>
  useProfileWrite((body: ProfileInput) => apiRequest('/api/admin/profile', { method: 'PATCH', body }));

export const useUpdateNotifications = () =>
  useProfileWrite((body: Pick<AdminProfile, 'emailNotifications' | 'smsNotifications' | 'loginAlerts'>) =>
    apiRequest('/api/admin/profile/notifications', { method: 'PATCH', body }),
  );

/** Turns two-factor on; the answer carries the recovery codes, shown once and never cached. */
export function useEnableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (
        await apiRequest<{ data: { profile: AdminProfile; recoveryCodes: string[] } }>(
          '/api/admin/profile/two-factor/enable',
          { method: 'POST', body: { code } },
        )
      ).data,
    onSuccess: ({ profile }) => {
      client.setQueryData(profileQueryOptions().queryKey, profile);
      void client.invalidateQueries({ queryKey: ['session'] });
    },
  });
}

export const useDisableTwoFactor = () =>
  useProfileWrite((currentPassword: string) =>
    apiRequest('/api/admin/profile/two-factor/disable', { method: 'POST', body: { currentPassword } }),
  );

export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest<{ data: { secret: string; otpauthUrl: string; qrSvg: string } }>(
          '/api/admin/profile/two-factor/setup',
          { method: 'POST' },
        )
      ).data,
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
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
