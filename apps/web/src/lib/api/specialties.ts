import type { Specialty } from '@hc/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** Reference data changes with a new import only: keep it for a day. */
const REFERENCE_STALE_TIME = 24 * 60 * 60 * 1000;

/** The medical specialties (GET /api/specialties): the hospital filters. */
export function getSpecialties(signal?: AbortSignal): Promise<Specialty[]> {
  return apiRequest<{ data: Specialty[] }>('/api/specialties', { signal }).then((r) => r.data);
}

export const specialtiesQueryOptions = () =>
  queryOptions({
    queryKey: ['specialties'],
    queryFn: ({ signal }) => getSpecialties(signal),
    staleTime: REFERENCE_STALE_TIME,
  });
