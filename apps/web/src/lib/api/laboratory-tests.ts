import type { LabTest, labTestSchema } from '@hc/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type ArrayOf, type DataOf } from '../api-client';

/** Reference data changes with a new import only: keep it for a day. */
const REFERENCE_STALE_TIME = 24 * 60 * 60 * 1000;

/** The laboratory tests (GET /api/laboratory-tests): the laboratory filters. */
export function getLabTests(signal?: AbortSignal): Promise<LabTest[]> {
  return apiRequest<DataOf<ArrayOf<typeof labTestSchema>>>('/api/laboratory-tests', { signal }).then((r) => r.data);
}

export const labTestsQueryOptions = () =>
  queryOptions({
    queryKey: ['laboratory-tests'],
    queryFn: ({ signal }) => getLabTests(signal),
    staleTime: REFERENCE_STALE_TIME,
  });
