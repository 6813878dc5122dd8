import type { facilitySummarySchema } from '@hc/shared';
import { queryOptions } from '@tanstack/react-query';
import type { output } from 'zod';
import { apiRequest, type ListOf, type RequestOptions } from '../../../lib/api-client';

// The listings (one page of a filtered list). Typed by the @hc/shared contract at compile time only (the
// server validates with the same schemas): the answer is not parsed again, to keep Zod out of the first load.

/** A page of facilities (GET /api/hospitals, /api/pharmacies/on-call...). */
export type FacilityPage = output<ListOf<typeof facilitySummarySchema>>;

/** A listing's query string: its filters, sort and page. */
export type ListParams = NonNullable<RequestOptions['query']>;

/** One page of `path` (a collection, or /api/pharmacies/on-call) with its filters. */
export function listFacilities(path: string, params: ListParams, signal?: AbortSignal): Promise<FacilityPage> {
  return apiRequest<ListOf<typeof facilitySummarySchema>>(path, { query: params, signal });
}

export const facilityListQueryOptions = (path: string, params: ListParams) =>
  queryOptions({
    queryKey: ['facility-list', path, params],
    queryFn: ({ signal }) => listFacilities(path, params, signal),
    staleTime: 30_000,
  });
