import { tables, type Db } from '@hc/db';
import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { joinPlaces, placeNames } from '../../sql/places.repository';
export { replaceFacilityLinks } from '../../sql/facility-links.repository';

const {
  facilities,
  facilityCorrections,
  facilityHistory,
  facilityManagers,
  facilitySpecialties,
  facilityTests,
  labTests,
  pharmacyDutyPeriods: periods,
  specialties,
  subdivisions,
} = tables;

export type ManagedFacilityValues = Partial<
  Pick<
    typeof facilities.$inferInsert,
    'phones' | 'phone' | 'email' | 'website' | 'openingHours' | 'hoursText' | 'services' | 'emergency' | 'beds'
  >
>;

const rowColumns = {
  id: facilities.id,
  name: facilities.name,
  category: facilities.category,
  facilityType: facilities.facilityType,
  status: facilities.status,
  subdivisionEn: placeNames.subdivisionEn,
  subdivisionFr: placeNames.subdivisionFr,
  facilityConfirmedAt: facilities.facilityConfirmedAt,
};

/** The facilities the account runs (active links, not archived), by name. */
export function listManagedFacilities(db: Db, userId: number) {
  return joinPlaces(
    db
      .select(rowColumns)
      .from(facilityManagers)
      .innerJoin(facilities, eq(facilities.id, facilityManagers.facilityId))
      .$dynamic(),
    facilities,
  )
    .where(and(eq(facilityManagers.userId, userId), isNull(facilityManagers.revokedAt), isNull(facilities.archivedAt)))
    .orderBy(asc(facilities.name), asc(facilities.id));
}
export type ManagedFacilityListRow = Awaited<ReturnType<typeof listManagedFacilities>>[number];

/** One facility as its manager edits it, with its specialty and test ids and its proposals waiting for staff. */
export async function findManagedFacility(db: Db, id: number) {
  const [row] = await joinPlaces(
    db
      .select({
        ...rowColumns,
        phones: facilities.phones,
        phone: facilities.phone,
        email: facilities.email,
        website: facilities.website,
        openingHours: facilities.openingHours,
        services: facilities.services,
        emergency: facilities.emergency,
        beds: facilities.beds,
        address: facilities.address,
        regionId: facilities.regionId,
        divisionId: facilities.divisionId,
        subdivisionId: facilities.subdivisionId,
        lat: facilities.lat,
        lng: facilities.lng,
        version: facilities.version,
      })
      .from(facilities)
      .$dynamic(),
    facilities,
  ).where(eq(facilities.id, id));
  if (!row) return null;
  const [specialtyRows, testRows, pendingProposals] = await Promise.all([
    db
      .select({ id: facilitySpecialties.specialtyId })
      .from(facilitySpecialties)
      .where(eq(facilitySpecialties.facilityId, id))
      .orderBy(asc(facilitySpecialties.specialtyId)),
    db
      .select({ id: facilityTests.testId })
      .from(facilityTests)
      .where(eq(facilityTests.facilityId, id))
      .orderBy(asc(facilityTests.testId)),
    countPendingProposals(db, id),
  ]);
  return {
    ...row,
    specialtyIds: specialtyRows.map((r) => r.id),
    testIds: testRows.map((r) => r.id),
    pendingProposals,
  };
}
export type ManagedFacilityRecord = NonNullable<Awaited<ReturnType<typeof findManagedFacility>>>;

/** How many of the specialty and test ids given exist (each list counted apart). */
export async function countKnownReferences(db: Db, specialtyIds: number[], testIds: number[]) {
  const [knownSpecialties, knownTests] = await Promise.all([
    specialtyIds.length > 0 ? db.$count(specialties, inArray(specialties.id, specialtyIds)) : 0,
    testIds.length > 0 ? db.$count(labTests, inArray(labTests.id, testIds)) : 0,
  ]);
  return { knownSpecialties, knownTests };
}

/**
 * Applies a manager's change only at the version read (null when someone changed the facility meanwhile):
 * the version moves, who and when are kept, `locally_modified_at` keeps a re-import from overwriting it,
 * and the facility counts as confirmed by its own people now.
 */
export async function updateManagedFacilityAtVersion(
  db: Db,
  id: number,
  version: number,
  values: ManagedFacilityValues,
  by: { userId: number; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(facilities)
    .set({
      ...values,
      version: sql`${facilities.version} + 1`,
      updatedAt: by.at,
      updatedBy: by.userId,
      locallyModifiedAt: by.at,
      facilityConfirmedAt: by.at,
    })
    .where(and(eq(facilities.id, id), eq(facilities.version, version)))
    .returning({ id: facilities.id });
  return rows.length > 0;
}

/** The fields of the facility's latest `limit` history entries: what changed since an older version. */
export async function recentlyChangedFields(db: Db, facilityId: number, limit: number): Promise<string[]> {
  if (limit <= 0) return [];
  const entries = await db
    .select({ changes: facilityHistory.changes })
    .from(facilityHistory)
    .where(eq(facilityHistory.facilityId, facilityId))
    .orderBy(desc(facilityHistory.createdAt), desc(facilityHistory.id))
    .limit(limit);
  return [...new Set(entries.flatMap((entry) => Object.keys(entry.changes ?? {})))].sort();
}

/** A manager's proposal is a correction of the staff queue, signed by its account. */
export async function insertProposal(
  db: Db,
  values: Pick<
    typeof facilityCorrections.$inferInsert,
    'facilityId' | 'name' | 'facilityType' | 'subdivisionId' | 'address' | 'lat' | 'lng' | 'note' | 'proposedBy'
  > & { createdAt: Date },
): Promise<number> {
  const [row] = await db
    .insert(facilityCorrections)
    .values({ ...values, contact: null })
    .returning({ id: facilityCorrections.id });
  return row!.id;
}

/** The facility's managers' proposals still waiting for staff (visitors' corrections are not theirs to see). */
export function countPendingProposals(db: Db, facilityId: number): Promise<number> {
  return db.$count(
    facilityCorrections,
    and(
      eq(facilityCorrections.facilityId, facilityId),
      eq(facilityCorrections.status, 'pending'),
      sql`${facilityCorrections.proposedBy} IS NOT NULL`,
    ),
  );
}

export async function subdivisionExists(db: Db, id: number): Promise<boolean> {
  return (await db.$count(subdivisions, eq(subdivisions.id, id))) > 0;
}

/** The pharmacy's duty periods ending after `from` and starting before `to`, by start. */
export function listDutyPeriods(db: Db, facilityId: number, from: Date, to: Date) {
  return db
    .select({ id: periods.id, startsAt: periods.startsAt, endsAt: periods.endsAt, cancelledAt: periods.cancelledAt })
    .from(periods)
    .where(and(eq(periods.facilityId, facilityId), gt(periods.endsAt, from), lt(periods.startsAt, to)))
    .orderBy(asc(periods.startsAt), asc(periods.id));
}
