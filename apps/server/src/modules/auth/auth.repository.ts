import { queryRows, type Db } from '@hc/db';
import { LOGIN_FAILURE_WINDOW_MINUTES, type RegistrationStatus, type UserRole, type UserStatus } from '@hc/shared';
import { sql } from 'drizzle-orm';

export type UserRow = {
  user_id: number;
  email: string;
  username: string | null;
  first_name: string;
  last_name: string;
  role: UserRole;
  status: UserStatus;
  registration_status: RegistrationStatus;
  job_title: string | null;
  totp_enabled: boolean;
  totp_secret: string | null;
  password_hash: string;
};

const userColumns = sql`id AS user_id, email, username, first_name, last_name, role, status, registration_status,
  job_title, totp_enabled, totp_secret, password_hash`;

export async function findUserByIdentifier(db: Db, identifier: string): Promise<UserRow | null> {
  const [row] = await queryRows<UserRow>(
    db,
    sql`SELECT ${userColumns} FROM users WHERE lower(email) = lower(${identifier}) OR lower(username) = lower(${identifier}) LIMIT 1`,
  );
  return row ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await queryRows<UserRow>(db, sql`SELECT ${userColumns} FROM users WHERE id = ${id}`);
  return row ?? null;
}

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
  await queryRows(
    db,
    sql`INSERT INTO login_attempts (identifier, user_id, ip, user_agent, success, created_at)
      VALUES (lower(${attempt.identifier}), ${attempt.userId}, ${attempt.ip}, ${attempt.userAgent}, ${attempt.success}, ${attempt.now.toISOString()})`,
  );
}

/**
 * Failed attempts on one identifier since its last success, within the window. Counted by the
 * identifier typed, so an address that is not registered locks out exactly like one that is.
 */
export async function countRecentFailures(db: Db, identifier: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000).toISOString();
  const [row] = await queryRows<{ failures: number }>(
    db,
    sql`SELECT count(*)::int AS failures FROM login_attempts a
      WHERE a.identifier = lower(${identifier}) AND NOT a.success AND a.created_at > ${since}::timestamptz
        AND a.created_at > COALESCE((SELECT max(created_at) FROM login_attempts s
          WHERE s.identifier = lower(${identifier}) AND s.success), '-infinity'::timestamptz)`,
  );
  return row?.failures ?? 0;
}

export async function countRecentAttemptsFromAddress(db: Db, ip: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000).toISOString();
  const [row] = await queryRows<{ attempts: number }>(
    db,
    sql`SELECT count(*)::int AS attempts FROM login_attempts WHERE ip = ${ip} AND NOT success AND created_at > ${since}::timestamptz`,
  );
  return row?.attempts ?? 0;
}

export async function markSignedIn(db: Db, userId: number, now: Date): Promise<void> {
  await queryRows(db, sql`UPDATE users SET last_login_at = ${now.toISOString()} WHERE id = ${userId}`);
}

export async function createUser(
  db: Db,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    role: UserRole;
    status: UserStatus;
    registrationStatus: RegistrationStatus;
    passwordHash: string;
  },
): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO users (email, first_name, last_name, role, status, registration_status, password_hash)
      VALUES (${input.email}, ${input.firstName}, ${input.lastName}, ${input.role}, ${input.status}, ${input.registrationStatus}, ${input.passwordHash})
      ON CONFLICT DO NOTHING RETURNING id`,
  );
  return rows[0]?.id ?? null;
}

export async function setPassword(db: Db, userId: number, passwordHash: string, now: Date): Promise<void> {
  await queryRows(
    db,
    sql`UPDATE users SET password_hash = ${passwordHash}, updated_at = ${now.toISOString()} WHERE id = ${userId}`,
  );
}

/** Creates the configured admin, or resets its password and role when it exists. */
export async function ensureAdmin(db: Db, email: string, passwordHash: string): Promise<'created' | 'updated'> {
  const rows = await queryRows<{ inserted: boolean }>(
    db,
    sql`INSERT INTO users (email, first_name, last_name, role, status, registration_status, password_hash, job_title, employee_id, join_date)
      VALUES (lower(${email}), 'System', 'Administrator', 'admin', 'active', 'complete', ${passwordHash}, 'Admin', 'EMP-0001', CURRENT_DATE)
      ON CONFLICT (lower(email)) DO UPDATE SET password_hash = excluded.password_hash, role = 'admin', status = 'active', updated_at = now()
      RETURNING (xmax = 0) AS inserted`,
  );
  return rows[0]?.inserted ? 'created' : 'updated';
}
