import { tables } from '@hc/db';
import {
  createDutyPeriod,
  createFacility,
  createFacilityManager,
  createLabTest,
  createSpecialty,
} from '@hc/db/factories';
import type { ApiError, FacilityDetail, FacilitySummary, ManagedFacility, ManagedFacilityRow } from '@hc/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';
import { callAs, createManagerScene, type ManagerScene } from './managed-facilities.fixtures';

let t: TestApp;
let scene: ManagerScene;
/** Wednesday 25 November 2026, 11:00 in Douala. */
const clock = createFakeClock('2026-11-25T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  scene = await createManagerScene(t);
});
afterAll(() => t.close());

const db = () => t.database.db;
const mine = (path = '') => `/api/my/facilities/${scene.pharmacy.id}${path}`;
const asManager = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  callAs(t)(scene.manager.cookie, method, url, payload);
async function read(): Promise<ManagedFacility> {
  const response = await asManager('GET', mine());
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ManagedFacility }>().data;
}
const publicGet = (url: string) => t.app.inject({ method: 'GET', url });

describe('the manager’s space', () => {
  it('lists the facilities the account runs, by name, with when a confirmation is due', async () => {
    const second = await createFacility(db(), { name: 'Clinique Annexe', category: 'hospital' });
    await createFacilityManager(db(), { facilityId: second.id, userId: scene.manager.account.id });
    const response = await asManager('GET', '/api/my/facilities');
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<{ data: ManagedFacilityRow[] }>().data;
    expect(rows.map((row) => row.name)).toEqual(['Clinique Annexe', 'Pharmacie du Marché']);
    expect(rows[1]).toMatchObject({
      id: scene.pharmacy.id,
      category: 'pharmacy',
      confirmedAt: null,
      // Never confirmed: due now.
      confirmationDueAt: '2026-11-25T10:00:00.000Z',
      subdivision: { nameEn: expect.any(String) },
    });
  });

  it('changes phones at once: E.164, labelled, public on the detail and in a listing, with history and log', async () => {
    const before = await read();
    expect(before.phones).toEqual([]);
    clock.advance(60_000);
    const response = await asManager('PATCH', mine(), {
      version: before.version,
      phones: [
        { number: '6 99 12 34 56', label: 'Garde de nuit' },
        { number: '+237 222 33 44 55', label: '' },
      ],
      email: 'Contact@Pharmacie-Marche.CM',
      services: ['Night service', 'Livraison à domicile', 'Conseil nutrition'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<{ data: ManagedFacility }>().data;
    expect(updated).toMatchObject({
      phones: [
        { number: '+237699123456', label: 'Garde de nuit' },
        { number: '+237222334455', label: null },
      ],
      email: 'contact@pharmacie-marche.cm',
      // Catalogue names in either language are kept as their codes; other text as written.
      services: ['night_service', 'home_delivery', 'Conseil nutrition'],
      version: before.version + 1,
      confirmedAt: clock.clock().toISOString(),
    });

    // Public at once: no invalidation by the test, the write told the directory.
    const detail = (await publicGet(`/api/pharmacies/${scene.pharmacy.id}`)).json<{ data: FacilityDetail }>().data;
    expect(detail.phone).toBe('+237699123456 / +237222334455');
    expect(detail.phones).toEqual(updated.phones);
    expect(detail.facilityConfirmedAt).toBe(clock.clock().toISOString());
    const listed = (await publicGet(`/api/pharmacies?region=${scene.home.regionId}`)).json<{
      data: FacilitySummary[];
    }>().data;
    expect(listed.find((f) => f.id === scene.pharmacy.id)).toMatchObject({
      phone: '+237699123456 / +237222334455',
      facilityConfirmedAt: clock.clock().toISOString(),
    });

    const [row] = await db().select().from(tables.facilities).where(eq(tables.facilities.id, scene.pharmacy.id));
    expect(row).toMatchObject({ updatedBy: scene.manager.account.id, locallyModifiedAt: clock.clock() });
    // Marked as no longer an open dataset's, so a re-import leaves it (the field-sources trigger).
    expect(row!.fieldSources).toMatchObject({ phone: 'staff' });

    const [entry] = await db()
      .select()
      .from(tables.facilityHistory)
      .where(eq(tables.facilityHistory.facilityId, scene.pharmacy.id))
      .orderBy(desc(tables.facilityHistory.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'facility_updated', userId: scene.manager.account.id });
    expect(entry!.changes).toMatchObject({
      phone: { before: null, after: '+237699123456 / +237222334455' },
      email: { before: null, after: 'contact@pharmacie-marche.cm' },
    });
    expect(Object.keys(entry!.changes ?? {}).sort()).toEqual(['email', 'phone', 'phones', 'services']);
    const [log] = await db()
      .select()
      .from(tables.systemLogs)
      .where(and(eq(tables.systemLogs.source, 'FACILITY'), eq(tables.systemLogs.userId, scene.manager.account.id)))
      .orderBy(desc(tables.systemLogs.id))
      .limit(1);
    expect(log?.message).toContain(`Facility #${scene.pharmacy.id} facility_updated`);
  });

  it('refuses an invalid phone with its field path, and changes nothing', async () => {
    const before = await read();
    const response = await asManager('PATCH', mine(), {
      version: before.version,
      phones: [
        { number: '+237699123456', label: null },
        { number: '12', label: null },
      ],
    });
    expectFieldError(response, 'phones.1.number', 'invalid_phone');
    expect((await read()).version).toBe(before.version);
  });

  it('refuses a stale version (409 changed_meanwhile, as the back-office does) and unknown specialties or tests', async () => {
    const before = await read();
    const first = await asManager('PATCH', mine(), { version: before.version, beds: 4 });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await asManager('PATCH', mine(), { version: before.version, beds: 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ApiError>().error).toMatchObject({
      code: 'conflict',
      fields: [expect.objectContaining({ path: 'beds', code: 'changed_meanwhile' })],
    });

    const version = (await read()).version;
    const unknown = await asManager('PATCH', mine(), { version, specialtyIds: [999_999], testIds: [999_998] });
    expectFieldError(unknown, 'specialtyIds', 'invalid');
    expectFieldError(unknown, 'testIds', 'invalid');
    const specialty = await createSpecialty(db(), { nameEn: 'Pharmacology' });
    const test = await createLabTest(db(), { nameEn: 'Glycaemia' });
    const linked = await asManager('PATCH', mine(), {
      version,
      specialtyIds: [specialty.id],
      testIds: [test.id],
      openingHours: { mo: [{ opens: '08:00', closes: '20:00' }] },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json<{ data: ManagedFacility }>().data).toMatchObject({
      specialtyIds: [specialty.id],
      testIds: [test.id],
      openingHours: { mo: [{ opens: '08:00', closes: '20:00' }] },
    });
  });

  it('refuses a body with fields the manager may not change (strict contract)', async () => {
    const { version } = await read();
    const response = await asManager('PATCH', mine(), { version, name: 'Another name' });
    expectFieldError(response, 'request', 'unknown_field');
  });

  it('shows a pharmacy’s duty periods from this directory week on, 8 weeks ahead; none for a hospital', async () => {
    const at = (iso: string) => new Date(iso);
    // Before this week (Monday 23 November, Douala): left out.
    await createDutyPeriod(db(), {
      facilityId: scene.pharmacy.id,
      startsAt: at('2026-11-20T19:00:00Z'),
      endsAt: at('2026-11-21T07:00:00Z'),
    });
    const thisWeek = await createDutyPeriod(db(), {
      facilityId: scene.pharmacy.id,
      startsAt: at('2026-11-23T19:00:00Z'),
      endsAt: at('2026-11-24T07:00:00Z'),
    });
    const cancelled = await createDutyPeriod(db(), {
      facilityId: scene.pharmacy.id,
      startsAt: at('2026-12-05T19:00:00Z'),
      endsAt: at('2026-12-06T07:00:00Z'),
      cancelledAt: at('2026-11-20T00:00:00Z'),
    });
    // Past the 8 weeks: left out.
    await createDutyPeriod(db(), {
      facilityId: scene.pharmacy.id,
      startsAt: at('2027-02-01T19:00:00Z'),
      endsAt: at('2027-02-02T07:00:00Z'),
    });
    const response = await asManager('GET', mine('/duty-periods'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: unknown[] }>().data).toEqual([
      { id: thisWeek.id, startsAt: '2026-11-23T19:00:00.000Z', endsAt: '2026-11-24T07:00:00.000Z', cancelled: false },
      { id: cancelled.id, startsAt: '2026-12-05T19:00:00.000Z', endsAt: '2026-12-06T07:00:00.000Z', cancelled: true },
    ]);

    const hospital = await createFacility(db(), { category: 'hospital' });
    await createFacilityManager(db(), { facilityId: hospital.id, userId: scene.manager.account.id });
    const none = await asManager('GET', `/api/my/facilities/${hospital.id}/duty-periods`);
    expect(none.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('confirms the listing: the facility and this manager, with history and log', async () => {
    clock.advance(60 * 60_000);
    const response = await asManager('POST', mine('/confirm'));
    expect(response.statusCode, response.body).toBe(200);
    const now = clock.clock().toISOString();
    expect(response.json()).toEqual({ data: { facilityId: scene.pharmacy.id, confirmedAt: now } });
    const [link] = await db()
      .select()
      .from(tables.facilityManagers)
      .where(eq(tables.facilityManagers.id, scene.managerLink.id));
    expect(link!.lastConfirmedAt?.toISOString()).toBe(now);
    const [entry] = await db()
      .select()
      .from(tables.facilityHistory)
      .where(eq(tables.facilityHistory.facilityId, scene.pharmacy.id))
      .orderBy(desc(tables.facilityHistory.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'facility_confirmed', userId: scene.manager.account.id });
    expect(entry!.changes).toMatchObject({ facilityConfirmedAt: { after: now } });
    expect((await read()).confirmedAt).toBe(now);
    const detail = (await publicGet(`/api/facilities/${scene.pharmacy.id}`)).json<{ data: FacilityDetail }>().data;
    expect(detail.facilityConfirmedAt).toBe(now);
  });

  it('sends a facility manager to its space after signing in', async () => {
    const { response } = await signIn(t, scene.manager.account.email);
    expect(response.json<{ data: { redirectTo: string } }>().data.redirectTo).toBe('/my-facilities');
  });
});
