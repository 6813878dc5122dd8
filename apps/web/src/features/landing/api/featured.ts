import type { FacilityCategory, FacilitySummary, facilitySummarySchema } from '@hc/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type ArrayOf, type DataOf } from '../../../lib/api-client';
import { collectionPath } from '../../../lib/facility-routes';

// The landing page's featured carousel. Typed by the @hc/shared contract at compile time only (the server
// validates with the same schemas): the answer is not parsed again, to keep Zod out of the first load.

export function getFeaturedFacilities(category: FacilityCategory, signal?: AbortSignal): Promise<FacilitySummary[]> {
  return apiRequest<DataOf<ArrayOf<typeof facilitySummarySchema>>>(`${collectionPath[category]}/featured`, {
    signal,
  }).then((r) => r.data);
}

export const featuredQueryOptions = (category: FacilityCategory) =>
  queryOptions({
    queryKey: ['featured', category],
    queryFn: ({ signal }) => getFeaturedFacilities(category, signal),
  });
