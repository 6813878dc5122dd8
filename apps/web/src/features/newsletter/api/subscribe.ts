import type { NewsletterSignupInput, NewsletterSignupResponse, newsletterSignupResponseSchema } from '@hc/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function subscribeToNewsletter(input: NewsletterSignupInput): Promise<NewsletterSignupResponse> {
  return apiRequest<typeof newsletterSignupResponseSchema>('/api/newsletter', { method: 'POST', body: input });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
