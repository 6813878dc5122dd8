import type { Specialty, specialtySchema } from '@hc/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type ArrayOf, type DataOf } from '../api-client';

/** Reference data changes with a new import only: keep it for a day. */
const REFERENCE_STALE_TIME = 24 * 60 * 60 * 1000;

/** The medical specialties (GET /api/specialties): the hospital filters. */
export function getSpecialties(signal?: AbortSignal): Promise<Specialty[]> {
  return apiRequest<DataOf<ArrayOf<typeof specialtySchema>>>('/api/specialties', { signal }).then((r) => r.data);
}

export const specialtiesQueryOptions = () =>
  queryOptions({
    queryKey: ['specialties'],
    queryFn: ({ signal }) => getSpecialties(signal),
    staleTime: REFERENCE_STALE_TIME,
  });
