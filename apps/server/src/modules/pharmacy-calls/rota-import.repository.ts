import { tables, type Db } from '@hc/db';
import { publicFacilityStatuses, type FacilityStatus } from '@hc/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';

const { facilities, subdivisions } = tables;

/** Statuses a pharmacy of a published list may have: public, or awaiting staff's review. */
const listableStatuses: FacilityStatus[] = [...publicFacilityStatuses, 'pending'];

export type ImportPlace = { regionId: number; divisionId: number; subdivisionId: number | null };

const inPlace = (place: Pick<ImportPlace, 'divisionId' | 'subdivisionId'>) =>
  place.subdivisionId !== null
    ? eq(facilities.subdivisionId, place.subdivisionId)
    : eq(facilities.divisionId, place.divisionId);

/** The pharmacies of the place that a list's line may name: not archived, public or pending. */
export function listPlacePharmacies(db: Db, place: Pick<ImportPlace, 'divisionId' | 'subdivisionId'>) {
  return db
    .select({
      id: facilities.id,
      name: facilities.name,
      phone: facilities.phone,
      status: facilities.status,
      subdivisionEn: subdivisions.nameEn,
      subdivisionFr: subdivisions.nameFr,
    })
    .from(facilities)
    .leftJoin(subdivisions, eq(subdivisions.id, facilities.subdivisionId))
    .where(
      and(
        eq(facilities.category, 'pharmacy'),
        inArray(facilities.status, listableStatuses),
        isNull(facilities.archivedAt),
        inPlace(place),
      ),
    )
    .orderBy(asc(facilities.id));
}

/**
 * The facility a decision names, locked until the transaction ends (as a period entered by hand locks
 * its pharmacy, so overlaps are checked one change at a time).
 */
export async function lockFacilityForDuty(db: Db, id: number) {
  const [row] = await db
    .select({
      id: facilities.id,
      name: facilities.name,
      category: facilities.category,
      status: facilities.status,
      archivedAt: facilities.archivedAt,
      divisionId: facilities.divisionId,
    })
    .from(facilities)
    .where(eq(facilities.id, id))
    .for('update');
  return row ?? null;
}

export const isListableStatus = (status: FacilityStatus) => listableStatuses.includes(status);

/** A pharmacy proposed by a list: pending until staff approve it, marked as staff work. */
export async function insertPendingPharmacy(
  db: Db,
  values: { name: string; phone: string | null; place: ImportPlace; userId: number; at: Date },
) {
  const [row] = await db
    .insert(facilities)
    .values({
      name: values.name,
      phone: values.phone,
      category: 'pharmacy',
      facilityType: 'pharmacy',
      status: 'pending',
      source: 'staff',
      regionId: values.place.regionId,
      divisionId: values.place.divisionId,
      subdivisionId: values.place.subdivisionId,
      locallyModifiedAt: values.at,
      createdAt: values.at,
      updatedAt: values.at,
      createdBy: values.userId,
      updatedBy: values.userId,
    })
    .returning({ id: facilities.id, name: facilities.name });
  return row!;
}
