import { tables } from '@hc/db';
import { PASSWORD_RESET_TTL_MINUTES } from '@hc/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, signIn, TEST_PASSWORD } from '../../test/accounts';
import { fieldsOf } from '../../test/responses';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

const fakeClock = createFakeClock('2026-11-25T10:00:00Z');
const MINUTE = 60_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: fakeClock.clock });
});
afterAll(() => t.close());

const me = (cookie?: string) => t.app.inject({ url: '/api/auth/me', headers: cookie ? { cookie } : {} });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const forgot = (email: string) => post('/api/auth/password-forgotten', { email });
const reset = (token: string, password: string) => post('/api/auth/password-reset', { token, password });

/** The messages the server wrote to the outbox for an address, oldest first (no SMTP_URL in tests). */
const mailTo = (address: string) =>
  t.database.db
    .select()
    .from(tables.outboxMessages)
    .where(eq(tables.outboxMessages.toAddress, address))
    .orderBy(asc(tables.outboxMessages.id));
const linkIn = (text: string) => /https?:\/\/\S+\/reset-password\?token=\S+/.exec(text)?.[0];
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
/** The reset link of the latest reset mail to the address. */
const lastLinkTo = async (address: string) => {
  const resetMail = (await mailTo(address)).filter((m) => m.template === 'password_reset').at(-1);
  return resetMail ? linkIn(resetMail.textBody) : undefined;
};

describe('password reset', () => {
  it('mails a single-use link that sets a new password, signs the account out everywhere and says so', async () => {
    const { email } = await createTestAccount(t, 'patient');
    const { cookie } = await signIn(t, email);
    const ask = await forgot(email);
    expect(ask.statusCode).toBe(200);
    expect(ask.json()).toEqual({ data: { sent: true } });

    const [message] = await mailTo(email);
    expect(message).toMatchObject({ template: 'password_reset', locale: 'en', subject: 'Reset your password' });
    expect(message!.textBody).toContain(`valid ${PASSWORD_RESET_TTL_MINUTES} minutes`);
    // No PUBLIC_URL in this test: the link points at the server's own address (PORT defaults to 3000).
    const link = linkIn(message!.textBody)!;
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}$/);

    const done = await reset(tokenOf(link), 'my new long password');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ data: { reset: true } });
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await signIn(t, email, 'my new long password')).response.statusCode).toBe(200);
    expect((await signIn(t, email, TEST_PASSWORD)).response.statusCode).toBe(401);
    expect((await mailTo(email)).map((m) => m.template)).toEqual(['password_reset', 'password_changed']);

    const reused = await reset(tokenOf(link), 'yet another password');
    expect(reused.statusCode).toBe(400);
    expect(fieldsOf(reused)).toEqual([expect.objectContaining({ path: 'token', code: 'invalid_reset_link' })]);
  });

  it("writes the mail in the account's language", async () => {
    const { email } = await createTestAccount(t, 'doctor', { locale: 'fr' });
    await forgot(email);
    const [message] = await mailTo(email);
    expect(message).toMatchObject({ locale: 'fr', subject: 'Réinitialisez votre mot de passe' });
    expect(message!.textBody).toContain('une seule fois');
    await reset(tokenOf(linkIn(message!.textBody)!), 'mon nouveau mot de passe');
    const [, changed] = await mailTo(email);
    expect(changed).toMatchObject({ template: 'password_changed', locale: 'fr' });
    expect(changed!.subject).toBe('Votre mot de passe a été modifié');
  });

  it('follows the language the account chose in the interface (issue 36), for the signed-in account only', async () => {
    const { email } = await createTestAccount(t, 'manager');
    const { cookie } = await signIn(t, email);
    const choose = (language: string, withCookie?: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/auth/me/language',
        headers: withCookie ? { cookie: withCookie } : {},
        payload: { language },
      });
    expect((await choose('fr')).statusCode).toBe(401);
    expect(fieldsOf(await choose('de', cookie))).toEqual([expect.objectContaining({ path: 'language' })]);
    const chosen = await choose('fr', cookie);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data).toEqual({ language: 'fr' });
    await forgot(email);
    const [message] = await mailTo(email);
    expect(message).toMatchObject({ locale: 'fr', subject: 'Réinitialisez votre mot de passe' });
  });

  it('refuses a link once it has expired', async () => {
    const { email } = await createTestAccount(t, 'patient');
    await forgot(email);
    fakeClock.advance((PASSWORD_RESET_TTL_MINUTES + 1) * MINUTE);
    const late = await reset(tokenOf((await lastLinkTo(email))!), 'my new long password');
    expect(late.statusCode).toBe(400);
    expect(fieldsOf(late)).toEqual([expect.objectContaining({ path: 'token', code: 'invalid_reset_link' })]);
    expect((await signIn(t, email)).response.statusCode).toBe(200);
  });

  it('refuses a token that was never issued', async () => {
    const response = await reset('x'.repeat(43), 'my new long password');
    expect(fieldsOf(response)).toEqual([expect.objectContaining({ path: 'token', code: 'invalid_reset_link' })]);
    const malformed = await reset('short', 'my new long password');
    expect(fieldsOf(malformed)).toEqual([expect.objectContaining({ path: 'token', code: 'invalid_reset_link' })]);
  });

  it('answers the same for unknown and suspended addresses, and mails nothing to them', async () => {
    const { email } = await createTestAccount(t, 'patient');
    const suspended = await createTestAccount(t, 'patient', { status: 'suspended' });
    const known = await forgot(email);
    for (const address of ['ghost@test.example', suspended.email]) {
      const response = await forgot(address);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(known.json());
      expect(await mailTo(address)).toEqual([]);
    }
  });

  it('limits the emails per recipient, so nobody can flood an inbox', async () => {
    const { email } = await createTestAccount(t, 'patient');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await forgot(email)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await mailTo(email)).toHaveLength(3);
  });
});

describe('password reset link with PUBLIC_URL', () => {
  let configured: TestApp;
  beforeAll(async () => {
    configured = await createTestApp({ env: { PUBLIC_URL: 'https://annuaire.example.cm' } });
  });
  afterAll(() => configured.close());

  it('points at PUBLIC_URL, whatever Host the request named', async () => {
    const { email } = await createTestAccount(configured, 'patient');
    await configured.app.inject({
      method: 'POST',
      url: '/api/auth/password-forgotten',
      headers: { host: 'attacker.example' },
      payload: { email },
    });
    const [message] = await configured.database.db
      .select()
      .from(tables.outboxMessages)
      .where(eq(tables.outboxMessages.toAddress, email));
    expect(linkIn(message!.textBody)).toMatch(/^https:\/\/annuaire\.example\.cm\/reset-password\?token=/);
  });
});

describe('password reset link without PUBLIC_URL', () => {
  let unconfigured: TestApp;
  beforeAll(async () => {
    // Proxies believed, so X-Forwarded-Host would reach request.host if anything built links from it.
    unconfigured = await createTestApp({ env: { PORT: '4321', TRUST_PROXY: 'true' } });
  });
  afterAll(() => unconfigured.close());

  it('points at the configured address, never at a Host or X-Forwarded-Host the caller chose', async () => {
    const { email } = await createTestAccount(unconfigured, 'patient');
    for (const headers of [
      { host: 'evil.example' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      { 'x-forwarded-host': 'evil.example:8443' },
    ]) {
      const response = await unconfigured.app.inject({
        method: 'POST',
        url: '/api/auth/password-forgotten',
        headers,
        payload: { email },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const messages = await unconfigured.database.db
      .select()
      .from(tables.outboxMessages)
      .where(eq(tables.outboxMessages.toAddress, email))
      .orderBy(asc(tables.outboxMessages.id));
    expect(messages).toHaveLength(3);
    for (const message of messages) {
      expect(message.textBody).not.toContain('evil.example');
      expect(linkIn(message.textBody)).toMatch(/^http:\/\/localhost:4321\/reset-password\?token=[\w-]{43}$/);
    }
  });
});
