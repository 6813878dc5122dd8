import {
  SEARCH_PAGE_MAX,
  type FacilityCategory,
  type FacilityDetail,
  type FacilitySummary,
  type ListMeta,
  type SearchResponse,
  type SearchType,
} from '@hc/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

// Facility reads shared by the landing page (featured), the search panel, the listings and the detail
// pages. Types come from @hc/shared (the server validates with the same schemas); the answers are not
// parsed again here, to keep Zod out of the first-load JavaScript.

export type Paged<T> = { data: T[]; meta: ListMeta };

/** The collection endpoint of each facility type. */
export const collectionPath: Record<FacilityCategory, string> = {
  hospital: '/api/hospitals',
  pharmacy: '/api/pharmacies',
  laboratory: '/api/laboratories',
};

// Featured (landing page carousel) ----------------------------------------------------------------

export function getFeaturedFacilities(category: FacilityCategory, signal?: AbortSignal): Promise<FacilitySummary[]> {
  return apiRequest<{ data: FacilitySummary[] }>(`${collectionPath[category]}/featured`, { signal }).then(
    (r) => r.data,
  );
}

export const featuredQueryOptions = (category: FacilityCategory) =>
  queryOptions({
    queryKey: ['featured', category],
    queryFn: ({ signal }) => getFeaturedFacilities(category, signal),
  });

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

// Listings (one page of a filtered list) ----------------------------------------------------------

export type ListParams = Record<string, string | number | boolean | undefined>;

/** One page of `path` (a collection, or /api/pharmacies/on-call) with its filters. */
export function listFacilities(
  path: string,
  params: ListParams,
  signal?: AbortSignal,
): Promise<Paged<FacilitySummary>> {
  return apiRequest<Paged<FacilitySummary>>(path, { query: params, signal });
}

export const facilityListQueryOptions = (path: string, params: ListParams) =>
  queryOptions({
    queryKey: ['facility-list', path, params],
    queryFn: ({ signal }) => listFacilities(path, params, signal),
    staleTime: 30_000,
  });

// Detail -------------------------------------------------------------------------------------------

/** One facility; without a category, whatever its type (GET /api/facilities/{id}). */
export function getFacility(
  category: FacilityCategory | undefined,
  id: number,
  signal?: AbortSignal,
): Promise<FacilityDetail> {
  const collection = category ? collectionPath[category] : '/api/facilities';
  return apiRequest<{ data: FacilityDetail }>(`${collection}/${id}`, { signal }).then((r) => r.data);
}

export const facilityQueryOptions = (category: FacilityCategory | undefined, id: number) =>
  queryOptions({
    queryKey: ['facility', category ?? 'any', id],
    queryFn: ({ signal }) => getFacility(category, id, signal),
  });
