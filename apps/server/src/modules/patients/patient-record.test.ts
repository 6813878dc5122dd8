import { createBooking, createClaim, createPatientRecord, createPayment } from '@hc/db/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 36: a read-only patient record gathers one patient's bookings, payments and claims. Each list takes a
// `patient` filter; another patient's rows never appear in it.

let t: TestApp;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  support = (await signedInAs(t, 'support')).cookie;
});
afterAll(() => t.close());

const ids = async (url: string, cookie = support) => {
  const response = await t.app.inject({ url, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
};

describe('one patient’s records (GET …?patient={id})', () => {
  it('lists only that patient’s bookings, the payments of those bookings and that patient’s claims', async () => {
    const db = t.database.db;
    const [mine, theirs] = [await createPatientRecord(db), await createPatientRecord(db)];
    const [first, second] = [
      await createBooking(db, { patientId: mine.id }),
      await createBooking(db, { patientId: mine.id }),
    ];
    const other = await createBooking(db, { patientId: theirs.id });
    const payments = [
      await createPayment(db, { bookingId: first.id }),
      await createPayment(db, { bookingId: second.id }),
    ];
    await createPayment(db, { bookingId: other.id });
    const claim = await createClaim(db, { bookingId: second.id });
    await createClaim(db, { bookingId: other.id });

    expect(await ids(`/api/admin/bookings?patient=${mine.id}`)).toEqual([first.id, second.id].sort((a, b) => a - b));
    expect(await ids(`/api/admin/payments?patient=${mine.id}`)).toEqual(
      payments.map((p) => p.id).sort((a, b) => a - b),
    );
    expect(await ids(`/api/admin/claims?patient=${mine.id}`)).toEqual([claim.id]);
    expect(await ids(`/api/admin/claims?patient=${2_000_000_000}`)).toEqual([]);
  });

  it('refuses a patient filter that is not an id', async () => {
    const response = await t.app.inject({ url: '/api/admin/bookings?patient=PAT-1', headers: { cookie: support } });
    expect(response.statusCode).toBe(400);
  });
});
