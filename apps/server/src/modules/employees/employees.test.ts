import { tables } from '@hc/db';
import { createPlace, createRegion, createSystemLog } from '@hc/db/factories';
import type { ApiError, Employee, EmployeeList } from '@hc/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, signedInAs, signIn } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

const NOW = '2026-11-23T09:00:00Z';
const clock = createFakeClock(NOW);
let t: TestApp;
let admin: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock, env: { PUBLIC_URL: 'https://sante.example.cm' } });
  const signedIn = await signedInAs(t, 'admin');
  admin = signedIn.cookie;
  adminId = signedIn.account.id;
});
afterEach(() => clock.set(NOW));
afterAll(() => t.close());

const db = () => t.database.db;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie: string | null = admin, headers = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });

let serial = 0;
const newEmployee = (overrides: object = {}) => {
  serial += 1;
  return {
    firstName: 'Awa',
    lastName: `Ngono ${serial}`,
    email: `awa.ngono.${serial}@sante.example.cm`,
    role: 'manager',
    ...overrides,
  };
};
const created = async (overrides: object = {}, headers = {}) => {
  const response = await call('POST', '/api/admin/employees', newEmployee(overrides), admin, headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Employee }>().data;
};

async function lastMailTo(email: string) {
  const [row] = await db()
    .select()
    .from(tables.outboxMessages)
    .where(eq(tables.outboxMessages.toAddress, email))
    .orderBy(desc(tables.outboxMessages.id))
    .limit(1);
  return row!;
}
const tokenIn = (text: string) => /accept-invitation\?token=([\w-]+)/.exec(text)?.[1] ?? '';

const accept = (token: string, password = 'a brand new long password') =>
  call('POST', '/api/auth/invitations/accept', { token, password, repeat: password }, null);

describe('employees: who may call', () => {
  it('lets only an admin in: a manager, support or developer gets 403, a visitor 401', async () => {
    for (const role of ['manager', 'support', 'developer'] as const) {
      const { cookie } = await signedInAs(t, role);
      expect((await call('GET', '/api/admin/employees', undefined, cookie)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/employees', newEmployee(), cookie)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/employees', undefined, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/employees')).statusCode).toBe(200);
  });
});

describe('employees: add and invite', () => {
  it('creates the account without a password and mails a single-use 72-hour invitation in the admin’s language', async () => {
    const place = await createPlace(db());
    const employee = await created(
      { phone: '6 77 12 34 56', jobTitle: 'Manager', department: 'Operations', joinDate: '2026-11-02', ...place },
      { 'accept-language': 'fr-CM,fr;q=0.9,en;q=0.5' },
    );
    expect(employee).toMatchObject({
      role: 'manager',
      status: 'pending',
      invitationPending: true,
      phone: '+237677123456',
      jobTitle: 'Manager',
      joinDate: '2026-11-02',
      region: expect.objectContaining({ id: place.regionId }),
    });
    // No employee ID typed: the next EMP-NNNN is given.
    expect(employee.employeeId).toMatch(/^EMP-\d{4,}$/);
    const [row] = await db().select().from(tables.users).where(eq(tables.users.id, employee.id));
    expect(row!.passwordHash).toBeNull();
    const mail = await lastMailTo(employee.email);
    expect(mail).toMatchObject({ template: 'invitation', locale: 'fr', transport: 'outbox', userId: employee.id });
    expect(mail.textBody).toContain('https://sante.example.cm/accept-invitation?token=');
    expect(mail.textBody).toContain('72 heures');
    const [token] = await db()
      .select()
      .from(tables.invitationTokens)
      .where(eq(tables.invitationTokens.userId, employee.id));
    // Only the hash is stored, and it ends 72 hours after the invitation.
    expect(token!.tokenHash).not.toBe(tokenIn(mail.textBody));
    expect(token!.expiresAt.toISOString()).toBe('2026-11-26T09:00:00.000Z');
    expect(token!.invitedBy).toBe(adminId);
    const [log] = await db()
      .select()
      .from(tables.systemLogs)
      .where(eq(tables.systemLogs.userId, adminId))
      .orderBy(desc(tables.systemLogs.id))
      .limit(1);
    expect(log!.message).toContain(`Employee added and invited: ${employee.email}`);
  });

  it('cannot sign in until the invitation is accepted; after it, signs in and lands in the back-office', async () => {
    const employee = await created({ locale: 'en' });
    expect((await signIn(t, employee.email, 'a brand new long password')).response.statusCode).toBe(401);
    const token = tokenIn((await lastMailTo(employee.email)).textBody);
    const response = await accept(token);
    expect(response.statusCode, response.body).toBe(200);
    const { response: signedIn } = await signIn(t, employee.email, 'a brand new long password');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ data: { status: 'signed_in', redirectTo: '/admin-dashboard' } });
    const after = (await call('GET', `/api/admin/employees/${employee.id}`)).json<{ data: Employee }>().data;
    expect(after).toMatchObject({ status: 'active', invitationPending: false });
    // Used once: the same link is refused afterwards.
    expectFieldError(await accept(token), 'token', 'invalid_invitation_link');
  });

  it('refuses an expired link, and a re-sent invitation voids the older one', async () => {
    const employee = await created();
    const first = tokenIn((await lastMailTo(employee.email)).textBody);
    // 72 hours later (the token's end moved, rather than the clock: the admin's session would end too).
    await db()
      .update(tables.invitationTokens)
      .set({ expiresAt: new Date('2026-11-23T08:59:59Z') })
      .where(eq(tables.invitationTokens.userId, employee.id));
    expectFieldError(await accept(first), 'token', 'invalid_invitation_link');
    const resent = await call('POST', `/api/admin/employees/${employee.id}/invitation`, {});
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ data: { expiresAt: '2026-11-26T09:00:00.000Z' } });
    const second = tokenIn((await lastMailTo(employee.email)).textBody);
    expect(second).not.toBe(first);
    expect((await accept(second)).statusCode).toBe(200);
    // Accepted: nothing to re-send any more.
    const again = await call('POST', `/api/admin/employees/${employee.id}/invitation`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().error.fields?.[0]?.code).toBe('invitation_already_accepted');
  });

  it('refuses a taken employee ID (any case) or email with 409 on the field, and checks phone and region limit', async () => {
    await created({ employeeId: 'HR-0042' });
    const sameId = await call('POST', '/api/admin/employees', newEmployee({ employeeId: 'hr-0042' }));
    expect(sameId.statusCode).toBe(409);
    expect(sameId.json<ApiError>().error.fields).toEqual([
      expect.objectContaining({ path: 'employeeId', code: 'employee_id_taken' }),
    ]);
    const { email } = await created();
    const sameEmail = await call('POST', '/api/admin/employees', newEmployee({ email: email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json<ApiError>().error.fields?.[0]).toMatchObject({ path: 'email', code: 'email_taken' });
    expectFieldError(
      await call('POST', '/api/admin/employees', newEmployee({ phone: '12' })),
      'phone',
      'invalid_phone',
    );
    const region = await createRegion(db());
    expectFieldError(
      await call('POST', '/api/admin/employees', newEmployee({ role: 'developer', scopeRegionId: region.id })),
      'scopeRegionId',
      'region_limit_not_allowed',
    );
    const limited = await created({ role: 'support', scopeRegionId: region.id });
    expect(limited.scopeRegion).toMatchObject({ id: region.id, nameEn: region.nameEn });
    const otherPlace = await createPlace(db());
    const place = await createPlace(db());
    expectFieldError(
      await call('POST', '/api/admin/employees', newEmployee({ ...place, divisionId: otherPlace.divisionId })),
      'divisionId',
      'location_mismatch',
    );
    // The same rules as every other record's place: a division needs its region, a region must exist.
    expectFieldError(
      await call('POST', '/api/admin/employees', newEmployee({ divisionId: place.divisionId })),
      'divisionId',
      'location_mismatch',
    );
    expectFieldError(
      await call('POST', '/api/admin/employees', newEmployee({ regionId: 2_000_000_000 })),
      'regionId',
      'invalid',
    );
  });
});

describe('employees: list', () => {
  it('filters by location name, status, role and "Search Name or ID", 10 a page', async () => {
    const place = await createPlace(db());
    const [region] = await db().select().from(tables.regions).where(eq(tables.regions.id, place.regionId));
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await created({ ...place, role: i < 3 ? 'developer' : 'support' })).id);
    const byRegion = (
      await call('GET', `/api/admin/employees?region=${encodeURIComponent(region!.nameFr.toUpperCase())}`)
    ).json<EmployeeList>();
    expect(byRegion.meta).toEqual({ total: 12, page: 1, pageSize: 10 });
    expect(byRegion.data).toHaveLength(10);
    const page2 = (await call('GET', `/api/admin/employees?region=${place.regionId}&page=2`)).json<EmployeeList>();
    expect(page2.data).toHaveLength(2);
    const developers = (
      await call('GET', `/api/admin/employees?subdivision=${place.subdivisionId}&role=developer`)
    ).json<EmployeeList>();
    expect(developers.data.map((e) => e.id).sort()).toEqual(ids.slice(0, 3).sort());
    const pending = (
      await call('GET', `/api/admin/employees?region=${place.regionId}&status=pending`)
    ).json<EmployeeList>();
    expect(pending.meta.total).toBe(12);
    const active = (
      await call('GET', `/api/admin/employees?region=${place.regionId}&status=active`)
    ).json<EmployeeList>();
    expect(active.meta.total).toBe(0);
    const one = (await call('GET', `/api/admin/employees/${ids[4]}`)).json<{ data: Employee }>().data;
    const byId = (await call('GET', `/api/admin/employees?q=${one.employeeId!.toLowerCase()}`)).json<EmployeeList>();
    expect(byId.data.map((e) => e.id)).toEqual([ids[4]]);
    const byName = (
      await call('GET', `/api/admin/employees?q=${encodeURIComponent(one.lastName.toLowerCase())}`)
    ).json<EmployeeList>();
    expect(byName.data.map((e) => e.id)).toContain(ids[4]);
    // Patients and doctors are not employees.
    const patient = await createTestAccount(t, 'patient');
    expect((await call('GET', `/api/admin/employees/${patient.id}`)).statusCode).toBe(404);
  });
});

describe('employees: change, deactivate, delete', () => {
  it('putting an employee on leave ends their sessions at once and is logged', async () => {
    const { account, cookie } = await signedInAs(t, 'manager', { employeeId: 'MG-7' });
    expect((await call('GET', '/api/auth/me', undefined, cookie)).statusCode).toBe(200);
    const response = await call('PATCH', `/api/admin/employees/${account.id}`, {
      status: 'on_leave',
      department: 'Field',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Employee }>().data).toMatchObject({ status: 'on_leave', department: 'Field' });
    expect((await call('GET', '/api/auth/me', undefined, cookie)).statusCode).toBe(401);
    const sessions = await db().select().from(tables.sessions).where(eq(tables.sessions.userId, account.id));
    expect(sessions).toEqual([]);
    const [log] = await db().select().from(tables.systemLogs).orderBy(desc(tables.systemLogs.id)).limit(1);
    expect(log).toMatchObject({ userId: adminId, level: 'WARN' });
    expect(log!.message).toContain(`Employee changed: ${account.email}`);
    expect(log!.details).toMatchObject({ changes: { status: { before: 'active', after: 'on_leave' } } });
  });

  it('a role without region limits drops the limit; changing the role to admin with one is refused', async () => {
    const region = await createRegion(db());
    const employee = await created({ role: 'manager', scopeRegionId: region.id });
    const promoted = await call('PATCH', `/api/admin/employees/${employee.id}`, { role: 'developer' });
    expect(promoted.json<{ data: Employee }>().data).toMatchObject({ role: 'developer', scopeRegion: null });
    expectFieldError(
      await call('PATCH', `/api/admin/employees/${employee.id}`, { role: 'admin', scopeRegionId: region.id }),
      'scopeRegionId',
      'region_limit_not_allowed',
    );
  });

  it('nobody deletes, deactivates or demotes themselves', async () => {
    for (const [method, payload, path] of [
      ['PATCH', { status: 'inactive' }, 'status'],
      ['PATCH', { role: 'support' }, 'role'],
      ['DELETE', undefined, 'request'],
    ] as const) {
      const response = await call(method, `/api/admin/employees/${adminId}`, payload);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json<ApiError>().error.fields).toEqual([expect.objectContaining({ path, code: 'own_account' })]);
    }
    // Their other details can still change.
    expect((await call('PATCH', `/api/admin/employees/${adminId}`, { department: 'Board' })).statusCode).toBe(200);
  });

  it('deletes an employee nothing names, and refuses one the system log names (deactivate instead)', async () => {
    const fresh = await created();
    const deleted = await call('DELETE', `/api/admin/employees/${fresh.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', `/api/admin/employees/${fresh.id}`)).statusCode).toBe(404);
    const worker = await createTestAccount(t, 'support');
    await createSystemLog(db(), { userId: worker.id, message: 'Claim #4 closed' });
    const refused = await call('DELETE', `/api/admin/employees/${worker.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiError>().error.fields?.[0]?.code).toBe('employee_has_history');
    expect((await call('GET', `/api/admin/employees/${worker.id}`)).statusCode).toBe(200);
  });

  it('deactivating an invited employee voids the link', async () => {
    const employee = await created();
    const token = tokenIn((await lastMailTo(employee.email)).textBody);
    await call('PATCH', `/api/admin/employees/${employee.id}`, { status: 'inactive' });
    expectFieldError(await accept(token), 'token', 'invalid_invitation_link');
    const resend = await call('POST', `/api/admin/employees/${employee.id}/invitation`, {});
    expect(resend.json<ApiError>().error.fields?.[0]?.code).toBe('employee_inactive');
  });
});
