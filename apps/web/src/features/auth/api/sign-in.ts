import type { SignInInput, SignInResult, signInResultSchema } from '@hc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rememberSignIn } from './remember-sign-in';

export async function signIn(input: SignInInput): Promise<SignInResult> {
  return (await apiRequest<typeof signInResultSchema>('/api/auth/sign-in', { method: 'POST', body: input })).data;
}

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({ mutationFn: signIn, onSuccess: (result) => rememberSignIn(client, result) });
}
