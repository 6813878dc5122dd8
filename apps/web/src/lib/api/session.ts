// The signed-in account, shared by the header, the auth pages and the back-office; signing in and up
// live in features/auth/api. Type imports only: this module is in the landing page's first load and
// must not pull zod in.
import type { SessionUser, sessionUserSchema, UserRole } from '@hc/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isStaffRole as isStaffAccountRole } from '@hc/shared/staff-roles';
import type { ZodNullable } from 'zod';
import { apiRequest, type DataOf } from '../api-client';

export type { SessionUser };

export const sessionQueryKey = ['session'] as const;

/** The current account, or null when signed out: the probe answers 200 either way, so no page logs a 401. */
export async function fetchSession(): Promise<SessionUser | null> {
  const { data } = await apiRequest<DataOf<ZodNullable<typeof sessionUserSchema>>>('/api/auth/session');
  return data;
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 5 * 60_000 });

/** Every staff role (admin, manager, support, developer) may enter the back-office. */
export const isStaffRole = (role: UserRole | undefined | null): boolean => !!role && isStaffAccountRole(role);

export function useSession() {
  const query = useQuery(sessionQueryOptions());
  return { user: query.data ?? null, isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}

/**
 * Signs out and forgets everything cached for the account. `leave` runs first (e.g. navigate away), so
 * a guarded page is gone before the session turns null under it.
 */
export function useSignOut(leave?: () => void) {
  const client = useQueryClient();
  // A plain state, not useMutation: this hook is in every page's first load (the header's account
  // menu) and TanStack's mutation machinery would add 2 KB there for one request.
  const [isPending, setIsPending] = useState(false);
  const mutate = useCallback(() => {
    setIsPending(true);
    void apiRequest('/api/auth/sign-out', { method: 'POST' })
      .catch(() => undefined)
      .finally(() => {
        setIsPending(false);
        leave?.();
        client.clear();
        client.setQueryData(sessionQueryKey, null);
      });
  }, [client, leave]);
  return { mutate, isPending };
}
