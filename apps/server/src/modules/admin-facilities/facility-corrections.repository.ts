import { tables, type Db } from '@hc/db';
import { ADMIN_PAGE_SIZE, type CorrectionField, type CorrectionListQuery, type CorrectionStatus } from '@hc/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { publicFacility } from '../../sql/public-facility.repository';
import { clampPage } from '../../lib/list';

const { facilities, facilityCorrections, users } = tables;

// Issue 35: a manager's proposal names a place and an author; the facility's own place is shown beside it.
const proposer = alias(users, 'proposer');
const proposedSubdivision = alias(tables.subdivisions, 'proposed_subdivision');
const proposedDivision = alias(tables.divisions, 'proposed_division');
const proposedRegion = alias(tables.regions, 'proposed_region');
const currentSubdivision = alias(tables.subdivisions, 'current_subdivision');
const currentDivision = alias(tables.divisions, 'current_division');
const currentRegion = alias(tables.regions, 'current_region');

export type CorrectionInsert = Omit<typeof facilityCorrections.$inferInsert, 'id' | 'status'>;

/** True when the facility exists and the public sees it (the only ones a visitor can correct). */
export async function isPublicFacility(db: Db, id: number): Promise<boolean> {
  return (await db.$count(facilities, and(eq(facilities.id, id), publicFacility))) > 0;
}

export async function insertCorrection(db: Db, values: CorrectionInsert): Promise<number> {
  const [row] = await db.insert(facilityCorrections).values(values).returning({ id: facilityCorrections.id });
  return row!.id;
}

/** Everything the queue shows of a correction: the proposal, the facility as it is now, the reviewer. */
const queueColumns = {
  correction: facilityCorrections,
  facility: {
    id: facilities.id,
    name: facilities.name,
    category: facilities.category,
    facilityType: facilities.facilityType,
    status: facilities.status,
    archivedAt: facilities.archivedAt,
    phone: facilities.phone,
    address: facilities.address,
    openingHours: facilities.openingHours,
    lat: facilities.lat,
    lng: facilities.lng,
  },
  reviewer: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
  proposer: { id: proposer.id, firstName: proposer.firstName, lastName: proposer.lastName, email: proposer.email },
  proposedPlace: {
    subdivisionId: proposedSubdivision.id,
    divisionId: proposedDivision.id,
    regionId: proposedRegion.id,
    subdivisionEn: proposedSubdivision.nameEn,
    subdivisionFr: proposedSubdivision.nameFr,
    divisionEn: proposedDivision.nameEn,
    divisionFr: proposedDivision.nameFr,
    regionEn: proposedRegion.nameEn,
    regionFr: proposedRegion.nameFr,
  },
  currentPlace: {
    subdivisionId: currentSubdivision.id,
    divisionId: currentDivision.id,
    regionId: currentRegion.id,
    subdivisionEn: currentSubdivision.nameEn,
    subdivisionFr: currentSubdivision.nameFr,
    divisionEn: currentDivision.nameEn,
    divisionFr: currentDivision.nameFr,
    regionEn: currentRegion.nameEn,
    regionFr: currentRegion.nameFr,
  },
};

const queueRows = (db: Db) =>
  db
    .select(queueColumns)
    .from(facilityCorrections)
    .innerJoin(facilities, eq(facilities.id, facilityCorrections.facilityId))
    .leftJoin(users, eq(users.id, facilityCorrections.reviewedBy))
    .leftJoin(proposer, eq(proposer.id, facilityCorrections.proposedBy))
    .leftJoin(proposedSubdivision, eq(proposedSubdivision.id, facilityCorrections.subdivisionId))
    .leftJoin(proposedDivision, eq(proposedDivision.id, proposedSubdivision.divisionId))
    .leftJoin(proposedRegion, eq(proposedRegion.id, proposedDivision.regionId))
    .leftJoin(currentSubdivision, eq(currentSubdivision.id, facilities.subdivisionId))
    .leftJoin(currentDivision, eq(currentDivision.id, facilities.divisionId))
    .leftJoin(currentRegion, eq(currentRegion.id, facilities.regionId));

const statusCondition = (status: CorrectionListQuery['status']): SQL | undefined =>
  status === 'all' ? undefined : eq(facilityCorrections.status, status);

/** One page (10, the page clamped to those that exist) of the queue, newest first. */
export async function listCorrections(db: Db, query: CorrectionListQuery) {
  const where = and(
    statusCondition(query.status),
    query.region === undefined ? undefined : eq(facilities.regionId, query.region),
  );
  const [counted] = await db
    .select({ total: count() })
    .from(facilityCorrections)
    .innerJoin(facilities, eq(facilities.id, facilityCorrections.facilityId))
    .where(where);
  const total = counted?.total ?? 0;
  const { page, offset } = clampPage(query.page, total);
  const rows = await queueRows(db)
    .where(where)
    .orderBy(desc(facilityCorrections.createdAt), desc(facilityCorrections.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  return { rows, total, page };
}
export type CorrectionQueueRow = Awaited<ReturnType<typeof listCorrections>>['rows'][number];

export async function findCorrection(db: Db, id: number): Promise<CorrectionQueueRow | null> {
  const [row] = await queueRows(db).where(eq(facilityCorrections.id, id));
  return row ?? null;
}

/**
 * Marks a pending correction reviewed; false when it is no longer pending (someone reviewed it
 * meanwhile), so two reviews of one correction can never both apply.
 */
export async function markReviewed(
  db: Db,
  id: number,
  review: {
    status: Exclude<CorrectionStatus, 'pending'>;
    reviewedBy: number;
    reviewedAt: Date;
    acceptedFields?: CorrectionField[];
    rejectReason?: string;
  },
): Promise<boolean> {
  const rows = await db
    .update(facilityCorrections)
    .set({
      status: review.status,
      reviewedBy: review.reviewedBy,
      reviewedAt: review.reviewedAt,
      acceptedFields: review.acceptedFields ?? [],
      rejectReason: review.rejectReason ?? null,
    })
    .where(and(eq(facilityCorrections.id, id), eq(facilityCorrections.status, 'pending')))
    .returning({ id: facilityCorrections.id });
  return rows.length > 0;
}

/** Puts a correction back in the queue when applying its accepted fields failed. */
export async function reopenCorrection(db: Db, id: number): Promise<void> {
  await db
    .update(facilityCorrections)
    .set({ status: 'pending', reviewedBy: null, reviewedAt: null, acceptedFields: [], rejectReason: null })
    .where(eq(facilityCorrections.id, id));
}
