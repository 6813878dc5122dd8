import { tables } from '@hc/db';
import { createDutyPeriod, createFacility, createFacilityManager } from '@hc/db/factories';
import type { FacilityDetail, FacilitySummary, OnCallPharmacy, SpecialDate, WeeklyHours } from '@hc/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { readOk } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';
import { callAs, createManagerScene, type ManagerScene } from './managed-facilities.fixtures';

let t: TestApp;
let scene: ManagerScene;
/** Wednesday 25 November 2026, 11:00 in Douala. */
const clock = createFakeClock('2026-11-25T10:00:00Z');
const everyDay: WeeklyHours = Object.fromEntries(
  ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'].map((day) => [day, [{ opens: '08:00', closes: '20:00' }]]),
);

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  scene = await createManagerScene(t);
});
afterAll(() => t.close());

const db = () => t.database.db;
type List<T> = { data: T[] };
/** Names in a public list, read without telling the server anything (what the API wrote must already show). */
const names = async (url: string) =>
  (await t.app.inject({ method: 'GET', url }))
    .json<List<FacilitySummary>>()
    .data.map((f) => f.name)
    .sort();

describe('special dates from the manager’s space', () => {
  it('closed today: the pharmacy is not open now at that instant, while one on duty still answers as on call', async () => {
    await db()
      .update(tables.facilities)
      .set({ openingHours: everyDay })
      .where(eq(tables.facilities.id, scene.pharmacy.id));
    // Another pharmacy of the region, on duty through this instant, and also closed by its own special date.
    const onDuty = await createFacility(db(), {
      ...scene.home,
      category: 'pharmacy',
      name: 'Pharmacie de Garde',
      openingHours: everyDay,
    });
    await createDutyPeriod(db(), {
      facilityId: onDuty.id,
      startsAt: new Date('2026-11-25T07:00:00Z'),
      endsAt: new Date('2026-11-26T07:00:00Z'),
    });
    const onDutyManager = await signedInAs(t, 'facility_manager');
    await createFacilityManager(db(), { facilityId: onDuty.id, userId: onDutyManager.account.id });
    const region = scene.home.regionId;
    await readOk(t, `/api/pharmacies?region=${region}`);
    expect(await names(`/api/pharmacies?region=${region}&openNow=true`)).toEqual([
      'Pharmacie de Garde',
      'Pharmacie du Marché',
    ]);

    const closed = { startsOn: '2026-11-25', kind: 'closed', reason: 'Inventaire annuel' };
    const added = await callAs(t)(
      scene.manager.cookie,
      'POST',
      `/api/my/facilities/${scene.pharmacy.id}/special-dates`,
      closed,
    );
    expect(added.statusCode, added.body).toBe(201);
    const date = added.json<{ data: SpecialDate }>().data;
    const second = await callAs(t)(
      onDutyManager.cookie,
      'POST',
      `/api/my/facilities/${onDuty.id}/special-dates`,
      closed,
    );
    expect(second.statusCode, second.body).toBe(201);

    // At once, without the test telling the server: the closed pharmacy is not open now; the one on duty is.
    expect(await names(`/api/pharmacies?region=${region}&openNow=true`)).toEqual(['Pharmacie de Garde']);
    const onCall = (await t.app.inject({ method: 'GET', url: `/api/pharmacies/on-call?region=${region}` })).json<
      List<OnCallPharmacy>
    >().data;
    expect(onCall.map((row) => [row.name, row.onDutyNow])).toEqual([['Pharmacie de Garde', true]]);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/pharmacies/${scene.pharmacy.id}` })).json<{
      data: FacilityDetail;
    }>().data;
    expect(detail.specialDates).toEqual([expect.objectContaining({ startsOn: '2026-11-25', kind: 'closed' })]);
    // A change of its special dates counts as the facility confirming its listing.
    expect(detail.facilityConfirmedAt).toBe('2026-11-25T10:00:00.000Z');

    // The history says who: the manager, through the back-office's own special-dates service.
    const [entry] = await db()
      .select()
      .from(tables.facilityHistory)
      .where(eq(tables.facilityHistory.facilityId, scene.pharmacy.id))
      .orderBy(desc(tables.facilityHistory.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'special_date_added', userId: scene.manager.account.id });

    // Changed, then removed: open again at once.
    clock.advance(60_000);
    const changed = await callAs(t)(
      scene.manager.cookie,
      'PATCH',
      `/api/my/facilities/${scene.pharmacy.id}/special-dates/${date.id}`,
      { startsOn: '2026-11-25', kind: 'hours', hours: [{ opens: '14:00', closes: '18:00' }] },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await names(`/api/pharmacies?region=${region}&openNow=true`)).toEqual(['Pharmacie de Garde']);
    const removed = await callAs(t)(
      scene.manager.cookie,
      'DELETE',
      `/api/my/facilities/${scene.pharmacy.id}/special-dates/${date.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await names(`/api/pharmacies?region=${region}&openNow=true`)).toEqual([
      'Pharmacie de Garde',
      'Pharmacie du Marché',
    ]);
    const listed = await callAs(t)(
      scene.manager.cookie,
      'GET',
      `/api/my/facilities/${scene.pharmacy.id}/special-dates`,
    );
    expect(listed.json<List<SpecialDate>>().data).toEqual([]);
  });

  it('answers another facility’s date as unknown (404), even to a manager of both', async () => {
    const other = await createFacility(db(), { category: 'pharmacy' });
    await createFacilityManager(db(), { facilityId: other.id, userId: scene.manager.account.id });
    const added = await callAs(t)(scene.manager.cookie, 'POST', `/api/my/facilities/${other.id}/special-dates`, {
      startsOn: '2026-12-25',
      kind: 'closed',
    });
    const dateId = added.json<{ data: SpecialDate }>().data.id;
    const response = await callAs(t)(
      scene.manager.cookie,
      'DELETE',
      `/api/my/facilities/${scene.pharmacy.id}/special-dates/${dateId}`,
    );
    expect(response.statusCode).toBe(404);
  });
});
