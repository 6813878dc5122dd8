import { Writable } from 'node:stream';
import { PASSWORD_RESET_TTL_MINUTES } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, signIn, TEST_PASSWORD } from '../../test/accounts';
import { fieldsOf } from '../../test/responses';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

const fakeClock = createFakeClock('2026-11-25T10:00:00Z');
const MINUTE = 60_000;
let t: TestApp;
/** The reset links the server "emails" (it writes them to its log, as a development mail transport would). */
const mailedLinks: { to: string; link: string }[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as { mail?: { to: string; link: string } };
        if (entry.mail) mailedLinks.push(entry.mail);
      }
      done();
    },
  });
  t = await createTestApp({ clock: fakeClock.clock, logger: { level: 'info', stream: logStream } });
});
afterAll(() => t.close());

const me = (cookie?: string) => t.app.inject({ url: '/api/auth/me', headers: cookie ? { cookie } : {} });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

describe('password reset', () => {
  const forgot = (email: string) => post('/api/auth/password-forgotten', { email });
  const reset = (token: string, password: string) => post('/api/auth/password-reset', { token, password });
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const linkFor = (email: string) => mailedLinks.filter((m) => m.to === email).at(-1)?.link;

  it('mails a single-use link that sets a new password and signs the account out everywhere', async () => {
    const { email } = await createTestAccount(t, 'patient');
    const { cookie } = await signIn(t, email);
    const ask = await forgot(email);
    expect(ask.statusCode).toBe(200);
    expect(ask.json()).toEqual({ data: { sent: true } });
    const link = linkFor(email)!;
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);

    const done = await reset(tokenOf(link), 'my new long password');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ data: { reset: true } });
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await signIn(t, email, 'my new long password')).response.statusCode).toBe(200);
    expect((await signIn(t, email, TEST_PASSWORD)).response.statusCode).toBe(401);

    const reused = await reset(tokenOf(link), 'yet another password');
    expect(reused.statusCode).toBe(400);
    expect(fieldsOf(reused)).toEqual([expect.objectContaining({ path: 'token', code: 'invalid_reset_link' })]);
  });

  it('refuses a link once it has expired', async () => {
    const { email } = await createTestAccount(t, 'patient');
    await forgot(email);
    fakeClock.advance((PASSWORD_RESET_TTL_MINUTES + 1) * MINUTE);
    const late = await reset(tokenOf(linkFor(email)!), 'my new long password');
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
      expect(linkFor(address)).toBeUndefined();
    }
  });

  it('limits the emails per recipient, so nobody can flood an inbox', async () => {
    const { email } = await createTestAccount(t, 'patient');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await forgot(email)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(mailedLinks.filter((m) => m.to === email)).toHaveLength(3);
  });
});
