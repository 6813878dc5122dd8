import { tables } from '@hc/db';
import { createFacility, createPlace } from '@hc/db/factories';
import type { AdminFacility, AdminFacilityListQuery, AdminFacilityRow, ListMeta } from '@hc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/accounts';
import { createFakeClock, createTestApp, type TestApp } from '../../../test/test-app';
import { createVersionMemo } from '../../../lib/version-memo';
import { listAdminFacilities, type FacilityListFacts } from '../admin-facilities.repository';
import { createAdminListFromMemory } from './admin-list-from-memory';

// A list answered from memory is never older than the directory: a change made through the API, or
// written straight into the database by another process, is on the very next list request.
const clock = createFakeClock('2026-11-29T08:00:00Z');
let t: TestApp;
let manager: string;
let admin: string;
let place: Awaited<ReturnType<typeof createPlace>>;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  manager = (await signedInAs(t, 'manager')).cookie;
  admin = (await signedInAs(t, 'admin')).cookie;
  place = await createPlace(t.database.db);
  for (const name of ['Visible A', 'Visible B', 'Visible D', 'Visible E'])
    await createFacility(t.database.db, { ...place, name, status: 'pending' });
});
afterAll(() => t.close());

const db = () => t.database.db;

async function send(method: 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ data: AdminFacility }>().data;
}

async function list(filters: string): Promise<{ names: string[]; meta: ListMeta }> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/facilities?region=${place.regionId}&${filters}`,
    headers: { cookie: manager },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ data: AdminFacilityRow[]; meta: ListMeta }>();
  return { names: body.data.map((row) => row.name), meta: body.meta };
}

describe('GET /api/admin/facilities after a change', () => {
  it('shows a facility created, renamed, approved and archived through the API on the next request', async () => {
    expect((await list('')).names).toEqual(['Visible A', 'Visible B', 'Visible D', 'Visible E']);
    const created = await send('POST', '/api/admin/facilities', manager, {
      name: 'Visible C',
      facilityType: 'hospital',
      ...place,
    });
    expect(await list('')).toEqual({
      names: ['Visible A', 'Visible B', 'Visible C', 'Visible D', 'Visible E'],
      meta: { total: 5, page: 1, pageSize: 10 },
    });
    const renamed = await send('PATCH', `/api/admin/facilities/${created.id}`, manager, {
      version: created.version,
      name: 'Visible Z',
    });
    expect((await list('')).names).toEqual(['Visible A', 'Visible B', 'Visible D', 'Visible E', 'Visible Z']);
    expect((await list('q=visible%20z')).meta.total).toBe(1);
    expect((await list('status=approved')).names).toEqual([]);
    await send('POST', `/api/admin/facilities/${renamed.id}/approve`, admin);
    expect(await list('status=approved')).toEqual({ names: ['Visible Z'], meta: { total: 1, page: 1, pageSize: 10 } });
    expect((await list('sort=status&order=desc')).names[0]).toBe('Visible Z');
    await send('DELETE', `/api/admin/facilities/${renamed.id}`, manager);
    expect((await list('')).meta.total).toBe(4);
    expect((await list('archived=true')).names).toEqual(['Visible Z']);
  });

  it('shows a change written behind the server’s back on the next request', async () => {
    const before = await list('');
    const added = await createFacility(db(), { ...place, name: 'Visible 0 Elsewhere' });
    expect(await list('')).toEqual({
      names: ['Visible 0 Elsewhere', ...before.names],
      meta: { total: before.meta.total + 1, page: 1, pageSize: 10 },
    });
    await db().update(tables.facilities).set({ name: 'Visible Y' }).where(eq(tables.facilities.id, added.id));
    expect((await list('')).names.at(-1)).toBe('Visible Y');
    await db().update(tables.facilities).set({ archivedAt: new Date() }).where(eq(tables.facilities.id, added.id));
    expect((await list('')).meta.total).toBe(before.meta.total);
  });
});

describe('the memory model after a change', () => {
  const query: AdminFacilityListQuery = { page: 1, sort: 'name', order: 'asc' };
  const bySql = async () =>
    JSON.stringify(await listAdminFacilities(db(), query, createVersionMemo<FacilityListFacts>()));

  it('leaves to the SQL a page its model has not seen the change of, then answers from the new model', async () => {
    const memory = createAdminListFromMemory(db());
    expect(JSON.stringify(await memory.list(query))).toBe(await bySql());
    await createFacility(db(), { ...place, name: 'Visible 1 Behind' });
    expect(await memory.list(query)).toBeNull();
    expect(JSON.stringify(await memory.list(query))).toBe(await bySql());
  });

  it('answers by SQL while a large directory’s model is rebuilt, not waiting for it', async () => {
    const memory = createAdminListFromMemory(db(), { sqlWhileBuildingFrom: 1 });
    expect(await memory.list(query)).toBeNull();
    await expect.poll(async () => JSON.stringify(await memory.list(query))).toBe(await bySql());
    memory.invalidate();
    expect(await memory.list(query)).toBeNull();
    await expect.poll(async () => JSON.stringify(await memory.list(query))).toBe(await bySql());
  });
});
