import type { FacilityCategory, FacilityDetail, FacilitySummary, ListMeta } from '@hc/shared';
import { queryOptions } from '@tanstack/react-query';
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
