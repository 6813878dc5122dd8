import type { Division, divisionSchema, Region, regionSchema, Subdivision, subdivisionSchema } from '@hc/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type ArrayOf, type DataOf } from '../api-client';

// Regions → divisions → subdivisions: the location filters of the search panel, the listings and the
// back-office. Types come from @hc/shared (the server validates with the same schemas); the answers
// are not parsed again here, to keep Zod out of the first-load JavaScript.

/** Reference data changes with a new import only: keep it for a day. */
const REFERENCE_STALE_TIME = 24 * 60 * 60 * 1000;

export function getRegions(signal?: AbortSignal): Promise<Region[]> {
  return apiRequest<DataOf<ArrayOf<typeof regionSchema>>>('/api/regions', { signal }).then((r) => r.data);
}

/** The divisions of one region. */
export function getDivisions(region: number, signal?: AbortSignal): Promise<Division[]> {
  return apiRequest<DataOf<ArrayOf<typeof divisionSchema>>>('/api/divisions', { query: { region }, signal }).then(
    (r) => r.data,
  );
}

/** The subdivisions of one division. */
export function getSubdivisions(division: number, signal?: AbortSignal): Promise<Subdivision[]> {
  return apiRequest<DataOf<ArrayOf<typeof subdivisionSchema>>>('/api/subdivisions', {
    query: { division },
    signal,
  }).then((r) => r.data);
}

export const regionsQueryOptions = () =>
  queryOptions({
    queryKey: ['regions'],
    queryFn: ({ signal }) => getRegions(signal),
    staleTime: REFERENCE_STALE_TIME,
  });

/** Waits (disabled) until a region is chosen. */
export const divisionsQueryOptions = (region: number | undefined) =>
  queryOptions({
    queryKey: ['divisions', region],
    queryFn: ({ signal }) => getDivisions(region!, signal),
    enabled: region !== undefined,
    staleTime: REFERENCE_STALE_TIME,
  });

/** Waits (disabled) until a division is chosen. */
export const subdivisionsQueryOptions = (division: number | undefined) =>
  queryOptions({
    queryKey: ['subdivisions', division],
    queryFn: ({ signal }) => getSubdivisions(division!, signal),
    enabled: division !== undefined,
    staleTime: REFERENCE_STALE_TIME,
  });
