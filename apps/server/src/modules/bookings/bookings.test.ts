import { tables } from '@hc/db';
import { createBooking, createClaim, createDoctor, createPayment, createPatientRecord } from '@hc/db/factories';
import {
  bookingActionNames,
  bookingActions,
  bookingStatuses,
  bookingTransitions,
  type ApiError,
  type BookingDetail,
} from '@hc/shared';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';
import { bookingBody, bookingEventsOf, callAs, createCareSetup, lastLog, type Method } from './test-helpers';

/** Monday 23 November 2026, 10:00 in Douala. */
const NOW = '2026-11-23T09:00:00Z';
const clock = createFakeClock(NOW);
let t: TestApp;
let admin: string;
let adminId: number;
let adminName: string;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const signedIn = await signedInAs(t, 'admin');
  admin = signedIn.cookie;
  adminId = signedIn.account.id;
  adminName = `${signedIn.account.firstName} ${signedIn.account.lastName}`;
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = (method: Method, url: string, payload?: object) => callAs(t, admin)(method, url, payload);
const book = (payload: object) => call('POST', '/api/admin/bookings', payload);
async function booked(payload: object): Promise<BookingDetail> {
  const response = await book(payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: BookingDetail }>().data;
}
const statusOf = async (id: number) =>
  (await db().select().from(tables.bookings).where(eq(tables.bookings.id, id)))[0]!.status;

describe('bookings: New Booking', () => {
  it('records a pending booking with the doctor’s specialty and the facility’s place, its history and a log line', async () => {
    const setup = await createCareSetup(db(), { specialtyName: 'Cardiology' });
    const booking = await booked(bookingBody(setup, { note: '  First visit  ' }));
    expect(booking).toMatchObject({
      reference: `BKG${String(booking.id).padStart(3, '0')}`,
      patient: { id: setup.patient.id, number: `PAT-${String(setup.patient.id).padStart(6, '0')}` },
      doctor: { id: setup.doctor.id, name: setup.doctor.name },
      specialty: { nameEn: 'Cardiology' },
      facility: { id: setup.facility.id, name: setup.facility.name },
      region: { id: setup.facility.regionId },
      division: { id: setup.facility.divisionId },
      subdivision: { id: setup.facility.subdivisionId },
      startsAt: '2026-12-01T08:30:00.000Z',
      status: 'pending',
      amountCfa: 12_500,
      paidCfa: 0,
      note: 'First visit',
      createdBy: { id: adminId, name: adminName },
      createdAt: new Date(NOW).toISOString(),
      payments: [],
      claims: [],
    });
    expect(booking.patient.name).toBe(`${setup.patient.firstName} ${setup.patient.lastName}`);
    expect(booking.history).toEqual([
      {
        id: expect.any(Number),
        from: null,
        to: 'pending',
        reason: null,
        who: { id: adminId, name: adminName },
        at: NOW.replace('Z', '.000Z'),
      },
    ]);
    const [row] = await db().select().from(tables.bookings).where(eq(tables.bookings.id, booking.id));
    expect(row).toMatchObject({
      specialtyId: setup.doctor.specialtyId,
      regionId: setup.facility.regionId,
      createdBy: adminId,
    });
    expect(await bookingEventsOf(db(), booking.id)).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'pending', userId: adminId }),
    ]);
    const log = await lastLog(db());
    expect(log).toMatchObject({ source: 'BOOKING', level: 'INFO', userId: adminId });
    expect(log.message).toContain(`Booking ${booking.reference} recorded`);
    expect(log.message).toContain('2026-12-01 09:30 (Douala)');
    expect((await call('GET', `/api/admin/bookings/${booking.id}`)).json<{ data: BookingDetail }>().data).toEqual(
      booking,
    );
  });

  it('names what does not hold together: a non-patient, a doctor not bookable or elsewhere, a bad slot or amount', async () => {
    const setup = await createCareSetup(db());
    expectFieldError(await book(bookingBody(setup, { patientId: adminId })), 'patientId', 'not_a_patient');
    expectFieldError(await book(bookingBody(setup, { patientId: 999_999 })), 'patientId', 'not_a_patient');
    expectFieldError(await book(bookingBody(setup, { doctorId: 999_999 })), 'doctorId', 'invalid');
    for (const status of ['pending', 'suspended', 'inactive'] as const) {
      const doctor = await createDoctor(db(), { facilityId: setup.facility.id, status });
      expectFieldError(await book(bookingBody(setup, { doctorId: doctor.id })), 'doctorId', 'invalid');
    }
    const verified = await createDoctor(db(), { facilityId: setup.facility.id, status: 'verified' });
    await booked(bookingBody(setup, { doctorId: verified.id }));
    const elsewhere = await createDoctor(db(), { status: 'active' });
    expectFieldError(await book(bookingBody(setup, { doctorId: elsewhere.id })), 'doctorId', 'doctor_not_at_facility');
    expectFieldError(await book(bookingBody(setup, { facilityId: 999_999 })), 'facilityId', 'invalid');
    for (const startsAt of ['2026-12-01T09:15:00+01:00', '2026-12-01T09:30:30+01:00', '2026-12-01T09:30:00.500Z'])
      expectFieldError(await book(bookingBody(setup, { startsAt })), 'startsAt', 'slot_not_aligned');
    expectFieldError(await book(bookingBody(setup, { startsAt: '2026-12-01T09:30:00' })), 'startsAt', 'invalid_format');
    expectFieldError(await book(bookingBody(setup, { amountCfa: 10_000_001 })), 'amountCfa', 'too_large');
    expectFieldError(await book(bookingBody(setup, { amountCfa: -1 })), 'amountCfa', 'too_small');
    expectFieldError(await book(bookingBody(setup, { amountCfa: 12.5 })), 'amountCfa', 'not_integer');
    expectFieldError(await book({ ...bookingBody(setup), patientId: undefined }), 'patientId', 'required');
    expectFieldError(await book(bookingBody(setup, { status: 'confirmed' })), 'request', 'unknown_field');
    // Nothing of these was stored but the verified doctor's booking.
    expect(await db().$count(tables.bookings, eq(tables.bookings.facilityId, setup.facility.id))).toBe(1);
    // Free, and the largest amount, on a slot given in UTC.
    const free = await booked(bookingBody(setup, { startsAt: '2026-12-01T10:00:00Z', amountCfa: 10_000_000 }));
    expect(free.amountCfa).toBe(10_000_000);
  });

  it('refuses a second booking of the doctor’s slot (409 slot_taken) but not another doctor’s', async () => {
    const setup = await createCareSetup(db());
    await booked(bookingBody(setup));
    const again = await book(bookingBody(setup, { patientId: (await createPatientRecord(db())).id }));
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().error).toMatchObject({
      code: 'conflict',
      fields: [expect.objectContaining({ path: 'startsAt', code: 'slot_taken' })],
    });
    // The same instant written in UTC is the same slot.
    expect((await book(bookingBody(setup, { startsAt: '2026-12-01T08:30:00Z' }))).statusCode).toBe(409);
    const colleague = await createDoctor(db(), { facilityId: setup.facility.id });
    await booked(bookingBody(setup, { doctorId: colleague.id }));
  });

  it('leaves exactly one booking when 50 requests race for one slot; the others answer 409 slot_taken', async () => {
    const setup = await createCareSetup(db());
    const patients = await Promise.all(Array.from({ length: 50 }, () => createPatientRecord(db())));
    const responses = await Promise.all(
      patients.map((patient) =>
        book(bookingBody(setup, { patientId: patient.id, startsAt: '2026-12-02T14:00:00+01:00' })),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json<ApiError>().error.fields).toEqual([expect.objectContaining({ code: 'slot_taken' })]);
    const rows = await db().select().from(tables.bookings).where(eq(tables.bookings.doctorId, setup.doctor.id));
    expect(rows).toHaveLength(1);
    expect(await bookingEventsOf(db(), rows[0]!.id)).toHaveLength(1);
  });
});

describe('bookings: transitions', () => {
  const bodyFor = (action: string) => (action === 'cancel' ? { reason: 'The patient called to cancel' } : {});

  it('allows exactly the moves of bookingTransitions, each with its history row and log line; any other is 409', async () => {
    for (const from of bookingStatuses) {
      for (const action of bookingActionNames) {
        const to = bookingActions[action];
        const booking = await createBooking(db(), { status: from });
        clock.advance(60_000);
        const response = await call('POST', `/api/admin/bookings/${booking.id}/${action}`, bodyFor(action));
        const label = `${from} -${action}-> ${to}`;
        if (bookingTransitions[from].includes(to)) {
          expect(response.statusCode, `${label}: ${response.body}`).toBe(200);
          const detail = response.json<{ data: BookingDetail }>().data;
          expect(detail.status, label).toBe(to);
          expect(detail.history.at(-1), label).toEqual({
            id: expect.any(Number),
            from,
            to,
            reason: action === 'cancel' ? 'The patient called to cancel' : null,
            who: { id: adminId, name: adminName },
            at: clock.clock().toISOString(),
          });
          expect(await bookingEventsOf(db(), booking.id), label).toEqual([
            expect.objectContaining({ fromStatus: from, toStatus: to, userId: adminId }),
          ]);
          const log = await lastLog(db());
          expect(log, label).toMatchObject({ source: 'BOOKING', userId: adminId });
          expect(log.message, label).toContain(`Booking BKG${String(booking.id).padStart(3, '0')} ${from} → ${to}`);
        } else {
          expect(response.statusCode, `${label}: ${response.body}`).toBe(409);
          expect(response.json<ApiError>().error.code).toBe('conflict');
          expect(await statusOf(booking.id), label).toBe(from);
          expect(await bookingEventsOf(db(), booking.id), label).toEqual([]);
        }
      }
    }
  });

  it('walks a booking pending → confirmed → completed with optional reasons', async () => {
    const booking = await booked(bookingBody(await createCareSetup(db())));
    await call('POST', `/api/admin/bookings/${booking.id}/confirm`, { reason: 'Confirmed by phone' });
    const done = await call('POST', `/api/admin/bookings/${booking.id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    const detail = done.json<{ data: BookingDetail }>().data;
    expect(detail.history.map((step) => [step.from, step.to, step.reason])).toEqual([
      [null, 'pending', null],
      ['pending', 'confirmed', 'Confirmed by phone'],
      ['confirmed', 'completed', null],
    ]);
  });

  it('asks a reason (1 to 500 characters) to cancel, and the cancelled booking frees its slot', async () => {
    const setup = await createCareSetup(db());
    const booking = await booked(bookingBody(setup));
    const url = `/api/admin/bookings/${booking.id}/cancel`;
    expectFieldError(await call('POST', url, {}), 'reason', 'required');
    expectFieldError(await call('POST', url, { reason: '   ' }), 'reason', 'required');
    expectFieldError(await call('POST', url, { reason: 'x'.repeat(501) }), 'reason', 'too_long');
    expect(await statusOf(booking.id)).toBe('pending');
    const cancelled = await call('POST', url, { reason: 'x'.repeat(500) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await lastLog(db())).level).toBe('WARN');
    const again = await booked(bookingBody(setup));
    expect(again.id).not.toBe(booking.id);
    const live = await db()
      .select()
      .from(tables.bookings)
      .where(and(eq(tables.bookings.doctorId, setup.doctor.id), ne(tables.bookings.status, 'cancelled')));
    expect(live.map((row) => row.id)).toEqual([again.id]);
  });

  it('answers 404 for an unknown booking', async () => {
    expect((await call('GET', '/api/admin/bookings/999999')).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/bookings/999999/confirm', {})).statusCode).toBe(404);
  });
});

describe('bookings: details', () => {
  it('lists the payments (paid less refunds makes paidCfa) and the claims of the booking', async () => {
    const booking = await createBooking(db(), { amountCfa: 20_000 });
    const paid = await createPayment(db(), {
      bookingId: booking.id,
      amountCfa: 15_000,
      status: 'paid',
      method: 'mtn_momo',
    });
    await createPayment(db(), {
      bookingId: booking.id,
      kind: 'refund',
      refundOf: paid.id,
      amountCfa: -2_500,
      status: 'paid',
    });
    await createPayment(db(), { bookingId: booking.id, amountCfa: 5_000, status: 'pending' });
    await createPayment(db(), { bookingId: booking.id, amountCfa: 4_000, status: 'failed' });
    const claim = await createClaim(db(), { bookingId: booking.id });
    const detail = (await call('GET', `/api/admin/bookings/${booking.id}`)).json<{ data: BookingDetail }>().data;
    expect(detail.paidCfa).toBe(12_500);
    expect(detail.payments).toHaveLength(4);
    expect(detail.payments[0]).toEqual({
      id: paid.id,
      reference: `PAY${String(paid.id).padStart(3, '0')}`,
      kind: 'payment',
      method: 'mtn_momo',
      amountCfa: 15_000,
      status: 'paid',
      createdAt: paid.createdAt.toISOString(),
    });
    expect(detail.payments[1]).toMatchObject({ kind: 'refund', amountCfa: -2_500 });
    expect(detail.claims).toEqual([
      { id: claim.id, reference: `CLM${String(claim.id).padStart(3, '0')}`, status: 'open' },
    ]);
    // A booking recorded without a staff member (the demo data) has no author and an empty history.
    expect(detail).toMatchObject({ createdBy: null, history: [] });
  });
});
