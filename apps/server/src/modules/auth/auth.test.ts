import { LOGIN_MAX_FAILURES } from '@hc/shared';
import { queryRows } from '@hc/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../lib/crypto';
import { createAccount, signIn, TEST_PASSWORD } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let now = new Date('2026-11-25T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

const me = (cookie?: string) => t.app.inject({ url: '/api/auth/me', headers: cookie ? { cookie } : {} });

describe('sign-in', () => {
  it('sends staff to the back-office and others to the public site, by their real role', async () => {
    const staff = await createAccount(t, 'staff');
    const patient = await createAccount(t, 'patient');
    const asStaff = await signIn(t, staff, TEST_PASSWORD, { role: 'patient' });
    expect(asStaff.response.json().data).toMatchObject({ status: 'signed_in', redirectTo: '/admin-dashboard' });
    const asPatient = await signIn(t, patient, TEST_PASSWORD, { role: 'admin' });
    expect(asPatient.response.json().data).toMatchObject({ status: 'signed_in', redirectTo: '/' });
    expect((await me(asPatient.cookie)).json().data.role).toBe('patient');
  });

  it('sets an httpOnly, SameSite=Lax session cookie that lasts 30 days only with Remember Me', async () => {
    const email = await createAccount(t, 'patient');
    const plain = await signIn(t, email);
    const plainCookie = plain.response.cookies.find((c) => c.name === 'hc_session')!;
    expect(plainCookie.httpOnly).toBe(true);
    expect(plainCookie.sameSite).toBe('Lax');
    expect(plainCookie.expires).toBeUndefined();
    const remembered = await signIn(t, email, TEST_PASSWORD, { remember: true });
    const rememberedCookie = remembered.response.cookies.find((c) => c.name === 'hc_session')!;
    const days = (new Date(rememberedCookie.expires!).getTime() - now.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  it('gives one generic message for an unknown account and a wrong password', async () => {
    const email = await createAccount(t, 'patient');
    const wrong = await signIn(t, email, 'not the right password');
    const unknown = await signIn(t, 'nobody@test.example', 'not the right password');
    expect(wrong.response.statusCode).toBe(401);
    expect(unknown.response.statusCode).toBe(401);
    expect(wrong.response.json().error.message).toBe(unknown.response.json().error.message);
    expect(wrong.cookie).toBeUndefined();
  });

  it('locks an account after repeated failures, even with the right password, then lets it in again later', async () => {
    const email = await createAccount(t, 'patient');
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
      expect((await signIn(t, email, 'wrong password!!')).response.statusCode).toBe(401);
    const locked = await signIn(t, email);
    expect(locked.response.statusCode).toBe(429);
    expect(locked.response.json().error.code).toBe('rate_limited');
    now = new Date(now.getTime() + 16 * 60_000);
    expect((await signIn(t, email)).response.statusCode).toBe(200);
  });

  it('validates the body with field messages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { identifier: '', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('identifier');
  });
});

describe('sessions', () => {
  it('gives a new session id at every sign-in and ends it at sign-out', async () => {
    const email = await createAccount(t, 'staff');
    const first = await signIn(t, email);
    const second = await signIn(t, email);
    expect(first.cookie).not.toBe(second.cookie);
    expect((await me(second.cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: second.cookie! } });
    expect(out.statusCode).toBe(200);
    expect((await me(second.cookie)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/overview', headers: { cookie: second.cookie! } })).statusCode).toBe(
      401,
    );
  });

  it('expires after 12 hours idle without Remember Me', async () => {
    const { cookie } = await signIn(t, await createAccount(t, 'staff'));
    now = new Date(now.getTime() + 11 * 3_600_000);
    expect((await me(cookie)).statusCode).toBe(200);
    now = new Date(now.getTime() + 11 * 3_600_000);
    expect((await me(cookie)).statusCode).toBe(200);
    now = new Date(now.getTime() + 13 * 3_600_000);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('refuses a cross-site state-changing request', async () => {
    const { cookie } = await signIn(t, await createAccount(t, 'staff'));
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
  it('creates a patient who is signed in and sent to the public site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { name: 'Awa Ndiaye', email: 'Awa@Test.example', password: 'a long enough password', role: 'patient' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      status: 'signed_in',
      redirectTo: '/',
      user: { email: 'awa@test.example', role: 'patient' },
    });
  });

  it('starts a doctor as pending, awaiting validation', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        name: 'Dr Test',
        email: 'dr.pending@test.example',
        password: 'a long enough password',
        role: 'doctor',
      },
    });
    expect(response.json().data.user).toMatchObject({
      role: 'doctor',
      status: 'pending',
      registrationStatus: 'registration_started',
    });
  });

  it('never creates an admin, and refuses short passwords and taken emails', async () => {
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { name: 'Mallory', email: 'mallory@test.example', password: 'a long enough password', role: 'admin' },
    });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().error.fields).toHaveProperty('role');
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { name: 'Short', email: 'short@test.example', password: 'short', role: 'patient' },
    });
    expect(short.json().error.fields.password).toMatch(/at least 10/);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { name: 'Again', email: 'awa@test.example', password: 'a long enough password', role: 'patient' },
    });
    expect(taken.statusCode).toBe(409);
  });
});

describe('password forgotten', () => {
  it('resets with a single-use token that expires', async () => {
    const email = await createAccount(t, 'patient');
    const logged: string[] = [];
    t.app.log.info = ((obj: { mail?: { link: string } }) => {
      if (obj?.mail) logged.push(obj.mail.link);
    }) as typeof t.app.log.info;
    const ask = await t.app.inject({ method: 'POST', url: '/api/auth/password-forgotten', payload: { email } });
    expect(ask.statusCode).toBe(200);
    // The email goes to the server log in development; read the token back from the database's side instead.
    const [row] = await queryRows<{ count: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS count FROM password_reset_tokens`,
    );
    expect(row!.count).toBeGreaterThan(0);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-forgotten',
      payload: { email: 'ghost@test.example' },
    });
    expect(unknown.json()).toEqual(ask.json());
  });
});

describe('two-factor sign-in', () => {
  it('asks for a code after the password, and only a valid code completes the sign-in', async () => {
    const email = await createAccount(t, 'staff');
    const { cookie } = await signIn(t, email);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/profile/two-factor/setup',
      headers: { cookie: cookie! },
    });
    const secret = setup.json().data.secret as string;
    expect(setup.json().data.qrSvg).toContain('<svg');
    const enable = await t.app.inject({
      method: 'POST',
      url: '/api/admin/profile/two-factor/enable',
      headers: { cookie: cookie! },
      payload: { code: totpCode(secret, now) },
    });
    expect(enable.json().data.twoFactorEnabled).toBe(true);

    const first = await signIn(t, email);
    expect(first.response.json().data.status).toBe('two_factor_required');
    expect((await me(first.cookie)).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/two-factor',
      headers: { cookie: first.cookie! },
      payload: { code: '000000' },
    });
    expect(bad.statusCode).toBe(400);
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/two-factor',
      headers: { cookie: first.cookie! },
      payload: { code: totpCode(secret, now) },
    });
    expect(good.json().data.status).toBe('signed_in');
    const full = good.cookies.find((c) => c.name === 'hc_session')!;
    expect((await me(`hc_session=${full.value}`)).statusCode).toBe(200);
  });
});

describe('session probe', () => {
  it('answers null when signed out and the user when signed in, never an error', async () => {
    const anonymous = await t.app.inject({ url: '/api/auth/session' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ data: null });
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const { cookie } = await signIn(t, await createAccount(t, 'patient'));
    const signedIn = await t.app.inject({ url: '/api/auth/session', headers: { cookie: cookie! } });
    expect(signedIn.json().data.role).toBe('patient');
  });
});

describe('reset emails', () => {
  it('are limited per recipient, so nobody can flood an inbox', async () => {
    const email = await createAccount(t, 'patient');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await t.app.inject({ method: 'POST', url: '/api/auth/password-forgotten', payload: { email } })).statusCode,
      );
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});
