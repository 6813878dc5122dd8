import { tables, type Db } from '@hc/db';
import { ADMIN_PAGE_SIZE, type FacilityClaimListQuery, type FacilityClaimStatus } from '@hc/shared';
import { and, asc, count, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { clampPage, substringPattern } from '../../lib/list';
import { joinPlaces, placeNames } from '../../sql/places.repository';
import { nameContains } from '../../sql/text-match.repository';

const { facilities, facilityClaims, facilityManagers, users } = tables;
/** The staff member who decided, beside the requester (both are users). */
const deciders = alias(users, 'deciders');

export type ClaimInsert = Omit<typeof facilityClaims.$inferInsert, 'id' | 'status'>;

export async function insertClaim(db: Db, values: ClaimInsert): Promise<number> {
  const [row] = await db.insert(facilityClaims).values(values).returning({ id: facilityClaims.id });
  return row!.id;
}

/** How many claims the account made since `since` (the daily limit), on the (user, created) index. */
export function countClaimsSince(db: Db, userId: number, since: Date): Promise<number> {
  return db.$count(facilityClaims, and(eq(facilityClaims.userId, userId), gt(facilityClaims.createdAt, since)));
}

/** Whether the account has an open claim for the facility (the partial unique index says the same). */
export async function hasPendingClaim(db: Db, facilityId: number, userId: number): Promise<boolean> {
  const found = await db.$count(
    facilityClaims,
    and(
      eq(facilityClaims.facilityId, facilityId),
      eq(facilityClaims.userId, userId),
      eq(facilityClaims.status, 'pending'),
    ),
  );
  return found > 0;
}

/** Everything the claimant and the queue show of a claim; never the evidence's bytes. */
const claimColumns = {
  id: facilityClaims.id,
  facilityId: facilityClaims.facilityId,
  userId: facilityClaims.userId,
  createdFacility: facilityClaims.createdFacility,
  roleAtFacility: facilityClaims.roleAtFacility,
  licenceNumber: facilityClaims.licenceNumber,
  message: facilityClaims.message,
  evidenceMimeType: facilityClaims.evidenceMimeType,
  evidenceSize: facilityClaims.evidenceSize,
  status: facilityClaims.status,
  rejectReason: facilityClaims.rejectReason,
  decidedAt: facilityClaims.decidedAt,
  createdAt: facilityClaims.createdAt,
  facilityName: facilities.name,
  category: facilities.category,
  facilityType: facilities.facilityType,
  facilityStatus: facilities.status,
  regionId: facilities.regionId,
  ...placeNames,
  requesterFirstName: users.firstName,
  requesterLastName: users.lastName,
  requesterEmail: users.email,
  requesterPhone: users.phone,
  requesterLocale: users.locale,
  deciderFirstName: deciders.firstName,
  deciderLastName: deciders.lastName,
  deciderEmail: deciders.email,
  /** The facility's active managers, on the partial (facility) index. */
  activeManagers: sql<number>`(SELECT count(*)::int FROM ${facilityManagers}
    WHERE ${facilityManagers.facilityId} = ${facilityClaims.facilityId} AND ${facilityManagers.revokedAt} IS NULL)`,
};

const claimRows = (db: Db) =>
  joinPlaces(
    db
      .select(claimColumns)
      .from(facilityClaims)
      .innerJoin(facilities, eq(facilities.id, facilityClaims.facilityId))
      .innerJoin(users, eq(users.id, facilityClaims.userId))
      .leftJoin(deciders, eq(deciders.id, facilityClaims.decidedBy))
      .$dynamic(),
    facilities,
  );

export async function findClaim(db: Db, id: number) {
  const [row] = await claimRows(db).where(eq(facilityClaims.id, id));
  return row ?? null;
}
export type ClaimRow = NonNullable<Awaited<ReturnType<typeof findClaim>>>;

/** The account's own claims, newest first (an account makes a handful: the daily limit keeps it so). */
export function listClaimsOf(db: Db, userId: number) {
  return claimRows(db)
    .where(eq(facilityClaims.userId, userId))
    .orderBy(desc(facilityClaims.createdAt), desc(facilityClaims.id));
}

function listConditions(query: FacilityClaimListQuery): SQL | undefined {
  const q = query.q;
  const pattern = q ? substringPattern(q) : null;
  return and(
    query.status ? eq(facilityClaims.status, query.status) : undefined,
    query.region === undefined ? undefined : eq(facilities.regionId, query.region),
    q && pattern
      ? or(
          nameContains(sql`${facilities.searchName}`, q),
          sql`(${users.firstName} || ' ' || ${users.lastName}) ILIKE ${pattern}`,
          sql`${users.email} ILIKE ${pattern}`,
          sql`${facilityClaims.licenceNumber} ILIKE ${pattern}`,
          /^\d{1,9}$/.test(q) ? eq(facilityClaims.id, Number(q)) : undefined,
        )
      : undefined,
  );
}

/**
 * One page (10) of the queue. Pending claims come first, the oldest first (a queue is served in order);
 * decided ones follow, the newest first.
 */
export async function listClaims(db: Db, query: FacilityClaimListQuery) {
  const where = listConditions(query);
  const [counted] = await db
    .select({ total: count() })
    .from(facilityClaims)
    .innerJoin(facilities, eq(facilities.id, facilityClaims.facilityId))
    .innerJoin(users, eq(users.id, facilityClaims.userId))
    .where(where);
  const total = counted?.total ?? 0;
  const { page, offset } = clampPage(query.page, total);
  const isPending = sql`(${facilityClaims.status} = 'pending')`;
  const rows = await claimRows(db)
    .where(where)
    .orderBy(
      desc(isPending),
      asc(sql`CASE WHEN ${isPending} THEN ${facilityClaims.createdAt} END`),
      desc(facilityClaims.createdAt),
      desc(facilityClaims.id),
    )
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  return { rows, total, page };
}

export async function findEvidence(db: Db, id: number) {
  const [row] = await db
    .select({ mimeType: facilityClaims.evidenceMimeType, bytes: facilityClaims.evidence })
    .from(facilityClaims)
    .where(eq(facilityClaims.id, id));
  return row?.mimeType && row.bytes ? { mimeType: row.mimeType, bytes: row.bytes } : null;
}

/** Marks a pending claim decided; false when it is no longer pending (two staff deciding at once). */
export async function markDecided(
  db: Db,
  id: number,
  decision: { status: Exclude<FacilityClaimStatus, 'pending'>; decidedBy: number; decidedAt: Date; reason?: string },
): Promise<boolean> {
  const rows = await db
    .update(facilityClaims)
    .set({
      status: decision.status,
      decidedBy: decision.decidedBy,
      decidedAt: decision.decidedAt,
      rejectReason: decision.reason ?? null,
    })
    .where(and(eq(facilityClaims.id, id), eq(facilityClaims.status, 'pending')))
    .returning({ id: facilityClaims.id });
  return rows.length > 0;
}

/** The account's active link to the facility, if any. */
export async function findActiveManager(db: Db, facilityId: number, userId: number) {
  const [row] = await db
    .select({ id: facilityManagers.id })
    .from(facilityManagers)
    .where(
      and(
        eq(facilityManagers.facilityId, facilityId),
        eq(facilityManagers.userId, userId),
        isNull(facilityManagers.revokedAt),
      ),
    );
  return row ?? null;
}

export async function insertManager(db: Db, values: typeof facilityManagers.$inferInsert): Promise<number> {
  const [row] = await db.insert(facilityManagers).values(values).returning({ id: facilityManagers.id });
  return row!.id;
}
