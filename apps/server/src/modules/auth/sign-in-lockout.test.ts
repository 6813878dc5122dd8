import { tables } from '@hc/db';
import {
  LOGIN_ACCOUNT_DELAY_AFTER_FAILURES,
  LOGIN_ACCOUNT_MAX_DELAY_SECONDS,
  LOGIN_LOCKOUT_MINUTES,
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
  LOGIN_MAX_FAILURES,
} from '@hc/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, TEST_PASSWORD } from '../../test/accounts';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';
import { accountDelaySeconds } from './auth.service';

const fakeClock = createFakeClock('2026-11-25T10:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: fakeClock.clock });
});
afterAll(() => t.close());

/** A sign-in from a client at one address. */
const signInFrom = (address: string, identifier: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: address,
    payload: { identifier, password },
  });
const WRONG = 'not the password!';
const retryAfter = (response: { headers: Record<string, unknown> }) => Number(response.headers['retry-after']);

describe('sign-in lockout', () => {
  it("never lets a stranger lock the owner out: 50 failures from one address, the owner's address still signs in", async () => {
    const owner = await createTestAccount(t, 'admin');
    const stranger = '198.51.100.7';
    const home = '203.0.113.5';
    let failures = 0;
    while (failures < 50) {
      for (let i = 0; i < LOGIN_MAX_FAILURES; i++, failures++)
        expect((await signInFrom(stranger, owner.email, WRONG)).statusCode).toBe(401);
      // The stranger's address is blocked on this account, even with the right password…
      const blocked = await signInFrom(stranger, owner.email, TEST_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('rate_limited');
      expect(retryAfter(blocked)).toBe(LOGIN_LOCKOUT_MINUTES * 60);
      // …while the owner, from their own address, gets in at once.
      expect((await signInFrom(home, owner.email, TEST_PASSWORD)).statusCode).toBe(200);
      fakeClock.advance(LOGIN_LOCKOUT_MINUTES * MINUTE + SECOND);
    }
    const attempts = await t.database.db
      .select()
      .from(tables.loginAttempts)
      .where(and(eq(tables.loginAttempts.userId, owner.id), eq(tables.loginAttempts.outcome, 'failure')));
    expect(attempts).toHaveLength(50);
    expect((await signInFrom(home, owner.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('blocks the (account, address) pair for the lockout time after 5 failures, then lets it try again', async () => {
    const { email } = await createTestAccount(t, 'patient');
    const address = '198.51.100.8';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await signInFrom(address, email, WRONG);
    fakeClock.advance(10 * MINUTE);
    const blocked = await signInFrom(address, email, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(retryAfter(blocked)).toBe((LOGIN_LOCKOUT_MINUTES - 10) * 60);
    fakeClock.advance((LOGIN_LOCKOUT_MINUTES - 10) * MINUTE);
    expect((await signInFrom(address, email, TEST_PASSWORD)).statusCode).toBe(200);
    // A success clears the pair's count: one more failure does not block it again.
    expect((await signInFrom(address, email, WRONG)).statusCode).toBe(401);
    expect((await signInFrom(address, email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('blocks an unknown name exactly like an account, so the answers do not tell which exist', async () => {
    const address = '198.51.100.9';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
      expect((await signInFrom(address, 'nobody@test.example', WRONG)).statusCode).toBe(401);
    const blocked = await signInFrom(address, 'nobody@test.example', WRONG);
    expect(blocked.statusCode).toBe(429);
    expect(retryAfter(blocked)).toBe(LOGIN_LOCKOUT_MINUTES * 60);
    fakeClock.advance(LOGIN_LOCKOUT_MINUTES * MINUTE + SECOND);
  });

  it('slows an account failing from many addresses with a growing delay, capped at a minute, never a lock', async () => {
    const owner = await createTestAccount(t, 'manager');
    let address = 0;
    const nextAddress = () => `192.0.2.${++address}`;
    // Nine failures, each from another address: no delay yet.
    for (let i = 1; i < LOGIN_ACCOUNT_DELAY_AFTER_FAILURES; i++)
      expect((await signInFrom(nextAddress(), owner.email, WRONG)).statusCode).toBe(401);
    // From the tenth failure on, every further attempt waits 2^(n-10) seconds, whichever the address.
    for (let n = LOGIN_ACCOUNT_DELAY_AFTER_FAILURES; n <= LOGIN_ACCOUNT_DELAY_AFTER_FAILURES + 8; n++) {
      expect((await signInFrom(nextAddress(), owner.email, WRONG)).statusCode).toBe(401);
      const delay = Math.min(2 ** (n - LOGIN_ACCOUNT_DELAY_AFTER_FAILURES), LOGIN_ACCOUNT_MAX_DELAY_SECONDS);
      const tooSoon = await signInFrom(nextAddress(), owner.email, TEST_PASSWORD);
      expect(tooSoon.statusCode).toBe(429);
      expect(retryAfter(tooSoon)).toBe(delay);
      fakeClock.advance(delay * SECOND);
    }
    // The delay has reached its cap (a minute) and the owner, having waited it, gets in.
    expect((await signInFrom('203.0.113.77', owner.email, TEST_PASSWORD)).statusCode).toBe(200);
    // The success clears the account's count: the next attempt is not delayed.
    expect((await signInFrom(nextAddress(), owner.email, WRONG)).statusCode).toBe(401);
    expect((await signInFrom('203.0.113.77', owner.email, TEST_PASSWORD)).statusCode).toBe(200);
    fakeClock.advance(LOGIN_LOCKOUT_MINUTES * MINUTE + SECOND);
  });

  it('computes the account delay as 2^(n-10) seconds from the 10th failure, at most 60', () => {
    expect([9, 10, 11, 12, 15, 16, 40].map(accountDelaySeconds)).toEqual([0, 1, 2, 4, 32, 60, 60]);
  });

  it('still caps the failures of one address across accounts, and says when to come back', async () => {
    const address = '198.51.100.23';
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS_PER_ADDRESS; i++) {
      await signInFrom(address, `guess-${i}@test.example`, 'guessing');
      fakeClock.advance(10 * SECOND);
    }
    const { email } = await createTestAccount(t, 'patient');
    const refused = await signInFrom(address, email, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    // The address opens again when its first counted failure leaves the 15-minute window.
    expect(retryAfter(refused)).toBe(15 * 60 - LOGIN_MAX_ATTEMPTS_PER_ADDRESS * 10);
    expect((await signInFrom('198.51.100.24', email, TEST_PASSWORD)).statusCode).toBe(200);
    fakeClock.advance(retryAfter(refused) * SECOND);
    expect((await signInFrom(address, email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
