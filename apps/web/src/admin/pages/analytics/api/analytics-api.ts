import type {
  AdminAnalyticsPeriod,
  analyticsDoctorChoicesSchema,
  bookingAnalyticsSchema,
  doctorAnalyticsSchema,
  patientAnalyticsSchema,
  userAnalyticsSchema,
} from '@hc/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { requestData } from '../../../api/section-queries';
import { analyticsKey } from './registrations-api';

// The Analytics tabs' figures (GET /api/admin/analytics/{users,doctors,patients,bookings}), cached under
// ['admin', 'analytics', 'figures', …] with the incomplete registrations.
export const analyticsApiPath = '/api/admin/analytics';

/** What the tabs are counted over: the period, a region id and (the Doctors tab only) a doctor id. */
export type FigureFilters = { period: AdminAnalyticsPeriod; region?: number | undefined; doctor?: number | undefined };

/** Each tab's contract. */
type FiguresOf = {
  users: typeof userAnalyticsSchema;
  doctors: typeof doctorAnalyticsSchema;
  patients: typeof patientAnalyticsSchema;
  bookings: typeof bookingAnalyticsSchema;
};
export type FiguresTab = keyof FiguresOf;

/**
 * One tab's figures. Defaults are left out of the request (all time, every region); while new filters
 * load, the previous figures of the same tab stay shown (dimmed), never another tab's.
 */
export const figuresQueryOptions = <Tab extends FiguresTab>(tab: Tab, filters: FigureFilters, enabled = true) => {
  const request = {
    period: filters.period === 'all' ? undefined : filters.period,
    region: filters.region,
    doctor: tab === 'doctors' ? filters.doctor : undefined,
  };
  return queryOptions({
    queryKey: [...analyticsKey, 'figures', tab, request],
    queryFn: ({ signal }) =>
      requestData<Extract<FiguresOf[Tab], ZodType>>(`${analyticsApiPath}/${tab}`, { query: request, signal }),
    enabled,
    staleTime: 0,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === tab ? previous : undefined),
  });
};

/** Doctors whose name holds the text, or whose id it is (the Doctors tab's filter); nothing before a search. */
export const analyticsDoctorChoicesQueryOptions = (text: string) =>
  queryOptions({
    queryKey: [...analyticsKey, 'doctor-choices', text],
    queryFn: ({ signal }) =>
      requestData<typeof analyticsDoctorChoicesSchema.shape.data>(`${analyticsApiPath}/doctor-choices`, {
        query: { q: text },
        signal,
      }),
    enabled: text.trim().length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
