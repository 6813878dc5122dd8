import { queryRows, type Db } from '@hc/db';
import { REMEMBER_ME_DAYS, SESSION_IDLE_HOURS, type SessionUser } from '@hc/shared';
import { sql } from 'drizzle-orm';
import { randomToken, sha256 } from '../../lib/crypto';

export const SESSION_COOKIE = 'hc_session';
const HOUR_MS = 60 * 60 * 1000;
/** Refresh a session's last-seen time at most this often, to spare the database a write per request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionRecord = {
  id: string;
  user: SessionUser;
  mfaPending: boolean;
  remember: boolean;
};

type SessionRow = {
  id: string;
  remember: boolean;
  mfa_pending: boolean;
  last_seen_at: Date | string;
  expires_at: Date | string;
  user_id: number;
  email: string;
  username: string | null;
  first_name: string;
  last_name: string;
  role: SessionUser['role'];
  status: SessionUser['status'];
  registration_status: SessionUser['registrationStatus'];
  job_title: string | null;
  totp_enabled: boolean;
};

export function toSessionUser(
  row: Omit<SessionRow, 'id' | 'remember' | 'mfa_pending' | 'last_seen_at' | 'expires_at'>,
): SessionUser {
  return {
    id: row.user_id,
    email: row.email,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    status: row.status,
    registrationStatus: row.registration_status,
    jobTitle: row.job_title,
    twoFactorEnabled: row.totp_enabled,
  };
}

export function sessionExpiry(now: Date, remember: boolean): Date {
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
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = sessionExpiry(input.now, input.remember);
  await queryRows(
    db,
    sql`INSERT INTO sessions (id, user_id, remember, mfa_pending, ip, user_agent, created_at, last_seen_at, expires_at)
      VALUES (${sha256(token)}, ${input.userId}, ${input.remember}, ${input.mfaPending}, ${input.ip}, ${input.userAgent},
        ${input.now.toISOString()}, ${input.now.toISOString()}, ${expiresAt.toISOString()})`,
  );
  return { token, expiresAt };
}

/**
 * The live session for a cookie token, or null. A session without Remember Me ends after 12 hours
 * without use (its expiry slides forward on use); one with Remember Me ends 30 days after sign-in.
 * Sessions of suspended or inactive accounts are void.
 */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionRecord | null> {
  const [row] = await queryRows<SessionRow>(
    db,
    sql`SELECT s.id, s.remember, s.mfa_pending, s.last_seen_at, s.expires_at,
        u.id AS user_id, u.email, u.username, u.first_name, u.last_name, u.role, u.status, u.registration_status,
        u.job_title, u.totp_enabled
      FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = ${sha256(token)} AND s.expires_at > ${now.toISOString()}::timestamptz
        AND u.status IN ('active', 'pending')`,
  );
  if (!row) return null;
  if (now.getTime() - new Date(row.last_seen_at).getTime() > TOUCH_INTERVAL_MS) {
    const expiresAt = row.remember ? new Date(row.expires_at) : sessionExpiry(now, false);
    await queryRows(
      db,
      sql`UPDATE sessions SET last_seen_at = ${now.toISOString()}, expires_at = ${expiresAt.toISOString()} WHERE id = ${row.id}`,
    );
  }
  return { id: row.id, user: toSessionUser(row), mfaPending: row.mfa_pending, remember: row.remember };
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await queryRows(db, sql`DELETE FROM sessions WHERE id = ${sessionId}`);
}

export async function deleteUserSessions(db: Db, userId: number, exceptSessionId?: string): Promise<void> {
  await queryRows(
    db,
    sql`DELETE FROM sessions WHERE user_id = ${userId} ${exceptSessionId ? sql`AND id <> ${exceptSessionId}` : sql``}`,
  );
}
