import { tables } from '@hc/db';
import { LOGIN_ACCOUNT_DELAY_AFTER_FAILURES, LOGIN_MAX_FAILURES } from '@hc/shared';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, TEST_PASSWORD } from '../../test/accounts';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

// The clock stands still: every attempt of a burst happens "at once", the hardest case for the limits.
const fakeClock = createFakeClock('2026-11-25T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: fakeClock.clock });
});
afterAll(() => t.close());

const WRONG = 'not the password!';
const signInFrom = (address: string, identifier: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: address,
    payload: { identifier, password },
  });

type Answer = { statusCode: number; headers: Record<string, unknown>; json(): { error?: { message: string } } };
const tally = (answers: Answer[]) => {
  const count = (status: number) => answers.filter((a) => a.statusCode === status).length;
  return { ok: count(200), wrong: count(401), held: count(429), total: answers.length };
};
/** Every 429 is the lockout's (not the per-address request limit's), and says how long to wait. */
function expectLockoutRefusals(answers: Answer[]) {
  for (const answer of answers.filter((a) => a.statusCode === 429)) {
    expect(answer.json().error?.message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  }
}

/** The account's attempts in the order they were counted. */
const attemptsOf = (userId: number) =>
  t.database.db
    .select({ id: tables.loginAttempts.id, outcome: tables.loginAttempts.outcome })
    .from(tables.loginAttempts)
    .where(eq(tables.loginAttempts.userId, userId))
    .orderBy(asc(tables.loginAttempts.id));

describe('sign-in limits under concurrency', () => {
  /**
   * The rule: between two successful sign-ins of an (account, address) pair, at most LOGIN_MAX_FAILURES
   * wrong passwords are checked; every other attempt is answered 429. The right password signs in if it
   * was let through before the pair's fifth failure, else it is refused with 429 like the rest.
   */
  it.each([
    ['first', 0],
    ['in the middle', 50],
    ['last', 99],
  ])(
    '100 attempts at once on one account (99 wrong, the right one %s): at most 5 wrong ones are checked',
    async (_, rightAt) => {
      const account = await createTestAccount(t, 'admin');
      const address = `198.51.100.${rightAt + 1}`;
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          signInFrom(address, account.email, i === rightAt ? TEST_PASSWORD : WRONG),
        ),
      );
      const { ok, wrong, held, total } = tally(answers);
      expect(ok + wrong + held).toBe(total);
      expectLockoutRefusals(answers);
      const right = answers[rightAt]!;
      expect([200, 429]).toContain(right.statusCode);

      const attempts = await attemptsOf(account.id);
      const failures = attempts.filter((a) => a.outcome === 'failure');
      expect(failures).toHaveLength(wrong);
      if (right.statusCode === 200) {
        const success = attempts.find((a) => a.outcome === 'success')!;
        expect(failures.filter((f) => f.id < success.id).length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
        expect(failures.filter((f) => f.id > success.id).length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
        expect(ok).toBe(1);
      } else {
        expect(wrong).toBe(LOGIN_MAX_FAILURES);
        expect(held).toBe(total - LOGIN_MAX_FAILURES);
      }
    },
  );

  it('a burst of 200 wrong passwords from one address: exactly 5 are checked, 195 answered 429, logged as one line each', async () => {
    const account = await createTestAccount(t, 'patient');
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => signInFrom('203.0.113.77', account.email, WRONG)),
    );
    expect(tally(answers)).toEqual({ ok: 0, wrong: LOGIN_MAX_FAILURES, held: 200 - LOGIN_MAX_FAILURES, total: 200 });
    expectLockoutRefusals(answers);

    const { systemLogs } = tables;
    const rows = await t.database.db
      .select({ level: systemLogs.level, message: systemLogs.message, repeatCount: systemLogs.repeatCount })
      .from(systemLogs)
      .where(like(systemLogs.message, `%${account.email}`));
    const heldBack = rows.filter((r) => r.message.startsWith('Sign-in held back'));
    expect(heldBack).toEqual([expect.objectContaining({ repeatCount: 200 - LOGIN_MAX_FAILURES })]);
    // The pair reaches its fifth failure once, so the block is announced once.
    expect(rows.filter((r) => r.level === 'ERROR' && r.message.includes('blocked for'))).toHaveLength(1);
  });

  it('200 wrong passwords at once from 200 addresses: the account-wide delay lets exactly 10 through', async () => {
    const account = await createTestAccount(t, 'developer');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => signInFrom(`10.${Math.floor(i / 250)}.${i % 250}.9`, account.email, WRONG)),
    );
    const tallied = tally(answers);
    expect(tallied).toEqual({
      ok: 0,
      wrong: LOGIN_ACCOUNT_DELAY_AFTER_FAILURES,
      held: 200 - LOGIN_ACCOUNT_DELAY_AFTER_FAILURES,
      total: 200,
    });
    expectLockoutRefusals(answers);
    const failures = await t.database.db.$count(
      tables.loginAttempts,
      and(eq(tables.loginAttempts.userId, account.id), eq(tables.loginAttempts.outcome, 'failure')),
    );
    expect(failures).toBe(LOGIN_ACCOUNT_DELAY_AFTER_FAILURES);
  });
});
