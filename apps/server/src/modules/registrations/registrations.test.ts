import { tables } from '@hc/db';
import { createDoctor, createPlace, createSpecialty } from '@hc/db/factories';
import type { IncompleteRegistrationList } from '@hc/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, signedInAs } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signedInAs(t, 'admin');
  admin = signedIn.cookie;
  adminId = signedIn.account.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = (method: 'GET' | 'DELETE', url: string, cookie: string | null = admin) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
async function incomplete(kind: string, cookie = admin) {
  const response = await call('GET', `/api/admin/registrations/incomplete?kind=${kind}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<IncompleteRegistrationList>();
}
const ids = (list: IncompleteRegistrationList) => list.data.map((row) => row.id);

describe('incomplete registrations', () => {
  it('lists patients and doctors whose registration is not complete, with the spec’s fields', async () => {
    const place = await createPlace(db());
    const started = await createTestAccount(t, 'patient', { registrationStatus: 'registration_started' });
    const partial = await createTestAccount(t, 'patient', {
      registrationStatus: 'incomplete_profile',
      bloodType: 'B+',
      phone: '+237677123456',
      ...place,
    });
    const done = await createTestAccount(t, 'patient');
    const specialty = await createSpecialty(db(), { nameEn: `Cardiology ${Date.now()}`, nameFr: 'Cardiologie' });
    const doctorAccount = await createTestAccount(t, 'doctor', { registrationStatus: 'incomplete_profile' });
    await createDoctor(db(), { userId: doctorAccount.id, specialtyId: specialty.id, phone: '+237699001122' });
    const staff = await createTestAccount(t, 'support', { registrationStatus: 'registration_started' });

    const patients = await incomplete('patient');
    expect(ids(patients)).toEqual(expect.arrayContaining([started.id, partial.id]));
    expect(ids(patients)).not.toContain(done.id);
    expect(ids(patients)).not.toContain(doctorAccount.id);
    expect(patients.data.find((row) => row.id === partial.id)).toEqual({
      id: partial.id,
      name: `${partial.firstName} ${partial.lastName}`,
      email: partial.email,
      phone: '+237677123456',
      role: 'patient',
      status: 'incomplete_profile',
      registeredAt: partial.createdAt.toISOString(),
      bloodType: 'B+',
    });
    const doctors = await incomplete('doctor');
    expect(doctors.data.find((row) => row.id === doctorAccount.id)).toMatchObject({
      status: 'incomplete_profile',
      phone: '+237699001122',
      specialty: { nameEn: specialty.nameEn, nameFr: 'Cardiologie' },
    });
    expect(ids(doctors)).not.toContain(started.id);
    const users = await incomplete('user');
    expect(ids(users)).toEqual(expect.arrayContaining([started.id, partial.id, doctorAccount.id]));
    // Staff accounts are employees: they are not in these lists and cannot be deleted from here.
    expect(ids(users)).not.toContain(staff.id);
    expect((await call('DELETE', `/api/admin/registrations/incomplete/${staff.id}`)).statusCode).toBe(404);
    expect(users.meta.pageSize).toBe(10);
    expect((await call('GET', '/api/admin/registrations/incomplete?kind=staff')).statusCode).toBe(400);
  });

  it('really deletes an incomplete doctor (and the doctor record) after the confirmation, and logs it', async () => {
    const account = await createTestAccount(t, 'doctor', { registrationStatus: 'registration_started' });
    const doctor = await createDoctor(db(), { userId: account.id, status: 'pending' });
    const response = await call('DELETE', `/api/admin/registrations/incomplete/${account.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await db().select().from(tables.users).where(eq(tables.users.id, account.id))).toEqual([]);
    expect(await db().select().from(tables.doctors).where(eq(tables.doctors.id, doctor.id))).toEqual([]);
    const [log] = await db().select().from(tables.systemLogs).orderBy(desc(tables.systemLogs.id)).limit(1);
    expect(log).toMatchObject({ level: 'WARN', source: 'DOCTOR', userId: adminId });
    expect(log!.message).toContain(account.email);
    expect((await call('DELETE', `/api/admin/registrations/incomplete/${account.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a complete registration (409)', async () => {
    const account = await createTestAccount(t, 'patient');
    expect((await call('DELETE', `/api/admin/registrations/incomplete/${account.id}`)).statusCode).toBe(409);
    expect(await db().select().from(tables.users).where(eq(tables.users.id, account.id))).toHaveLength(1);
  });

  it('lets analytics readers list (a region-limited one only its region) and only admin delete', async () => {
    const home = await createPlace(db());
    const away = await createPlace(db());
    const mine = await createTestAccount(t, 'patient', { registrationStatus: 'incomplete_profile', ...home });
    const theirs = await createTestAccount(t, 'patient', { registrationStatus: 'incomplete_profile', ...away });
    for (const role of ['support', 'developer'] as const) {
      const { cookie } = await signedInAs(t, role);
      expect(ids(await incomplete('patient', cookie))).toEqual(expect.arrayContaining([mine.id, theirs.id]));
      expect((await call('DELETE', `/api/admin/registrations/incomplete/${mine.id}`, cookie)).statusCode).toBe(403);
    }
    for (const role of ['manager', 'patient', 'doctor'] as const) {
      const { cookie } = await signedInAs(t, role);
      expect((await call('GET', '/api/admin/registrations/incomplete?kind=patient', cookie)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/admin/registrations/incomplete/${mine.id}`, cookie)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/registrations/incomplete', null)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/admin/registrations/incomplete/${mine.id}`, null)).statusCode).toBe(401);
    const { cookie } = await signedInAs(t, 'support', { scopeRegionId: home.regionId });
    expect(ids(await incomplete('patient', cookie))).toEqual([mine.id]);
    expect(ids(await incomplete('user', cookie))).toEqual([mine.id]);
  });
});
