import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Sets a new password with the token of a reset link. */
export async function resetPassword(input: { token: string; password: string }): Promise<void> {
  await apiRequest('/api/auth/password-reset', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
