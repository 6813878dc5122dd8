import { tables } from '@hc/db';
import { createFacility, createPlace } from '@hc/db/factories';
import { BULK_SELECTION_MAX, type FacilityBulkResult } from '@hc/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

// Bulk actions on the Facilities list (issue 36): each row changed apart, with its own history and log,
// the four-eyes rule applied, and a per-row result.

let t: TestApp;
let admin: { id: number; cookie: string };
let importer: { id: number; cookie: string };
const clock = createFakeClock('2026-11-29T09:00:00Z');
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const signedAdmin = await signedInAs(t, 'admin');
  admin = { id: signedAdmin.account.id, cookie: signedAdmin.cookie };
  const signedImporter = await signedInAs(t, 'manager');
  importer = { id: signedImporter.account.id, cookie: signedImporter.cookie };
});
afterAll(() => t.close());

const bulk = (payload: object, cookie = admin.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/admin/facilities/bulk', headers: { cookie }, payload });
const resultOf = (response: Awaited<ReturnType<typeof bulk>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: FacilityBulkResult }>().data;
};

/** `count` facilities as an import leaves them: pending, from OpenStreetMap, proposed by `by`. */
async function imported(count: number, word: string, by: number, place?: Awaited<ReturnType<typeof createPlace>>) {
  const where = place ?? (await createPlace(db()));
  const rows = [];
  for (let i = 0; i < count; i++)
    rows.push(
      await createFacility(db(), {
        name: `Centre ${word} ${String(i).padStart(3, '0')}`,
        status: 'pending',
        source: 'osm',
        createdBy: by,
        ...where,
      }),
    );
  return rows.map((row) => row.id);
}

describe('POST /api/admin/facilities/bulk', () => {
  it('approves 200 imported facilities one by one, refusing with its code each row it may not change', async () => {
    const ids = await imported(200, 'Bulkwave', importer.id);
    const [own] = await imported(1, 'Bulkwave Mine', admin.id);
    const active = await createFacility(db(), { status: 'active' });
    const first = resultOf(await bulk({ action: 'approve', ids: [...ids.slice(0, 100), own!, active.id, 999_999] }));
    expect(first.totals).toEqual({ done: 100, refused: 3 });
    expect(first.results.filter((r) => !r.ok)).toEqual([
      { id: own, ok: false, code: 'same_person' },
      { id: active.id, ok: false, code: 'wrong_status' },
      { id: 999_999, ok: false, code: 'not_found' },
    ]);
    const second = resultOf(await bulk({ action: 'approve', ids: ids.slice(100) }));
    expect(second.totals).toEqual({ done: 100, refused: 0 });

    const rows = await db().select().from(tables.facilities).where(inArray(tables.facilities.id, ids));
    expect(rows.every((row) => row.status === 'approved' && row.updatedBy === admin.id)).toBe(true);
    const history = await db()
      .select()
      .from(tables.facilityHistory)
      .where(and(inArray(tables.facilityHistory.facilityId, ids), eq(tables.facilityHistory.action, 'approved')));
    expect(history).toHaveLength(200);
    expect(history.every((entry) => entry.userId === admin.id)).toBe(true);
    const rowLogs = await db().$count(
      tables.systemLogs,
      and(
        eq(tables.systemLogs.source, 'FACILITY'),
        sql`${tables.systemLogs.details}->>'action' = 'approved'`,
        sql`(${tables.systemLogs.details}->>'facilityId')::int IN (${sql.join(ids, sql`, `)})`,
      ),
    );
    expect(rowLogs).toBe(200);
    const summary = await db().$count(tables.systemLogs, sql`${tables.systemLogs.details}->>'action' = 'bulk_approve'`);
    expect(summary).toBe(2);
    // Approved once is not approved twice.
    expect(resultOf(await bulk({ action: 'approve', ids: ids.slice(0, 2) })).results).toEqual([
      { id: ids[0], ok: false, code: 'wrong_status' },
      { id: ids[1], ok: false, code: 'wrong_status' },
    ]);
  });

  it('finds the rows itself for a filter, within a cap', async () => {
    const ids = await imported(3, 'Filterwave', importer.id);
    const result = resultOf(await bulk({ action: 'approve', filter: { q: 'Filterwave', status: 'pending' } }));
    expect(result.results.map((r) => r.id).sort((a, b) => a - b)).toEqual(ids);
    expect(result.totals).toEqual({ done: 3, refused: 0 });

    const ids2 = await t.app.inject({
      method: 'GET',
      url: '/api/admin/facilities/ids?q=Filterwave',
      headers: { cookie: admin.cookie },
    });
    expect(ids2.statusCode, ids2.body).toBe(200);
    expect(ids2.json()).toEqual({ data: { ids, total: 3 } });
  });

  it('refuses a filter matching more rows than the cap, with a clear code', async () => {
    // No factory loop of 5,001 rows: one INSERT … SELECT makes them, as the import would.
    const place = await createPlace(db());
    await db().execute(sql`
      INSERT INTO facilities (name, category, facility_type, status, source, region_id, division_id, subdivision_id)
      SELECT 'Capwave ' || n, 'hospital', 'hospital', 'pending', 'osm', ${place.regionId}, ${place.divisionId}, ${place.subdivisionId}
      FROM generate_series(1, ${BULK_SELECTION_MAX + 1}) AS n`);
    const response = await bulk({ action: 'approve', filter: { q: 'Capwave' } });
    expectFieldError(response, 'filter', 'selection_too_large');
    const ids = await t.app.inject({
      method: 'GET',
      url: '/api/admin/facilities/ids?q=Capwave',
      headers: { cookie: admin.cookie },
    });
    expectFieldError(ids, 'filter', 'selection_too_large');
    expect(await db().$count(tables.facilities, sql`name LIKE 'Capwave %' AND status = 'approved'`)).toBe(0);
  });

  it('suspends with one reason for all, and requires that reason', async () => {
    const ids = await imported(2, 'Suspendwave', importer.id);
    await db().update(tables.facilities).set({ status: 'approved' }).where(inArray(tables.facilities.id, ids));
    expectFieldError(await bulk({ action: 'suspend', ids }), 'reason', 'required');
    expectFieldError(await bulk({ action: 'suspend', ids, reason: '   ' }), 'reason', 'required');
    const result = resultOf(await bulk({ action: 'suspend', ids, reason: 'Licence expired' }));
    expect(result.totals).toEqual({ done: 2, refused: 0 });
    const rows = await db().select().from(tables.facilities).where(inArray(tables.facilities.id, ids));
    expect(rows.map((row) => [row.status, row.suspensionReason])).toEqual([
      ['suspended', 'Licence expired'],
      ['suspended', 'Licence expired'],
    ]);
  });

  it('answers bad requests with 400 and field codes, never a 500', async () => {
    expectFieldError(await bulk({ action: 'approve' }), 'ids', 'required');
    expectFieldError(await bulk({ action: 'approve', ids: [1], filter: {} }), 'ids', 'invalid');
    expectFieldError(await bulk({ action: 'approve', ids: [] }), 'ids', 'required');
    expectFieldError(
      await bulk({ action: 'approve', ids: Array.from({ length: 501 }, (_, i) => i + 1) }),
      'ids',
      'too_long',
    );
    expectFieldError(await bulk({ action: 'archive', ids: [1] }), 'action', 'invalid_choice');
    expectFieldError(await bulk({ action: 'approve', ids: ['x'] }), 'ids.0', 'invalid_type');
  });

  it('needs facilities:write; a region-limited account changes only its region (others answered not_found)', async () => {
    const here = await createPlace(db());
    const there = await createPlace(db());
    const [mine] = await imported(1, 'Regionwave Here', importer.id, here);
    const [theirs] = await imported(1, 'Regionwave There', importer.id, there);
    const limited = await signedInAs(t, 'manager', { scopeRegionId: here.regionId });
    const result = resultOf(await bulk({ action: 'approve', ids: [mine!, theirs!] }, limited.cookie));
    expect(result.results).toEqual([
      { id: mine, ok: true },
      { id: theirs, ok: false, code: 'not_found' },
    ]);
    const [left] = await db().select().from(tables.facilities).where(eq(tables.facilities.id, theirs!));
    expect(left!.status).toBe('pending');
    // A filter is limited to the account's region, whatever it asks.
    const [other] = await imported(1, 'Regionwave Again', importer.id, there);
    const filtered = resultOf(await bulk({ action: 'approve', filter: { q: 'Regionwave Again' } }, limited.cookie));
    expect(filtered.results).toEqual([]);
    expect(other).toBeDefined();

    const support = await signedInAs(t, 'support');
    expect((await bulk({ action: 'approve', ids: [mine!] }, support.cookie)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/facilities/bulk', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('export of a selection', () => {
  it('exports only the facilities named by `ids`, as the CSV export does', async () => {
    const ids = await imported(3, 'Exportwave', importer.id);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/facilities/export.csv?ids=${ids[0]},${ids[2]}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(response.body).toContain('Centre Exportwave 000');
    expect(response.body).not.toContain('Centre Exportwave 001');
    expect(response.body).toContain('Centre Exportwave 002');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/facilities/export.csv?ids=1,x',
      headers: { cookie: admin.cookie },
    });
    expectFieldError(bad, 'ids', 'invalid_format');
  });
});
