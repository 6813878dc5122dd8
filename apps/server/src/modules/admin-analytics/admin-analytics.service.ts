import type { Db } from '@hc/db';
import {
  formatPatientId,
  type AdminAnalyticsPeriod,
  type AdminAnalyticsQuery,
  type AnalyticsDoctorChoicesQuery,
  type AnalyticsDoctorRef,
  type AnalyticsPeriod,
  type BookingAnalytics,
  type DoctorAnalytics,
  type DoctorAnalyticsQuery,
  type PatientAnalytics,
  type SiteFigure,
  type UserAnalytics,
  maySeePersonalData,
} from '@hc/shared';
import { notFound } from '../../lib/app-error';
import { METRIC } from '../../lib/analytics/metrics';
import { currentPeriod } from '../../lib/analytics/periods';
import type { Clock } from '../../lib/clock';
import { regionScopeOf, signedInSession, type RequestContext } from '../../lib/request-context';
import { sumRollupPerKey } from '../../sql/analytics-events.repository';
import {
  countAccounts,
  countBookings,
  countDoctorFigures,
  countFirstBookings,
  findDoctorRef,
  listDoctorChoices,
  listMostActivePatients,
  listPeakMonths,
  listTopEarningDoctors,
  registeringRoles,
  sumIncome,
  type CountedSpan,
  type Counting,
  type DoctorRefRow,
} from './admin-analytics.repository';

/** The spec's daily, weekly, monthly and yearly periods are the calendar periods of the other analytics. */
const calendarPeriods: Record<Exclude<AdminAnalyticsPeriod, 'all'>, AnalyticsPeriod> = {
  day: 'today',
  week: 'week',
  month: 'month',
  year: 'year',
};

/** The Douala day, week, month or year so far (its end as the lib sets it); all time has no first instant. */
export function spanOf(period: AdminAnalyticsPeriod, now: Date): CountedSpan {
  if (period !== 'all') return currentPeriod(calendarPeriods[period], now);
  return { from: null, to: currentPeriod('today', now).to };
}

const notCollected = { collected: false } as const;

const viewerRoleOf = (context: RequestContext) => signedInSession(context).user.role;

/** A doctor as the caller may see it: the name only with doctors:read, else the id alone (issue 31). */
const toDoctorRef = (row: DoctorRefRow, viewerRole: string): AnalyticsDoctorRef => ({
  id: row.id,
  name: maySeePersonalData(viewerRole, 'doctor') ? row.name : null,
  specialty:
    row.specialtyId === null ? null : { id: row.specialtyId, nameEn: row.specialtyEn!, nameFr: row.specialtyFr! },
});

/**
 * The back-office Analytics' four tabs (spec 02 "Admin analytics"), every figure counted from the
 * records in the period and region asked (docs/decisions/2026-11-24-admin-analytics.md). A
 * region-limited account counts its own region, whatever it asks.
 */
export function createAdminAnalyticsService(deps: { db: Db; clock: Clock }) {
  const { db } = deps;

  function countingOf(context: RequestContext, query: AdminAnalyticsQuery) {
    const now = deps.clock();
    const span = spanOf(query.period, now);
    const counting: Counting = { span, regionId: regionScopeOf(context.session) ?? query.region ?? null };
    const counted = {
      period: { name: query.period, from: span.from?.toISOString() ?? null, to: now.toISOString() },
      region: counting.regionId,
    };
    return { counting, counted };
  }

  /** Site and app figures come from the event rollup, which has no place: a chosen region is flagged. */
  async function readSiteFigures({ span, regionId }: Counting) {
    const rollupSpan = { from: span.from ?? new Date(0), to: span.to };
    const sums = await sumRollupPerKey(
      db,
      [METRIC.visitors, METRIC.appVisitors, METRIC.searches, METRIC.installs],
      rollupSpan,
    );
    const total = (metric: string) => sums.reduce((sum, row) => (row.metric === metric ? sum + row.value : sum), 0);
    const searches = (kind: string) =>
      sums.find((row) => row.metric === METRIC.searches && row.key === kind)?.value ?? 0;
    const figure = (value: number): SiteFigure => ({ value, ignoresRegion: regionId !== null });
    return {
      platformVisitors: figure(total(METRIC.visitors)),
      appVisitors: figure(total(METRIC.appVisitors)),
      searches: {
        hospital: figure(searches('hospital')),
        laboratory: figure(searches('laboratory')),
        pharmacy: figure(searches('pharmacy')),
        onCall: figure(searches('on_call')),
      },
      installs: figure(total(METRIC.installs)),
    };
  }

  return {
    async users(context: RequestContext, query: AdminAnalyticsQuery): Promise<UserAnalytics> {
      const { counting, counted } = countingOf(context, query);
      const [accounts, site] = await Promise.all([
        countAccounts(db, counting, registeringRoles),
        readSiteFigures(counting),
      ]);
      return {
        ...counted,
        totalUsers: accounts.total,
        registrationsStarted: accounts.started,
        completeRegistrations: accounts.complete,
        incompleteProfiles: accounts.started - accounts.complete,
        platformVisitors: site.platformVisitors,
        appVisitors: site.appVisitors,
        searches: site.searches,
      };
    },

    /** 404 when the doctor asked for does not exist. */
    async doctors(context: RequestContext, query: DoctorAnalyticsQuery): Promise<DoctorAnalytics> {
      const { counting, counted } = countingOf(context, query);
      const doctorId = query.doctor ?? null;
      const doctor = doctorId === null ? null : await findDoctorRef(db, doctorId);
      if (doctorId !== null && !doctor) throw notFound('Doctor');
      const [figures, top] = await Promise.all([
        countDoctorFigures(db, counting, doctorId),
        listTopEarningDoctors(db, counting, doctorId),
      ]);
      return {
        ...counted,
        doctor: doctor ? toDoctorRef(doctor, viewerRoleOf(context)) : null,
        totalDoctors: figures.totalDoctors,
        totalBookings: figures.totalBookings,
        totalEarningsCfa: figures.earningsCfa,
        averageRating: notCollected,
        bestRatedDoctors: notCollected,
        highestEarningDoctors: top.map((row) => ({
          ...toDoctorRef(row, viewerRoleOf(context)),
          bookings: row.bookings,
          earningsCfa: row.earningsCfa,
        })),
      };
    },

    async patients(context: RequestContext, query: AdminAnalyticsQuery): Promise<PatientAnalytics> {
      const { counting, counted } = countingOf(context, query);
      const [accounts, firstBookings, site, active] = await Promise.all([
        countAccounts(db, counting, ['patient']),
        countFirstBookings(db, counting),
        readSiteFigures(counting),
        listMostActivePatients(db, counting),
      ]);
      return {
        ...counted,
        totalPatients: accounts.total,
        firstBookings,
        rawDownloads: site.installs,
        onboarding: {
          // One decimal: 2 of 3 is 66.7 %.
          percent: accounts.started === 0 ? null : Math.round((accounts.complete / accounts.started) * 1000) / 10,
          complete: accounts.complete,
          started: accounts.started,
        },
        mostActivePatients: active.map((row) => ({
          id: row.id,
          number: formatPatientId(row.id),
          name: maySeePersonalData(viewerRoleOf(context), 'patient') ? `${row.firstName} ${row.lastName}`.trim() : null,
          bookings: row.bookings,
        })),
      };
    },

    async bookings(context: RequestContext, query: AdminAnalyticsQuery): Promise<BookingAnalytics> {
      const { counting, counted } = countingOf(context, query);
      const [booked, income, peaks] = await Promise.all([
        countBookings(db, counting),
        sumIncome(db, counting),
        listPeakMonths(db, counting),
      ]);
      return {
        ...counted,
        totalBookings: booked.total,
        bookingsWithoutComplaints: booked.withoutClaim,
        highQualityBookings: booked.highQuality,
        totalIncomeCfa: income,
        doctorPayments: notCollected,
        retainedMoney: notCollected,
        peakMonths: peaks,
      };
    },

    /**
     * Nothing is listed before a search. A region-limited account chooses among its region's doctors; a role
     * that may not see doctors finds one by its id only (a name search would tell it who is there).
     */
    async doctorChoices(context: RequestContext, query: AnalyticsDoctorChoicesQuery): Promise<AnalyticsDoctorRef[]> {
      const q = query.q?.trim() ?? '';
      if (q === '') return [];
      const viewerRole = viewerRoleOf(context);
      const rows = await listDoctorChoices(db, q, regionScopeOf(context.session));
      const found = maySeePersonalData(viewerRole, 'doctor') ? rows : rows.filter((row) => String(row.id) === q);
      return found.map((row) => toDoctorRef(row, viewerRole));
    },
  };
}
