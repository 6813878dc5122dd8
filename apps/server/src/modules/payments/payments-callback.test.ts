import { tables } from '@hc/db';
import { createPayment } from '@hc/db/factories';
import type { ApiError, PaymentCallbackResult } from '@hc/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';
import { signBody } from './providers/payment-provider';

// POST /api/payments/callback/{provider}: providers' notifications, signed by the test itself with
// the secret the server is given; only a verified one changes anything, and each is applied once.

const MOMO_SECRET = 'momo-test-secret-0123456789';
const ORANGE_SECRET = 'orange-test-secret-0123456789';
const NOW = '2026-11-25T10:00:00Z';
const clock = createFakeClock(NOW);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    clock: clock.clock,
    env: { PAYMENT_WEBHOOK_SECRET_MTN_MOMO: MOMO_SECRET, PAYMENT_WEBHOOK_SECRET_ORANGE_MONEY: ORANGE_SECRET },
  });
});
afterAll(() => t.close());

const db = () => t.database.db;
let sequence = 0;
const reference = (prefix: string) => `${prefix}-${Date.now()}-${++sequence}`;

/** Sends a body as the provider would: its exact bytes, signed (or with the signature given). */
function notify(provider: string, body: object | string, signature?: string | null, secret = MOMO_SECRET) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['x-signature'] = signature ?? signBody(raw, secret);
  return t.app.inject({ method: 'POST', url: `/api/payments/callback/${provider}`, headers, payload: raw });
}
const outcomeOf = (response: { json: <T>() => T }) => response.json<PaymentCallbackResult>().data.outcome;
const paymentRow = async (id: number) =>
  (await db().select().from(tables.payments).where(eq(tables.payments.id, id)))[0]!;
const notificationsOf = (eventId: string) =>
  db().select().from(tables.paymentNotifications).where(eq(tables.paymentNotifications.eventId, eventId));
const eventsOf = (paymentId: number) =>
  db().select().from(tables.paymentEvents).where(eq(tables.paymentEvents.paymentId, paymentId));

async function pendingMomo(amountCfa = 12_500) {
  const providerReference = reference('momo');
  const payment = await createPayment(db(), { method: 'mtn_momo', providerReference, amountCfa });
  return { payment, providerReference };
}

describe('payment provider callbacks', () => {
  it('marks a pending payment paid on a correctly signed MTN MoMo notification, with its history and log', async () => {
    const { payment, providerReference } = await pendingMomo();
    const body = { referenceId: providerReference, status: 'SUCCESSFUL', amount: '12500', currency: 'XAF' };
    const response = await notify('mtn_momo', body);
    expect(response.statusCode, response.body).toBe(200);
    expect(outcomeOf(response)).toBe('applied');
    const row = await paymentRow(payment.id);
    expect(row).toMatchObject({ status: 'paid', paidAt: new Date(NOW) });
    expect(await eventsOf(payment.id)).toEqual([
      expect.objectContaining({ fromStatus: 'pending', toStatus: 'paid', userId: null, provider: 'mtn_momo' }),
    ]);
    expect(await notificationsOf(`${providerReference}:SUCCESSFUL`)).toEqual([
      expect.objectContaining({ provider: 'mtn_momo', paymentId: payment.id, outcome: 'applied' }),
    ]);
    const [log] = await db().select().from(tables.systemLogs).orderBy(desc(tables.systemLogs.id)).limit(1);
    expect(log).toMatchObject({ source: 'PAYMENT', level: 'SUCCESS', userId: null });
  });

  it('marks a payment failed on an Orange Money failure notification', async () => {
    const txnid = reference('MP');
    const payment = await createPayment(db(), { method: 'orange_money', providerReference: txnid });
    const response = await notify(
      'orange_money',
      { notif_token: reference('tok'), txnid, status: 'FAILED' },
      undefined,
      ORANGE_SECRET,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await paymentRow(payment.id)).status).toBe('failed');
  });

  it('refuses a missing or wrong signature with 401 and changes nothing', async () => {
    const { payment, providerReference } = await pendingMomo();
    const body = JSON.stringify({ referenceId: providerReference, status: 'SUCCESSFUL' });
    const tampered = body.replace('SUCCESSFUL', 'SUCCESSFUL ').trim();
    const attempts = [
      notify('mtn_momo', body, null),
      notify('mtn_momo', body, signBody(body, 'not-the-secret-at-all-0000')),
      notify('mtn_momo', body, signBody(body, ORANGE_SECRET)),
      notify('mtn_momo', body, signBody(body, MOMO_SECRET).replace('sha256=', 'sha1=')),
      notify('mtn_momo', body, 'sha256=00'),
      // Signed over other bytes than those sent.
      notify('mtn_momo', `${body} `, signBody(tampered, MOMO_SECRET)),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json<ApiError>().error.code).toBe('unauthenticated');
    }
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'pending', paidAt: null });
    expect(await eventsOf(payment.id)).toEqual([]);
    expect(await notificationsOf(`${providerReference}:SUCCESSFUL`)).toEqual([]);
  });

  it('applies a notification once: a replay answers 200 and changes nothing', async () => {
    const { payment, providerReference } = await pendingMomo();
    const body = { referenceId: providerReference, status: 'SUCCESSFUL' };
    expect(outcomeOf(await notify('mtn_momo', body))).toBe('applied');
    const after = await paymentRow(payment.id);
    clock.advance(60_000);
    const replay = await notify('mtn_momo', body);
    expect(replay.statusCode).toBe(200);
    expect(outcomeOf(replay)).toBe('replayed');
    expect(await paymentRow(payment.id)).toEqual(after);
    expect(await eventsOf(payment.id)).toHaveLength(1);
    expect(await notificationsOf(`${providerReference}:SUCCESSFUL`)).toHaveLength(1);
  });

  it('records, without changing it, a notification for a payment already final', async () => {
    const { payment, providerReference } = await pendingMomo();
    expect(outcomeOf(await notify('mtn_momo', { referenceId: providerReference, status: 'SUCCESSFUL' }))).toBe(
      'applied',
    );
    const late = await notify('mtn_momo', { referenceId: providerReference, status: 'FAILED' });
    expect(late.statusCode).toBe(200);
    expect(outcomeOf(late)).toBe('already_final');
    expect((await paymentRow(payment.id)).status).toBe('paid');
    expect(await notificationsOf(`${providerReference}:FAILED`)).toEqual([
      expect.objectContaining({ paymentId: payment.id, outcome: 'already_final' }),
    ]);
  });

  it.each([
    {
      provider: 'mtn_momo' as const,
      secret: MOMO_SECRET,
      body: (txn: string, amount: string) => ({ referenceId: txn, status: 'SUCCESSFUL', amount, currency: 'XAF' }),
      eventId: (txn: string) => `${txn}:SUCCESSFUL`,
    },
    {
      provider: 'orange_money' as const,
      secret: ORANGE_SECRET,
      body: (txn: string, amount: string) => ({ notif_token: `tok-${txn}`, txnid: txn, status: 'SUCCESS', amount }),
      eventId: (txn: string) => `tok-${txn}`,
    },
  ])(
    '$provider: refuses (409) a notification naming another amount without using up its event id; the genuine one then applies',
    async ({ provider, secret, body, eventId }) => {
      const txn = reference(provider);
      const payment = await createPayment(db(), {
        method: provider,
        providerReference: txn,
        amountCfa: 12_500,
      });
      for (const amount of ['125', '12501']) {
        const refused = await notify(provider, body(txn, amount), undefined, secret);
        expect(refused.statusCode, refused.body).toBe(409);
        expect(refused.json<ApiError>().error.code).toBe('conflict');
      }
      expect(await paymentRow(payment.id)).toMatchObject({ status: 'pending', paidAt: null });
      expect(await eventsOf(payment.id)).toEqual([]);
      expect(await notificationsOf(eventId(txn))).toEqual([]);
      const [log] = await db().select().from(tables.systemLogs).orderBy(desc(tables.systemLogs.id)).limit(1);
      expect(log).toMatchObject({ source: 'PAYMENT', level: 'WARN' });

      // The genuine notification, with the same event id, is applied.
      const genuine = await notify(provider, body(txn, '12500'), undefined, secret);
      expect(genuine.statusCode, genuine.body).toBe(200);
      expect(outcomeOf(genuine)).toBe('applied');
      expect(await paymentRow(payment.id)).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });
      expect(await notificationsOf(eventId(txn))).toEqual([
        expect.objectContaining({ provider, paymentId: payment.id, outcome: 'applied' }),
      ]);

      // A true replay of the applied one is still only a replay; so is the wrong amount with its event id now.
      for (const amount of ['12500', '125']) {
        const replay = await notify(provider, body(txn, amount), undefined, secret);
        expect(replay.statusCode, replay.body).toBe(200);
        expect(outcomeOf(replay)).toBe('replayed');
      }
      expect(await eventsOf(payment.id)).toHaveLength(1);
      expect(await notificationsOf(eventId(txn))).toHaveLength(1);
    },
  );

  it('answers 404 for an unknown provider, and stores nothing for a payment it does not know', async () => {
    const body = { referenceId: 'whatever', status: 'SUCCESSFUL' };
    expect((await notify('paypal', body)).statusCode).toBe(404);
    expect((await notify('__proto__', body)).statusCode).toBe(404);
    const unknown = await notify('mtn_momo', { referenceId: reference('nobody'), status: 'SUCCESSFUL' });
    expect(unknown.statusCode).toBe(404);
    expect(await db().$count(tables.paymentNotifications, eq(tables.paymentNotifications.eventId, 'whatever'))).toBe(0);
  });

  it('answers 400 to a signed body that is not a notification', async () => {
    expect((await notify('mtn_momo', 'not json')).statusCode).toBe(400);
    expect((await notify('mtn_momo', { referenceId: 'x', status: 'PENDING' })).statusCode).toBe(400);
    expect((await notify('mtn_momo', { status: 'SUCCESSFUL' })).statusCode).toBe(400);
  });

  it('answers 400 to a signed notification whose reference PostgreSQL cannot store (a NUL, a lone surrogate)', async () => {
    // The raw body escapes the API's check of text: the NUL reached the insert, a 500 (found by the hostile-input suite).
    const momo = await notify('mtn_momo', { referenceId: 'ref\u0000x', status: 'FAILED' });
    expect(momo.statusCode, momo.body).toBe(400);
    for (const body of [
      { notif_token: 't', txnid: 'MP\uD800', status: 'SUCCESS' },
      { notif_token: 't\u0000', txnid: 'MP1', status: 'SUCCESS' },
    ]) {
      const orange = await notify('orange_money', body, undefined, ORANGE_SECRET);
      expect(orange.statusCode, orange.body).toBe(400);
    }
  });
});

describe('a provider without a configured secret', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ clock: clock.clock, env: { PAYMENT_WEBHOOK_SECRET_MTN_MOMO: MOMO_SECRET } });
  });
  afterAll(() => bare.close());

  it('has no callback: 404, even correctly signed with some secret', async () => {
    const raw = JSON.stringify({ notif_token: 'tok', txnid: 'MP1', status: 'SUCCESS' });
    const response = await bare.app.inject({
      method: 'POST',
      url: '/api/payments/callback/orange_money',
      headers: { 'content-type': 'application/json', 'x-signature': signBody(raw, ORANGE_SECRET) },
      payload: raw,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiError>().error.code).toBe('not_found');
  });
});
