import { tables, type Db } from '@hc/db';
import type { RegistrationStatus } from '@hc/shared';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { deleteUserSessions } from './sessions.repository';

const { doctors, recoveryCodes, users } = tables;

export type Account = typeof users.$inferSelect;

/** Emails and usernames are unique and compared without case (the indexes are on lower(...)). */
const sameText = (column: typeof users.email | typeof users.username, value: string) =>
  sql`lower(${column}) = lower(${value})`;

export async function findAccountById(db: Db, id: number): Promise<Account | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The doctor record staff keep for the account, if it has one (its specialty, ID number, phone and place). */
export async function findDoctorRecordOfAccount(db: Db, userId: number): Promise<typeof doctors.$inferSelect | null> {
  const [row] = await db.select().from(doctors).where(eq(doctors.userId, userId)).limit(1);
  return row ?? null;
}

export async function setRegistrationStatus(
  db: Db,
  userId: number,
  status: RegistrationStatus,
  now: Date,
): Promise<void> {
  await db.update(users).set({ registrationStatus: status, updatedAt: now }).where(eq(users.id, userId));
}

/** The account whose email or username is the identifier typed at sign-in (any case). */
export async function findAccountByIdentifier(db: Db, identifier: string): Promise<Account | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(sameText(users.email, identifier), sameText(users.username, identifier)))
    .limit(1);
  return row ?? null;
}

/** Whether another account than `exceptId` already uses the email. */
export async function isEmailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sameText(users.email, email)).limit(1);
  return row !== undefined && row.id !== exceptId;
}

/**
 * Stores a new password hash and signs the account out everywhere, except in the session given
 * (the browser that changed it). Used by the password reset and by the profile's password change.
 */
export async function replacePassword(
  db: Db,
  input: { userId: number; passwordHash: string; now: Date; keepSessionId?: string },
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: input.passwordHash, updatedAt: input.now })
    .where(eq(users.id, input.userId));
  await deleteUserSessions(db, input.userId, input.keepSessionId);
}

/**
 * Creates the configured admin (ADMIN_EMAIL / ADMIN_PASSWORD) when no account has that email; an
 * existing account is left exactly as it is — its password, role and status may have been changed
 * since, and a restart must not undo that. ON CONFLICT DO NOTHING: safe when several processes start.
 */
export async function ensureAdmin(
  db: Db,
  email: string,
  passwordHash: string,
  now = new Date(),
): Promise<'created' | 'exists'> {
  const exists = async () =>
    (await db.select({ id: users.id }).from(users).where(sameText(users.email, email)).limit(1)).length > 0;
  if (await exists()) return 'exists';
  const account = {
    email: email.toLowerCase(),
    firstName: 'System',
    lastName: 'Administrator',
    role: 'admin' as const,
    status: 'active' as const,
    registrationStatus: 'complete' as const,
    passwordHash,
    jobTitle: 'Admin',
    joinDate: now.toISOString().slice(0, 10),
    createdAt: now,
    updatedAt: now,
  };
  const insert = async (employeeId: string | null) =>
    (
      await db
        .insert(users)
        .values({ ...account, employeeId })
        .onConflictDoNothing()
        .returning({ id: users.id })
    ).length > 0;
  if (await insert('EMP-0001')) return 'created';
  // Another employee may already hold EMP-0001: the admin is then made without an employee id.
  if (await exists()) return 'exists';
  return (await insert(null)) ? 'created' : 'exists';
}

/**
 * Records a TOTP time step as used, only if it comes after the last one accepted: a code is accepted
 * once, even by two requests at the same moment (the check and the write are one statement).
 */
export async function claimTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}

/** Replaces the account's recovery codes with new ones; only their hashes are stored. */
export async function replaceRecoveryCodes(db: Db, userId: number, codeHashes: string[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    if (codeHashes.length > 0)
      await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
  });
}

export async function deleteRecoveryCodes(db: Db, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Uses one unused recovery code of the account; false when it has no such code. Single statement: once only. */
export async function consumeRecoveryCode(db: Db, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  return db.$count(recoveryCodes, and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
}
