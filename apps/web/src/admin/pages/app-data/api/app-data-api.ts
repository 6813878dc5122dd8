import type { AppAnalyticsQuery, appAnalyticsSchema, crashReportSchema, CrashStatus } from '@hc/shared';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { refreshSection, requestData, useSectionMutation } from '../../../api/section-queries';

// The app analytics (issue 13): `GET /api/admin/analytics/app` and the crash reports' status
// (`PATCH /api/admin/analytics/crashes/{id}`), cached under ['admin', 'analytics', 'app', …] so
// sign-out forgets them with the rest of 'admin'.
export const appAnalyticsKey = ['admin', 'analytics', 'app'] as const;
const path = '/api/admin/analytics/app';

/** The query string: the defaults (this week, every platform) left out, so URLs and cache keys stay short. */
export const appAnalyticsRequestQuery = (query: AppAnalyticsQuery) => ({
  period: query.period === 'week' ? undefined : query.period,
  platform: query.platform === 'all' ? undefined : query.platform,
});

/** The figures of one period and platform; the previous filter's stay shown while the next loads. */
export const appAnalyticsQueryOptions = (query: AppAnalyticsQuery) => {
  const request = appAnalyticsRequestQuery(query);
  return queryOptions({
    queryKey: [...appAnalyticsKey, request],
    queryFn: ({ signal }) => requestData<typeof appAnalyticsSchema>(path, { query: request, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
};

const refresh = (client: QueryClient) => refreshSection(client, appAnalyticsKey);

/**
 * Marks a crash report Resolved or Open. Not optimistic: the table shows the new status once the
 * server has saved it and the figures have been fetched again.
 */
export const useSetCrashStatus = () =>
  useSectionMutation(
    ({ id, status }: { id: number; status: CrashStatus }) =>
      requestData<typeof crashReportSchema>(`/api/admin/analytics/crashes/${id}`, {
        method: 'PATCH',
        body: { status },
      }),
    refresh,
  );
