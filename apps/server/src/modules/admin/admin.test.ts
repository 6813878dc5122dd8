import { tables } from '@hc/db';
import { createAccount, createBooking, createFacility, createPayment, deleteAccount } from '@hc/db/factories';
import { and, eq } from 'drizzle-orm';
import { formatPatientId, referenceOf } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../lib/crypto';
import { createTestAccount, signedInAs, signIn, TEST_PASSWORD } from '../../test/accounts';
import { fieldsOf, sessionCookieOf } from '../../test/responses';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

const fakeClock = createFakeClock('2026-11-25T10:00:00Z');
let t: TestApp;
/** A signed-in admin, for the tests that only read. */
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp({ clock: fakeClock.clock });
  adminCookie = (await signedInAs(t, 'admin')).cookie;
});
afterAll(() => t.close());

const get = (url: string, cookie = adminCookie) => t.app.inject({ url, headers: { cookie } });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

describe('overview', () => {
  it('counts patients, active doctors, public facilities and active staff from the database', async () => {
    const before = (await get('/api/admin/overview')).json().data.totals;
    const db = t.database.db;
    const passwordHash = 'not-used';
    for (const status of ['active', 'pending', 'suspended'] as const)
      await createAccount(db, { passwordHash, role: 'patient', status });
    await createAccount(db, { passwordHash, role: 'patient', status: 'inactive' });
    await createAccount(db, { passwordHash, role: 'doctor', status: 'active' });
    await createAccount(db, { passwordHash, role: 'doctor', status: 'pending' });
    await createAccount(db, { passwordHash, role: 'manager', status: 'active' });
    await createAccount(db, { passwordHash, role: 'manager', status: 'suspended' });
    for (const status of ['active', 'approved', 'pending', 'suspended'] as const) await createFacility(db, { status });

    const after = (await get('/api/admin/overview')).json().data.totals;
    expect({
      patients: after.patients - before.patients,
      activeDoctors: after.activeDoctors - before.activeDoctors,
      facilities: after.facilities - before.facilities,
      staff: after.staff - before.staff,
    }).toEqual({ patients: 3, activeDoctors: 1, facilities: 2, staff: 1 });
  });

  it('lists the ten most recent bookings as orders, newest first, paid once their payments cover the cost', async () => {
    const db = t.database.db;
    const start = new Date('2026-11-01T08:00:00Z').getTime();
    const booked = [];
    for (let day = 0; day < 12; day++)
      booked.push(
        await createBooking(db, { amountCfa: 1000 * (day + 1), createdAt: new Date(start + day * 86_400_000) }),
      );
    const [latest, second, third] = [booked[11]!, booked[10]!, booked[9]!];
    // The latest is paid in full, then partly refunded: not paid any more.
    const payment = await createPayment(db, { bookingId: latest.id, status: 'paid', amountCfa: 12_000 });
    await createPayment(db, {
      bookingId: latest.id,
      kind: 'refund',
      refundOf: payment.id,
      status: 'paid',
      amountCfa: -2_000,
    });
    // The second is paid in two parts; a failed payment of the third counts for nothing.
    await createPayment(db, { bookingId: second.id, status: 'paid', amountCfa: 6_000 });
    await createPayment(db, { bookingId: second.id, status: 'paid', amountCfa: 5_000, method: 'mtn_momo' });
    await createPayment(db, { bookingId: third.id, status: 'failed', amountCfa: 10_000 });
    await db.update(tables.bookings).set({ status: 'completed' }).where(eq(tables.bookings.id, second.id));

    const orders = (await get('/api/admin/overview')).json().data.recentOrders;
    expect(orders.map((o: { id: number }) => o.id)).toEqual(
      booked
        .slice(2)
        .reverse()
        .map((b) => b.id),
    );
    const [patient] = await db.select().from(tables.users).where(eq(tables.users.id, latest.patientId));
    expect(orders[0]).toEqual({
      id: latest.id,
      orderRef: referenceOf('booking', latest.id),
      customer: `${patient!.firstName} ${patient!.lastName}`,
      customerNumber: formatPatientId(latest.patientId),
      amountCfa: 12_000,
      paidCfa: 10_000,
      payState: 'not_paid',
      orderState: 'processing',
      bookingStatus: 'pending',
      createdAt: '2026-11-12T08:00:00.000Z',
    });
    expect(orders[1]).toMatchObject({ paidCfa: 11_000, payState: 'paid', orderState: 'completed' });
    expect(orders[2]).toMatchObject({ paidCfa: 0, payState: 'not_paid' });
  });
});

describe('profile', () => {
  it('shows the account holder their own record', async () => {
    const { account, cookie } = await signedInAs(t, 'manager', {
      employeeId: 'EMP-0042',
      joinDate: '2024-03-01',
      department: 'Support',
    });
    expect((await get('/api/admin/profile', cookie)).json().data).toEqual({
      id: account.id,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      phone: null,
      role: 'manager',
      jobTitle: 'Support',
      department: 'Support',
      employeeId: 'EMP-0042',
      joinDate: '2024-03-01',
      lastLogin: fakeClock.clock().toISOString(),
      twoFactorEnabled: false,
      recoveryCodesRemaining: 0,
      emailNotifications: true,
      smsNotifications: false,
      loginAlerts: true,
    });
  });

  it('saves the editable fields and keeps employee id and join date read-only', async () => {
    const { account, cookie } = await signedInAs(t, 'manager', { employeeId: 'EMP-0043', joinDate: '2023-01-15' });
    const saved = await send('PATCH', '/api/admin/profile', cookie, {
      firstName: 'Ngozi',
      lastName: 'Eteki',
      email: account.email.toUpperCase(),
      phone: '+237 699 00 11 22',
      department: 'Operations',
      employeeId: 'HACKED',
      joinDate: '2000-01-01',
    });
    expect(saved.statusCode).toBe(200);
    const profile = (await get('/api/admin/profile', cookie)).json().data;
    expect(profile).toMatchObject({
      firstName: 'Ngozi',
      lastName: 'Eteki',
      email: account.email,
      phone: '+237 699 00 11 22',
      department: 'Operations',
      employeeId: 'EMP-0043',
      joinDate: '2023-01-15',
    });
    expect(saved.json().data).toEqual(profile);
  });

  it('refuses invalid fields with their codes', async () => {
    const response = await send('PATCH', '/api/admin/profile', adminCookie, {
      firstName: '',
      lastName: 'B',
      email: 'not-an-email',
      phone: 'call me',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(fieldsOf(response)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'firstName', code: 'required' }),
        expect.objectContaining({ path: 'email', code: 'invalid_email' }),
        expect.objectContaining({ path: 'phone', code: 'invalid_phone' }),
      ]),
    );
  });

  it('refuses an email another account uses (409 email_taken) and leaves the profile as it was', async () => {
    const other = await createTestAccount(t, 'patient');
    const { account, cookie } = await signedInAs(t, 'manager');
    const response = await send('PATCH', '/api/admin/profile', cookie, {
      firstName: 'Someone',
      lastName: 'Else',
      email: other.email.toUpperCase(),
      currentPassword: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('conflict');
    expect(fieldsOf(response)).toEqual([expect.objectContaining({ path: 'email', code: 'email_taken' })]);
    expect((await get('/api/admin/profile', cookie)).json().data).toMatchObject({
      email: account.email,
      firstName: account.firstName,
    });
  });

  it('persists notification toggles', async () => {
    const { cookie } = await signedInAs(t, 'manager');
    const saved = await send('PATCH', '/api/admin/profile/notifications', cookie, {
      emailNotifications: false,
      smsNotifications: true,
      loginAlerts: false,
    });
    expect(saved.statusCode).toBe(200);
    expect((await get('/api/admin/profile', cookie)).json().data).toMatchObject({
      emailNotifications: false,
      smsNotifications: true,
      loginAlerts: false,
    });
  });

  it('signs out an account removed while its session was open', async () => {
    // The session goes with the account (cascade), so the caller is simply signed out.
    const { account, cookie } = await signedInAs(t, 'manager');
    await deleteAccount(t.database.db, account.id);
    expect((await get('/api/admin/profile', cookie)).statusCode).toBe(401);
  });
});

describe('password change', () => {
  const change = (cookie: string, body: object) => send('POST', '/api/admin/profile/password', cookie, body);

  it('needs matching new passwords and the right current password, then signs other sessions out', async () => {
    const account = await createTestAccount(t, 'manager');
    const mine = (await signIn(t, account.email)).cookie!;
    const other = (await signIn(t, account.email)).cookie!;

    const mismatch = await change(mine, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a brand new password',
      confirmPassword: 'something else entirely',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(fieldsOf(mismatch)).toEqual([
      expect.objectContaining({ path: 'confirmPassword', code: 'passwords_mismatch' }),
    ]);

    const wrong = await change(mine, {
      currentPassword: 'wrong password here',
      newPassword: 'a brand new password',
      confirmPassword: 'a brand new password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong)).toEqual([expect.objectContaining({ path: 'currentPassword', code: 'wrong_password' })]);
    // Nothing changed yet: both sessions are still in.
    expect((await get('/api/auth/me', other)).statusCode).toBe(200);

    const ok = await change(mine, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a brand new password',
      confirmPassword: 'a brand new password',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { ok: true } });
    expect((await get('/api/auth/me', mine)).statusCode).toBe(200);
    expect((await get('/api/auth/me', other)).statusCode).toBe(401);
    expect((await signIn(t, account.email, 'a brand new password')).response.statusCode).toBe(200);
    expect((await signIn(t, account.email, TEST_PASSWORD)).response.statusCode).toBe(401);

    const events = await t.database.db
      .select({ level: tables.systemLogs.level, source: tables.systemLogs.source, message: tables.systemLogs.message })
      .from(tables.systemLogs)
      .where(and(eq(tables.systemLogs.userId, account.id), eq(tables.systemLogs.source, 'SECURITY')));
    expect(events).toEqual(
      expect.arrayContaining([
        { level: 'WARN', source: 'SECURITY', message: 'Password change refused: wrong current password' },
        { level: 'SUCCESS', source: 'SECURITY', message: 'Password changed' },
      ]),
    );
  });
});

describe('two-factor set-up', () => {
  it('turns on only with a code from the app, and off only with the password', async () => {
    const { cookie } = await signedInAs(t, 'manager');
    const enable = (code: string) => send('POST', '/api/admin/profile/two-factor/enable', cookie, { code });

    const early = await enable('123456');
    expect(early.statusCode).toBe(400);
    expect(fieldsOf(early)).toEqual([expect.objectContaining({ path: 'code', code: 'totp_setup_missing' })]);

    const setup = await send('POST', '/api/admin/profile/two-factor/setup', cookie);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.json().data;
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrSvg).toContain('<svg');
    expect((await get('/api/admin/profile', cookie)).json().data.twoFactorEnabled).toBe(false);

    const malformed = await enable('12ab');
    expect(fieldsOf(malformed)).toEqual([expect.objectContaining({ path: 'code', code: 'invalid_totp' })]);
    const wrongCode = String((Number(totpCode(secret, fakeClock.clock())) + 500_000) % 1_000_000).padStart(6, '0');
    const wrong = await enable(wrongCode);
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong)).toEqual([expect.objectContaining({ path: 'code', code: 'invalid_totp' })]);

    const on = await enable(totpCode(secret, fakeClock.clock()));
    expect(on.statusCode).toBe(200);
    expect(on.json().data.profile).toMatchObject({ twoFactorEnabled: true, recoveryCodesRemaining: 10 });
    expect(on.json().data.recoveryCodes).toHaveLength(10);
    // A second set-up would replace the secret of a working app: refused while it is on.
    expect((await send('POST', '/api/admin/profile/two-factor/setup', cookie)).statusCode).toBe(409);

    const refused = await send('POST', '/api/admin/profile/two-factor/disable', cookie, {
      currentPassword: 'not my password',
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual([expect.objectContaining({ path: 'currentPassword', code: 'wrong_password' })]);
    const off = await send('POST', '/api/admin/profile/two-factor/disable', cookie, {
      currentPassword: TEST_PASSWORD,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ twoFactorEnabled: false, recoveryCodesRemaining: 0 });
  });
});

describe('login activity', () => {
  const androidChrome =
    'Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

  it('lists real sign-ins and failures with readable devices, and ends another session on request', async () => {
    const account = await createTestAccount(t, 'manager');
    await signIn(t, account.email, 'a wrong password');
    const other = (await signIn(t, account.email)).cookie!;
    const fromPhone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: '203.0.113.20',
      headers: { 'user-agent': androidChrome },
      payload: { identifier: account.email, password: TEST_PASSWORD },
    });
    const mine = sessionCookieOf(fromPhone)!;

    const activity = (await get('/api/admin/profile/login-activity', mine)).json().data;
    expect(activity.lastLogin).toBe(fakeClock.clock().toISOString());
    expect(activity.history.map((h: { status: string }) => h.status)).toEqual(['success', 'success', 'failure']);
    expect(activity.history[0]).toMatchObject({ ip: '203.0.113.20', device: 'Chrome on Android' });
    expect(activity.sessions).toHaveLength(2);
    const current = activity.sessions.find((s: { isCurrent: boolean }) => s.isCurrent);
    expect(current).toMatchObject({ ip: '203.0.113.20', device: 'Chrome on Android' });
    const otherSession = activity.sessions.find((s: { isCurrent: boolean }) => !s.isCurrent);

    // Someone else's session cannot be ended from here.
    const stranger = await signedInAs(t, 'manager');
    expect((await send('DELETE', `/api/admin/profile/sessions/${otherSession.id}`, stranger.cookie)).statusCode).toBe(
      404,
    );
    expect((await get('/api/auth/me', other)).statusCode).toBe(200);

    expect((await send('DELETE', `/api/admin/profile/sessions/${otherSession.id}`, mine)).statusCode).toBe(200);
    expect((await get('/api/auth/me', other)).statusCode).toBe(401);
    expect((await get('/api/auth/me', mine)).statusCode).toBe(200);
    expect((await get('/api/admin/profile/login-activity', mine)).json().data.sessions).toHaveLength(1);
  });

  it("signs out of every other session at once, and only the caller's", async () => {
    const account = await createTestAccount(t, 'support');
    const others = [(await signIn(t, account.email)).cookie!, (await signIn(t, account.email)).cookie!];
    const mine = (await signIn(t, account.email)).cookie!;
    const stranger = await signedInAs(t, 'support');

    const ended = await send('POST', '/api/admin/profile/sessions/end-others', mine);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toEqual({ ended: 2 });
    for (const cookie of others) expect((await get('/api/auth/me', cookie)).statusCode).toBe(401);
    expect((await get('/api/auth/me', mine)).statusCode).toBe(200);
    expect((await get('/api/auth/me', stranger.cookie)).statusCode).toBe(200);
    expect((await get('/api/admin/profile/login-activity', mine)).json().data.sessions).toHaveLength(1);
    expect((await send('POST', '/api/admin/profile/sessions/end-others', mine)).json().data).toEqual({ ended: 0 });
  });

  it('refuses a malformed session id', async () => {
    const response = await send('DELETE', '/api/admin/profile/sessions/not-a-session', adminCookie);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([expect.objectContaining({ path: 'sessionId' })]);
  });
});
