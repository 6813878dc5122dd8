import { tables } from '@hc/db';
import { createBooking, createClaim, createDoctor, createPatientRecord, createPayment } from '@hc/db/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from './test/accounts';
import { createFakeClock, createTestApp, type TestApp } from './test/test-app';

// The back-office lists remember a filter set's total per version of their data (issue 37) and check that
// version in the page's own statement: a row written by another process (here, straight into the database)
// is counted, and paged to, on the very next request.
const clock = createFakeClock('2026-11-29T08:00:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  admin = (await signedInAs(t, 'admin')).cookie;
});
afterAll(() => t.close());

const db = () => t.database.db;
type Listed = { data: { id: number }[]; meta: { total: number; page: number; pending?: number } };
async function list(path: string): Promise<Listed> {
  const response = await t.app.inject({ method: 'GET', url: path, headers: { cookie: admin } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Listed>();
}
const ids = (page: Listed) => page.data.map((row) => row.id).sort((a, b) => a - b);

describe('back-office list totals after writes made elsewhere', () => {
  it('payments: a new entry and a status change are counted on the next request', async () => {
    const booking = await createBooking(db());
    const first = await createPayment(db(), { bookingId: booking.id });
    const byBooking = `/api/admin/payments?q=BKG${String(booking.id).padStart(3, '0')}`;
    expect((await list(byBooking)).meta.total).toBe(1);
    expect((await list(`${byBooking}&status=paid`)).meta.total).toBe(0);

    const second = await createPayment(db(), { bookingId: booking.id });
    const after = await list(byBooking);
    expect(after.meta.total).toBe(2);
    expect(ids(after)).toEqual([first.id, second.id]);

    await db().update(tables.payments).set({ status: 'paid' }).where(eq(tables.payments.id, first.id));
    expect(ids(await list(`${byBooking}&status=paid`))).toEqual([first.id]);
    expect((await list(`${byBooking}&status=pending`)).meta.total).toBe(1);
  });

  it('payments: a page past the end of a remembered total is read again at the new total', async () => {
    const booking = await createBooking(db());
    for (let i = 0; i < 10; i++) await createPayment(db(), { bookingId: booking.id });
    const byBooking = `/api/admin/payments?q=BKG${String(booking.id).padStart(3, '0')}&order=asc`;
    expect((await list(`${byBooking}&page=2`)).meta).toMatchObject({ total: 10, page: 1 });
    const eleventh = await createPayment(db(), { bookingId: booking.id });
    const second = await list(`${byBooking}&page=2`);
    expect(second.meta).toMatchObject({ total: 11, page: 2 });
    expect(ids(second)).toEqual([eleventh.id]);
  });

  it('claims: a new claim and a claim moved to another status are counted on the next request', async () => {
    const patient = await createPatientRecord(db());
    const first = await createClaim(db(), { bookingId: (await createBooking(db(), { patientId: patient.id })).id });
    const byPatient = `/api/admin/claims?patient=${patient.id}`;
    expect((await list(byPatient)).meta.total).toBe(1);

    const second = await createClaim(db(), { bookingId: (await createBooking(db(), { patientId: patient.id })).id });
    expect(ids(await list(byPatient))).toEqual([first.id, second.id]);

    await db().update(tables.claims).set({ status: 'resolved' }).where(eq(tables.claims.id, first.id));
    expect(ids(await list(`${byPatient}&status=resolved`))).toEqual([first.id]);
    expect(ids(await list(`${byPatient}&status=open`))).toEqual([second.id]);
  });

  it('patients: a new patient and one made inactive are counted on the next request', async () => {
    const lastName = 'Remembered-Totals';
    const first = await createPatientRecord(db(), { lastName });
    const byName = `/api/patients/all?q=${lastName}`;
    expect((await list(byName)).meta.total).toBe(1);
    expect((await list(`${byName}&status=active`)).meta.total).toBe(1);

    const second = await createPatientRecord(db(), { lastName });
    expect(ids(await list(byName))).toEqual([first.id, second.id]);

    await db().update(tables.users).set({ status: 'suspended' }).where(eq(tables.users.id, first.id));
    expect(ids(await list(`${byName}&status=active`))).toEqual([second.id]);
    expect(ids(await list(`${byName}&status=inactive`))).toEqual([first.id]);
  });

  it('doctors: a new doctor is counted, and one waiting for review is counted as pending, on the next request', async () => {
    const name = 'Dr Remembered Totals';
    const first = await createDoctor(db(), { name, facilityId: null });
    const byName = `/api/admin/doctors?q=remembered%20totals`;
    const before = await list(byName);
    expect(before.meta.total).toBe(1);

    const second = await createDoctor(db(), { name, facilityId: null, status: 'pending' });
    const after = await list(byName);
    expect(ids(after)).toEqual([first.id, second.id]);
    expect(after.meta.pending).toBe(before.meta.pending! + 1);
  });
});
