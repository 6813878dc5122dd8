import { tables, type Db } from '@hc/db';
import type { ProfileUpdate } from '@hc/shared';
import { and, desc, eq, gt, ne, not } from 'drizzle-orm';

const { loginAttempts, sessions, users } = tables;

/** The account holder's own record, under the names of the API's AdminProfile. */
export async function findProfile(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      role: users.role,
      jobTitle: users.jobTitle,
      department: users.department,
      employeeId: users.employeeId,
      joinDate: users.joinDate,
      lastLoginAt: users.lastLoginAt,
      twoFactorEnabled: users.totpEnabled,
      emailNotifications: users.emailNotifications,
      smsNotifications: users.smsNotifications,
      loginAlerts: users.loginAlerts,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Employee id and join date are not editable here: the schema of the input leaves them out. */
export async function updateProfile(db: Db, userId: number, changes: ProfileUpdate, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      firstName: changes.firstName,
      lastName: changes.lastName,
      email: changes.email,
      phone: changes.phone ?? null,
      department: changes.department ?? null,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

export async function updateNotificationSettings(
  db: Db,
  userId: number,
  settings: { emailNotifications: boolean; smsNotifications: boolean; loginAlerts: boolean },
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...settings, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Stored now but only switched on once the account holder proves their app produces the codes. */
export async function saveTotpSecret(db: Db, userId: number, secret: string): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: secret, totpEnabled: false, totpLastStep: null })
    .where(eq(users.id, userId));
}

export async function enableTotp(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ totpEnabled: true, updatedAt: now }).where(eq(users.id, userId));
}

export async function disableTotp(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ totpEnabled: false, totpSecret: null, totpLastStep: null, updatedAt: now })
    .where(eq(users.id, userId));
}

/** The latest sign-in attempts on the account, newest first. */
export function listLoginAttempts(db: Db, userId: number, limit = 20) {
  return db
    .select({
      id: loginAttempts.id,
      createdAt: loginAttempts.createdAt,
      ip: loginAttempts.ip,
      userAgent: loginAttempts.userAgent,
      success: loginAttempts.success,
      outcome: loginAttempts.outcome,
    })
    .from(loginAttempts)
    .where(eq(loginAttempts.userId, userId))
    .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
    .limit(limit);
}

/** The account's live, fully signed-in sessions, most recently used first. */
export function listActiveSessions(db: Db, userId: number, now: Date) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), not(sessions.mfaPending), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
}

/** Ends one of the account's own sessions; false when it has no such session. */
export async function deleteOwnSession(db: Db, userId: number, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Ends every session of the account but the one given (issue 36: "sign out of every other session"); how many. */
export async function deleteOtherOwnSessions(db: Db, userId: number, keepSessionId: string): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return deleted.length;
}
