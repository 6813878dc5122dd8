import { tables, type Db } from '@hc/db';
import { createBooking, createDoctor, createFacility, createPlace, createSpecialty } from '@hc/db/factories';
import type { AdminDoctor, AdminDoctorList, ApiError } from '@hc/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, signIn } from '../../test/accounts';
import { storeDoctorEvidence } from '../../test/doctor-documents';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let db: Db;
let admin: string;
const fake = createFakeClock('2026-11-23T09:00:00Z');

beforeAll(async () => {
  // Add Doctor's own behaviour, on a deployment whose four-eyes rule lets the adder vouch for the doctor (the
  // rule's default, a second person, is admin-doctors-four-eyes.test.ts's).
  t = await createTestApp({ clock: fake.clock, env: { FOUR_EYES_DOCTOR_ACTIVATE: 'none' } });
  db = t.database.db;
  admin = (await signedInAs(t, 'admin')).cookie;
});

afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (cookie: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function list(cookie: string, query = ''): Promise<AdminDoctorList> {
  const response = await call(cookie, 'GET', `/api/admin/doctors${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminDoctorList>();
}

const ids = (body: AdminDoctorList) => body.data.map((d) => d.id).sort((a, b) => a - b);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

let counter = 0;
const newEmail = () => `doctor.${++counter}.${Date.now()}@clinic.example`;
const password = 'a long doctor password';

async function lastLog(doctorId: number) {
  const [row] = await db
    .select()
    .from(tables.systemLogs)
    .where(and(eq(tables.systemLogs.source, 'DOCTOR')))
    .orderBy(desc(tables.systemLogs.id))
    .limit(1);
  expect(row?.details).toMatchObject({ doctorId });
  return row!;
}

describe('Add Doctor (POST /api/admin/doctors)', () => {
  it("creates the doctor's account and an active doctor record, and logs who did it", async () => {
    const place = await createPlace(db);
    const specialty = await createSpecialty(db, { nameEn: 'Cardiology', nameFr: 'Cardiologie' });
    const email = newEmail();
    const { account: manager, cookie } = await signedInAs(t, 'manager');
    const response = await call(cookie, 'POST', '/api/admin/doctors', {
      name: 'Dr. Esther Mbida',
      email: email.toUpperCase(),
      specialtyId: specialty.id,
      idNumber: 'CM-1234567',
      note: 'Met at the Douala congress',
      phone: '+237 677 12 34 56',
      username: `esther${counter}`,
      ...place,
      password,
      confirmPassword: password,
    });
    expect(response.statusCode, response.body).toBe(201);
    const doctor = response.json<{ data: AdminDoctor }>().data;
    expect(doctor).toMatchObject({
      name: 'Dr. Esther Mbida',
      email,
      status: 'active',
      idNumber: 'CM-1234567',
      note: 'Met at the Douala congress',
      specialty: { id: specialty.id, nameEn: 'Cardiology', nameFr: 'Cardiologie' },
      region: { id: place.regionId },
      division: { id: place.divisionId },
      subdivision: { id: place.subdivisionId },
      username: `esther${counter}`,
      facilities: [],
      documents: [],
    });

    const [account] = await db.select().from(tables.users).where(eq(tables.users.id, doctor.userId!));
    // Everything a doctor's profile needs was given: the registration is complete.
    expect(account).toMatchObject({
      role: 'doctor',
      status: 'active',
      email,
      firstName: 'Dr.',
      registrationStatus: 'complete',
    });
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);
    // The doctor signs in with the password staff typed, by email or by user ID.
    expect((await signIn(t, email, password)).cookie).toBeDefined();
    expect((await signIn(t, `esther${counter}`, password)).cookie).toBeDefined();

    const log = await lastLog(doctor.id);
    expect(log).toMatchObject({ level: 'INFO', userId: manager.id });
    // Named by number: log readers who may not see doctors read the log too (issue 31).
    expect(log.message).toBe(`Doctor #${doctor.id} added with an account: ${email}`);
  });

  it('refuses repeat passwords that differ, a taken email or user ID, and places that do not hold together', async () => {
    const base = { name: 'Dr. Someone', password, confirmPassword: password };
    expectFieldError(
      await call(admin, 'POST', '/api/admin/doctors', { ...base, email: newEmail(), confirmPassword: 'not the same!' }),
      'confirmPassword',
      'passwords_mismatch',
    );

    const { account } = await signedInAs(t, 'patient');
    const taken = await call(admin, 'POST', '/api/admin/doctors', { ...base, email: account.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ApiError>().error.fields).toEqual([
      expect.objectContaining({ path: 'email', code: 'email_taken' }),
    ]);

    const first = await call(admin, 'POST', '/api/admin/doctors', {
      ...base,
      email: newEmail(),
      username: 'Dr.Unique',
    });
    expect(first.statusCode, first.body).toBe(201);
    const sameUser = await call(admin, 'POST', '/api/admin/doctors', {
      ...base,
      email: newEmail(),
      username: 'dr.unique',
    });
    expect(sameUser.statusCode).toBe(409);
    expect(sameUser.json<ApiError>().error.fields?.[0]).toMatchObject({ path: 'username', code: 'username_taken' });

    const here = await createPlace(db);
    const there = await createPlace(db);
    expectFieldError(
      await call(admin, 'POST', '/api/admin/doctors', {
        ...base,
        email: newEmail(),
        regionId: here.regionId,
        divisionId: there.divisionId,
      }),
      'divisionId',
      'location_mismatch',
    );
    expectFieldError(
      await call(admin, 'POST', '/api/admin/doctors', { ...base, email: newEmail(), specialtyId: 999_999 }),
      'specialtyId',
      'invalid_choice',
    );
  });
});

describe('the doctors list (GET /api/admin/doctors)', () => {
  it('filters by status, specialty (id or name), location (id or name) and searches name, email and ID number', async () => {
    const place = await createPlace(db);
    const [region] = await db.select().from(tables.regions).where(eq(tables.regions.id, place.regionId));
    const neurology = await createSpecialty(db, { nameEn: 'Neurology', nameFr: 'Neurologie' });
    const inRegion = { ...place, facilityId: null };
    const active = await createDoctor(db, { ...inRegion, name: 'Dr. Alpha Ngo', specialtyId: neurology.id });
    const pending = await createDoctor(db, {
      ...inRegion,
      name: 'Dr. Beta Eto',
      status: 'pending',
      email: 'beta@x.example',
    });
    const suspended = await createDoctor(db, {
      ...inRegion,
      name: 'Dr. Gamma',
      status: 'suspended',
      idNumber: 'ID-77881',
    });

    expect(ids(await list(admin, `?region=${place.regionId}`))).toEqual(sorted([active.id, pending.id, suspended.id]));
    expect(ids(await list(admin, `?region=${encodeURIComponent(region!.nameFr.toUpperCase())}`))).toEqual(
      sorted([active.id, pending.id, suspended.id]),
    );
    expect(ids(await list(admin, `?region=${place.regionId}&status=pending`))).toEqual([pending.id]);
    expect(ids(await list(admin, `?region=${place.regionId}&specialty=neurologie`))).toEqual([active.id]);
    expect(ids(await list(admin, `?region=${place.regionId}&specialty=${neurology.id}`))).toEqual([active.id]);
    expect(ids(await list(admin, `?subdivision=${place.subdivisionId}&q=BETA@X`))).toEqual([pending.id]);
    expect(ids(await list(admin, `?division=${place.divisionId}&q=77881`))).toEqual([suspended.id]);
    expect(ids(await list(admin, `?region=${place.regionId}&q=alpha%20ngo`))).toEqual([active.id]);
    expect((await list(admin, '?region=Atlantis')).meta.total).toBe(0);
  });

  it('answers 10 a page with the total and the number of doctors waiting for validation', async () => {
    const place = await createPlace(db);
    for (let i = 0; i < 12; i++)
      await createDoctor(db, { ...place, facilityId: null, name: `Dr. Page ${String(i).padStart(2, '0')}` });
    const page2 = await list(admin, `?region=${place.regionId}&page=2`);
    expect(page2.meta).toMatchObject({ total: 12, page: 2, pageSize: 10 });
    expect(page2.data.map((d) => d.name)).toEqual(['Dr. Page 10', 'Dr. Page 11']);
    expect(page2.meta.pending).toBeGreaterThanOrEqual(0);
  });

  it('is open to roles that may read doctors only', async () => {
    expect((await call((await signedInAs(t, 'support')).cookie, 'GET', '/api/admin/doctors')).statusCode).toBe(200);
    expect((await call((await signedInAs(t, 'developer')).cookie, 'GET', '/api/admin/doctors')).statusCode).toBe(403);
    expect((await call((await signedInAs(t, 'doctor')).cookie, 'GET', '/api/admin/doctors')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/doctors' })).statusCode).toBe(401);
    const support = (await signedInAs(t, 'support')).cookie;
    const doctor = await createDoctor(db, { facilityId: null, status: 'pending' });
    expect((await call(support, 'POST', `/api/admin/doctors/${doctor.id}/approve`)).statusCode).toBe(403);
    expect((await call(support, 'DELETE', `/api/admin/doctors/${doctor.id}`)).statusCode).toBe(403);
  });
});

describe('Validate Doctors', () => {
  it('a doctor who signs up waits as pending; approving, once their evidence is stored, makes them and their account active', async () => {
    const email = newEmail();
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { name: 'Nadia Ebongue', email, password, role: 'doctor' },
    });
    expect(signUp.statusCode, signUp.body).toBeLessThan(300);
    const [record] = await db.select().from(tables.doctors).where(eq(tables.doctors.email, email));
    expect(record).toMatchObject({ name: 'Nadia Ebongue', status: 'pending', email });
    expect(record!.userId).not.toBeNull();

    const pendingList = await list(admin, `?status=pending&q=${encodeURIComponent(email)}`);
    expect(ids(pendingList)).toEqual([record!.id]);
    expect(pendingList.meta.pending).toBeGreaterThanOrEqual(1);

    await storeDoctorEvidence(db, record!.id);
    const approved = await call(admin, 'POST', `/api/admin/doctors/${record!.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<{ data: AdminDoctor }>().data.status).toBe('active');
    const [account] = await db.select().from(tables.users).where(eq(tables.users.id, record!.userId!));
    expect(account!.status).toBe('active');
    expect((await lastLog(record!.id)).details).toMatchObject({ action: 'approved', status: 'active' });

    const again = await call(admin, 'POST', `/api/admin/doctors/${record!.id}/approve`);
    expect(again.statusCode).toBe(409);
  });

  it('deleting a doctor removes the record, their links and their doctor account', async () => {
    const email = newEmail();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { name: 'Paul Fake', email, password, role: 'doctor' },
    });
    const [record] = await db.select().from(tables.doctors).where(eq(tables.doctors.email, email));
    const removed = await call(admin, 'DELETE', `/api/admin/doctors/${record!.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ data: { id: record!.id, accountDeleted: true } });
    expect(await db.select().from(tables.doctors).where(eq(tables.doctors.id, record!.id))).toEqual([]);
    expect(await db.select().from(tables.users).where(eq(tables.users.id, record!.userId!))).toEqual([]);
    expect((await signIn(t, email, password)).cookie).toBeUndefined();
    expect((await lastLog(record!.id)).level).toBe('WARN');
    expect((await call(admin, 'GET', `/api/admin/doctors/${record!.id}`)).statusCode).toBe(404);
  });
});

describe('Delete Doctor with bookings', () => {
  it('keeps a doctor who has a booking on record: 409 has_bookings, the doctor stays', async () => {
    const doctor = await createDoctor(db, { status: 'active' });
    await createBooking(db, { doctorId: doctor.id, facilityId: doctor.facilityId! });
    const response = await call(admin, 'DELETE', `/api/admin/doctors/${doctor.id}`);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json<ApiError>().error.fields).toContainEqual(expect.objectContaining({ code: 'has_bookings' }));
    expect((await call(admin, 'GET', `/api/admin/doctors/${doctor.id}`)).statusCode).toBe(200);
  });
});

describe('Update Doctor (PATCH /api/admin/doctors/{id})', () => {
  it("moves a signed-up doctor's registration on as staff fill in the doctor's record", async () => {
    const email = newEmail();
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { name: 'Paul Nkodo', email, password, role: 'doctor' },
    });
    expect(signUp.statusCode, signUp.body).toBeLessThan(300);
    const [record] = await db.select().from(tables.doctors).where(eq(tables.doctors.email, email));
    const registration = async () =>
      (await db.select().from(tables.users).where(eq(tables.users.id, record!.userId!)))[0]!.registrationStatus;
    expect(await registration()).toBe('registration_started');

    const phone = await call(admin, 'PATCH', `/api/admin/doctors/${record!.id}`, { phone: '+237 699 00 11 22' });
    expect(phone.statusCode, phone.body).toBe(200);
    expect(await registration()).toBe('incomplete_profile');

    const place = await createPlace(db);
    const specialty = await createSpecialty(db, { nameEn: `Pediatrics ${counter}`, nameFr: 'Pédiatrie' });
    const rest = await call(admin, 'PATCH', `/api/admin/doctors/${record!.id}`, {
      ...place,
      specialtyId: specialty.id,
      idNumber: 'CM-7654321',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await registration()).toBe('complete');
  });

  it('changes fields, the status and the facilities where they practise, and logs what changed', async () => {
    const doctor = await createDoctor(db, { facilityId: null, name: 'Dr. Before' });
    const first = await createFacility(db, { name: 'Hôpital Un' });
    const second = await createFacility(db, { name: 'Clinique Deux' });
    const response = await call(admin, 'PATCH', `/api/admin/doctors/${doctor.id}`, {
      name: 'Dr. After',
      phone: '+237 699 00 11 22',
      status: 'suspended',
      facilityIds: [first.id, second.id, first.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: AdminDoctor }>().data).toMatchObject({
      name: 'Dr. After',
      phone: '+237 699 00 11 22',
      status: 'suspended',
      facilities: [
        { id: second.id, name: 'Clinique Deux' },
        { id: first.id, name: 'Hôpital Un' },
      ],
    });
    const log = await lastLog(doctor.id);
    expect(log.details).toMatchObject({
      action: 'updated',
      statusBefore: 'active',
      status: 'suspended',
      fields: expect.arrayContaining(['name', 'phone', 'status', 'facilities']),
    });

    const cleared = await call(admin, 'PATCH', `/api/admin/doctors/${doctor.id}`, { facilityIds: [], phone: null });
    expect(cleared.json<{ data: AdminDoctor }>().data).toMatchObject({ facilities: [], phone: null });
  });

  it('refuses "verified" (Verify Doctor does that) and unknown facilities', async () => {
    const doctor = await createDoctor(db, { facilityId: null });
    expectFieldError(
      await call(admin, 'PATCH', `/api/admin/doctors/${doctor.id}`, { status: 'verified' }),
      'status',
      'invalid_choice',
    );
    expectFieldError(
      await call(admin, 'PATCH', `/api/admin/doctors/${doctor.id}`, { facilityIds: [987_654] }),
      'facilityIds',
      'invalid_choice',
    );
    expect((await call(admin, 'PATCH', '/api/admin/doctors/987654', { name: 'Nobody' })).statusCode).toBe(404);
  });
});

describe('a manager limited to one region', () => {
  it('sees and changes only the doctors of that region', async () => {
    const mine = await createPlace(db);
    const other = await createPlace(db);
    const { cookie } = await signedInAs(t, 'manager', { scopeRegionId: mine.regionId });
    const here = await createDoctor(db, { ...mine, facilityId: null, status: 'pending' });
    const there = await createDoctor(db, { ...other, facilityId: null, status: 'pending' });
    const nowhere = await createDoctor(db, { facilityId: null, status: 'pending' });

    const body = await list(cookie);
    expect(body.data.every((d) => d.region?.id === mine.regionId)).toBe(true);
    expect(ids(body)).toContain(here.id);
    expect(body.meta.pending).toBe(1);
    expect((await list(cookie, `?region=${other.regionId}`)).meta.total).toBe(0);

    for (const id of [there.id, nowhere.id]) {
      expect((await call(cookie, 'GET', `/api/admin/doctors/${id}`)).statusCode).toBe(404);
      expect((await call(cookie, 'PATCH', `/api/admin/doctors/${id}`, { name: 'Changed' })).statusCode).toBe(404);
      expect((await call(cookie, 'POST', `/api/admin/doctors/${id}/approve`)).statusCode).toBe(404);
      expect((await call(cookie, 'DELETE', `/api/admin/doctors/${id}`)).statusCode).toBe(404);
      expect((await call(cookie, 'GET', `/api/admin/doctors/${id}/documents/front`)).statusCode).toBe(404);
    }
    await storeDoctorEvidence(db, here.id);
    expect((await call(cookie, 'POST', `/api/admin/doctors/${here.id}/approve`)).statusCode).toBe(200);

    // Moving one of theirs to another region, or adding one there, is forbidden.
    const move = await call(cookie, 'PATCH', `/api/admin/doctors/${here.id}`, { ...other });
    expect(move.statusCode).toBe(403);
    expect(move.json<ApiError>().error.code).toBe('forbidden');
    const base = { name: 'Dr. Scoped', password, confirmPassword: password };
    const elsewhere = await call(cookie, 'POST', '/api/admin/doctors', { ...base, email: newEmail(), ...other });
    expect(elsewhere.statusCode).toBe(403);
    // Without a region, the doctor is added to the manager's own.
    const added = await call(cookie, 'POST', '/api/admin/doctors', { ...base, email: newEmail() });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<{ data: AdminDoctor }>().data.region?.id).toBe(mine.regionId);
  });
});
