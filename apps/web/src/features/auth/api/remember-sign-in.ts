import type { SignInResult } from '@hc/shared';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../../../lib/api/session';

/** A finished sign-in (or sign-up) is the new session: the header and the guard see it at once. */
export function rememberSignIn(client: QueryClient, result: SignInResult) {
  if (result.status === 'signed_in') client.setQueryData(sessionQueryKey, result.user);
}
