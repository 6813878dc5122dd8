import type { LogsQuery, logsResponseSchema } from '@hc/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { listExportUrl } from '../../../list-kit/export-button';

/** The query string of a logs request: defaults left out, so the URLs stay short and the cache keys stable. */
export const logsRequestQuery = (query: LogsQuery) => ({
  page: query.page > 1 ? query.page : undefined,
  q: query.q || undefined,
  level: query.level,
  source: query.source,
  range: query.range === 'all' ? undefined : query.range,
  order: query.order === 'asc' ? 'asc' : undefined,
});

/** The CSV of every log the filters select (all pages): the same filters as the list, without the page. */
export const logsExportUrl = (query: LogsQuery) => listExportUrl('/api/admin/logs/export', logsRequestQuery(query));

export const logsQueryOptions = (query: LogsQuery) => {
  const request = logsRequestQuery(query);
  return queryOptions({
    queryKey: ['admin', 'logs', request],
    queryFn: ({ signal }) => apiRequest<typeof logsResponseSchema>('/api/admin/logs', { query: request, signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
};
