import type { onCallAlternativesSchema } from '@hc/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type DataOf } from '../../../lib/api-client';
import type { ListParams } from './facility-list';

/**
 * Where no pharmacy on call is published (GET /api/pharmacies/on-call/alternatives): pharmacies open by
 * their hours, those open around the clock, hospitals with an emergency service.
 */
export const onCallAlternativesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['on-call-alternatives', params],
    queryFn: ({ signal }) =>
      apiRequest<DataOf<typeof onCallAlternativesSchema>>('/api/pharmacies/on-call/alternatives', {
        query: params,
        signal,
      }).then((answer) => answer.data),
    staleTime: 30_000,
  });
