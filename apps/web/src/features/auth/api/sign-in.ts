import type { SignInInput, SignInResult } from '@hc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rememberSignIn } from './remember-sign-in';

export async function signIn(input: SignInInput): Promise<SignInResult> {
  return (await apiRequest<{ data: SignInResult }>('/api/auth/sign-in', { method: 'POST', body: input })).data;
}

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({ mutationFn: signIn, onSuccess: (result) => rememberSignIn(client, result) });
}
