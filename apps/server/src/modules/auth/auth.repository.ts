import { tables, type Db } from '@hc/db';
import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  type LoginOutcome,
  type RegistrationStatus,
  type UserRole,
  type UserStatus,
} from '@hc/shared';
import { and, count, desc, eq, gt, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { Account } from '../../sql/accounts.repository';

const { doctors, loginAttempts, passwordResetTokens, users } = tables;

/** Attempts are recorded with the identifier as typed, in lower case. */
const attemptKey = (identifier: string) => identifier.toLowerCase();
const windowStart = (now: Date) => new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000);

/** A sign-in attempt as the service sees it (written to `login_attempts` below). */
type SignInAttempt = {
  identifier: string;
  userId: number | null;
  ip: string | null;
  userAgent: string | null;
  outcome: LoginOutcome;
  now: Date;
};

/** Records an attempt; its id, by which a reserved failure is released again. */
export async function recordLoginAttempt(db: Db, attempt: SignInAttempt): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({
      identifier: attemptKey(attempt.identifier),
      userId: attempt.userId,
      ip: attempt.ip,
      userAgent: attempt.userAgent,
      // `success` stays true only for a complete sign-in (rows from before `outcome` have only it).
      success: attempt.outcome === 'success',
      outcome: attempt.outcome,
      createdAt: attempt.now,
    })
    .returning({ id: loginAttempts.id });
  return row!.id;
}

/** A failure counted before the password was checked, taken back because the password was right. */
export async function releaseLoginAttempt(db: Db, id: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

/**
 * Holds, until the transaction ends, the right to judge and count attempts on one subject and one address,
 * in every process sharing the database. Always the subject first, then the address: two sign-ins never
 * wait on each other's lock in opposite orders.
 */
export async function lockAttemptKeys(tx: Db, subject: AttemptSubject, ip: string | null): Promise<void> {
  for (const key of attemptLockKeys(subject, ip)) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}

/** The names of the locks an attempt takes, in the order it takes them. */
export function attemptLockKeys(subject: AttemptSubject, ip: string | null): string[] {
  const subjectKey =
    'userId' in subject ? `sign-in:account:${subject.userId}` : `sign-in:name:${attemptKey(subject.identifier)}`;
  return ip === null ? [subjectKey] : [subjectKey, `sign-in:address:${ip}`];
}

/**
 * Who failed: an existing account by its id (whatever identifier was typed), or, for a name that is
 * no account, the identifier itself — so an unknown name is limited exactly like a known one.
 */
export type AttemptSubject = { userId: number } | { identifier: string };

const subjectIs = (subject: AttemptSubject) =>
  'userId' in subject
    ? eq(loginAttempts.userId, subject.userId)
    : and(isNull(loginAttempts.userId), eq(loginAttempts.identifier, attemptKey(subject.identifier)));
const addressIs = (ip: string | null) => (ip === null ? isNull(loginAttempts.ip) : eq(loginAttempts.ip, ip));
/** A wrong password or code, or a refused account; not a password awaiting its second factor. */
const isFailure = and(
  eq(loginAttempts.success, false),
  or(isNull(loginAttempts.outcome), eq(loginAttempts.outcome, 'failure')),
);

/**
 * Failures matching `where` within the window and after the last complete sign-in matching it: how many,
 * the last when. "After" goes by the rows' order (id), not their time: attempts in one millisecond, or under
 * a clock that stands still, are still told apart.
 */
async function failuresSinceSuccess(db: Db, where: SQL | undefined, now: Date) {
  const [lastSuccess] = await db
    .select({ id: max(loginAttempts.id) })
    .from(loginAttempts)
    .where(and(where, eq(loginAttempts.success, true), gt(loginAttempts.createdAt, windowStart(now))));
  const [row] = await db
    .select({ count: count(), last: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        where,
        isFailure,
        gt(loginAttempts.createdAt, windowStart(now)),
        lastSuccess?.id ? gt(loginAttempts.id, lastSuccess.id) : undefined,
      ),
    );
  return { count: row?.count ?? 0, last: row?.last ?? null };
}

/** Recent failures of one (account, address) pair. */
export const pairFailures = (db: Db, subject: AttemptSubject, ip: string | null, now: Date) =>
  failuresSinceSuccess(db, and(subjectIs(subject), addressIs(ip)), now);

/** Recent failures on one account, from every address. */
export const accountFailures = (db: Db, subject: AttemptSubject, now: Date) =>
  failuresSinceSuccess(db, subjectIs(subject), now);

/**
 * Failures from one address within the window, whatever account they named, and the time of the
 * `nth` latest (the one whose leaving the window lets the address try again).
 */
export async function addressFailures(db: Db, ip: string, now: Date, nth: number) {
  const where = and(eq(loginAttempts.ip, ip), isFailure, gt(loginAttempts.createdAt, windowStart(now)));
  const [total, [nthLatest]] = await Promise.all([
    db.$count(loginAttempts, where),
    db
      .select({ at: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(where)
      .orderBy(desc(loginAttempts.createdAt))
      .offset(nth - 1)
      .limit(1),
  ]);
  return { count: total, nthLatestAt: nthLatest?.at ?? null };
}

/** The user agents of the account's earlier complete sign-ins (the devices it is known on). */
export async function knownUserAgents(db: Db, userId: number): Promise<(string | null)[]> {
  const rows = await db
    .selectDistinct({ userAgent: loginAttempts.userAgent })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.userId, userId), eq(loginAttempts.success, true)))
    .limit(200);
  return rows.map((row) => row.userAgent);
}

/** The language of the account's e-mails (issue 36: follows the language it chose in the interface). */
export async function setAccountLocale(db: Db, userId: number, locale: 'en' | 'fr'): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

export async function markSignedIn(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}

/** The new account, or null when the email (or username) is already taken. */
export async function insertAccount(
  db: Db,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    role: UserRole;
    status: UserStatus;
    registrationStatus: RegistrationStatus;
    passwordHash: string;
    now: Date;
  },
) {
  const { now, ...columns } = input;
  const [row] = await db
    .insert(users)
    .values({ ...columns, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function insertPasswordResetToken(
  db: Db,
  token: { tokenHash: string; userId: number; expiresAt: Date; now: Date },
): Promise<void> {
  const { now, ...columns } = token;
  await db.insert(passwordResetTokens).values({ ...columns, createdAt: now });
}

/** Single use: the token is consumed by the same statement that checks it. The account's id, or null. */
export async function consumePasswordResetToken(db: Db, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/**
 * The doctor record of an account that signed up as a doctor: `pending` (it waits for staff to
 * validate it in Validate Doctors), with the account's name, email, phone, specialty and place.
 * Nothing is done when the account already has a record (the user_id is unique).
 */
export async function createPendingDoctorRecord(db: Db, account: Account, now: Date): Promise<void> {
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ').trim() || account.email;
  await db
    .insert(doctors)
    .values({
      name,
      userId: account.id,
      status: 'pending',
      email: account.email,
      phone: account.phone,
      specialtyId: account.specialtyId,
      regionId: account.regionId,
      divisionId: account.divisionId,
      subdivisionId: account.subdivisionId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}
