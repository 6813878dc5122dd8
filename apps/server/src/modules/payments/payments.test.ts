import { tables } from '@hc/db';
import { createBooking, createPayment } from '@hc/db/factories';
import type { ApiError, Payment, PaymentDetail, PaymentStatus } from '@hc/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

// Recording payments, marking them paid or failed, and refunds (issue 12, spec 02 "Payments").

const NOW = '2026-11-25T10:00:00Z';
const clock = createFakeClock(NOW);
let t: TestApp;
let admin: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const signedIn = await signedInAs(t, 'admin', { firstName: 'Ada', lastName: 'Cashier' });
  admin = signedIn.cookie;
  adminId = signedIn.account.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const post = (url: string, payload?: object, cookie: string | null = admin) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
async function record(body: Record<string, unknown>): Promise<Payment> {
  const response = await post('/api/admin/payments', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Payment }>().data;
}
async function detail(id: number): Promise<PaymentDetail> {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/payments/${id}`, headers: { cookie: admin } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PaymentDetail }>().data;
}
async function lastLog() {
  const [row] = await db().select().from(tables.systemLogs).orderBy(desc(tables.systemLogs.id)).limit(1);
  return row!;
}
const statusOf = async (id: number) =>
  (await db().select().from(tables.payments).where(eq(tables.payments.id, id)))[0]!.status;

describe('record a payment', () => {
  it('records a pending mobile money payment with its reference, history and system log', async () => {
    const booking = await createBooking(db(), { amountCfa: 12_500 });
    const payment = await record({
      bookingId: booking.id,
      method: 'mtn_momo',
      amountCfa: 12_500,
      providerReference: ' MOMO-0001 ',
      note: 'Paid from the patient’s phone',
    });
    expect(payment).toMatchObject({
      reference: `PAY${String(payment.id).padStart(3, '0')}`,
      booking: { id: booking.id },
      kind: 'payment',
      refundOf: null,
      method: 'mtn_momo',
      providerReference: 'MOMO-0001',
      amountCfa: 12_500,
      status: 'pending',
      paidAt: null,
      createdAt: NOW.replace('Z', '.000Z'),
    });
    const shown = await detail(payment.id);
    expect(shown.note).toBe('Paid from the patient’s phone');
    expect(shown.events).toEqual([
      expect.objectContaining({ from: null, to: 'pending', who: { id: adminId, name: 'Ada Cashier' }, provider: null }),
    ]);
    expect(shown.booking).toMatchObject({ amountCfa: 12_500, paidCfa: 0 });
    expect(await lastLog()).toMatchObject({ source: 'PAYMENT', level: 'INFO', userId: adminId });
  });

  it('records cash taken at the desk as paid at once, without a reference', async () => {
    const booking = await createBooking(db(), { amountCfa: 12_500 });
    const payment = await record({ bookingId: booking.id, method: 'cash', amountCfa: 12_500, status: 'paid' });
    expect(payment).toMatchObject({ status: 'paid', providerReference: null, paidAt: NOW.replace('Z', '.000Z') });
    expect((await detail(payment.id)).booking.paidCfa).toBe(12_500);
    expect(await lastLog()).toMatchObject({ source: 'PAYMENT', level: 'SUCCESS' });
  });

  it('refuses what is not a payment: each field with its code', async () => {
    const booking = await createBooking(db());
    const body = { bookingId: booking.id, method: 'orange_money', amountCfa: 5_000, providerReference: 'OM-1' };
    const refused = async (changes: Record<string, unknown>, path: string, code: string) =>
      expectFieldError(await post('/api/admin/payments', { ...body, ...changes }), path, code as never);
    await refused({ providerReference: undefined }, 'providerReference', 'required');
    await refused({ providerReference: '  ' }, 'providerReference', 'required');
    await refused({ method: 'card', providerReference: null }, 'providerReference', 'required');
    await refused({ amountCfa: 0 }, 'amountCfa', 'too_small');
    await refused({ amountCfa: -5 }, 'amountCfa', 'too_small');
    await refused({ amountCfa: 12.5 }, 'amountCfa', 'not_integer');
    await refused({ amountCfa: '5000' }, 'amountCfa', 'invalid_type');
    await refused({ method: 'bitcoin' }, 'method', 'invalid_choice');
    // Paid at once is for cash only: anything else becomes paid by confirmation or notification.
    await refused({ status: 'paid' }, 'status', 'invalid_choice');
    await refused({ status: 'failed', method: 'cash' }, 'status', 'invalid_choice');
    await refused({ bookingId: 999_999 }, 'bookingId', 'invalid');
    await refused({ extra: 1 }, 'request', 'unknown_field');
    for (const payload of [[], 'cash'])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/admin/payments',
            headers: { cookie: admin, 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          })
        ).statusCode,
      ).toBe(400);
    const cancelled = await createBooking(db(), { status: 'cancelled' });
    await refused({ bookingId: cancelled.id }, 'bookingId', 'booking_cancelled');
    expect(await db().$count(tables.payments, eq(tables.payments.bookingId, booking.id))).toBe(0);
  });

  it('keeps a provider’s reference unique per method (409), the same text free for another method', async () => {
    const booking = await createBooking(db());
    await record({ bookingId: booking.id, method: 'orange_money', amountCfa: 5_000, providerReference: 'TX-77' });
    const again = await post('/api/admin/payments', {
      bookingId: booking.id,
      method: 'orange_money',
      amountCfa: 5_000,
      providerReference: 'TX-77',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().error.fields).toContainEqual(
      expect.objectContaining({ path: 'providerReference', code: 'provider_reference_taken' }),
    );
    await record({ bookingId: booking.id, method: 'mtn_momo', amountCfa: 5_000, providerReference: 'TX-77' });
  });

  it('is for payments:write only: 401 signed out, 403 for support (which reads payments)', async () => {
    const booking = await createBooking(db());
    const body = { bookingId: booking.id, method: 'cash', amountCfa: 1_000 };
    expect((await post('/api/admin/payments', body, null)).statusCode).toBe(401);
    const support = await signedInAs(t, 'support');
    expect((await post('/api/admin/payments', body, support.cookie)).statusCode).toBe(403);
  });
});

describe('what a booking still owes', () => {
  /** Income: what the booking's paid entries hold, refunds deducted. */
  const paidOf = async (bookingId: number) =>
    (
      await db()
        .select()
        .from(tables.payments)
        .where(and(eq(tables.payments.bookingId, bookingId), eq(tables.payments.status, 'paid')))
    ).reduce((total, row) => total + row.amountCfa, 0);
  const exceeds = (response: Awaited<ReturnType<typeof post>>, maximum: number) => {
    const error = expectFieldError(response, 'amountCfa', 'exceeds_balance');
    expect(error.fields).toEqual([
      expect.objectContaining({ path: 'amountCfa', code: 'exceeds_balance', params: { maximum } }),
    ]);
  };

  it('refuses more than the booking still owes (400 exceeds_balance, with what is left): paid and pending count, refunds and failed ones do not', async () => {
    const booking = await createBooking(db(), { amountCfa: 12_500 });
    const paid = await createPayment(db(), { bookingId: booking.id, amountCfa: 5_000, status: 'paid' });
    await createPayment(db(), { bookingId: booking.id, amountCfa: 2_500, status: 'pending' });
    await createPayment(db(), { bookingId: booking.id, amountCfa: 4_000, status: 'failed' });
    await createPayment(db(), {
      bookingId: booking.id,
      kind: 'refund',
      refundOf: paid.id,
      amountCfa: -1_000,
      status: 'paid',
    });
    // Owed: 12,500 - (5,000 paid + 2,500 pending - 1,000 refunded) = 6,000.
    const body = { bookingId: booking.id, method: 'cash', status: 'paid' };
    const count = () => db().$count(tables.payments, eq(tables.payments.bookingId, booking.id));
    const before = await count();
    exceeds(await post('/api/admin/payments', { ...body, amountCfa: 6_001 }), 6_000);
    exceeds(await post('/api/admin/payments', { ...body, amountCfa: 100_000 }), 6_000);
    expect(await count()).toBe(before);
    await record({ ...body, amountCfa: 6_000 });
    exceeds(await post('/api/admin/payments', { ...body, amountCfa: 1 }), 0);
    exceeds(
      await post('/api/admin/payments', {
        ...body,
        method: 'mtn_momo',
        status: 'pending',
        providerReference: 'X-1',
        amountCfa: 1,
      }),
      0,
    );
    expect(await paidOf(booking.id)).toBe(10_000);
  });

  it('refuses a payment on a cancelled booking and on one the patient missed (no-show)', async () => {
    const cancelled = await createBooking(db(), { status: 'cancelled' });
    const missed = await createBooking(db(), { status: 'no_show' });
    for (const [booking, code] of [
      [cancelled, 'booking_cancelled'],
      [missed, 'booking_no_show'],
    ] as const) {
      expectFieldError(
        await post('/api/admin/payments', { bookingId: booking.id, method: 'cash', amountCfa: 1_000 }),
        'bookingId',
        code,
      );
      expect(await db().$count(tables.payments, eq(tables.payments.bookingId, booking.id))).toBe(0);
    }
    for (const status of ['pending', 'confirmed', 'completed'] as const) {
      const booking = await createBooking(db(), { status });
      await record({ bookingId: booking.id, method: 'cash', amountCfa: 1_000 });
    }
  });

  it('refuses to mark paid a pending payment whose booking was cancelled or missed since (issue 31)', async () => {
    for (const [status, code] of [
      ['cancelled', 'booking_cancelled'],
      ['no_show', 'booking_no_show'],
    ] as const) {
      const booking = await createBooking(db(), { amountCfa: 5_000 });
      const payment = await record({ bookingId: booking.id, method: 'cash', amountCfa: 5_000, status: 'pending' });
      await db().update(tables.bookings).set({ status }).where(eq(tables.bookings.id, booking.id));
      expectFieldError(await post(`/api/admin/payments/${payment.id}/mark-paid`, {}), 'bookingId', code);
      expect(await statusOf(payment.id)).toBe('pending');
      expect(await paidOf(booking.id)).toBe(0);
      const failed = await post(`/api/admin/payments/${payment.id}/mark-failed`, {});
      expect(failed.statusCode, failed.body).toBe(200);
    }
  });

  it('accepts only one of two simultaneous payments that each fit but together exceed the booking', async () => {
    const booking = await createBooking(db(), { amountCfa: 10_000 });
    const answers = await Promise.all(
      [6_000, 6_000].map((amountCfa) =>
        post('/api/admin/payments', { bookingId: booking.id, method: 'cash', amountCfa, status: 'paid' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    exceeds(
      answers.find((answer) => answer.statusCode === 400)!,
      4_000,
    );
    expect(await paidOf(booking.id)).toBe(6_000);

    const another = await createBooking(db(), { amountCfa: 10_000 });
    const many = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('/api/admin/payments', { bookingId: another.id, method: 'cash', amountCfa: 3_000, status: 'paid' }),
      ),
    );
    expect(many.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(await paidOf(another.id)).toBe(9_000);
  });
});

describe('mark paid and mark failed', () => {
  const mark = (id: number, to: 'paid' | 'failed', note?: string) =>
    post(`/api/admin/payments/${id}/mark-${to}`, note ? { note } : undefined);

  it.each([
    ['pending', 'paid', 200],
    ['pending', 'failed', 200],
    ['paid', 'paid', 409],
    ['paid', 'failed', 409],
    ['failed', 'paid', 409],
    ['failed', 'failed', 409],
  ] as const)('%s → %s answers %i', async (from, to, status) => {
    const payment = await createPayment(db(), { status: from as PaymentStatus });
    const before = await db().$count(tables.paymentEvents, eq(tables.paymentEvents.paymentId, payment.id));
    const response = await mark(payment.id, to, 'Checked with the bank');
    expect(response.statusCode, response.body).toBe(status);
    if (status === 409) {
      expect(response.json<ApiError>().error.code).toBe('conflict');
      expect(await statusOf(payment.id)).toBe(from);
      expect(await db().$count(tables.paymentEvents, eq(tables.paymentEvents.paymentId, payment.id))).toBe(before);
      return;
    }
    const shown = response.json<{ data: PaymentDetail }>().data;
    expect(shown.status).toBe(to);
    expect(shown.paidAt).toBe(to === 'paid' ? NOW.replace('Z', '.000Z') : null);
    expect(shown.events.at(-1)).toMatchObject({
      from: 'pending',
      to,
      note: 'Checked with the bank',
      who: { id: adminId },
    });
    expect(await lastLog()).toMatchObject({
      source: 'PAYMENT',
      userId: adminId,
      level: to === 'paid' ? 'SUCCESS' : 'WARN',
    });
  });

  it('refuses to move a refund (409) and answers 404 for an unknown payment', async () => {
    const paid = await createPayment(db(), { status: 'paid' });
    const refund = await createPayment(db(), {
      bookingId: paid.bookingId,
      kind: 'refund',
      refundOf: paid.id,
      amountCfa: -100,
      status: 'paid',
    });
    expect((await mark(refund.id, 'failed')).statusCode).toBe(409);
    expect((await mark(999_999, 'paid')).statusCode).toBe(404);
  });
});

describe('refunds', () => {
  const refund = (id: number, body: Record<string, unknown>) => post(`/api/admin/payments/${id}/refund`, body);
  const paidPayment = async (amountCfa = 12_500) => {
    const booking = await createBooking(db(), { amountCfa });
    return createPayment(db(), { bookingId: booking.id, amountCfa, status: 'paid', paidAt: new Date() });
  };

  it('adds a new negative entry and leaves the paid one as it was', async () => {
    const payment = await paidPayment();
    const response = await refund(payment.id, { amountCfa: 2_500, note: 'Consultation shortened' });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<{ data: Payment }>().data;
    expect(created).toMatchObject({
      kind: 'refund',
      refundOf: payment.id,
      booking: { id: payment.bookingId },
      method: 'cash',
      amountCfa: -2_500,
      status: 'paid',
    });
    const shown = await detail(payment.id);
    expect(shown).toMatchObject({ status: 'paid', amountCfa: 12_500, refundableCfa: 10_000 });
    expect(shown.booking.paidCfa).toBe(10_000);
    expect(shown.refunds.map((row) => row.id)).toEqual([created.id]);
    expect((await detail(created.id)).events).toEqual([
      expect.objectContaining({
        from: null,
        to: 'paid',
        note: 'Consultation shortened',
        who: expect.objectContaining({ id: adminId }),
      }),
    ]);
    expect(await lastLog()).toMatchObject({ source: 'PAYMENT', userId: adminId });
  });

  it('never returns more than is left of the payment, saying how much is left', async () => {
    const payment = await paidPayment(12_500);
    const first = await refund(payment.id, { amountCfa: 10_000, note: 'Partly' });
    expect(first.statusCode).toBe(201);
    const error = expectFieldError(
      await refund(payment.id, { amountCfa: 2_501, note: 'Too much' }),
      'amountCfa',
      'refund_exceeds_paid',
    );
    expect(error.fields).toContainEqual(expect.objectContaining({ params: { maximum: 2_500 } }));
    expect((await refund(payment.id, { amountCfa: 2_500, note: 'The rest' })).statusCode).toBe(201);
    expectFieldError(
      await refund(payment.id, { amountCfa: 1, note: 'Nothing left' }),
      'amountCfa',
      'refund_exceeds_paid',
    );
    expect((await detail(payment.id)).booking.paidCfa).toBe(0);
  });

  it('refunds only a paid payment: not a pending or failed one, nor a refund', async () => {
    const pending = await createPayment(db());
    const failed = await createPayment(db(), { status: 'failed' });
    const paid = await paidPayment();
    const aRefund = (await refund(paid.id, { amountCfa: 100, note: 'Once' })).json<{ data: Payment }>().data;
    for (const id of [pending.id, failed.id, aRefund.id])
      expectFieldError(await refund(id, { amountCfa: 100, note: 'No' }), 'request', 'payment_not_refundable');
    expectFieldError(await refund(paid.id, { amountCfa: 100 }), 'note', 'required');
    expectFieldError(await refund(paid.id, { amountCfa: 100, note: '  ' }), 'note', 'required');
    expectFieldError(await refund(paid.id, { amountCfa: 0, note: 'Zero' }), 'amountCfa', 'too_small');
    expect((await refund(999_999, { amountCfa: 100, note: 'Nobody' })).statusCode).toBe(404);
  });

  it('lets only one of several simultaneous refunds take the last francs', async () => {
    const payment = await paidPayment(10_000);
    expect((await refund(payment.id, { amountCfa: 7_000, note: 'Most of it' })).statusCode).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => refund(payment.id, { amountCfa: 3_000, note: `Race ${i}` })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    for (const answer of answers.filter((a) => a.statusCode === 400))
      expect(answer.json<ApiError>().error.fields).toContainEqual(
        expect.objectContaining({ code: 'refund_exceeds_paid', params: { maximum: 0 } }),
      );
    const refunds = await db()
      .select()
      .from(tables.payments)
      .where(and(eq(tables.payments.refundOf, payment.id), eq(tables.payments.kind, 'refund')));
    expect(refunds.reduce((total, row) => total + row.amountCfa, 0)).toBe(-10_000);
    expect((await detail(payment.id)).booking.paidCfa).toBe(0);
  });
});
