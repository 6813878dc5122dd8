import type { SignInResult, signInResultSchema } from '@hc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rememberSignIn } from './remember-sign-in';

/** The second step of a sign-in, for an account with two-factor authentication on. */
export async function signInTwoFactor(input: { code: string }): Promise<SignInResult> {
  return (await apiRequest<typeof signInResultSchema>('/api/auth/sign-in/two-factor', { method: 'POST', body: input }))
    .data;
}

export function useSignInTwoFactor() {
  const client = useQueryClient();
  return useMutation({ mutationFn: signInTwoFactor, onSuccess: (result) => rememberSignIn(client, result) });
}
