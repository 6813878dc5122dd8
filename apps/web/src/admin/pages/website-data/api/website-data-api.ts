import type { WebsiteAnalyticsQuery, websiteAnalyticsSchema } from '@hc/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { requestData } from '../../../api/section-queries';

// The website analytics (issue 13): `GET /api/admin/analytics/website`, cached under
// ['admin', 'analytics', 'website', …] so sign-out forgets it with the rest of 'admin'.
export const websiteAnalyticsKey = ['admin', 'analytics', 'website'] as const;
const path = '/api/admin/analytics/website';

/** The real-time slots move on: the figures are asked again every minute while the page is shown. */
export const ANALYTICS_REFRESH_MS = 60_000;

/** The query string: the defaults (this week, every page) left out, so URLs and cache keys stay short. */
export const websiteAnalyticsRequestQuery = (query: WebsiteAnalyticsQuery) => ({
  period: query.period === 'week' ? undefined : query.period,
  page: query.page === 'all' ? undefined : query.page,
});

/** The figures of one period and part of the site; the previous filter's stay shown while the next loads. */
export const websiteAnalyticsQueryOptions = (query: WebsiteAnalyticsQuery) => {
  const request = websiteAnalyticsRequestQuery(query);
  return queryOptions({
    queryKey: [...websiteAnalyticsKey, request],
    queryFn: ({ signal }) => requestData<typeof websiteAnalyticsSchema>(path, { query: request, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: ANALYTICS_REFRESH_MS,
  });
};
