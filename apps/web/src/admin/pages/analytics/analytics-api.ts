import type {
  AdminAnalyticsPeriod,
  AnalyticsDoctorRef,
  BookingAnalytics,
  DoctorAnalytics,
  PatientAnalytics,
  UserAnalytics,
} from '@hc/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { requestData } from '../../list-kit';
import { analyticsKey } from './registrations-api';

// The Analytics tabs' figures (GET /api/admin/analytics/{users,doctors,patients,bookings}), cached under
// ['admin', 'analytics', 'figures', …] with the incomplete registrations.
export const analyticsApiPath = '/api/admin/analytics';

/** What the tabs are counted over: the period, a region id and (the Doctors tab only) a doctor id. */
export type FigureFilters = { period: AdminAnalyticsPeriod; region?: number | undefined; doctor?: number | undefined };

type FiguresOf = {
  users: UserAnalytics;
  doctors: DoctorAnalytics;
  patients: PatientAnalytics;
  bookings: BookingAnalytics;
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
    queryFn: ({ signal }) => requestData<FiguresOf[Tab]>(`${analyticsApiPath}/${tab}`, { query: request, signal }),
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
      requestData<AnalyticsDoctorRef[]>(`${analyticsApiPath}/doctor-choices`, { query: { q: text }, signal }),
    enabled: text.trim().length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
