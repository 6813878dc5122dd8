import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Asks for a reset link; the answer is the same whether or not an account has this address. */
export async function requestPasswordReset(input: { email: string }): Promise<void> {
  await apiRequest('/api/auth/password-forgotten', { method: 'POST', body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
