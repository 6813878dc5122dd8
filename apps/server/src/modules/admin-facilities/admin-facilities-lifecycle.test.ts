import { tables } from '@hc/db';
import { createDoctor, createFacility } from '@hc/db/factories';
import { facilityTransitions, type AdminFacility, type ApiError, type FacilityHistoryEntry } from '@hc/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: string;
let admin: string;
let staffId: number;
const clock = createFakeClock('2026-11-25T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const signedIn = await signedInAs(t, 'manager');
  staff = signedIn.cookie;
  staffId = signedIn.account.id;
  admin = (await signedInAs(t, 'admin')).cookie;
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = staff) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
const act = async (id: number, action: string, payload?: object, cookie = staff) =>
  call('POST', `/api/admin/facilities/${id}/${action}`, payload, cookie);
const statusOf = async (response: Awaited<ReturnType<typeof call>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AdminFacility }>().data.status;
};
/** A public GET answered straight away: no invalidation by the test, the server's own write must suffice. */
const publicStatus = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

describe('lifecycle', () => {
  it('follows the transitions written once in the shared package', async () => {
    expect(facilityTransitions.approve.from).toEqual(['pending']);
    const facility = await createFacility(db(), { status: 'pending' });
    expect(await statusOf(await act(facility.id, 'approve'))).toBe('approved');
    expect(await statusOf(await act(facility.id, 'suspend', { reason: 'Licence expired' }))).toBe('suspended');
    const detail = (await call('GET', `/api/admin/facilities/${facility.id}`)).json<{ data: AdminFacility }>().data;
    expect(detail).toMatchObject({ suspensionReason: 'Licence expired', version: 3 });
    expect(await statusOf(await act(facility.id, 'reactivate'))).toBe('approved');
    const active = await createFacility(db(), { status: 'active' });
    await act(active.id, 'suspend', { reason: 'Check' });
    expect(await statusOf(await act(active.id, 'reactivate'))).toBe('active');
  });

  it('answers 409 to a transition the status does not allow', async () => {
    const facility = await createFacility(db(), { status: 'active' });
    for (const action of ['approve', 'reactivate']) {
      const response = await act(facility.id, action);
      expect(response.statusCode, `${action}: ${response.body}`).toBe(409);
      expect(response.json<ApiError>().error.code).toBe('conflict');
    }
    const pending = await createFacility(db(), { status: 'pending' });
    expect((await act(pending.id, 'suspend', { reason: 'x' })).statusCode).toBe(409);
  });

  it('requires a reason of at most 500 characters to suspend', async () => {
    const facility = await createFacility(db());
    expectFieldError(await act(facility.id, 'suspend', {}), 'reason', 'required');
    expectFieldError(await act(facility.id, 'suspend', { reason: 'x'.repeat(501) }), 'reason', 'too_long');
  });

  it('removes a suspended facility from every public read at once', async () => {
    const facility = await createFacility(db(), { name: 'Suspendable Zebra Hospital' });
    await createDoctor(db(), { facilityId: facility.id, name: 'Dr Zebra Suspendable' });
    t.app.directoryVersion.invalidate();
    expect(await publicStatus(`/api/hospitals/${facility.id}`)).toBe(200);
    const search = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/search?q=suspendable%20zebra' })).json<{
        data: { hospitals: { id: number }[] };
      }>().data.hospitals;
    expect((await search()).map((f) => f.id)).toEqual([facility.id]);
    await act(facility.id, 'suspend', { reason: 'Closed' });
    expect(await publicStatus(`/api/hospitals/${facility.id}`)).toBe(404);
    expect(await publicStatus(`/api/facilities/${facility.id}`)).toBe(404);
    expect(await search()).toEqual([]);
    const doctors = await t.app.inject({ method: 'GET', url: '/api/doctors?query=zebra%20suspendable' });
    expect(doctors.json<{ data: unknown[] }>().data).toEqual([]);
  });
});

describe('archive and restore', () => {
  it('hides an archived facility from the public and the list; only an admin restores it', async () => {
    const facility = await createFacility(db(), { name: 'Archivable Quokka Clinic', featuredRank: 1 });
    t.app.directoryVersion.invalidate();
    expect(await publicStatus(`/api/hospitals/${facility.id}`)).toBe(200);
    const archived = await call('DELETE', `/api/admin/facilities/${facility.id}`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json<{ data: AdminFacility }>().data.archivedAt).toBe(clock.clock().toISOString());
    expect(await publicStatus(`/api/hospitals/${facility.id}`)).toBe(404);
    const featured = await t.app.inject({ method: 'GET', url: '/api/hospitals/featured' });
    expect(featured.json<{ data: { id: number }[] }>().data.map((f) => f.id)).not.toContain(facility.id);
    expect((await call('DELETE', `/api/admin/facilities/${facility.id}`)).statusCode).toBe(409);
    // Its status stays as it was until it is restored: suspending it now would surprise whoever restores it.
    expect((await act(facility.id, 'suspend', { reason: 'Closed' })).statusCode).toBe(409);

    expect((await act(facility.id, 'restore')).statusCode).toBe(403);
    const restored = await act(facility.id, 'restore', undefined, admin);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<{ data: AdminFacility }>().data.archivedAt).toBeNull();
    expect(await publicStatus(`/api/hospitals/${facility.id}`)).toBe(200);
  });
});

describe('history and system log', () => {
  it('lists who did what, newest first, with each updated field before and after', async () => {
    // Proposed by one person, approved by another (four eyes, admin-facilities-four-eyes.test.ts).
    const created = await call(
      'POST',
      '/api/admin/facilities',
      { name: 'History Clinic', facilityType: 'clinic' },
      admin,
    );
    const { id } = created.json<{ data: AdminFacility }>().data;
    clock.advance(1000);
    await call('PATCH', `/api/admin/facilities/${id}`, { version: 1, name: 'History Clinic 2', beds: 5 }, admin);
    clock.advance(1000);
    await act(id, 'approve');
    const response = await call('GET', `/api/admin/facilities/${id}/history`);
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json<{ data: FacilityHistoryEntry[] }>().data;
    expect(entries.map((e) => e.action)).toEqual(['approved', 'updated', 'created']);
    expect(entries[0]!.user).toMatchObject({ id: staffId });
    expect(entries[0]!.changes).toEqual([{ field: 'status', before: 'pending', after: 'approved' }]);
    expect(entries[2]!.changes.map((change) => change.field)).not.toContain('id');
    expect(entries[2]!.changes).toContainEqual({ field: 'name', before: null, after: 'History Clinic' });
    expect(entries[1]!.changes).toEqual([
      { field: 'beds', before: null, after: 5 },
      { field: 'name', before: 'History Clinic', after: 'History Clinic 2' },
    ]);
    const [log] = await db()
      .select()
      .from(tables.systemLogs)
      .where(eq(tables.systemLogs.source, 'FACILITY'))
      .orderBy(desc(tables.systemLogs.id))
      .limit(1);
    expect(log).toMatchObject({ userId: staffId, message: expect.stringContaining(`#${id} approved`) });
  });

  it('pages the history by 20, newest first, and says how many changes there are', async () => {
    const facility = await createFacility(db());
    for (let version = 1; version <= 24; version++) {
      clock.advance(1000);
      const edited = await call('PATCH', `/api/admin/facilities/${facility.id}`, { version, beds: version });
      expect(edited.statusCode, edited.body).toBe(200);
    }
    const first = await call('GET', `/api/admin/facilities/${facility.id}/history`);
    const page1 = first.json<{ data: FacilityHistoryEntry[]; meta: unknown }>();
    expect(page1.meta).toEqual({ total: 24, page: 1, pageSize: 20 });
    expect(page1.data).toHaveLength(20);
    expect(page1.data[0]!.changes).toEqual([{ field: 'beds', before: 23, after: 24 }]);
    const second = await call('GET', `/api/admin/facilities/${facility.id}/history?page=2`);
    const page2 = second.json<{ data: FacilityHistoryEntry[]; meta: unknown }>();
    expect(page2.meta).toEqual({ total: 24, page: 2, pageSize: 20 });
    expect(page2.data.map((entry) => entry.changes[0]!.after)).toEqual([4, 3, 2, 1]);
  });

  it('answers 404 for the history of an unknown facility', async () => {
    expect((await call('GET', '/api/admin/facilities/999999/history')).statusCode).toBe(404);
  });
});
