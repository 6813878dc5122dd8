import type { SignInResult, signInResultSchema, SignUpInput } from '@hc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rememberSignIn } from './remember-sign-in';

export async function signUp(input: SignUpInput): Promise<SignInResult> {
  return (await apiRequest<typeof signInResultSchema>('/api/auth/sign-up', { method: 'POST', body: input })).data;
}

export function useSignUp() {
  const client = useQueryClient();
  return useMutation({ mutationFn: signUp, onSuccess: (result) => rememberSignIn(client, result) });
}
