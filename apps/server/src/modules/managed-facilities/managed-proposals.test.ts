import { tables } from '@hc/db';
import { createCorrection, createFacility, createFacilityManager, createPlace } from '@hc/db/factories';
import type { ApiError, Correction, FacilityDetail, ManagedFacility } from '@hc/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';
import { callAs, createManagerScene, type ManagerScene } from './managed-facilities.fixtures';

let t: TestApp;
let scene: ManagerScene;
let staff: string;
const clock = createFakeClock('2026-11-25T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  scene = await createManagerScene(t);
  staff = (await signedInAs(t, 'manager')).cookie;
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  callAs(t)(cookie, method, url, payload);

async function queue(): Promise<Correction[]> {
  const response = await call(staff, 'GET', '/api/admin/corrections');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Correction[] }>().data;
}

describe('name, type and place proposals', () => {
  it('wait for staff, who see who proposed them and accept them field by field', async () => {
    const hospital = await createFacility(db(), {
      ...scene.home,
      name: 'Centre Médical Ancien Nom',
      facilityType: 'hospital',
      address: 'Rue 1',
    });
    await createFacilityManager(db(), { facilityId: hospital.id, userId: scene.manager.account.id });
    const newPlace = await createPlace(db());
    const response = await call(scene.manager.cookie, 'POST', `/api/my/facilities/${hospital.id}/proposals`, {
      name: 'Centre Médical Nouveau Nom',
      facilityType: 'clinic',
      subdivisionId: newPlace.subdivisionId,
      address: 'Avenue 2',
      latitude: 4.05,
      longitude: 9.7,
      note: 'We moved in October',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ data: { pendingProposals: 1 } });
    const mine = await call(scene.manager.cookie, 'GET', `/api/my/facilities/${hospital.id}`);
    expect(mine.json<{ data: ManagedFacility }>().data).toMatchObject({
      name: 'Centre Médical Ancien Nom',
      pendingProposals: 1,
    });

    const [proposal] = (await queue()).filter((c) => c.facility.id === hospital.id);
    expect(proposal).toMatchObject({
      status: 'pending',
      fields: ['name', 'facilityType', 'place', 'address', 'position'],
      note: 'We moved in October',
      contact: null,
      proposedBy: { id: scene.manager.account.id, email: scene.manager.account.email },
      proposal: {
        name: 'Centre Médical Nouveau Nom',
        facilityType: 'clinic',
        place: { subdivisionId: newPlace.subdivisionId, subdivision: { nameEn: expect.any(String) } },
        address: 'Avenue 2',
        latitude: 4.05,
        longitude: 9.7,
      },
      facility: {
        current: {
          name: 'Centre Médical Ancien Nom',
          facilityType: 'hospital',
          place: { subdivisionId: scene.home.subdivisionId },
          address: 'Rue 1',
        },
      },
    });

    const accepted = await call(staff, 'POST', `/api/admin/corrections/${proposal!.id}/accept`, {
      fields: ['name', 'place'],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ data: Correction }>().data).toMatchObject({
      status: 'partially_accepted',
      review: { acceptedFields: ['name', 'place'] },
    });
    const [row] = await db().select().from(tables.facilities).where(eq(tables.facilities.id, hospital.id));
    expect(row).toMatchObject({
      name: 'Centre Médical Nouveau Nom',
      facilityType: 'hospital',
      address: 'Rue 1',
      ...newPlace,
    });
    const detail = await t.app.inject({ method: 'GET', url: `/api/hospitals/${hospital.id}` });
    expect(detail.json<{ data: FacilityDetail }>().data.name).toBe('Centre Médical Nouveau Nom');
    const [entry] = await db()
      .select()
      .from(tables.facilityHistory)
      .where(eq(tables.facilityHistory.facilityId, hospital.id))
      .orderBy(desc(tables.facilityHistory.id))
      .limit(1);
    expect(entry!.action).toBe('corrected');
    expect(Object.keys(entry!.changes ?? {})).toEqual(expect.arrayContaining(['name', 'subdivisionId']));

    // The type alone, in a second proposal.
    await call(scene.manager.cookie, 'POST', `/api/my/facilities/${hospital.id}/proposals`, { facilityType: 'clinic' });
    const [second] = (await queue()).filter((c) => c.facility.id === hospital.id && c.status === 'pending');
    expect(second!.fields).toEqual(['facilityType']);
    const typed = await call(staff, 'POST', `/api/admin/corrections/${second!.id}/accept`, {
      fields: ['facilityType'],
    });
    expect(typed.statusCode, typed.body).toBe(200);
    const [after] = await db().select().from(tables.facilities).where(eq(tables.facilities.id, hospital.id));
    expect(after).toMatchObject({ facilityType: 'clinic', category: 'hospital' });
  });

  it('refuses a type of another category, an unknown subdivision, and an empty proposal', async () => {
    const url = `/api/my/facilities/${scene.pharmacy.id}/proposals`;
    expectFieldError(
      await call(scene.manager.cookie, 'POST', url, { facilityType: 'hospital' }),
      'facilityType',
      'category_change_not_allowed',
    );
    expectFieldError(
      await call(scene.manager.cookie, 'POST', url, { subdivisionId: 999_999 }),
      'subdivisionId',
      'invalid',
    );
    expectFieldError(await call(scene.manager.cookie, 'POST', url, { note: 'Just a note' }), 'name', 'required');
    expectFieldError(await call(scene.manager.cookie, 'POST', url, { latitude: 4 }), 'longitude', 'required');
  });

  it('staff cannot accept a type of another category either: the correction stays pending', async () => {
    const correction = await createCorrection(db(), {
      facilityId: scene.neighbour.id,
      facilityType: 'hospital',
      proposedBy: scene.neighbourManager.account.id,
    });
    const response = await call(staff, 'POST', `/api/admin/corrections/${correction.id}/accept`, {
      fields: ['facilityType'],
    });
    expectFieldError(response, 'facilityType', 'category_change_not_allowed');
    const [row] = await db()
      .select()
      .from(tables.facilityCorrections)
      .where(eq(tables.facilityCorrections.id, correction.id));
    expect(row!.status).toBe('pending');
    const [facility] = await db().select().from(tables.facilities).where(eq(tables.facilities.id, scene.neighbour.id));
    expect(facility!.facilityType).toBe('pharmacy');
  });

  it('leaves visitors’ corrections as they were: no author, no name, type or place', async () => {
    const sent = await call(null, 'POST', `/api/facilities/${scene.distant.id}/corrections`, {
      address: 'Carrefour 3',
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const [visitor] = (await queue()).filter((c) => c.facility.id === scene.distant.id);
    expect(visitor).toMatchObject({
      fields: ['address'],
      proposedBy: null,
      proposal: { name: null, facilityType: null, place: null, address: 'Carrefour 3' },
    });
    // Nor do they count among the manager's pending proposals.
    const mine = await call(scene.distantManager.cookie, 'GET', `/api/my/facilities/${scene.distant.id}`);
    expect(mine.json<{ data: ManagedFacility }>().data.pendingProposals).toBe(0);
    const unknown = await call(staff, 'POST', `/api/admin/corrections/${visitor!.id}/accept`, { fields: ['name'] });
    expect(unknown.json<ApiError>().error.fields).toEqual([
      expect.objectContaining({ path: 'fields', code: 'invalid' }),
    ]);
  });
});
