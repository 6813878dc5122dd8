import type { overviewSchema } from '@hc/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type DataOf } from '../../../../lib/api-client';

/** The back-office's first page (GET /api/admin/overview), under 'admin' like everything it caches. */
export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'overview'],
    queryFn: async ({ signal }) =>
      (await apiRequest<DataOf<typeof overviewSchema>>('/api/admin/overview', { signal })).data,
  });
