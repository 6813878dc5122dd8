import { SEARCH_PAGE_MAX, type SearchResponse, type SearchType } from '@hc/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

// Name search (GET /api/search) -------------------------------------------------------------------

export type SearchParams = {
  q: string;
  type: SearchType;
  region?: number | undefined;
  division?: number | undefined;
  subdivision?: number | undefined;
  limit?: number;
};

export function searchFacilities(
  params: SearchParams & { page?: number },
  signal?: AbortSignal,
): Promise<SearchResponse> {
  return apiRequest<SearchResponse>('/api/search', { query: params, signal });
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
export const searchQueryOptions = (params: SearchParams) =>
  infiniteQueryOptions({
    queryKey: ['search', params],
    queryFn: ({ signal, pageParam }) => searchFacilities({ ...params, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: SearchResponse) => (searchHasMore(last) ? last.meta.page + 1 : undefined),
    enabled: params.q.length > 0,
    staleTime: 30_000,
  });
