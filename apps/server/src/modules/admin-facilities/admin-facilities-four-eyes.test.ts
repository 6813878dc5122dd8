import { tables } from '@hc/db';
import { createFacility } from '@hc/db/factories';
import type { AdminFacility, AdminFacilityRow, ApiError } from '@hc/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { signedInAs } from '../../test/accounts';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

// Four eyes (issue 36): the account that proposed a facility (created it, by hand or by an import) may not
// be the one who publishes it; another staff member may. The rule is configurable per role.

const clock = createFakeClock('2026-11-29T08:00:00Z');

type Staff = { id: number; cookie: string };
async function staffOf(t: TestApp, role: 'admin' | 'manager'): Promise<Staff> {
  const { account, cookie } = await signedInAs(t, role);
  return { id: account.id, cookie };
}

const approve = (t: TestApp, id: number, who: Staff) =>
  t.app.inject({ method: 'POST', url: `/api/admin/facilities/${id}/approve`, headers: { cookie: who.cookie } });

const create = (t: TestApp, who: Staff, name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/facilities',
    headers: { cookie: who.cookie },
    payload: { name, facilityType: 'clinic' },
  });

describe('four eyes on publishing a facility (rule on: the default, every role)', () => {
  let t: TestApp;
  let proposer: Staff;
  let other: Staff;

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.clock });
    proposer = await staffOf(t, 'manager');
    other = await staffOf(t, 'admin');
  });
  afterAll(() => t.close());

  it('refuses the proposer with 409 same_person, and the facility stays pending with nothing logged', async () => {
    const created = await create(t, proposer, 'Clinique Quatre Yeux');
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ data: AdminFacility }>().data;

    const refused = await approve(t, id, proposer);
    expect(refused.statusCode, refused.body).toBe(409);
    const { error } = refused.json<ApiError>();
    expect(error.code).toBe('conflict');
    expect(error.message).toMatch(/another staff member must approve/);
    expect(error.fields).toEqual([expect.objectContaining({ path: 'createdBy', code: 'same_person' })]);

    const [row] = await t.database.db.select().from(tables.facilities).where(eq(tables.facilities.id, id));
    expect(row).toMatchObject({ status: 'pending', version: 1 });
    const approvals = await t.database.db.$count(
      tables.facilityHistory,
      and(eq(tables.facilityHistory.facilityId, id), eq(tables.facilityHistory.action, 'approved')),
    );
    expect(approvals).toBe(0);
  });

  it('lets another staff member approve it: history and system log name the approver', async () => {
    const { id } = (await create(t, proposer, 'Clinique Second Regard')).json<{ data: AdminFacility }>().data;
    const approved = await approve(t, id, other);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<{ data: AdminFacility }>().data.status).toBe('approved');

    const [entry] = await t.database.db
      .select()
      .from(tables.facilityHistory)
      .where(and(eq(tables.facilityHistory.facilityId, id), eq(tables.facilityHistory.action, 'approved')));
    expect(entry).toMatchObject({ userId: other.id, changes: { status: { before: 'pending', after: 'approved' } } });
    const logged = await t.database.db.$count(
      tables.systemLogs,
      and(
        eq(tables.systemLogs.userId, other.id),
        sql`${tables.systemLogs.details}->>'facilityId' = ${String(id)}`,
        sql`${tables.systemLogs.details}->>'action' = 'approved'`,
      ),
    );
    expect(logged).toBe(1);
  });

  it('refuses the importer of an imported facility too, and lets anyone approve one without a known proposer', async () => {
    const imported = await createFacility(t.database.db, { status: 'pending', source: 'osm', createdBy: proposer.id });
    expect((await approve(t, imported.id, proposer)).statusCode).toBe(409);
    const openData = await createFacility(t.database.db, { status: 'pending', source: 'osm' });
    expect((await approve(t, openData.id, proposer)).statusCode).toBe(200);
  });

  it('shows the approver the evidence in the list: who proposed it and when, its source, and why they may not', async () => {
    const { id } = (await create(t, proposer, 'Clinique Preuve Visible')).json<{ data: AdminFacility }>().data;
    const rowAs = async (who: Staff) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/facilities?q=Preuve%20Visible`,
        headers: { cookie: who.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: AdminFacilityRow[] }>().data.find((row) => row.id === id)!;
    };
    const seenByProposer = await rowAs(proposer);
    expect(seenByProposer.proposal).toEqual({
      by: { id: proposer.id, name: expect.any(String), email: expect.stringContaining('@') },
      at: '2026-11-29T08:00:00.000Z',
      source: 'staff',
      approvalRefusal: 'same_person',
    });
    expect(seenByProposer.completeness).toEqual({ phone: false, address: false, hours: false, position: false });
    expect((await rowAs(other)).proposal?.approvalRefusal).toBeNull();
  });

  it('gives the same evidence on the record, where the proposer is told they may not approve', async () => {
    const { id } = (await create(t, proposer, 'Clinique Preuve Fiche')).json<{ data: AdminFacility }>().data;
    const recordAs = async (who: Staff) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/facilities/${id}`,
        headers: { cookie: who.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: AdminFacility }>().data;
    };
    expect((await recordAs(proposer)).proposal).toEqual({
      by: { id: proposer.id, name: expect.any(String), email: expect.stringContaining('@') },
      at: '2026-11-29T08:00:00.000Z',
      source: 'staff',
      approvalRefusal: 'same_person',
    });
    expect((await recordAs(other)).proposal?.approvalRefusal).toBeNull();
  });
});

describe('four eyes switched off by configuration', () => {
  it('lets the proposer approve their own facility when the rule leaves their role out', async () => {
    const t = await createTestApp({ clock: clock.clock, env: { FOUR_EYES_FACILITY_PUBLISH: 'admin' } });
    try {
      const manager = await staffOf(t, 'manager');
      const admin = await staffOf(t, 'admin');
      const mine = (await create(t, manager, 'Clinique Manager Seul')).json<{ data: AdminFacility }>().data;
      expect((await approve(t, mine.id, manager)).statusCode).toBe(200);
      // Admins are still covered by the rule.
      const admins = (await create(t, admin, 'Clinique Admin Seul')).json<{ data: AdminFacility }>().data;
      expect((await approve(t, admins.id, admin)).statusCode).toBe(409);
    } finally {
      await t.close();
    }
  });

  it('reads the rule from the environment, refusing a value it does not know with a clear message', () => {
    expect(loadConfig({}).FOUR_EYES_FACILITY_PUBLISH).toEqual(['admin', 'manager', 'support', 'developer']);
    expect(loadConfig({ FOUR_EYES_DOCTOR_ACTIVATE: 'none' }).FOUR_EYES_DOCTOR_ACTIVATE).toEqual([]);
    expect(loadConfig({ FOUR_EYES_FACILITY_PUBLISH: 'manager, support' }).FOUR_EYES_FACILITY_PUBLISH).toEqual([
      'manager',
      'support',
    ]);
    expect(() => loadConfig({ FOUR_EYES_FACILITY_PUBLISH: 'managers' })).toThrow(
      /FOUR_EYES_FACILITY_PUBLISH: must be all, none, or staff roles/,
    );
  });
});
