import {
  SEARCH_PAGE_MAX,
  type nearSchema,
  type SearchQuery,
  type SearchResponse,
  type searchResponseSchema,
} from '@hc/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { input } from 'zod';
import { apiRequest } from '../../../lib/api-client';

// Name search (GET /api/search) -------------------------------------------------------------------

/**
 * A name search as the page sends it, from its contract (`searchQuerySchema`): the text, the type and the
 * place; `page` is added by "Show more", `near` ("lat,lng") once the visitor is located.
 */
export type SearchRequest = Pick<SearchQuery, 'q' | 'type' | 'region' | 'division' | 'subdivision'> &
  Partial<Pick<SearchQuery, 'limit'>> & { near?: input<typeof nearSchema> };

export function searchFacilities(
  params: SearchRequest & { page?: number },
  signal?: AbortSignal,
): Promise<SearchResponse> {
  return apiRequest<typeof searchResponseSchema>('/api/search', { query: params, signal });
}

/** Whether some group of this answer has more matches than the pages loaded so far. */
export function searchHasMore({ meta }: SearchResponse): boolean {
  const loaded = meta.page * meta.limit;
  return meta.page < SEARCH_PAGE_MAX && Object.values(meta.totals).some((total) => total > loaded);
}

/**
 * Keyed by the whole search, so an older answer never replaces a newer one. Waits for a query.
 * Each "Show more" loads the next page of every group that has one.
 */
export const searchQueryOptions = (params: SearchRequest) =>
  infiniteQueryOptions({
    queryKey: ['search', params],
    queryFn: ({ signal, pageParam }) => searchFacilities({ ...params, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: SearchResponse) => (searchHasMore(last) ? last.meta.page + 1 : undefined),
    enabled: params.q.length > 0,
    staleTime: 30_000,
  });

/**
 * How many match in each group with no type: asked only when a narrowed search found nothing, to say
 * "3 pharmacies match" (issue 34). One result a group is enough, the totals count every match.
 */
export const searchTotalsQueryOptions = (params: Omit<SearchRequest, 'type' | 'near' | 'limit'>) =>
  queryOptions({
    queryKey: ['search', 'totals', params],
    queryFn: ({ signal }) => searchFacilities({ ...params, limit: 1 }, signal),
    select: (answer: SearchResponse) => answer.meta.totals,
    enabled: params.q.length > 0,
    staleTime: 30_000,
  });
