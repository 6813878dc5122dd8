import { tables } from '@hc/db';
import { RECOVERY_CODE_COUNT } from '@hc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../lib/crypto';
import { createTestAccount, signIn } from '../../test/accounts';
import { fieldsOf, sessionCookieOf } from '../../test/responses';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

const fakeClock = createFakeClock('2026-11-25T10:00:00Z');
const STEP = 30_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: fakeClock.clock });
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const secondStep = (cookie: string, code: string) => send('POST', '/api/auth/sign-in/two-factor', cookie, { code });

/** A staff account with two-factor turned on through the profile: its email, secret and recovery codes. */
async function enrolled() {
  const account = await createTestAccount(t, 'manager');
  const { cookie } = await signIn(t, account.email);
  const { secret } = (await send('POST', '/api/admin/profile/two-factor/setup', cookie!)).json().data;
  const enabled = await send('POST', '/api/admin/profile/two-factor/enable', cookie!, {
    code: totpCode(secret, fakeClock.clock()),
  });
  expect(enabled.statusCode).toBe(200);
  fakeClock.advance(STEP);
  return { account, secret: secret as string, recoveryCodes: enabled.json().data.recoveryCodes as string[] };
}

/** The first step: the password right, the answer asks for the code. */
async function passwordStep(email: string) {
  const { response, cookie } = await signIn(t, email);
  expect(response.json().data).toEqual({ status: 'two_factor_required' });
  return cookie!;
}

describe('two-factor codes', () => {
  it('accepts a code once: the same code is refused after use, even inside its time window', async () => {
    const { account, secret } = await enrolled();
    const code = totpCode(secret, fakeClock.clock());
    const first = await secondStep(await passwordStep(account.email), code);
    expect(first.json().data.status).toBe('signed_in');

    const replay = await secondStep(await passwordStep(account.email), code);
    expect(replay.statusCode).toBe(400);
    expect(fieldsOf(replay)).toEqual([expect.objectContaining({ path: 'code', code: 'invalid_totp' })]);
    // Still within the ±1 step window 20 seconds later: still refused.
    fakeClock.advance(20_000);
    expect((await secondStep(await passwordStep(account.email), code)).statusCode).toBe(400);
    // An earlier step's code is refused too once a later one was used.
    const pending = await passwordStep(account.email);
    expect((await secondStep(pending, totpCode(secret, fakeClock.clock(), -1))).statusCode).toBe(400);
    // The next step's code works.
    fakeClock.advance(STEP);
    expect((await secondStep(pending, totpCode(secret, fakeClock.clock()))).json().data.status).toBe('signed_in');
  });

  it('accepts only one of two simultaneous uses of the same code', async () => {
    const { account, secret } = await enrolled();
    const [a, b] = [await passwordStep(account.email), await passwordStep(account.email)];
    const code = totpCode(secret, fakeClock.clock());
    const answers = await Promise.all([secondStep(a, code), secondStep(b, code)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('recovery codes', () => {
  it('gives 10 codes at enrolment, each signs in once instead of a code, and the profile counts what is left', async () => {
    const { account, recoveryCodes } = await enrolled();
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    // Only hashes are stored.
    const stored = await t.database.db
      .select()
      .from(tables.recoveryCodes)
      .where(eq(tables.recoveryCodes.userId, account.id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    expect(stored.map((row) => row.codeHash)).not.toContain(recoveryCodes[0]);

    // Typed in capitals, with spaces around: still the code.
    const used = await secondStep(await passwordStep(account.email), ` ${recoveryCodes[0]!.toUpperCase()} `);
    expect(used.json().data.status).toBe('signed_in');
    const cookie = sessionCookieOf(used)!;
    expect((await send('GET', '/api/admin/profile', cookie)).json().data.recoveryCodesRemaining).toBe(
      RECOVERY_CODE_COUNT - 1,
    );

    const again = await secondStep(await passwordStep(account.email), recoveryCodes[0]!);
    expect(again.statusCode).toBe(400);
    expect(fieldsOf(again)).toEqual([expect.objectContaining({ path: 'code', code: 'invalid_totp' })]);
    expect((await secondStep(await passwordStep(account.email), recoveryCodes[1]!)).statusCode).toBe(200);
  });

  it("refuses another account's recovery code", async () => {
    const mine = await enrolled();
    const theirs = await enrolled();
    const response = await secondStep(await passwordStep(mine.account.email), theirs.recoveryCodes[0]!);
    expect(response.statusCode).toBe(400);
  });

  it('are deleted when two-factor is turned off', async () => {
    const { account, secret, recoveryCodes } = await enrolled();
    const cookie = sessionCookieOf(
      await secondStep(await passwordStep(account.email), totpCode(secret, fakeClock.clock())),
    )!;
    const off = await send('POST', '/api/admin/profile/two-factor/disable', cookie, {
      currentPassword: 'correct horse battery staple',
    });
    expect(off.json().data).toMatchObject({ twoFactorEnabled: false, recoveryCodesRemaining: 0 });
    expect(
      await t.database.db.select().from(tables.recoveryCodes).where(eq(tables.recoveryCodes.userId, account.id)),
    ).toEqual([]);
    // Signing in now needs only the password; an old recovery code means nothing any more.
    expect((await signIn(t, account.email)).response.json().data.status).toBe('signed_in');
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
  });

  it('are renewed after the password: the new ones sign in, every earlier one (even unused) stops working', async () => {
    const { account, secret, recoveryCodes } = await enrolled();
    const cookie = sessionCookieOf(
      await secondStep(await passwordStep(account.email), totpCode(secret, fakeClock.clock())),
    )!;
    const renew = (currentPassword: string) =>
      send('POST', '/api/admin/profile/two-factor/recovery-codes', cookie, { currentPassword });

    const wrong = await renew('not my password');
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong)).toEqual([expect.objectContaining({ path: 'currentPassword', code: 'wrong_password' })]);

    const renewed = await renew('correct horse battery staple');
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().data.recoveryCodes as string[];
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect(fresh.filter((code) => recoveryCodes.includes(code))).toEqual([]);
    expect(renewed.json().data.profile.recoveryCodesRemaining).toBe(RECOVERY_CODE_COUNT);

    expect((await secondStep(await passwordStep(account.email), recoveryCodes[5]!)).statusCode).toBe(400);
    expect((await secondStep(await passwordStep(account.email), fresh[0]!)).json().data.status).toBe('signed_in');
  });

  it('cannot be renewed while two-factor is off', async () => {
    const account = await createTestAccount(t, 'support');
    const { cookie } = await signIn(t, account.email);
    const response = await send('POST', '/api/admin/profile/two-factor/recovery-codes', cookie!, {
      currentPassword: 'correct horse battery staple',
    });
    expect(response.statusCode).toBe(409);
    expect(
      await t.database.db.select().from(tables.recoveryCodes).where(eq(tables.recoveryCodes.userId, account.id)),
    ).toEqual([]);
  });

  it('refuses something that is neither a code nor a recovery code, before any lookup', async () => {
    const { account } = await enrolled();
    const response = await secondStep(await passwordStep(account.email), 'letmein');
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([expect.objectContaining({ path: 'code', code: 'invalid_totp' })]);
  });
});

describe('login history with two-factor', () => {
  it('records the password step as awaiting the second factor, and success only with the code', async () => {
    const { account, secret } = await enrolled();
    const pending = await passwordStep(account.email);
    const wrong = String((Number(totpCode(secret, fakeClock.clock())) + 1) % 1_000_000).padStart(6, '0');
    expect((await secondStep(pending, wrong)).statusCode).toBe(400);
    const done = await secondStep(pending, totpCode(secret, fakeClock.clock()));
    const cookie = sessionCookieOf(done)!;
    const history = (await send('GET', '/api/admin/profile/login-activity', cookie)).json().data.history;
    // Newest first; the enrolment's own sign-in (no two-factor yet) is the oldest.
    expect(history.map((h: { status: string }) => h.status)).toEqual([
      'success',
      'failure',
      'awaiting_second_factor',
      'success',
    ]);
  });
});
