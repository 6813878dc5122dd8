import type { outboxListSchema, OutboxQuery } from '@hc/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

export const outboxKey = ['admin', 'outbox'] as const;

export const outboxQueryOptions = (query: OutboxQuery) => {
  const request = { page: query.page > 1 ? query.page : undefined, q: query.q || undefined };
  return queryOptions({
    queryKey: [...outboxKey, request],
    queryFn: ({ signal }) => apiRequest<typeof outboxListSchema>('/api/admin/outbox', { query: request, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
};
