// The back-office Analytics' four tabs (spec 02 "Admin analytics", issue 13): Users & Platform, Doctors,
// Patients, Bookings & Finance, each figure counted from the records (docs/decisions/2026-11-24-admin-analytics.md).
import { z } from 'zod';
import { ADMIN_SEARCH_MAX } from '../limits';
import { notCollectedSchema } from './analytics';
import { idSchema } from './common';
import { localizedRefSchema } from './location';

/** Spec 02: all-time, yearly, monthly, weekly, daily: the Douala calendar year, month, week or day so far. */
export const adminAnalyticsPeriods = ['all', 'year', 'month', 'week', 'day'] as const;
export type AdminAnalyticsPeriod = (typeof adminAnalyticsPeriods)[number];

/** GET /api/admin/analytics/{users,patients,bookings}: the period and one region (none: every region). */
export const adminAnalyticsQuerySchema = z.object({
  period: z.enum(adminAnalyticsPeriods).default('all'),
  region: idSchema.optional(),
});
export type AdminAnalyticsQuery = z.infer<typeof adminAnalyticsQuerySchema>;

/** GET /api/admin/analytics/doctors: also one doctor (the filter only the Doctors tab has). */
export const doctorAnalyticsQuerySchema = adminAnalyticsQuerySchema.extend({ doctor: idSchema.optional() });
export type DoctorAnalyticsQuery = z.infer<typeof doctorAnalyticsQuerySchema>;

/** GET /api/admin/analytics/doctor-choices?q=: doctors whose name holds `q`, or whose id it is. */
export const analyticsDoctorChoicesQuerySchema = z.object({ q: z.string().trim().max(ADMIN_SEARCH_MAX).optional() });
export type AnalyticsDoctorChoicesQuery = z.infer<typeof analyticsDoctorChoicesQuerySchema>;
/** At most this many doctors answer a choice query. */
export const ANALYTICS_DOCTOR_CHOICES_MAX = 20;

/** `name` is null for a role that may not see doctors (issue 31): the id stands for the doctor. */
const doctorRefSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  specialty: localizedRefSchema.nullable(),
});
export type AnalyticsDoctorRef = z.infer<typeof doctorRefSchema>;
export const analyticsDoctorChoicesSchema = z.object({ data: z.array(doctorRefSchema) });

/** What each tab counted: the span (`from` null for all time; `to` is now) and the region (null: every one). */
const countedSchema = {
  period: z.object({ name: z.enum(adminAnalyticsPeriods), from: z.string().nullable(), to: z.string() }),
  region: z.number().int().nullable(),
};

/**
 * A figure of the public site or app (visitors, searches, installs): their events carry no place, so
 * `ignoresRegion` is true when a region was chosen, and the figure still counts every region.
 */
export const siteFigureSchema = z.object({ value: z.number().int(), ignoresRegion: z.boolean() });
export type SiteFigure = z.infer<typeof siteFigureSchema>;

/** Users & Platform. */
export const userAnalyticsSchema = z.object({
  ...countedSchema,
  /** Patient and doctor accounts today (staff are employees), whatever the period. */
  totalUsers: z.number().int(),
  /** Patient and doctor accounts created in the period… */
  registrationsStarted: z.number().int(),
  /** …of which the registration is complete… */
  completeRegistrations: z.number().int(),
  /** …and of which it is not (yet). */
  incompleteProfiles: z.number().int(),
  /** Visitors of the site, one a Douala day each. */
  platformVisitors: siteFigureSchema,
  /** Visitors of the installed app, one a Douala day each. */
  appVisitors: siteFigureSchema,
  searches: z.object({
    hospital: siteFigureSchema,
    laboratory: siteFigureSchema,
    pharmacy: siteFigureSchema,
    onCall: siteFigureSchema,
  }),
});
export type UserAnalytics = z.infer<typeof userAnalyticsSchema>;

/** Top 5 at most. */
export const ANALYTICS_TOP_SIZE = 5;

/** Doctors (the doctor filter applies to every figure). */
export const doctorAnalyticsSchema = z.object({
  ...countedSchema,
  /** The doctor chosen, or null. */
  doctor: doctorRefSchema.nullable(),
  /** Doctor records today (of the region, when one is chosen), whatever the period. */
  totalDoctors: z.number().int(),
  /** Bookings made in the period with these doctors. */
  totalBookings: z.number().int(),
  /** Paid payments of those doctors' bookings in the period, refunds (negative) included, in CFA. */
  totalEarningsCfa: z.number().int(),
  /** No doctor rating is recorded anywhere yet. */
  averageRating: notCollectedSchema,
  bestRatedDoctors: notCollectedSchema,
  highestEarningDoctors: z.array(doctorRefSchema.extend({ bookings: z.number().int(), earningsCfa: z.number().int() })),
});
export type DoctorAnalytics = z.infer<typeof doctorAnalyticsSchema>;

/** Patients. */
export const patientAnalyticsSchema = z.object({
  ...countedSchema,
  /** Patient accounts today, whatever the period. */
  totalPatients: z.number().int(),
  /** Patients whose very first booking was made in the period. */
  firstBookings: z.number().int(),
  /** Installs of the web app (`appinstalled` events). */
  rawDownloads: siteFigureSchema,
  /** Patient accounts created in the period whose registration is complete, in percent (null when none started). */
  onboarding: z.object({
    percent: z.number().nullable(),
    complete: z.number().int(),
    started: z.number().int(),
  }),
  /** The patients with the most bookings made in the period; `name` null for a role that may not see patients. */
  mostActivePatients: z.array(
    z.object({ id: z.number().int(), number: z.string(), name: z.string().nullable(), bookings: z.number().int() }),
  ),
});
export type PatientAnalytics = z.infer<typeof patientAnalyticsSchema>;

/** Bookings & Finance. */
export const bookingAnalyticsSchema = z.object({
  ...countedSchema,
  /** Bookings made in the period (every status). */
  totalBookings: z.number().int(),
  /** Of those, the ones no claim names. */
  bookingsWithoutComplaints: z.number().int(),
  /** Of those, the completed ones no claim names. */
  highQualityBookings: z.number().int(),
  /** Paid payments in the period less refunds, in CFA. */
  totalIncomeCfa: z.number().int(),
  /** No payout to doctors is recorded anywhere yet: neither figure can be counted. */
  doctorPayments: notCollectedSchema,
  retainedMoney: notCollectedSchema,
  /** The Douala months (`2026-11`) with the most bookings made in the period, top 3. */
  peakMonths: z.array(z.object({ month: z.string(), bookings: z.number().int() })),
});
export type BookingAnalytics = z.infer<typeof bookingAnalyticsSchema>;

/** Peak months listed. */
export const ANALYTICS_PEAK_MONTHS = 3;
