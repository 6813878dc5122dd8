import { tables } from '@hc/db';
import { createAccount } from '@hc/db/factories';
import { createTestDatabase, type TestDatabase } from '@hc/db/testing';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { hashPassword, totpCode } from '../../lib/crypto';
import { createTestAccount, signIn, TEST_PASSWORD } from '../../test/accounts';
import { fieldsOf, sessionCookieOf } from '../../test/responses';
import { createFakeClock, createTestApp, missingReferenceDir, type TestApp } from '../../test/test-app';

const fakeClock = createFakeClock('2026-11-25T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: fakeClock.clock });
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const mailTo = (address: string) =>
  t.database.db
    .select()
    .from(tables.outboxMessages)
    .where(eq(tables.outboxMessages.toAddress, address))
    .orderBy(asc(tables.outboxMessages.id));

const userAgents = {
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  windowsChromeLater:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
};
const signInWith = (email: string, userAgent: string, address = '203.0.113.40') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: address,
    headers: { 'user-agent': userAgent },
    payload: { identifier: email, password: TEST_PASSWORD },
  });

describe('new sign-in notice', () => {
  it('is sent for a browser and system not seen before on the account, never for the first sign-in', async () => {
    const { email } = await createTestAccount(t, 'manager');
    await signInWith(email, userAgents.windowsChrome);
    expect(await mailTo(email)).toEqual([]);
    // A browser update is the same device.
    await signInWith(email, userAgents.windowsChromeLater);
    expect(await mailTo(email)).toEqual([]);

    await signInWith(email, userAgents.androidChrome, '198.51.100.99');
    const [notice] = await mailTo(email);
    expect(notice).toMatchObject({ template: 'new_sign_in', locale: 'en', subject: 'New sign-in to your account' });
    expect(notice!.textBody).toContain('Chrome on Android');
    expect(notice!.textBody).toContain('198.51.100.99');
    // Known now: no second notice for it.
    await signInWith(email, userAgents.androidChrome);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it("is written in the account's language and not sent when its holder turned login alerts off", async () => {
    const french = await createTestAccount(t, 'patient', { locale: 'fr' });
    await signInWith(french.email, userAgents.windowsChrome);
    await signInWith(french.email, userAgents.macSafari);
    const [notice] = await mailTo(french.email);
    expect(notice).toMatchObject({ locale: 'fr', subject: 'Nouvelle connexion à votre compte' });
    expect(notice!.textBody).toContain('Safari on macOS');

    const quiet = await createTestAccount(t, 'manager', { loginAlerts: false });
    await signInWith(quiet.email, userAgents.windowsChrome);
    await signInWith(quiet.email, userAgents.macSafari);
    expect(await mailTo(quiet.email)).toEqual([]);
  });

  it('waits for the second factor: a password alone from a new device sends nothing', async () => {
    const account = await createTestAccount(t, 'manager');
    const first = sessionCookieOf(await signInWith(account.email, userAgents.windowsChrome))!;
    const { secret } = (await send('POST', '/api/admin/profile/two-factor/setup', first)).json().data;
    await send('POST', '/api/admin/profile/two-factor/enable', first, { code: totpCode(secret, fakeClock.clock()) });
    fakeClock.advance(30_000);

    const pending = sessionCookieOf(await signInWith(account.email, userAgents.androidChrome))!;
    expect(await mailTo(account.email)).toEqual([]);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/two-factor',
      headers: { cookie: pending, 'user-agent': userAgents.androidChrome },
      payload: { code: totpCode(secret, fakeClock.clock()) },
    });
    expect((await mailTo(account.email)).map((m) => m.template)).toEqual(['new_sign_in']);
  });
});

describe('email change', () => {
  it('asks for the current password, then tells the old address in its language', async () => {
    const account = await createTestAccount(t, 'manager', { locale: 'fr' });
    const { cookie } = await signIn(t, account.email);
    const change = (extra: object) =>
      send('PATCH', '/api/admin/profile', cookie!, {
        firstName: account.firstName,
        lastName: account.lastName,
        email: `new-${account.email}`,
        ...extra,
      });

    const missing = await change({});
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual([expect.objectContaining({ path: 'currentPassword', code: 'required' })]);
    const wrong = await change({ currentPassword: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong)).toEqual([expect.objectContaining({ path: 'currentPassword', code: 'wrong_password' })]);
    expect((await send('GET', '/api/admin/profile', cookie!)).json().data.email).toBe(account.email);
    expect(await mailTo(account.email)).toEqual([]);

    const done = await change({ currentPassword: TEST_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.email).toBe(`new-${account.email}`);
    const [notice] = await mailTo(account.email);
    expect(notice).toMatchObject({
      template: 'email_changed',
      locale: 'fr',
      subject: "L'adresse e-mail de votre compte a été modifiée",
    });
    expect(notice!.textBody).toContain(`new-${account.email}`);
    expect(await mailTo(`new-${account.email}`)).toEqual([]);
  });

  it('does not ask for the password when the email stays the same', async () => {
    const account = await createTestAccount(t, 'manager');
    const { cookie } = await signIn(t, account.email);
    const saved = await send('PATCH', '/api/admin/profile', cookie!, {
      firstName: 'Ngozi',
      lastName: account.lastName,
      email: account.email.toUpperCase(),
    });
    expect(saved.statusCode).toBe(200);
    expect(await mailTo(account.email)).toEqual([]);
  });
});

describe('password and two-factor notices', () => {
  it('tells the account holder when the password is changed in the profile', async () => {
    const account = await createTestAccount(t, 'manager');
    const { cookie } = await signIn(t, account.email);
    const changed = await send('POST', '/api/admin/profile/password', cookie!, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a brand new password',
      confirmPassword: 'a brand new password',
    });
    expect(changed.statusCode).toBe(200);
    const [notice] = await mailTo(account.email);
    expect(notice).toMatchObject({ template: 'password_changed', locale: 'en' });
    expect(notice!.subject).toBe('Your password was changed');
  });

  it('tells the account holder when two-factor is turned off, which needs the current password', async () => {
    const account = await createTestAccount(t, 'manager');
    const { cookie } = await signIn(t, account.email);
    const { secret } = (await send('POST', '/api/admin/profile/two-factor/setup', cookie!)).json().data;
    await send('POST', '/api/admin/profile/two-factor/enable', cookie!, { code: totpCode(secret, fakeClock.clock()) });

    const missing = await send('POST', '/api/admin/profile/two-factor/disable', cookie!, { currentPassword: '' });
    expect(fieldsOf(missing)).toEqual([expect.objectContaining({ path: 'currentPassword', code: 'required' })]);
    expect(await mailTo(account.email)).toEqual([]);
    const off = await send('POST', '/api/admin/profile/two-factor/disable', cookie!, {
      currentPassword: TEST_PASSWORD,
    });
    expect(off.statusCode).toBe(200);
    const [notice] = await mailTo(account.email);
    expect(notice).toMatchObject({ template: 'two_factor_disabled', locale: 'en' });
  });
});

describe('with SMTP', () => {
  const sent: { to: string; subject: string }[] = [];
  let smtp: { app: FastifyInstance; database: TestDatabase };
  beforeAll(async () => {
    const transporter = nodemailer.createTransport({ jsonTransport: true });
    const original = transporter.sendMail.bind(transporter);
    transporter.sendMail = ((mail: { to: string; subject: string }) => {
      sent.push({ to: mail.to, subject: mail.subject });
      return original(mail);
    }) as typeof transporter.sendMail;
    const database = await createTestDatabase();
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: missingReferenceDir });
    const app = await buildApp({ db: database.db, config, clock: fakeClock.clock, mailTransporter: transporter });
    await app.ready();
    smtp = { app, database };
  });
  afterAll(async () => {
    await smtp.app.close();
    await smtp.database.drop();
  });

  it('sends the reset mail through the mail server and keeps it in the outbox as sent', async () => {
    const passwordHash = await hashPassword(TEST_PASSWORD);
    const account = await createAccount(smtp.database.db, { role: 'patient', passwordHash });
    await smtp.app.inject({ method: 'POST', url: '/api/auth/password-forgotten', payload: { email: account.email } });
    expect(sent).toEqual([{ to: account.email, subject: 'Reset your password' }]);
    const [row] = await smtp.database.db
      .select()
      .from(tables.outboxMessages)
      .where(eq(tables.outboxMessages.toAddress, account.email));
    expect(row).toMatchObject({ transport: 'smtp', sentAt: fakeClock.clock(), error: null });
  });
});
