import { tables } from '@hc/db';
import { createFacility, createPlace, createRegion } from '@hc/db/factories';
import type { AdminFacilityRow, ListMeta } from '@hc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

// The list remembers a filter set's total and the ids its place names stand for, per directory version,
// and checks that version in its page's own statement: a write by any other process (here, straight into
// the database, with this process's cached directory version left alone) shows on the very next request.
const clock = createFakeClock('2026-11-29T08:00:00Z');
let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  staff = (await signedInAs(t, 'manager')).cookie;
});
afterAll(() => t.close());

const db = () => t.database.db;
async function list(query: string): Promise<{ data: AdminFacilityRow[]; meta: ListMeta }> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/facilities?${query}`,
    headers: { cookie: staff },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/admin/facilities after writes elsewhere', () => {
  it('counts a facility added elsewhere on the next request, and pages to it', async () => {
    const place = await createPlace(db());
    for (let i = 0; i < 10; i++)
      await createFacility(db(), { ...place, name: `Counted ${String(i).padStart(2, '0')}` });
    const query = `region=${place.regionId}`;
    expect((await list(query)).meta).toEqual({ total: 10, page: 1, pageSize: 10 });
    expect((await list(`${query}&page=2`)).meta.page).toBe(1);
    const added = await createFacility(db(), { ...place, name: 'Counted 99' });
    const second = await list(`${query}&page=2`);
    expect(second.meta).toEqual({ total: 11, page: 2, pageSize: 10 });
    expect(second.data.map((row) => row.id)).toEqual([added.id]);
  });

  it('follows a place renamed elsewhere: the old name selects nothing, the new one its facilities', async () => {
    const region = await createRegion(db(), { nameEn: 'Renamed Before', nameFr: 'Renommée Avant' });
    const place = await createPlace(db(), { regionId: region.id });
    const facility = await createFacility(db(), place);
    expect((await list('region=renamed%20before')).data.map((row) => row.id)).toEqual([facility.id]);
    await db().update(tables.regions).set({ nameEn: 'Renamed After' }).where(eq(tables.regions.id, region.id));
    expect(await list('region=renamed%20before')).toEqual({ data: [], meta: { total: 0, page: 1, pageSize: 10 } });
    expect((await list('region=Renamed%20After')).data.map((row) => row.id)).toEqual([facility.id]);
  });

  it('shows an edit made elsewhere in the rows of a page it has already served', async () => {
    const place = await createPlace(db());
    const facility = await createFacility(db(), { ...place, phone: null });
    const query = `subdivision=${place.subdivisionId}`;
    expect((await list(query)).data[0]!.completeness.phone).toBe(false);
    await db().update(tables.facilities).set({ phone: '+237600000000' }).where(eq(tables.facilities.id, facility.id));
    expect((await list(query)).data[0]!.completeness.phone).toBe(true);
  });
});
