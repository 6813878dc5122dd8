import { tables, type Db } from '@hc/db';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';

const { sessions, users } = tables;

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

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

function prepareLiveSession(db: Db) {
  return db
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
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        inArray(users.status, ['active', 'pending']),
      ),
    )
    .prepare('session_live');
}
const liveSessionStatements = new WeakMap<Db, ReturnType<typeof prepareLiveSession>>();

/**
 * The unexpired session stored under this id, with its account; sessions of suspended or inactive accounts
 * are void. Every request with a cookie asks it, so it is one named statement, built once per database and
 * parsed and planned once per connection: the check itself still runs against the database every time.
 */
export async function findLiveSession(db: Db, sessionId: string, now: Date) {
  let statement = liveSessionStatements.get(db);
  if (!statement) liveSessionStatements.set(db, (statement = prepareLiveSession(db)));
  const [row] = await statement.execute({ sessionId, now: now.toISOString() });
  return row ?? null;
}

export async function touchSession(db: Db, sessionId: string, values: { lastSeenAt: Date; expiresAt: Date }) {
  await db.update(sessions).set(values).where(eq(sessions.id, sessionId));
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
