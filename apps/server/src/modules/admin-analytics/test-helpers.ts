// Helpers of the Analytics API tests (imported by *.test.ts files only).
import { createFacility, createPlace } from '@hc/db/factories';
import { expect } from 'vitest';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';
import { signedInAs } from '../../test/accounts';

/** Wednesday 25 November 2026, 11:00 in Douala (UTC+1): the day, week, month and year are all under way. */
export const NOW = '2026-11-25T10:00:00Z';

export async function startAnalyticsApp() {
  const clock = createFakeClock(NOW);
  const t = await createTestApp({ clock: clock.clock });
  const { cookie } = await signedInAs(t, 'admin');
  return { t, clock, admin: cookie };
}

/** A GET as the account (signed out with null). */
export const inject = (t: TestApp, url: string, cookie: string | null) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The `data` of a GET that must answer 200. */
export async function readData<T>(t: TestApp, url: string, cookie: string): Promise<T> {
  const response = await inject(t, url, cookie);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<{ data: T }>().data;
}

/** A new region with one hospital in it: each test counts in its own region, so others' rows do not count. */
export async function newRegion(t: TestApp) {
  const place = await createPlace(t.database.db);
  const facility = await createFacility(t.database.db, place);
  return { regionId: place.regionId, facilityId: facility.id, place };
}

/** An instant given in Douala's time (`2026-11-01T00:10` → 2026-10-31T23:10Z). */
export const douala = (local: string) => new Date(`${local}:00+01:00`);
