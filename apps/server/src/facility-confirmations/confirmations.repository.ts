import { tables, type Db } from '@hc/db';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';

const { facilities, facilityConfirmationLinks: links, facilityManagers, users } = tables;

/**
 * Claims the managers whose listing is due for confirmation at `now` and marks them reminded, in one
 * statement: active links of active accounts to facilities not archived, whose facility was last
 * confirmed (or, never confirmed, whose link was made) `months` months ago or more, and who were not
 * reminded since it fell due. Two server processes running it at once cannot both claim a manager: the
 * second waits for the first's row lock, then finds the row reminded and leaves it. Answers each claimed
 * manager with its facility and account (e-mail, language).
 */
export async function claimDueManagers(db: Db, now: Date, months: number) {
  const every = sql`make_interval(months => ${months}::int)`;
  const since = sql`coalesce(${facilities.facilityConfirmedAt}, ${facilityManagers.createdAt})`;
  const activeAccounts = db.select({ id: users.id }).from(users).where(eq(users.status, 'active'));
  const claimed = await db
    .update(facilityManagers)
    .set({ lastRemindedAt: now })
    .from(facilities)
    .where(
      and(
        eq(facilities.id, facilityManagers.facilityId),
        isNull(facilityManagers.revokedAt),
        isNull(facilities.archivedAt),
        inArray(facilityManagers.userId, activeAccounts),
        sql`${since} <= ${now.toISOString()}::timestamptz - ${every}`,
        or(isNull(facilityManagers.lastRemindedAt), sql`${facilityManagers.lastRemindedAt} < ${since} + ${every}`),
      ),
    )
    .returning({
      managerId: facilityManagers.id,
      facilityId: facilityManagers.facilityId,
      facilityName: facilities.name,
      userId: facilityManagers.userId,
    });
  if (claimed.length === 0) return [];
  const accounts = await db
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(inArray(users.id, [...new Set(claimed.map((row) => row.userId))]));
  const byId = new Map(accounts.map((account) => [account.id, account]));
  return claimed.flatMap((row) => {
    const account = byId.get(row.userId);
    return account ? [{ ...row, email: account.email, locale: account.locale }] : [];
  });
}

export async function insertConfirmationLink(
  db: Db,
  values: { tokenHash: string; managerId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(links).values(values);
}

/** A link by its token's hash, with its manager and facility as they are now. */
export async function findConfirmationLink(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: links.id,
      expiresAt: links.expiresAt,
      usedAt: links.usedAt,
      managerId: facilityManagers.id,
      revokedAt: facilityManagers.revokedAt,
      userId: facilityManagers.userId,
      userStatus: users.status,
      facilityId: facilities.id,
      facilityName: facilities.name,
      archivedAt: facilities.archivedAt,
    })
    .from(links)
    .innerJoin(facilityManagers, eq(facilityManagers.id, links.managerId))
    .innerJoin(facilities, eq(facilities.id, facilityManagers.facilityId))
    .innerJoin(users, eq(users.id, facilityManagers.userId))
    .where(eq(links.tokenHash, tokenHash));
  return row ?? null;
}
export type ConfirmationLinkRow = NonNullable<Awaited<ReturnType<typeof findConfirmationLink>>>;

/** Marks the link used; false when it already was (two clicks at once confirm once). */
export async function useConfirmationLink(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(links)
    .set({ usedAt: at })
    .where(and(eq(links.id, id), isNull(links.usedAt)))
    .returning({ id: links.id });
  return rows.length > 0;
}

/**
 * The facility counts as confirmed by its own people at `at`, without moving its edit version: the row's
 * change stamp moves (a trigger), so every cached public read takes the new date. Answers the date before.
 */
export async function markFacilityConfirmed(db: Db, facilityId: number, at: Date): Promise<Date | null> {
  const [before] = await db
    .select({ at: facilities.facilityConfirmedAt })
    .from(facilities)
    .where(eq(facilities.id, facilityId))
    .for('update');
  await db.update(facilities).set({ facilityConfirmedAt: at }).where(eq(facilities.id, facilityId));
  return before?.at ?? null;
}

export async function markManagerConfirmed(db: Db, managerId: number, at: Date): Promise<void> {
  await db.update(facilityManagers).set({ lastConfirmedAt: at }).where(eq(facilityManagers.id, managerId));
}
