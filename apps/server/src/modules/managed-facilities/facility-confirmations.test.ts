import { tables } from '@hc/db';
import { createFacility, createFacilityManager } from '@hc/db/factories';
import type { ApiError, FacilityDetail } from '@hc/shared';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount } from '../../test/accounts';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
/** The managers' links were made on 25 May 2026. */
const start = new Date('2026-05-25T10:00:00Z');
const clock = createFakeClock(start);
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  t = await createTestApp({
    clock: clock.clock,
    env: { PUBLIC_URL: 'https://annuaire.example', RATE_LIMIT_PER_MINUTE: '100000' },
  });
});
afterAll(() => t.close());

const db = () => t.database.db;
const send = () => t.app.facilityConfirmations.sendDueConfirmationRequests(clock.clock());
const mailTo = (address: string) =>
  db()
    .select()
    .from(tables.outboxMessages)
    .where(eq(tables.outboxMessages.toAddress, address))
    .orderBy(asc(tables.outboxMessages.id));
const tokenIn = (text: string) => /\/confirm-listing\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
const confirmation = (method: 'GET' | 'POST', token: string) =>
  t.app.inject({ method, url: `/api/facility-confirmations/${token}` });

/** A manager (French-speaking unless told) of a new pharmacy, its link made at `start`. */
async function managedPharmacy(name: string, account: Parameters<typeof createTestAccount>[2] = {}) {
  const facility = await createFacility(db(), { category: 'pharmacy', name });
  const user = await createTestAccount(t, 'facility_manager', { locale: 'fr', ...account });
  const link = await createFacilityManager(db(), { facilityId: facility.id, userId: user.id, createdAt: start });
  return { facility, user, link };
}

function expectGone(response: Awaited<ReturnType<typeof confirmation>>, code: string) {
  expect(response.statusCode, response.body).toBe(410);
  expect(response.json<ApiError>().error).toMatchObject({
    code: 'gone',
    fields: [expect.objectContaining({ path: 'token', code })],
  });
}

describe('listing confirmations', () => {
  it('asks every 6 months, once; the link confirms once; then the listing is not due', async () => {
    const { facility, user, link } = await managedPharmacy('Pharmacie Confirmée');
    const inactive = await managedPharmacy('Pharmacie Dormante', { status: 'inactive' });

    clock.set(new Date(start.getTime() + 5 * 30 * DAY));
    expect(await send()).toBe(0);
    expect(await mailTo(user.email)).toEqual([]);

    clock.set('2026-11-25T10:00:00Z');
    // Two processes at once: each manager is claimed by one of them.
    const [a, b] = await Promise.all([send(), send()]);
    expect(a + b).toBe(1);
    const mails = await mailTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'facility_confirmation_request', locale: 'fr', userId: user.id });
    expect(mails[0]!.subject).toContain('Pharmacie Confirmée');
    expect(mails[0]!.textBody).toContain(`https://annuaire.example/my-facilities/${facility.id}`);
    expect(await mailTo(inactive.user.email)).toEqual([]);
    const token = tokenIn(mails[0]!.textBody)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only its hash is kept.
    const [stored] = await db().select().from(tables.facilityConfirmationLinks);
    expect(stored!.tokenHash).not.toContain(token);

    clock.advance(HOUR);
    expect(await send()).toBe(0);
    expect(await mailTo(user.email)).toHaveLength(1);

    const shown = await confirmation('GET', token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers['cache-control']).toContain('no-store');
    expect(shown.json()).toEqual({
      data: { facility: { id: facility.id, name: 'Pharmacie Confirmée' }, expiresAt: '2026-12-25T10:00:00.000Z' },
    });

    const confirmed = await confirmation('POST', token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const at = clock.clock().toISOString();
    expect(confirmed.json()).toEqual({ data: { facilityId: facility.id, confirmedAt: at } });
    const [manager] = await db().select().from(tables.facilityManagers).where(eq(tables.facilityManagers.id, link.id));
    expect(manager!.lastConfirmedAt?.toISOString()).toBe(at);
    const [entry] = await db()
      .select()
      .from(tables.facilityHistory)
      .where(eq(tables.facilityHistory.facilityId, facility.id))
      .orderBy(desc(tables.facilityHistory.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'facility_confirmed_by_link', userId: user.id });
    const detail = await t.app.inject({ method: 'GET', url: `/api/pharmacies/${facility.id}` });
    expect(detail.json<{ data: FacilityDetail }>().data.facilityConfirmedAt).toBe(at);

    expectGone(await confirmation('POST', token), 'confirmation_link_used');
    expectGone(await confirmation('GET', token), 'confirmation_link_used');

    // Confirmed: not due until 6 months later.
    clock.advance(DAY);
    expect(await send()).toBe(0);
    clock.set('2027-05-25T12:00:00Z');
    expect(await send()).toBe(1);
    expect(await mailTo(user.email)).toHaveLength(2);
  });

  it('expires after 30 days; a revoked manager’s link no longer works; an unknown one is 404', async () => {
    clock.set(start);
    const late = await managedPharmacy('Pharmacie Tardive', { locale: 'en' });
    const revoked = await managedPharmacy('Pharmacie Quittée');
    clock.set('2026-11-26T09:00:00Z');
    await send();
    const lateToken = tokenIn((await mailTo(late.user.email))[0]!.textBody)!;
    expect((await mailTo(late.user.email))[0]!.subject).toBe('Is the listing of Pharmacie Tardive still right?');
    const revokedToken = tokenIn((await mailTo(revoked.user.email))[0]!.textBody)!;

    await db()
      .update(tables.facilityManagers)
      .set({ revokedAt: clock.clock() })
      .where(eq(tables.facilityManagers.id, revoked.link.id));
    expectGone(await confirmation('POST', revokedToken), 'confirmation_link_expired');

    clock.advance(29 * DAY);
    expect((await confirmation('GET', lateToken)).statusCode).toBe(200);
    clock.advance(DAY);
    expectGone(await confirmation('GET', lateToken), 'confirmation_link_expired');
    expectGone(await confirmation('POST', lateToken), 'confirmation_link_expired');
    const [facility] = await db().select().from(tables.facilities).where(eq(tables.facilities.id, late.facility.id));
    expect(facility!.facilityConfirmedAt).toBeNull();

    const unknown = await confirmation('POST', 'A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiError>().error).toMatchObject({
      code: 'not_found',
      fields: [expect.objectContaining({ path: 'token', code: 'invalid_confirmation_link' })],
    });
    const malformed = await confirmation('GET', 'short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ApiError>().error.fields).toEqual([
      expect.objectContaining({ path: 'token', code: 'invalid_confirmation_link' }),
    ]);
  });
});
