// The signed-in account, shared by the header, the auth pages and the back-office. Type imports only:
// this module is in the landing page's first load and must not pull zod in.
import type { SessionUser, SignInInput, SignInResult, SignUpInput, UserRole } from '@hc/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export type { SessionUser };

export const sessionQueryKey = ['session'] as const;

/** The current account, or null when signed out: the probe answers 200 either way, so no page logs a 401. */
export async function fetchSession(): Promise<SessionUser | null> {
  const { data } = await apiRequest<{ data: SessionUser | null }>('/api/auth/session');
  return data;
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 5 * 60_000 });

/** Staff and admins may enter the back-office. */
export const isStaffRole = (role: UserRole | undefined | null): boolean => role === 'admin' || role === 'staff';

export function useSession() {
  const query = useQuery(sessionQueryOptions());
  return { user: query.data ?? null, isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}

function rememberSignIn(client: QueryClient, result: SignInResult) {
  if (result.status === 'signed_in') client.setQueryData(sessionQueryKey, result.user);
}

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput) =>
      (await apiRequest<{ data: SignInResult }>('/api/auth/sign-in', { method: 'POST', body: input })).data,
    onSuccess: (result) => rememberSignIn(client, result),
  });
}

export function useSignInTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (
        await apiRequest<{ data: SignInResult }>('/api/auth/sign-in/two-factor', {
          method: 'POST',
          body: { code },
        })
      ).data,
    onSuccess: (result) => rememberSignIn(client, result),
  });
}

export function useSignUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput) =>
      (await apiRequest<{ data: SignInResult }>('/api/auth/sign-up', { method: 'POST', body: input })).data,
    onSuccess: (result) => rememberSignIn(client, result),
  });
}

/**
 * Signs out and forgets everything cached for the account. `leave` runs first (e.g. navigate away), so
 * a guarded page is gone before the session turns null under it.
 */
export function useSignOut(leave?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>('/api/auth/sign-out', { method: 'POST' }),
    onSettled: () => {
      leave?.();
      client.clear();
      client.setQueryData(sessionQueryKey, null);
    },
  });
}
