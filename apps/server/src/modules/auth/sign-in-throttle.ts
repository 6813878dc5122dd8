import type { Db } from '@hc/db';
import {
  LOGIN_ACCOUNT_DELAY_AFTER_FAILURES,
  LOGIN_ACCOUNT_MAX_DELAY_SECONDS,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_LOCKOUT_MINUTES,
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
  LOGIN_MAX_FAILURES,
} from '@hc/shared';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createKeyedLock } from '../../lib/keyed-lock';
import type { RequestContext } from '../../lib/request-context';
import { logRequestEvent } from '../../lib/system-log';
import {
  accountFailures,
  addressFailures,
  attemptLockKeys,
  lockAttemptKeys,
  pairFailures,
  recordLoginAttempt,
  releaseLoginAttempt,
  type AttemptSubject,
} from './auth.repository';

const MINUTE_MS = 60_000;

/** A sign-in refused for now (429): the route sends `Retry-After` with the seconds to wait. */
export class SignInThrottled extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message);
  }
}

/** The growing wait once an account has many failures in the window: 2^(n-10) seconds, at most 60. */
export const accountDelaySeconds = (failures: number) =>
  failures < LOGIN_ACCOUNT_DELAY_AFTER_FAILURES
    ? 0
    : Math.min(2 ** (failures - LOGIN_ACCOUNT_DELAY_AFTER_FAILURES), LOGIN_ACCOUNT_MAX_DELAY_SECONDS);

type Counts = {
  fromAddress: { count: number; nthLatestAt: Date | null } | null;
  pair: { count: number; last: Date | null };
  account: { count: number; last: Date | null };
};
type Wait = { until: number; message: string };

/** The longest of the waits the three limits impose now (docs/decisions/2026-11-23-sign-in-lockout.md), if any. */
function longestWait({ fromAddress, pair, account }: Counts, now: Date): Wait | undefined {
  const waits: Wait[] = [];
  const lockedMessage = `Too many failed sign-in attempts. Please wait ${LOGIN_LOCKOUT_MINUTES} minutes and try again.`;
  // The address's cap, whatever the account: it opens again as its oldest counted failure leaves the window.
  if (fromAddress && fromAddress.count >= LOGIN_MAX_ATTEMPTS_PER_ADDRESS && fromAddress.nthLatestAt) {
    const until = fromAddress.nthLatestAt.getTime() + LOGIN_FAILURE_WINDOW_MINUTES * MINUTE_MS;
    waits.push({ until, message: lockedMessage });
  }
  // This pair (account, address): blocked for the lockout time after its 5th failure.
  if (pair.count >= LOGIN_MAX_FAILURES && pair.last) {
    waits.push({ until: pair.last.getTime() + LOGIN_LOCKOUT_MINUTES * MINUTE_MS, message: lockedMessage });
  }
  // The account, from every address: a growing delay after its last failure, never a lock.
  const delay = accountDelaySeconds(account.count);
  if (delay > 0 && account.last) {
    waits.push({
      until: account.last.getTime() + delay * 1000,
      message: `Too many failed sign-in attempts on this account. Please wait ${delay} seconds and try again.`,
    });
  }
  return waits.filter((w) => w.until > now.getTime()).sort((a, b) => b.until - a.until)[0];
}

/** A failure counted in advance for an attempt let through; how many failures its pair and account now have. */
export type Reservation = { id: number; pairFailures: number; accountFailures: number };

/**
 * The three limits, made to hold under concurrency: the check and the count of an attempt are one step.
 * Under a lock on the subject and the address (every process), an attempt is judged and, when let
 * through, recorded as a failure at once; the (slow) password check comes after, outside the lock, and a
 * right password takes the failure back. So however many attempts arrive together, no more are let
 * through than the limits allow; the price is that an attempt being checked counts as a failure meanwhile.
 * Attempts on the same keys queue in this process before they ask for a database connection: 200 at once
 * on one account would otherwise hold every pooled connection waiting on the database lock, and the rest
 * of the site would answer 503.
 */
export function createSignInThrottle(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const queue = createKeyedLock();

  return {
    /** Lets the attempt through with a failure counted in advance, or refuses it (429 with the seconds to wait). */
    async reserve(context: RequestContext, subject: AttemptSubject, identifier: string): Promise<Reservation> {
      const keys = attemptLockKeys(subject, context.ip);
      let now = clock();
      const verdict = await queue.withKeys(keys, () =>
        db.transaction(async (tx): Promise<Reservation | { wait: Wait }> => {
          await lockAttemptKeys(tx, subject, context.ip);
          // Judged at the time the lock is held, not when the attempt joined the queue.
          now = clock();
          const counts: Counts = {
            fromAddress: context.ip ? await addressFailures(tx, context.ip, now, LOGIN_MAX_ATTEMPTS_PER_ADDRESS) : null,
            pair: await pairFailures(tx, subject, context.ip, now),
            account: await accountFailures(tx, subject, now),
          };
          const wait = longestWait(counts, now);
          if (wait) return { wait };
          const id = await recordLoginAttempt(tx, {
            identifier,
            userId: 'userId' in subject ? subject.userId : null,
            ip: context.ip,
            userAgent: context.userAgent,
            outcome: 'failure',
            now,
          });
          return { id, pairFailures: counts.pair.count + 1, accountFailures: counts.account.count + 1 };
        }),
      );
      if (!('wait' in verdict)) return verdict;
      await logRequestEvent(deps, context, {
        level: 'WARN',
        source: 'SECURITY',
        message: `Sign-in held back (too many failures): ${identifier}`,
        event: { key: 'auth.signInHeldBack', params: { identifier } },
        userId: null,
        // A burst of refused attempts is one line with a count, not one line each.
        repeatOf: `sign-in held back ${identifier} ${context.ip ?? ''}`,
      });
      const { until, message } = verdict.wait;
      throw new SignInThrottled(message, Math.max(1, Math.ceil((until - now.getTime()) / 1000)));
    },

    /** The attempt's secret was right: its failure counted in advance is taken back. */
    release: (reservation: Reservation) => releaseLoginAttempt(db, reservation.id),
  };
}
