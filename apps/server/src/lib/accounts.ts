import { tables, type Db } from '@hc/db';
import { eq, or, sql } from 'drizzle-orm';
import { deleteUserSessions } from './sessions';

const { users } = tables;

export type Account = typeof users.$inferSelect;

/** Emails and usernames are unique and compared without case (the indexes are on lower(...)). */
const sameText = (column: typeof users.email | typeof users.username, value: string) =>
  sql`lower(${column}) = lower(${value})`;

export async function findAccountById(db: Db, id: number): Promise<Account | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
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

/** Creates the configured admin, or resets its password and role when it exists (server start-up). */
export async function ensureAdmin(
  db: Db,
  email: string,
  passwordHash: string,
  now = new Date(),
): Promise<'created' | 'updated'> {
  // ON CONFLICT DO NOTHING, then an update: safe when several processes start at once.
  const inserted = await db
    .insert(users)
    .values({
      email: email.toLowerCase(),
      firstName: 'System',
      lastName: 'Administrator',
      role: 'admin',
      status: 'active',
      registrationStatus: 'complete',
      passwordHash,
      jobTitle: 'Admin',
      employeeId: 'EMP-0001',
      joinDate: now.toISOString().slice(0, 10),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length > 0) return 'created';
  await db
    .update(users)
    .set({ passwordHash, role: 'admin', status: 'active', updatedAt: now })
    .where(sameText(users.email, email));
  return 'updated';
}
