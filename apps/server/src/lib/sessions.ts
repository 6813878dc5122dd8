import { tables, type Db } from '@hc/db';
import { REMEMBER_ME_DAYS, SESSION_IDLE_HOURS, type SessionUser } from '@hc/shared';
import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import { randomToken, sha256 } from './crypto';

const { sessions, users } = tables;

const HOUR_MS = 60 * 60 * 1000;
/** Refresh a session's last-seen time at most this often, to spare the database a write per request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionRecord = {
  id: string;
  user: SessionUser;
  mfaPending: boolean;
  remember: boolean;
};

/** A session just started: the token goes in the cookie, only its hash is stored. */
export type IssuedSession = { token: string; expiresAt: Date; remember: boolean };

/** The columns of `users` that make up the SessionUser the API sends, under its names. */
const sessionUserColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  status: users.status,
  registrationStatus: users.registrationStatus,
  jobTitle: users.jobTitle,
  twoFactorEnabled: users.totpEnabled,
  scopeRegionId: users.scopeRegionId,
};

export const toSessionUser = (account: typeof users.$inferSelect): SessionUser => ({
  id: account.id,
  email: account.email,
  username: account.username,
  firstName: account.firstName,
  lastName: account.lastName,
  role: account.role,
  status: account.status,
  registrationStatus: account.registrationStatus,
  jobTitle: account.jobTitle,
  twoFactorEnabled: account.totpEnabled,
  scopeRegionId: account.scopeRegionId,
});

function sessionExpiry(now: Date, remember: boolean): Date {
  return new Date(now.getTime() + (remember ? REMEMBER_ME_DAYS * 24 : SESSION_IDLE_HOURS) * HOUR_MS);
}

/** Starts a session with a fresh random id (never reusing one from before sign-in) and returns the cookie token. */
export async function createSession(
  db: Db,
  input: {
    userId: number;
    remember: boolean;
    mfaPending: boolean;
    ip: string | null;
    userAgent: string | null;
    now: Date;
  },
): Promise<IssuedSession> {
  const token = randomToken();
  const expiresAt = sessionExpiry(input.now, input.remember);
  await db.insert(sessions).values({
    id: sha256(token),
    userId: input.userId,
    remember: input.remember,
    mfaPending: input.mfaPending,
    ip: input.ip,
    userAgent: input.userAgent,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt,
  });
  return { token, expiresAt, remember: input.remember };
}

/**
 * The live session for a cookie token, or null. A session without Remember Me ends after 12 hours
 * without use (its expiry slides forward on use); one with Remember Me ends 30 days after sign-in.
 * Sessions of suspended or inactive accounts are void.
 */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionRecord | null> {
  const [row] = await db
    .select({
      id: sessions.id,
      remember: sessions.remember,
      mfaPending: sessions.mfaPending,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: sessionUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sha256(token)), gt(sessions.expiresAt, now), inArray(users.status, ['active', 'pending'])),
    );
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    const expiresAt = row.remember ? row.expiresAt : sessionExpiry(now, false);
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.id));
  }
  return { id: row.id, user: row.user, mfaPending: row.mfaPending, remember: row.remember };
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the account, except the one given (the browser that asked stays signed in). */
export async function deleteUserSessions(db: Db, userId: number, exceptSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}
