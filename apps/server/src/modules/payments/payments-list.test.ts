import { createBooking, createPayment } from '@hc/db/factories';
import type { ApiError, PaymentDetail, PaymentList } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

// GET /api/admin/payments and /api/admin/payments/{id}: filters, the inclusive Douala days, search
// by payment or booking reference, paging, region limits, and the details with history and refunds.

const clock = createFakeClock('2026-11-25T10:00:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  admin = (await signedInAs(t, 'admin')).cookie;
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (url: string, cookie: string | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
async function list(query: string, cookie = admin): Promise<PaymentList> {
  const response = await get(`/api/admin/payments${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentList>();
}
const ids = (page: PaymentList) => page.data.map((row) => row.id);

describe('payments list', () => {
  it('filters by status, kind and method, and searches payment and booking references', async () => {
    const booking = await createBooking(db(), { amountCfa: 12_500 });
    const pending = await createPayment(db(), {
      bookingId: booking.id,
      method: 'mtn_momo',
      providerReference: 'MOMO-L1',
    });
    const paid = await createPayment(db(), { bookingId: booking.id, status: 'paid', paidAt: new Date() });
    const failed = await createPayment(db(), {
      bookingId: booking.id,
      method: 'card',
      status: 'failed',
      providerReference: 'CARD-L1',
    });
    const refund = await createPayment(db(), {
      bookingId: booking.id,
      kind: 'refund',
      refundOf: paid.id,
      amountCfa: -2_500,
      status: 'paid',
    });
    const other = await createPayment(db());
    const q = `q=BKG${String(booking.id).padStart(3, '0')}`;

    expect(ids(await list(`?${q}`)).sort()).toEqual([pending.id, paid.id, failed.id, refund.id].sort());
    expect(ids(await list(`?${q}&status=paid`)).sort()).toEqual([paid.id, refund.id].sort());
    expect(ids(await list(`?${q}&status=pending`))).toEqual([pending.id]);
    expect(ids(await list(`?${q}&status=failed`))).toEqual([failed.id]);
    expect(ids(await list(`?${q}&kind=refund`))).toEqual([refund.id]);
    expect(ids(await list(`?${q}&method=mtn_momo`))).toEqual([pending.id]);
    expect(ids(await list(`?q=PAY${String(other.id).padStart(3, '0')}`))).toEqual([other.id]);
    expect(ids(await list(`?q=pay-${other.id}`))).toEqual([other.id]);
    // A bare number is a payment's id or a booking's id.
    expect(ids(await list(`?q=${other.id}`))).toContain(other.id);
    expect(ids(await list(`?q=${booking.id}`))).toEqual(expect.arrayContaining([pending.id, refund.id]));
    // A provider's reference, exactly.
    expect(ids(await list('?q=MOMO-L1'))).toEqual([pending.id]);
    expect((await list('?q=nothing-like-this')).meta.total).toBe(0);

    const row = (await list(`?${q}&kind=refund`)).data[0]!;
    expect(row).toEqual({
      id: refund.id,
      reference: `PAY${String(refund.id).padStart(3, '0')}`,
      booking: { id: booking.id, reference: `BKG${String(booking.id).padStart(3, '0')}` },
      kind: 'refund',
      refundOf: paid.id,
      method: 'cash',
      providerReference: null,
      amountCfa: -2_500,
      status: 'paid',
      paidAt: null,
      createdAt: refund.createdAt.toISOString(),
    });
  });

  it('reads from and to as whole Africa/Douala days, both inclusive, at midnight', async () => {
    const booking = await createBooking(db());
    const at = (iso: string) => createPayment(db(), { bookingId: booking.id, createdAt: new Date(iso) });
    // 23:59:59 on 9 November in Douala (UTC+1), then 00:00 on the 10th, 23:59:59.999 on the 10th, 00:00 on the 11th.
    const lastOfNinth = await at('2026-11-09T22:59:59Z');
    const firstOfTenth = await at('2026-11-09T23:00:00Z');
    const lastOfTenth = await at('2026-11-10T22:59:59.999Z');
    const firstOfEleventh = await at('2026-11-10T23:00:00Z');
    const q = `q=BKG${booking.id}`;

    expect(ids(await list(`?${q}&from=2026-11-10&to=2026-11-10`))).toEqual([lastOfTenth.id, firstOfTenth.id]);
    expect(ids(await list(`?${q}&to=2026-11-09`))).toEqual([lastOfNinth.id]);
    expect(ids(await list(`?${q}&from=2026-11-11`))).toEqual([firstOfEleventh.id]);
    expect(ids(await list(`?${q}&from=2026-11-09&to=2026-11-11`))).toEqual([
      firstOfEleventh.id,
      lastOfTenth.id,
      firstOfTenth.id,
      lastOfNinth.id,
    ]);
    expectFieldError(await get(`/api/admin/payments?from=2026-11-11&to=2026-11-10`), 'to', 'ends_before_start');
    expectFieldError(await get(`/api/admin/payments?from=10/11/2026`), 'from', 'invalid_format');
  });

  it('pages 10 at a time, newest first, the page clamped to the last', async () => {
    const booking = await createBooking(db());
    const created = [];
    for (let i = 0; i < 12; i++)
      created.push(await createPayment(db(), { bookingId: booking.id, createdAt: new Date(Date.UTC(2026, 9, 1 + i)) }));
    const newestFirst = created.map((row) => row.id).reverse();
    const first = await list(`?q=BKG${booking.id}`);
    expect(first.meta).toEqual({ total: 12, page: 1, pageSize: 10 });
    expect(ids(first)).toEqual(newestFirst.slice(0, 10));
    const second = await list(`?q=BKG${booking.id}&page=9`);
    expect(second.meta.page).toBe(2);
    expect(ids(second)).toEqual(newestFirst.slice(10));
  });

  it('shows a region-limited account only the payments of its region’s bookings', async () => {
    const home = await createBooking(db());
    const away = await createBooking(db());
    const mine = await createPayment(db(), { bookingId: home.id });
    const theirs = await createPayment(db(), { bookingId: away.id });
    const { cookie } = await signedInAs(t, 'support', { scopeRegionId: home.regionId });
    const page = await list('', cookie);
    expect(ids(page)).toEqual([mine.id]);
    expect((await list(`?q=${theirs.id}`, cookie)).meta.total).toBe(0);
    expect((await get(`/api/admin/payments/${theirs.id}`, cookie)).statusCode).toBe(404);
    expect((await get(`/api/admin/payments/${mine.id}`, cookie)).statusCode).toBe(200);
  });

  it('answers 401 signed out and 403 to a role without payments:read', async () => {
    expect((await get('/api/admin/payments', null)).statusCode).toBe(401);
    const { cookie } = await signedInAs(t, 'manager');
    const response = await get('/api/admin/payments', cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiError>().error.code).toBe('forbidden');
  });
});

describe('payment details', () => {
  it('gives the entry with its history, its refunds and its booking’s cost and net paid', async () => {
    const booking = await createBooking(db(), { amountCfa: 12_500 });
    const paid = await createPayment(db(), { bookingId: booking.id, status: 'paid', paidAt: new Date() });
    const refund = await createPayment(db(), {
      bookingId: booking.id,
      kind: 'refund',
      refundOf: paid.id,
      amountCfa: -2_500,
      status: 'paid',
    });
    await createPayment(db(), { bookingId: booking.id, amountCfa: 5_000 }); // pending: not counted as paid
    const response = await get(`/api/admin/payments/${paid.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<{ data: PaymentDetail }>().data;
    expect(detail).toMatchObject({
      id: paid.id,
      status: 'paid',
      amountCfa: 12_500,
      refundableCfa: 10_000,
      booking: { id: booking.id, amountCfa: 12_500, paidCfa: 10_000 },
    });
    expect(detail.refunds.map((row) => [row.id, row.amountCfa])).toEqual([[refund.id, -2_500]]);
    expect((await get('/api/admin/payments/999999')).statusCode).toBe(404);
    expect((await get('/api/admin/payments/abc')).statusCode).toBe(400);
  });
});

describe('payments API document', () => {
  it('documents every payments path in the OpenAPI document', async () => {
    const response = await get('/api/docs/json', null);
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [
      '/api/admin/payments',
      '/api/admin/payments/{id}',
      '/api/admin/payments/{id}/mark-paid',
      '/api/admin/payments/{id}/mark-failed',
      '/api/admin/payments/{id}/refund',
      '/api/payments/callback/{provider}',
    ])
      expect(paths).toContain(path);
  });
});
