import { tables } from '@hc/db';
import type { ApiError } from '@hc/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, signIn } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

const clock = createFakeClock('2026-11-23T09:00:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  admin = (await signedInAs(t, 'admin')).cookie;
});
afterAll(() => t.close());

let serial = 0;
/** An employee invited through the API, and the token of the link mailed to them. */
async function invite(headers: Record<string, string> = {}) {
  serial += 1;
  const email = `invitee.${serial}@sante.example.cm`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/employees',
    headers: { cookie: admin, ...headers },
    payload: { firstName: 'Brice', lastName: `Mbarga ${serial}`, email, role: 'support' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const [mail] = await t.database.db
    .select()
    .from(tables.outboxMessages)
    .where(eq(tables.outboxMessages.toAddress, email))
    .orderBy(desc(tables.outboxMessages.id));
  // Without PUBLIC_URL the link points at the server's own address (PORT defaults to 3000).
  expect(mail!.textBody).toMatch(/http:\/\/localhost:3000\/accept-invitation\?token=/);
  const id = response.json<{ data: { id: number } }>().data.id;
  return { id, email, text: mail!.textBody, token: /token=([\w-]+)/.exec(mail!.textBody)![1]! };
}

const accept = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/invitations/accept', payload });

describe('invitations', () => {
  it('tells the page who a live link invites, and answers invalid_invitation_link for any other', async () => {
    const { email, token } = await invite();
    const info = await t.app.inject({ method: 'GET', url: `/api/auth/invitations/${token}` });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
    expect(info.json()).toEqual({ data: { firstName: 'Brice', email, expiresAt: '2026-11-26T09:00:00.000Z' } });
    const unknown = await t.app.inject({ method: 'GET', url: `/api/auth/invitations/${'x'.repeat(43)}` });
    expectFieldError(unknown, 'token', 'invalid_invitation_link');
  });

  it('needs the two passwords to match and be long enough, and leaves the link usable until then', async () => {
    const { email, token } = await invite();
    expectFieldError(
      await accept({ token, password: 'a long enough password', repeat: 'another long password' }),
      'repeat',
      'passwords_mismatch',
    );
    const short = await accept({ token, password: 'short', repeat: 'short' });
    expect(short.json<ApiError>().error.fields?.[0]).toMatchObject({ path: 'password', code: 'too_short' });
    const ok = await accept({ token, password: 'a long enough password', repeat: 'a long enough password' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await signIn(t, email, 'a long enough password')).response.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(tables.users).where(eq(tables.users.email, email));
    expect(user).toMatchObject({ status: 'active', registrationStatus: 'complete' });
    const [log] = await t.database.db
      .select()
      .from(tables.systemLogs)
      .where(eq(tables.systemLogs.userId, user!.id))
      .orderBy(desc(tables.systemLogs.id));
    expect(log!.message).toContain('Signed in');
  });

  it('never builds the link from a Host or X-Forwarded-Host the request named', async () => {
    const attempts: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ];
    for (const headers of attempts) {
      const { id, email, text } = await invite(headers);
      expect(text).not.toContain('evil.example');
      const resent = await t.app.inject({
        method: 'POST',
        url: `/api/admin/employees/${id}/invitation`,
        headers: { cookie: admin, ...headers },
        payload: {},
      });
      expect(resent.statusCode, resent.body).toBe(200);
      const [mail] = await t.database.db
        .select()
        .from(tables.outboxMessages)
        .where(eq(tables.outboxMessages.toAddress, email))
        .orderBy(desc(tables.outboxMessages.id));
      expect(mail!.textBody).not.toContain('evil.example');
      expect(mail!.textBody).toMatch(/http:\/\/localhost:3000\/accept-invitation\?token=/);
    }
  });

  it('refuses a token that is cut short before looking anything up', async () => {
    expectFieldError(
      await accept({ token: 'abc', password: 'a long enough password', repeat: 'a long enough password' }),
      'token',
      'invalid_invitation_link',
    );
  });
});
