import { tables, type Db } from '@hc/db';
import {
  createFacility,
  createFacilityClaim,
  createFacilityManager,
  createPatientRecord,
  createPlace,
  createRegion,
} from '@hc/db/factories';
import type { FacilityManager, FacilityManagerOverviewRow } from '@hc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let db: Db;
let admin: { cookie: string; id: number };
const fake = createFakeClock('2026-11-29T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: fake.clock });
  db = t.database.db;
  const signed = await signedInAs(t, 'admin');
  admin = { cookie: signed.cookie, id: signed.account.id };
});
afterAll(() => t?.close());

const call = (cookie: string, method: 'GET' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe("a facility's managers, for staff", () => {
  it('lists the active ones and removes one with a reason, in the history and the system log', async () => {
    const facility = await createFacility(db);
    const ana = await createPatientRecord(db, { firstName: 'Ana', lastName: 'Fon' });
    const first = await createFacilityManager(db, {
      facilityId: facility.id,
      userId: ana.id,
      roleAtFacility: 'owner',
      createdAt: new Date('2026-01-01T00:00:00Z'),
      lastConfirmedAt: new Date('2026-06-01T00:00:00Z'),
    });
    const second = await createFacilityManager(db, {
      facilityId: facility.id,
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    await createFacilityManager(db, { facilityId: facility.id, revokedAt: new Date('2026-03-01T00:00:00Z') });

    const list = await call(admin.cookie, 'GET', `/api/admin/facilities/${facility.id}/managers`);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: FacilityManager[] }>().data).toEqual([
      {
        id: first.id,
        userId: ana.id,
        name: 'Ana Fon',
        email: ana.email,
        roleAtFacility: 'owner',
        since: '2026-01-01T00:00:00.000Z',
        lastConfirmedAt: '2026-06-01T00:00:00.000Z',
      },
      expect.objectContaining({ id: second.id }),
    ]);

    const url = `/api/admin/facility-managers/${first.id}`;
    expectFieldError(await call(admin.cookie, 'DELETE', url, {}), 'reason', 'required');
    const removed = await call(admin.cookie, 'DELETE', url, { reason: 'Left the pharmacy' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<{ data: FacilityManager }>().data.id).toBe(first.id);
    const [row] = await db.select().from(tables.facilityManagers).where(eq(tables.facilityManagers.id, first.id));
    expect(row).toMatchObject({
      revokedAt: new Date('2026-11-29T10:00:00Z'),
      revokedBy: admin.id,
      revokeReason: 'Left the pharmacy',
    });
    const after = await call(admin.cookie, 'GET', `/api/admin/facilities/${facility.id}/managers`);
    expect(after.json<{ data: FacilityManager[] }>().data.map((m) => m.id)).toEqual([second.id]);
    const history = await call(admin.cookie, 'GET', `/api/admin/facilities/${facility.id}/history`);
    expect(history.json<{ data: { action: string; user: { id: number } }[] }>().data[0]).toMatchObject({
      action: 'manager_removed',
      user: { id: admin.id },
    });
    const logged = await db.select().from(tables.systemLogs).where(eq(tables.systemLogs.userId, admin.id));
    expect(logged.map((entry) => entry.message)).toContainEqual(
      expect.stringContaining(`Facility manager #${first.id} removed`),
    );

    // Already removed, or never there: unknown.
    expect((await call(admin.cookie, 'DELETE', url, { reason: 'again' })).statusCode).toBe(404);
    expect(
      (await call(admin.cookie, 'DELETE', '/api/admin/facility-managers/999999', { reason: 'x' })).statusCode,
    ).toBe(404);
    expect((await call(admin.cookie, 'GET', '/api/admin/facilities/999999/managers')).statusCode).toBe(404);
  });

  it('keeps a region-limited manager to its region, and patients out', async () => {
    const home = await createPlace(db);
    const away = await createPlace(db);
    const regional = (await signedInAs(t, 'manager', { scopeRegionId: home.regionId })).cookie;
    const theirs = await createFacilityManager(db, { facilityId: (await createFacility(db, away)).id });
    const mine = await createFacilityManager(db, { facilityId: (await createFacility(db, home)).id });
    expect((await call(regional, 'GET', `/api/admin/facilities/${theirs.facilityId}/managers`)).statusCode).toBe(404);
    expect(
      (await call(regional, 'DELETE', `/api/admin/facility-managers/${theirs.id}`, { reason: 'Not mine' })).statusCode,
    ).toBe(404);
    expect((await call(regional, 'GET', `/api/admin/facilities/${mine.facilityId}/managers`)).statusCode).toBe(200);
    const patient = (await signedInAs(t, 'patient')).cookie;
    expect((await call(patient, 'GET', `/api/admin/facilities/${mine.facilityId}/managers`)).statusCode).toBe(403);
    expect((await call(patient, 'DELETE', `/api/admin/facility-managers/${mine.id}`, { reason: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call(patient, 'GET', '/api/admin/facility-managers/overview')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/facility-managers/overview' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/facility-managers/overview', () => {
  it('counts, per region, public facilities, managed ones, those without a manager, overdue ones and pending claims', async () => {
    const region = await createRegion(db, { nameEn: 'Overview Region', nameFr: 'Région Aperçu' });
    const other = await createRegion(db);
    const inRegion = (extra: Parameters<typeof createFacility>[1] = {}) =>
      createFacility(db, { regionId: region.id, ...extra });
    // Confirmed 2 months ago: current. 13 months ago, or never: overdue (12 months at the app's clock).
    const current = await inRegion({ facilityConfirmedAt: new Date('2026-09-29T10:00:00Z') });
    const stale = await inRegion({ facilityConfirmedAt: new Date('2025-10-29T10:00:00Z') });
    const never = await inRegion();
    // Either side of the 12 months, at the app's clock (2026-11-29T10:00Z).
    const justCurrent = await inRegion({ facilityConfirmedAt: new Date('2025-11-29T10:01:00Z') });
    const justStale = await inRegion({ facilityConfirmedAt: new Date('2025-11-29T09:59:00Z') });
    await inRegion();
    await inRegion({ status: 'pending' });
    await inRegion({ archivedAt: new Date('2026-01-01T00:00:00Z') });
    const revokedOnly = await inRegion();
    for (const facility of [current, stale, never, justCurrent, justStale])
      await createFacilityManager(db, { facilityId: facility.id });
    // Two managers of one facility count it once.
    await createFacilityManager(db, { facilityId: current.id });
    await createFacilityManager(db, { facilityId: revokedOnly.id, revokedAt: new Date('2026-05-01T00:00:00Z') });
    await createFacilityClaim(db, { facilityId: revokedOnly.id });
    await createFacilityClaim(db, { facilityId: current.id, status: 'approved' });
    await createFacility(db, { regionId: other.id });

    const response = await call(admin.cookie, 'GET', '/api/admin/facility-managers/overview');
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<{ data: FacilityManagerOverviewRow[] }>().data;
    expect(rows.find((row) => row.region.id === region.id)).toEqual({
      region: { id: region.id, nameEn: 'Overview Region', nameFr: 'Région Aperçu' },
      facilities: 7,
      managed: 5,
      withoutManager: 2,
      overdue: 3,
      pendingClaims: 1,
    });
    expect(rows.find((row) => row.region.id === other.id)).toMatchObject({
      facilities: 1,
      managed: 0,
      withoutManager: 1,
    });

    const regional = (await signedInAs(t, 'support', { scopeRegionId: region.id })).cookie;
    const narrowed = await call(regional, 'GET', '/api/admin/facility-managers/overview');
    expect(narrowed.json<{ data: FacilityManagerOverviewRow[] }>().data.map((row) => row.region.id)).toEqual([
      region.id,
    ]);
  });
});
