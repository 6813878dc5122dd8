import { tables, type Db } from '@hc/db';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { publicFacility } from '../../sql/public-facility.repository';

const { facilities, facilityClaims, facilityManagers, regions, users } = tables;

const managerColumns = {
  id: facilityManagers.id,
  userId: facilityManagers.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  roleAtFacility: facilityManagers.roleAtFacility,
  since: facilityManagers.createdAt,
  lastConfirmedAt: facilityManagers.lastConfirmedAt,
};

/** A facility's active managers, the longest-serving first. */
export function listActiveManagers(db: Db, facilityId: number) {
  return db
    .select(managerColumns)
    .from(facilityManagers)
    .innerJoin(users, eq(users.id, facilityManagers.userId))
    .where(and(eq(facilityManagers.facilityId, facilityId), isNull(facilityManagers.revokedAt)))
    .orderBy(asc(facilityManagers.createdAt), asc(facilityManagers.id));
}

/** An active manager link with the names its history entry needs; null when unknown or already revoked. */
export async function findActiveManagerById(db: Db, id: number) {
  const [row] = await db
    .select({ ...managerColumns, facilityId: facilityManagers.facilityId, facilityName: facilities.name })
    .from(facilityManagers)
    .innerJoin(users, eq(users.id, facilityManagers.userId))
    .innerJoin(facilities, eq(facilities.id, facilityManagers.facilityId))
    .where(and(eq(facilityManagers.id, id), isNull(facilityManagers.revokedAt)));
  return row ?? null;
}

/** Ends an active link; false when someone revoked it meanwhile. */
export async function revokeManager(
  db: Db,
  id: number,
  revoke: { revokedAt: Date; revokedBy: number; reason: string },
): Promise<boolean> {
  const rows = await db
    .update(facilityManagers)
    .set({ revokedAt: revoke.revokedAt, revokedBy: revoke.revokedBy, revokeReason: revoke.reason })
    .where(and(eq(facilityManagers.id, id), isNull(facilityManagers.revokedAt)))
    .returning({ id: facilityManagers.id });
  return rows.length > 0;
}

type RegionCount = { regionId: number | null; total: number };
const byRegion = (rows: RegionCount[]) => new Map(rows.map((row) => [row.regionId, row.total]));

/**
 * The staff overview's figures, per region: one grouped query per figure. Public facilities are counted
 * on the facilities' own indexes; managed and overdue ones are found from the (small) active managers
 * through their partial index, and pending claims through the status index.
 */
export async function countOverview(db: Db, regionId: number | null, staleBefore: Date) {
  const inRegion = (column: typeof facilities.regionId): SQL | undefined =>
    regionId === null ? undefined : eq(column, regionId);
  const [regionRows, publicRows, managedRows, pendingRows] = await Promise.all([
    db
      .select({ id: regions.id, nameEn: regions.nameEn, nameFr: regions.nameFr })
      .from(regions)
      .where(regionId === null ? undefined : eq(regions.id, regionId))
      .orderBy(asc(regions.nameEn), asc(regions.id)),
    db
      .select({ regionId: facilities.regionId, total: sql<number>`count(*)::int` })
      .from(facilities)
      .where(and(publicFacility, inRegion(facilities.regionId)))
      .groupBy(facilities.regionId),
    db
      .select({
        regionId: facilities.regionId,
        total: sql<number>`count(DISTINCT ${facilities.id})::int`,
        overdue: sql<number>`count(DISTINCT ${facilities.id}) FILTER (WHERE ${facilities.facilityConfirmedAt} IS NULL
          OR ${facilities.facilityConfirmedAt} < ${staleBefore.toISOString()}::timestamptz)::int`,
      })
      .from(facilityManagers)
      .innerJoin(facilities, eq(facilities.id, facilityManagers.facilityId))
      .where(and(isNull(facilityManagers.revokedAt), publicFacility, inRegion(facilities.regionId)))
      .groupBy(facilities.regionId),
    db
      .select({ regionId: facilities.regionId, total: sql<number>`count(*)::int` })
      .from(facilityClaims)
      .innerJoin(facilities, eq(facilities.id, facilityClaims.facilityId))
      .where(and(eq(facilityClaims.status, 'pending'), inRegion(facilities.regionId)))
      .groupBy(facilities.regionId),
  ]);
  return {
    regions: regionRows,
    publicByRegion: byRegion(publicRows),
    managedByRegion: byRegion(managedRows),
    overdueByRegion: new Map(managedRows.map((row) => [row.regionId, row.overdue])),
    pendingByRegion: byRegion(pendingRows),
  };
}
