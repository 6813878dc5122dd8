import { tables, type Db } from '@hc/db';
import { createDoctor } from '@hc/db/factories';
import type { AdminDoctor, ApiError, DoctorEvidenceField } from '@hc/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { storeDoctorEvidence } from '../../test/doctor-documents';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

// Validate Doctors → Approve makes a doctor active (public, their account able to sign in): only with
// their identity evidence stored: the ID number, the medical licence number and both ID images.

let t: TestApp;
let db: Db;
let admin: string;
const fake = createFakeClock('2026-11-23T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: fake.clock });
  db = t.database.db;
  admin = (await signedInAs(t, 'admin')).cookie;
});

afterAll(async () => {
  await t?.close();
});

let counter = 0;

/** A doctor who signed up: a pending doctor record and its pending account. */
async function signedUpDoctor() {
  const email = `approve.${++counter}.${Date.now()}@clinic.example`;
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { name: `Dr. Evidence ${counter}`, email, password: 'a long doctor password', role: 'doctor' },
  });
  expect(signUp.statusCode, signUp.body).toBeLessThan(300);
  const [record] = await db.select().from(tables.doctors).where(eq(tables.doctors.email, email));
  expect(record).toMatchObject({ status: 'pending', idNumber: null, licenceNumber: null });
  return record!;
}

const approve = (id: number) =>
  t.app.inject({ method: 'POST', url: `/api/admin/doctors/${id}/approve`, headers: { cookie: admin } });

const statusOf = async (doctor: { id: number; userId: number | null }) => {
  const [row] = await db.select().from(tables.doctors).where(eq(tables.doctors.id, doctor.id));
  const [account] = doctor.userId
    ? await db.select().from(tables.users).where(eq(tables.users.id, doctor.userId))
    : [undefined];
  return { doctor: row!.status, account: account?.status };
};

const approvalsLogged = async (doctorId: number) =>
  db.$count(
    tables.systemLogs,
    and(
      eq(tables.systemLogs.source, 'DOCTOR'),
      sql`${tables.systemLogs.details}->>'doctorId' = ${String(doctorId)}`,
      sql`${tables.systemLogs.details}->>'action' = 'approved'`,
    ),
  );

/** A 409 whose fields are exactly the missing evidence, each `required`. */
function expectMissing(response: Awaited<ReturnType<typeof approve>>, missing: DoctorEvidenceField[]) {
  expect(response.statusCode, response.body).toBe(409);
  const { error } = response.json<ApiError>();
  expect(error.code).toBe('conflict');
  expect(error.message).toMatch(/identity evidence/);
  expect(error.fields?.map((field) => [field.path, field.code])).toEqual(missing.map((path) => [path, 'required']));
}

describe('Validate Doctors → Approve (POST /api/admin/doctors/{id}/approve)', () => {
  it('refuses a doctor with no ID number, licence or ID images: 409 naming each; they and their account stay pending', async () => {
    const doctor = await signedUpDoctor();
    expectMissing(await approve(doctor.id), ['idNumber', 'licenceNumber', 'front', 'back']);
    expect(await statusOf(doctor)).toEqual({ doctor: 'pending', account: 'pending' });
    expect(await approvalsLogged(doctor.id)).toBe(0);
  });

  it('names only the evidence missing: the ID number, the licence number, one ID image', async () => {
    const cases: [Parameters<typeof storeDoctorEvidence>[2], DoctorEvidenceField[]][] = [
      [{ idNumber: null }, ['idNumber']],
      [{ licenceNumber: '   ' }, ['licenceNumber']],
      [{ sides: ['front'] }, ['back']],
      [{ sides: [] }, ['front', 'back']],
      [{ idNumber: null, licenceNumber: null, sides: ['back'] }, ['idNumber', 'licenceNumber', 'front']],
    ];
    for (const [evidence, missing] of cases) {
      const doctor = await createDoctor(db, { facilityId: null, status: 'pending' });
      await storeDoctorEvidence(db, doctor.id, evidence);
      expectMissing(await approve(doctor.id), missing);
      expect((await statusOf(doctor)).doctor).toBe('pending');
    }
  });

  it('approves a doctor whose evidence is all stored: they and their account become active, logged as today', async () => {
    const doctor = await signedUpDoctor();
    await storeDoctorEvidence(db, doctor.id);
    const response = await approve(doctor.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: AdminDoctor }>().data).toMatchObject({
      status: 'active',
      idNumber: 'CM-1020304',
      licenceNumber: 'ONMC-2021-0007',
      documents: [{ side: 'front' }, { side: 'back' }],
    });
    expect(await statusOf(doctor)).toEqual({ doctor: 'active', account: 'active' });
    const [log] = await db
      .select()
      .from(tables.systemLogs)
      .where(eq(tables.systemLogs.source, 'DOCTOR'))
      .orderBy(desc(tables.systemLogs.id))
      .limit(1);
    expect(log).toMatchObject({
      level: 'SUCCESS',
      message: expect.stringContaining(`Doctor #${doctor.id} approved`),
      details: { doctorId: doctor.id, action: 'approved', statusBefore: 'pending', status: 'active' },
    });
  });
});

describe('Update Doctor is no way round Approve (PATCH /api/admin/doctors/{id} with status active)', () => {
  const activate = (id: number, body: object = {}) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/doctors/${id}`,
      headers: { cookie: admin },
      payload: { status: 'active', ...body },
    });

  it('refuses to make a pending doctor active without the evidence, counting numbers given in the same change', async () => {
    const doctor = await signedUpDoctor();
    expectMissing(await activate(doctor.id), ['idNumber', 'licenceNumber', 'front', 'back']);
    expectMissing(await activate(doctor.id, { idNumber: 'CM-55', licenceNumber: 'ONMC-55' }), ['front', 'back']);
    expect(await statusOf(doctor)).toEqual({ doctor: 'pending', account: 'pending' });
    // Nothing of a refused change is kept.
    const [row] = await db.select().from(tables.doctors).where(eq(tables.doctors.id, doctor.id));
    expect(row).toMatchObject({ idNumber: null, licenceNumber: null });

    await storeDoctorEvidence(db, doctor.id, { idNumber: null, licenceNumber: null });
    const response = await activate(doctor.id, { idNumber: 'CM-55', licenceNumber: 'ONMC-55' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(doctor)).toEqual({ doctor: 'active', account: 'active' });
  });

  it('is no way round by another status first: a doctor whose account was never approved needs the evidence too', async () => {
    const doctor = await signedUpDoctor();
    const suspend = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/doctors/${doctor.id}`,
      headers: { cookie: admin },
      payload: { status: 'suspended' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expectMissing(await activate(doctor.id), ['idNumber', 'licenceNumber', 'front', 'back']);
    expect(await statusOf(doctor)).toEqual({ doctor: 'suspended', account: 'pending' });

    await storeDoctorEvidence(db, doctor.id);
    const response = await activate(doctor.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(doctor)).toEqual({ doctor: 'active', account: 'active' });
  });

  it('lets staff make a doctor they added active again after a suspension (their account was active from the start)', async () => {
    const added = await createDoctor(db, { status: 'suspended' });
    const response = await activate(added.id);
    expect(response.statusCode, response.body).toBe(200);
  });
});
