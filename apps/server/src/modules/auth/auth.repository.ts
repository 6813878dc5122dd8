import { tables, type Db } from '@hc/db';
import { LOGIN_FAILURE_WINDOW_MINUTES, type RegistrationStatus, type UserRole, type UserStatus } from '@hc/shared';
import { and, eq, gt, isNull, max } from 'drizzle-orm';

const { loginAttempts, passwordResetTokens, users } = tables;

/** Attempts are counted by the identifier as typed, in lower case. */
const attemptKey = (identifier: string) => identifier.toLowerCase();
const windowStart = (now: Date) => new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000);

export async function recordLoginAttempt(
  db: Db,
  attempt: {
    identifier: string;
    userId: number | null;
    ip: string | null;
    userAgent: string | null;
    success: boolean;
    now: Date;
  },
): Promise<void> {
  await db.insert(loginAttempts).values({
    identifier: attemptKey(attempt.identifier),
    userId: attempt.userId,
    ip: attempt.ip,
    userAgent: attempt.userAgent,
    success: attempt.success,
    createdAt: attempt.now,
  });
}

/**
 * Failed attempts on one identifier since its last success, within the window. Counted by the
 * identifier typed, so an address that is not registered locks out exactly like one that is.
 */
export async function countRecentFailures(db: Db, identifier: string, now: Date): Promise<number> {
  const key = attemptKey(identifier);
  const [lastSuccess] = await db
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.identifier, key), eq(loginAttempts.success, true)));
  const since = windowStart(now);
  const after = lastSuccess?.at && lastSuccess.at > since ? lastSuccess.at : since;
  return db.$count(
    loginAttempts,
    and(eq(loginAttempts.identifier, key), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, after)),
  );
}

/** Failed attempts from one address within the window, whatever account they named. */
export async function countRecentFailuresFromAddress(db: Db, ip: string, now: Date): Promise<number> {
  return db.$count(
    loginAttempts,
    and(eq(loginAttempts.ip, ip), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, windowStart(now))),
  );
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
