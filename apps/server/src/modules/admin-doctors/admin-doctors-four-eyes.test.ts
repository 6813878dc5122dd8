import { tables, type Db } from '@hc/db';
import { createDoctor } from '@hc/db/factories';
import type { AdminDoctor, ApiError } from '@hc/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { imageFile, makeImage, postVerify } from '../../test/doctor-documents';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

// Four eyes (issue 36): the staff member who adds a doctor (Add Doctor) or submits a pending doctor's
// verification (Verify Doctor) may not also make them active (Validate Doctors → Approve, or Update Doctor's
// status); another staff member may.

const fake = createFakeClock('2026-11-29T09:00:00Z');
const numbers = { idNumber: 'CM-778899', licenceNumber: 'ONMC-2020-0099' };
type Staff = { id: number; cookie: string };

async function staff(t: TestApp, role: 'admin' | 'manager'): Promise<Staff> {
  const { account, cookie } = await signedInAs(t, role);
  return { id: account.id, cookie };
}

/** A pending doctor whose verification `by` submits, with both ID images. */
async function submitted(t: TestApp, by: Staff) {
  const doctor = await createDoctor(t.database.db, { facilityId: null, status: 'pending' });
  const response = await postVerify(t, by.cookie, doctor.id, numbers, [
    imageFile('front', await makeImage('png')),
    imageFile('back', await makeImage('png')),
  ]);
  expect(response.statusCode, response.body).toBe(200);
  return { doctor, response: response.json<{ data: AdminDoctor }>().data };
}

const approve = (t: TestApp, id: number, who: Staff) =>
  t.app.inject({ method: 'POST', url: `/api/admin/doctors/${id}/approve`, headers: { cookie: who.cookie } });
const statusOf = async (db: Db, id: number) =>
  (await db.select().from(tables.doctors).where(eq(tables.doctors.id, id)))[0]!.status;

describe('four eyes on activating a doctor (the default rule)', () => {
  let t: TestApp;
  let proposer: Staff;
  let other: Staff;

  beforeAll(async () => {
    t = await createTestApp({ clock: fake.clock });
    proposer = await staff(t, 'manager');
    other = await staff(t, 'admin');
  });
  afterAll(() => t.close());

  it('keeps a pending doctor pending after their verification, awaiting a second person, and says so', async () => {
    const { doctor, response } = await submitted(t, proposer);
    expect(response).toMatchObject({ status: 'pending', ...numbers, approvalRefusal: 'same_person' });
    expect(response.documents.map((d) => d.side)).toEqual(['front', 'back']);
    const [log] = await t.database.db
      .select()
      .from(tables.systemLogs)
      .where(eq(tables.systemLogs.source, 'DOCTOR'))
      .orderBy(desc(tables.systemLogs.id))
      .limit(1);
    expect(log).toMatchObject({
      userId: proposer.id,
      details: { doctorId: doctor.id, action: 'verification_submitted', status: 'pending' },
    });
    // The other staff member sees the same doctor as one they may approve.
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/admin/doctors/${doctor.id}`,
      headers: { cookie: other.cookie },
    });
    expect(seen.json<{ data: AdminDoctor }>().data.approvalRefusal).toBeNull();
  });

  it('refuses the proposer (409 same_person) by Approve and by Update Doctor; another staff member succeeds', async () => {
    const { doctor } = await submitted(t, proposer);
    const refused = await approve(t, doctor.id, proposer);
    expect(refused.statusCode, refused.body).toBe(409);
    const { error } = refused.json<ApiError>();
    expect(error.message).toMatch(/another staff member must approve/);
    expect(error.fields).toEqual([expect.objectContaining({ path: 'verifiedBy', code: 'same_person' })]);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/doctors/${doctor.id}`,
      headers: { cookie: proposer.cookie },
      payload: { status: 'active' },
    });
    expect(patched.statusCode, patched.body).toBe(409);
    expect(await statusOf(t.database.db, doctor.id)).toBe('pending');

    const approved = await approve(t, doctor.id, other);
    expect(approved.statusCode, approved.body).toBe(200);
    // Their evidence was checked by one and confirmed by another: the doctor is verified.
    expect(approved.json<{ data: AdminDoctor }>().data.status).toBe('verified');
    const logged = await t.database.db.$count(
      tables.systemLogs,
      and(eq(tables.systemLogs.source, 'DOCTOR'), eq(tables.systemLogs.userId, other.id)),
    );
    expect(logged).toBe(1);
  });
});

describe('four eyes on Add Doctor (the default rule)', () => {
  let t: TestApp;
  let adder: Staff;
  let other: Staff;

  beforeAll(async () => {
    t = await createTestApp({ clock: fake.clock });
    adder = await staff(t, 'manager');
    other = await staff(t, 'admin');
  });
  afterAll(() => t.close());

  it('adds the doctor pending with a pending account; the adder may not approve them, another staff member does', async () => {
    const password = 'A long enough password 1';
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/doctors',
      headers: { cookie: adder.cookie },
      payload: {
        name: 'Dr. Rose Ekambi',
        email: `rose-${Date.now().toString(36)}@clinic.example.cm`,
        idNumber: numbers.idNumber,
        password,
        confirmPassword: password,
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const doctor = added.json<{ data: AdminDoctor }>().data;
    expect(doctor).toMatchObject({ status: 'pending', approvalRefusal: 'same_person' });
    const [account] = await t.database.db.select().from(tables.users).where(eq(tables.users.id, doctor.userId!));
    expect(account!.status).toBe('pending');
    const [row] = await t.database.db.select().from(tables.doctors).where(eq(tables.doctors.id, doctor.id));
    expect(row!.createdBy).toBe(adder.id);

    // The adder gives the evidence; it is still theirs alone.
    const verified = await postVerify(t, adder.cookie, doctor.id, numbers, [
      imageFile('front', await makeImage('png')),
      imageFile('back', await makeImage('png')),
    ]);
    expect(verified.json<{ data: AdminDoctor }>().data.status).toBe('pending');
    const refused = await approve(t, doctor.id, adder);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<ApiError>().error.fields).toEqual([
      expect.objectContaining({ path: 'verifiedBy', code: 'same_person' }),
    ]);

    const approved = await approve(t, doctor.id, other);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<{ data: AdminDoctor }>().data.status).toBe('verified');
    const [activated] = await t.database.db.select().from(tables.users).where(eq(tables.users.id, doctor.userId!));
    expect(activated!.status).toBe('active');
  });
});

describe('four eyes on doctors switched off by configuration', () => {
  it('verifies a pending doctor at once, and lets the verifier approve, when the rule leaves their role out', async () => {
    const t = await createTestApp({ clock: fake.clock, env: { FOUR_EYES_DOCTOR_ACTIVATE: 'none' } });
    try {
      const alone = await staff(t, 'manager');
      const { doctor, response } = await submitted(t, alone);
      expect(response).toMatchObject({ status: 'verified', approvalRefusal: null });
      const pending = await createDoctor(t.database.db, { facilityId: null, status: 'pending' });
      await postVerify(t, alone.cookie, pending.id, numbers, [
        imageFile('front', await makeImage('png')),
        imageFile('back', await makeImage('png')),
      ]);
      await t.database.db.update(tables.doctors).set({ status: 'pending' }).where(eq(tables.doctors.id, pending.id));
      expect((await approve(t, pending.id, alone)).statusCode).toBe(200);
      expect(doctor.id).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
