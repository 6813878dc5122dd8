import { tables } from '@hc/db';
import { LOGIN_MAX_ATTEMPTS_PER_ADDRESS, LOGIN_MAX_FAILURES } from '@hc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../lib/crypto';
import { SESSION_COOKIE } from '../../lib/session-cookie';
import { createTestAccount, signIn, TEST_PASSWORD } from '../../test/accounts';
import { fieldsOf, sessionCookieOf } from '../../test/responses';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

const fakeClock = createFakeClock('2026-11-25T10:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: fakeClock.clock });
});
afterAll(() => t.close());

const me = (cookie?: string) => t.app.inject({ url: '/api/auth/me', headers: cookie ? { cookie } : {} });
/** A POST from a client at `remoteAddress` (inject's own 127.0.0.1 unless given). */
const post = (url: string, payload: object, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url, payload, ...(remoteAddress ? { remoteAddress } : {}) });

describe('sign-in', () => {
  it('sends staff to the back-office and others to the public site, by their real role', async () => {
    const staff = await createTestAccount(t, 'manager');
    const patient = await createTestAccount(t, 'patient');
    const asStaff = await signIn(t, staff.email, TEST_PASSWORD, { role: 'patient' });
    expect(asStaff.response.json().data).toMatchObject({ status: 'signed_in', redirectTo: '/admin-dashboard' });
    const asPatient = await signIn(t, patient.email, TEST_PASSWORD, { role: 'admin' });
    expect(asPatient.response.json().data).toEqual({
      status: 'signed_in',
      redirectTo: '/',
      user: {
        id: patient.id,
        email: patient.email,
        username: null,
        firstName: patient.firstName,
        lastName: patient.lastName,
        role: 'patient',
        status: 'active',
        registrationStatus: 'complete',
        jobTitle: null,
        twoFactorEnabled: false,
        scopeRegionId: null,
      },
    });
    expect((await me(asPatient.cookie)).json().data.role).toBe('patient');
  });

  it('accepts the username or the email in any case', async () => {
    const account = await createTestAccount(t, 'manager', { username: 'ngozi.e' });
    expect((await signIn(t, 'NGOZI.E')).response.statusCode).toBe(200);
    expect((await signIn(t, account.email.toUpperCase())).response.statusCode).toBe(200);
  });

  it('sets an httpOnly, SameSite=Lax session cookie that lasts 30 days only with Remember Me', async () => {
    const { email } = await createTestAccount(t, 'patient');
    const plain = await signIn(t, email);
    const plainCookie = plain.response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(plainCookie.httpOnly).toBe(true);
    expect(plainCookie.sameSite).toBe('Lax');
    expect(plainCookie.expires).toBeUndefined();
    const remembered = await signIn(t, email, TEST_PASSWORD, { remember: true });
    const rememberedCookie = remembered.response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const days = (new Date(rememberedCookie.expires!).getTime() - fakeClock.clock().getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  it('gives one generic message for an unknown account and a wrong password', async () => {
    const { email } = await createTestAccount(t, 'patient');
    const wrong = await signIn(t, email, 'not the right password');
    const unknown = await signIn(t, 'nobody@test.example', 'not the right password');
    expect(wrong.response.statusCode).toBe(401);
    expect(unknown.response.statusCode).toBe(401);
    expect(wrong.response.json().error.code).toBe('unauthenticated');
    expect(wrong.response.json().error.message).toBe(unknown.response.json().error.message);
    expect(wrong.cookie).toBeUndefined();
  });

  it('refuses a suspended, inactive or on-leave account even with the right password', async () => {
    for (const status of ['suspended', 'inactive', 'on_leave'] as const) {
      const { email } = await createTestAccount(t, 'manager', { status });
      const response = await signIn(t, email);
      expect(response.response.statusCode).toBe(403);
      expect(response.response.json().error.code).toBe('forbidden');
      expect(response.cookie).toBeUndefined();
    }
  });

  it('blocks an address after repeated failures on an account, even with the right password, then lets it in again later', async () => {
    const { email } = await createTestAccount(t, 'patient');
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
      expect((await signIn(t, email, 'wrong password!!')).response.statusCode).toBe(401);
    const locked = await signIn(t, email);
    expect(locked.response.statusCode).toBe(429);
    expect(locked.response.json().error.code).toBe('rate_limited');
    fakeClock.advance(14 * MINUTE);
    expect((await signIn(t, email)).response.statusCode).toBe(429);
    fakeClock.advance(2 * MINUTE);
    expect((await signIn(t, email)).response.statusCode).toBe(200);
    // A success clears the count: one more failure does not lock again.
    expect((await signIn(t, email, 'wrong password!!')).response.statusCode).toBe(401);
    expect((await signIn(t, email)).response.statusCode).toBe(200);
  });

  it('locks an address that fails too often, whatever accounts it tries, and no other address', async () => {
    const from = '198.51.100.23';
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS_PER_ADDRESS; i++)
      await post('/api/auth/sign-in', { identifier: `guess-${i}@test.example`, password: 'guessing' }, from);
    const { email } = await createTestAccount(t, 'patient');
    const refused = await post('/api/auth/sign-in', { identifier: email, password: TEST_PASSWORD }, from);
    expect(refused.statusCode).toBe(429);
    const elsewhere = await post('/api/auth/sign-in', { identifier: email, password: TEST_PASSWORD }, '198.51.100.24');
    expect(elsewhere.statusCode).toBe(200);
    fakeClock.advance(16 * MINUTE);
  });

  it('validates the body with field codes', async () => {
    const response = await post('/api/auth/sign-in', { identifier: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(fieldsOf(response)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'identifier', code: 'required' }),
        expect.objectContaining({ path: 'password', code: 'required' }),
      ]),
    );
  });
});

describe('sessions', () => {
  it('gives a new session id at every sign-in and ends it at sign-out', async () => {
    const { email } = await createTestAccount(t, 'manager');
    const first = await signIn(t, email);
    const second = await signIn(t, email, TEST_PASSWORD);
    expect(first.cookie).not.toBe(second.cookie);
    // Signing in again from a browser that holds a session ends that session.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { cookie: first.cookie! },
      payload: { identifier: email, password: TEST_PASSWORD },
    });
    expect(sessionCookieOf(again)).not.toBe(first.cookie);
    expect((await me(first.cookie)).statusCode).toBe(401);

    expect((await me(second.cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: second.cookie! } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: { signedOut: true } });
    expect((await me(second.cookie)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/overview', headers: { cookie: second.cookie! } })).statusCode).toBe(
      401,
    );
  });

  it('expires after 12 hours idle without Remember Me', async () => {
    const { cookie } = await signIn(t, (await createTestAccount(t, 'manager')).email);
    fakeClock.advance(11 * HOUR);
    expect((await me(cookie)).statusCode).toBe(200);
    fakeClock.advance(11 * HOUR);
    expect((await me(cookie)).statusCode).toBe(200);
    fakeClock.advance(13 * HOUR);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('lasts 30 days from sign-in with Remember Me, used or not', async () => {
    const { email } = await createTestAccount(t, 'manager');
    const { cookie } = await signIn(t, email, TEST_PASSWORD, { remember: true });
    fakeClock.advance(20 * 24 * HOUR);
    expect((await me(cookie)).statusCode).toBe(200);
    fakeClock.advance(9 * 24 * HOUR);
    expect((await me(cookie)).statusCode).toBe(200);
    fakeClock.advance(2 * 24 * HOUR);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends when the account is suspended', async () => {
    const { id, email } = await createTestAccount(t, 'manager');
    const { cookie } = await signIn(t, email);
    await t.database.db.update(tables.users).set({ status: 'suspended' }).where(eq(tables.users.id, id));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('refuses a cross-site state-changing request', async () => {
    const { cookie } = await signIn(t, (await createTestAccount(t, 'manager')).email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: cookie!, origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(403);
    expect((await me(cookie)).statusCode).toBe(200);
  });
});

describe('sign-up', () => {
  const signUp = (payload: object) => post('/api/auth/sign-up', payload, '198.51.100.50');

  it('creates a patient who is signed in and sent to the public site', async () => {
    const response = await signUp({
      name: 'Awa  Ndiaye Diop',
      email: 'Awa@Test.example',
      password: 'a long enough password',
      role: 'patient',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      status: 'signed_in',
      redirectTo: '/',
      user: { email: 'awa@test.example', role: 'patient', firstName: 'Awa', lastName: 'Ndiaye Diop' },
    });
    expect((await me(sessionCookieOf(response))).statusCode).toBe(200);
  });

  it('starts a doctor as pending, awaiting validation', async () => {
    const response = await signUp({
      name: 'Dr Test',
      email: 'dr.pending@test.example',
      password: 'a long enough password',
      role: 'doctor',
    });
    expect(response.json().data.user).toMatchObject({
      role: 'doctor',
      status: 'pending',
      registrationStatus: 'registration_started',
    });
  });

  it('never creates an admin, and refuses short passwords with their field codes', async () => {
    const admin = await signUp({
      name: 'Mallory',
      email: 'mallory@test.example',
      password: 'a long enough password',
      role: 'admin',
    });
    expect(admin.statusCode).toBe(400);
    expect(fieldsOf(admin)).toEqual([expect.objectContaining({ path: 'role', code: 'invalid_choice' })]);
    const short = await signUp({ name: 'Short', email: 'short@test.example', password: 'short', role: 'patient' });
    expect(fieldsOf(short)).toEqual([
      expect.objectContaining({ path: 'password', code: 'too_short', params: { minimum: 10 } }),
    ]);
  });

  it('refuses a taken email (any case) with 409 and email_taken', async () => {
    const existing = await createTestAccount(t, 'patient');
    const taken = await signUp({
      name: 'Again',
      email: existing.email.toUpperCase(),
      password: 'a long enough password',
      role: 'patient',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('conflict');
    expect(fieldsOf(taken)).toEqual([expect.objectContaining({ path: 'email', code: 'email_taken' })]);
    expect(sessionCookieOf(taken)).toBeUndefined();
  });
});

describe('two-factor sign-in', () => {
  it('asks for a code after the password, and only a valid code completes the sign-in', async () => {
    const { email } = await createTestAccount(t, 'manager');
    const { cookie } = await signIn(t, email);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/profile/two-factor/setup',
      headers: { cookie: cookie! },
    });
    const secret = setup.json().data.secret as string;
    const enable = await t.app.inject({
      method: 'POST',
      url: '/api/admin/profile/two-factor/enable',
      headers: { cookie: cookie! },
      payload: { code: totpCode(secret, fakeClock.clock()) },
    });
    expect(enable.json().data.profile.twoFactorEnabled).toBe(true);

    const first = await signIn(t, email);
    expect(first.response.json().data).toEqual({ status: 'two_factor_required' });
    // Half signed in grants nothing.
    expect((await me(first.cookie)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/session', headers: { cookie: first.cookie! } })).json()).toEqual({
      data: null,
    });

    const secondStep = (code: string, cookieHeader = first.cookie!) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/two-factor',
        headers: { cookie: cookieHeader },
        payload: { code },
      });
    const wrongCode = String((Number(totpCode(secret, fakeClock.clock())) + 500_000) % 1_000_000).padStart(6, '0');
    const bad = await secondStep(wrongCode);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual([expect.objectContaining({ path: 'code', code: 'invalid_totp' })]);

    // The code used to turn two-factor on is used up: the next step's code is needed.
    expect((await secondStep(totpCode(secret, fakeClock.clock()))).statusCode).toBe(400);
    fakeClock.advance(30_000);
    const good = await secondStep(totpCode(secret, fakeClock.clock()));
    expect(good.json().data).toMatchObject({ status: 'signed_in', redirectTo: '/admin-dashboard' });
    const full = sessionCookieOf(good)!;
    expect(full).not.toBe(first.cookie);
    expect((await me(full)).statusCode).toBe(200);
    // The half session is gone: its cookie cannot be used for a second try.
    fakeClock.advance(30_000);
    expect((await secondStep(totpCode(secret, fakeClock.clock()), first.cookie!)).statusCode).toBe(401);
  });

  it('refuses the second step without a pending sign-in', async () => {
    const response = await post('/api/auth/sign-in/two-factor', { code: '123456' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });
});

describe('session probe', () => {
  it('answers null when signed out and the user when signed in, never an error', async () => {
    const anonymous = await t.app.inject({ url: '/api/auth/session' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ data: null });
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const { cookie } = await signIn(t, (await createTestAccount(t, 'patient')).email);
    const signedIn = await t.app.inject({ url: '/api/auth/session', headers: { cookie: cookie! } });
    expect(signedIn.json().data.role).toBe('patient');
  });
});
