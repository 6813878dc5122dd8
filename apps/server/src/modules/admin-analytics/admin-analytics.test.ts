import { createBooking, createPlace, createRollupCount } from '@hc/db/factories';
import type { PatientAnalytics, RegistrationStatus, UserAnalytics, UserRole } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRIC } from '../../lib/analytics/metrics';
import { createTestAccount, signedInAs } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import type { TestApp } from '../../test/test-app';
import { douala, inject, newRegion, NOW, readData, startAnalyticsApp } from './test-helpers';

let t: TestApp;
let admin: string;
let clock: Awaited<ReturnType<typeof startAnalyticsApp>>['clock'];

beforeAll(async () => {
  ({ t, admin, clock } = await startAnalyticsApp());
});
afterAll(() => t.close());

const db = () => t.database.db;
const users = (query: string, cookie = admin) =>
  readData<UserAnalytics>(t, `/api/admin/analytics/users?${query}`, cookie);
const patients = (query: string, cookie = admin) =>
  readData<PatientAnalytics>(t, `/api/admin/analytics/patients?${query}`, cookie);
/** A patient or doctor account of the region, created at the instant. */
const account = (
  role: UserRole,
  regionId: number,
  createdAt: Date,
  registrationStatus: RegistrationStatus = 'complete',
) => createTestAccount(t, role, { regionId, createdAt, registrationStatus });
const counts = (figures: UserAnalytics) => [
  figures.totalUsers,
  figures.registrationsStarted,
  figures.completeRegistrations,
  figures.incompleteProfiles,
];

describe('Users & Platform', () => {
  it('counts the region’s patient and doctor accounts, and those created in each period by registration state', async () => {
    const { regionId } = await newRegion(t);
    await account('patient', regionId, douala('2026-11-25T09:00'));
    await account('patient', regionId, douala('2026-11-25T00:30'), 'registration_started');
    await account('doctor', regionId, douala('2026-11-20T10:00'), 'incomplete_profile');
    await account('patient', regionId, douala('2025-06-01T12:00'));
    // Neither staff nor another region's accounts are users of this region.
    await account('support', regionId, douala('2026-11-25T08:00'));
    await account('patient', (await createPlace(db())).regionId, douala('2026-11-25T08:00'));

    const all = await users(`region=${regionId}`);
    expect(all.period).toEqual({ name: 'all', from: null, to: new Date(NOW).toISOString() });
    expect(all.region).toBe(regionId);
    expect(counts(all)).toEqual([4, 4, 2, 2]);
    // Total users is the accounts of today; the others are those created in the period.
    expect(counts(await users(`period=day&region=${regionId}`))).toEqual([4, 2, 1, 1]);
    expect(counts(await users(`period=week&region=${regionId}`))).toEqual([4, 2, 1, 1]);
    expect(counts(await users(`period=month&region=${regionId}`))).toEqual([4, 3, 1, 2]);
    expect(counts(await users(`period=year&region=${regionId}`))).toEqual([4, 3, 1, 2]);
  });

  it('starts a month at midnight in Douala, and a day too when the clock moves', async () => {
    const { regionId } = await newRegion(t);
    // 23:30 on 31 October and 00:10 on 1 November in Douala are both 31 October in UTC.
    await account('patient', regionId, douala('2026-10-31T23:30'));
    await account('patient', regionId, douala('2026-11-01T00:10'));
    const month = await users(`period=month&region=${regionId}`);
    expect(month.period.from).toBe('2026-10-31T23:00:00.000Z');
    expect(month.registrationsStarted).toBe(1);
    expect((await users(`period=year&region=${regionId}`)).registrationsStarted).toBe(2);
    try {
      clock.set(douala('2026-11-01T00:20'));
      const day = await users(`period=day&region=${regionId}`);
      expect(day.period).toMatchObject({ from: '2026-10-31T23:00:00.000Z', to: '2026-10-31T23:20:00.000Z' });
      expect(day.registrationsStarted).toBe(1);
      clock.set(douala('2026-10-31T23:50'));
      expect((await users(`period=day&region=${regionId}`)).registrationsStarted).toBe(1);
      expect((await users(`period=month&region=${regionId}`)).registrationsStarted).toBe(1);
    } finally {
      clock.set(NOW);
    }
  });

  it('reads visitors and searches from the events’ rollup, flagged as every region’s when a region is chosen', async () => {
    const rollup = (metric: string, bucket: string, value: number, key?: string) =>
      createRollupCount(db(), { metric, at: new Date(bucket), value, ...(key ? { key } : {}) });
    await rollup(METRIC.visitors, '2026-11-25T09:00:00Z', 5);
    await rollup(METRIC.visitors, '2026-11-02T10:00:00Z', 7);
    await rollup(METRIC.visitors, '2025-05-01T10:00:00Z', 11);
    // Another part of the site's count is already in "every page".
    await createRollupCount(db(), {
      metric: METRIC.visitors,
      pageGroup: 'hospitals',
      at: new Date('2026-11-25T09:00:00Z'),
      value: 4,
    });
    await rollup(METRIC.appVisitors, '2026-11-25T08:00:00Z', 2, 'android');
    await rollup(METRIC.appVisitors, '2026-11-25T08:00:00Z', 1, 'ios');
    await rollup(METRIC.appVisitors, '2026-10-25T08:00:00Z', 6, 'android');
    for (const [kind, count] of [
      ['hospital', 3],
      ['laboratory', 2],
      ['pharmacy', 4],
      ['on_call', 1],
      ['name', 9],
    ] as const)
      await rollup(METRIC.searches, '2026-11-24T23:30:00Z', count, kind);
    await rollup(METRIC.searches, '2026-10-01T10:00:00Z', 10, 'pharmacy');

    const everywhere = (value: number) => ({ value, ignoresRegion: false });
    const today = await users('period=day');
    expect(today.region).toBeNull();
    expect(today.platformVisitors).toEqual(everywhere(5));
    expect(today.appVisitors).toEqual(everywhere(3));
    expect(today.searches).toEqual({
      hospital: everywhere(3),
      laboratory: everywhere(2),
      pharmacy: everywhere(4),
      onCall: everywhere(1),
    });
    const month = await users('period=month');
    expect([month.platformVisitors.value, month.appVisitors.value, month.searches.pharmacy.value]).toEqual([12, 3, 4]);
    const all = await users('');
    expect([all.platformVisitors.value, all.appVisitors.value, all.searches.pharmacy.value]).toEqual([23, 9, 14]);

    const { regionId } = await newRegion(t);
    const inRegion = await users(`period=day&region=${regionId}`);
    expect(inRegion.platformVisitors).toEqual({ value: 5, ignoresRegion: true });
    expect(inRegion.searches.onCall).toEqual({ value: 1, ignoresRegion: true });
  });
});

describe('Patients', () => {
  it('counts the region’s patients, first bookings, onboarding and the most active, per period', async () => {
    const { regionId } = await newRegion(t);
    const regular = await account('patient', regionId, douala('2026-11-03T10:00'));
    await account('patient', regionId, douala('2026-11-10T10:00'), 'registration_started');
    const newcomer = await account('patient', regionId, douala('2025-01-01T10:00'));
    const elsewhere = await account('patient', (await createPlace(db())).regionId, douala('2026-11-04T10:00'));
    // Bookings are the patient's wherever they were made (at facilities of other regions here).
    const book = (patientId: number, at: string) => createBooking(db(), { patientId, createdAt: douala(at) });
    await book(regular.id, '2026-09-01T10:00');
    await book(regular.id, '2026-11-20T10:00');
    await book(regular.id, '2026-11-21T10:00');
    await book(newcomer.id, '2026-11-22T10:00');
    await book(elsewhere.id, '2026-11-22T10:00');
    await createRollupCount(db(), { metric: METRIC.installs, at: new Date('2026-11-25T09:00:00Z'), value: 2 });
    await createRollupCount(db(), {
      metric: METRIC.installs,
      at: new Date('2026-11-25T09:00:00Z'),
      value: 1,
      key: 'ios',
    });
    await createRollupCount(db(), { metric: METRIC.installs, at: new Date('2026-03-01T09:00:00Z'), value: 1 });

    const name = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;
    const month = await patients(`period=month&region=${regionId}`);
    expect(month).toMatchObject({
      totalPatients: 3,
      firstBookings: 1,
      rawDownloads: { value: 3, ignoresRegion: true },
      onboarding: { percent: 50, complete: 1, started: 2 },
    });
    expect(month.mostActivePatients).toEqual([
      { id: regular.id, number: `PAT-${String(regular.id).padStart(6, '0')}`, name: name(regular), bookings: 2 },
      { id: newcomer.id, number: `PAT-${String(newcomer.id).padStart(6, '0')}`, name: name(newcomer), bookings: 1 },
    ]);
    const all = await patients(`region=${regionId}`);
    expect(all).toMatchObject({
      totalPatients: 3,
      firstBookings: 2,
      rawDownloads: { value: 4, ignoresRegion: true },
      onboarding: { percent: 66.7, complete: 2, started: 3 },
    });
    expect(all.mostActivePatients.map((row) => [row.id, row.bookings])).toEqual([
      [regular.id, 3],
      [newcomer.id, 1],
    ]);
    // Nobody registered today: no rate rather than a made-up one.
    const today = await patients(`period=day&region=${regionId}`);
    expect(today).toMatchObject({ firstBookings: 0, onboarding: { percent: null, complete: 0, started: 0 } });
    expect(today.mostActivePatients).toEqual([]);
    expect((await patients('period=month')).rawDownloads).toEqual({ value: 3, ignoresRegion: false });
  });
});

describe('access and validation', () => {
  const paths = ['users', 'doctors', 'patients', 'bookings', 'doctor-choices?q=a'];

  it('answers 401 signed out and 403 to a role without analytics:read; developers and support read', async () => {
    for (const path of paths) expect((await inject(t, `/api/admin/analytics/${path}`, null)).statusCode).toBe(401);
    const manager = await signedInAs(t, 'manager');
    for (const path of paths)
      expect((await inject(t, `/api/admin/analytics/${path}`, manager.cookie)).statusCode).toBe(403);
    for (const role of ['developer', 'support'] as const) {
      const { cookie } = await signedInAs(t, role);
      for (const path of paths)
        expect((await inject(t, `/api/admin/analytics/${path}`, cookie)).statusCode, `${role} ${path}`).toBe(200);
    }
  });

  it('refuses an unknown period or a region that is not an id (400 with the field)', async () => {
    for (const path of ['users', 'doctors', 'patients', 'bookings'])
      expectFieldError(
        await inject(t, `/api/admin/analytics/${path}?period=quarterly`, admin),
        'period',
        'invalid_choice',
      );
    expect((await inject(t, '/api/admin/analytics/users?region=Littoral', admin)).statusCode).toBe(400);
    expect((await inject(t, '/api/admin/analytics/doctors?doctor=0', admin)).statusCode).toBe(400);
  });

  it('counts a region-limited account’s own region, whatever region it asks for', async () => {
    const home = await newRegion(t);
    const away = await newRegion(t);
    await account('patient', home.regionId, douala('2026-11-25T08:00'));
    await account('patient', away.regionId, douala('2026-11-25T08:00'));
    await account('patient', away.regionId, douala('2026-11-25T08:00'));
    const { cookie } = await signedInAs(t, 'support', { scopeRegionId: home.regionId });
    for (const query of ['', `region=${away.regionId}`]) {
      const figures = await users(query, cookie);
      expect(figures.region).toBe(home.regionId);
      expect(figures.totalUsers).toBe(1);
    }
  });
});
