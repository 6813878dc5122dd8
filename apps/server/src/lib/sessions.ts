import type { Db, tables } from '@hc/db';
import { REMEMBER_ME_DAYS, SESSION_IDLE_HOURS, type SessionUser } from '@hc/shared';
import { findLiveSession, insertSession, touchSession } from '../sql/sessions.repository';
import { randomToken, sha256 } from './crypto';

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

export const toSessionUser = (account: typeof tables.users.$inferSelect): SessionUser => ({
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
  await insertSession(db, {
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
  const row = await findLiveSession(db, sha256(token), now);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    const expiresAt = row.remember ? row.expiresAt : sessionExpiry(now, false);
    await touchSession(db, row.id, { lastSeenAt: now, expiresAt });
  }
  return { id: row.id, user: row.user, mfaPending: row.mfaPending, remember: row.remember };
}
