import type { FacilityCategory, FacilityDetail, facilityDetailSchema } from '@hc/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type DataOf } from '../../../lib/api-client';
import { collectionPath } from '../../../lib/facility-routes';

// The detail page's facility. Typed by the @hc/shared contract at compile time only (the server validates
// with the same schemas): the answer is not parsed again, to keep Zod out of the first load.

/** One facility; without a category, whatever its type (GET /api/facilities/{id}). */
export function getFacility(
  category: FacilityCategory | undefined,
  id: number,
  signal?: AbortSignal,
): Promise<FacilityDetail> {
  const collection = category ? collectionPath[category] : '/api/facilities';
  return apiRequest<DataOf<typeof facilityDetailSchema>>(`${collection}/${id}`, { signal }).then((r) => r.data);
}

export const facilityQueryOptions = (category: FacilityCategory | undefined, id: number) =>
  queryOptions({
    queryKey: ['facility', category ?? 'any', id],
    queryFn: ({ signal }) => getFacility(category, id, signal),
  });
