import { tables, type Db } from '@hc/db';
import { and, eq, isNull } from 'drizzle-orm';

const { facilities, facilityManagers } = tables;

/**
 * The account's active link to the facility (issue 35): not revoked, and the facility not archived.
 * Undefined otherwise, whatever the account's role: a manager's space is for the facilities it runs.
 */
export async function findActiveManagerLink(
  db: Db,
  userId: number,
  facilityId: number,
): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: facilityManagers.id })
    .from(facilityManagers)
    .innerJoin(facilities, eq(facilities.id, facilityManagers.facilityId))
    .where(
      and(
        eq(facilityManagers.userId, userId),
        eq(facilityManagers.facilityId, facilityId),
        isNull(facilityManagers.revokedAt),
        isNull(facilities.archivedAt),
      ),
    )
    .limit(1);
  return row;
}
