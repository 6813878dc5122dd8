import { tables, type Db } from '@hc/db';
import { and, eq } from 'drizzle-orm';
import { publicFacility } from '../../sql/public-facility.repository';

const { divisions, facilities, subdivisions } = tables;

/** The facility when the public sees it (the only ones an account may claim), else null. */
export async function findPublicFacility(db: Db, id: number) {
  const [row] = await db
    .select({ id: facilities.id, name: facilities.name })
    .from(facilities)
    .where(and(eq(facilities.id, id), publicFacility));
  return row ?? null;
}

export async function facilityExists(db: Db, id: number): Promise<boolean> {
  return (await db.$count(facilities, eq(facilities.id, id))) > 0;
}

/** A subdivision with its division and region, or null when there is no such subdivision. */
export async function findSubdivisionPlace(db: Db, subdivisionId: number) {
  const [row] = await db
    .select({ subdivisionId: subdivisions.id, divisionId: divisions.id, regionId: divisions.regionId })
    .from(subdivisions)
    .innerJoin(divisions, eq(divisions.id, subdivisions.divisionId))
    .where(eq(subdivisions.id, subdivisionId));
  return row ?? null;
}

export type ProposedFacility = Pick<
  typeof facilities.$inferInsert,
  'name' | 'category' | 'facilityType' | 'regionId' | 'divisionId' | 'subdivisionId' | 'address' | 'phone'
>;

/** A facility named in a claim: pending (the existing review publishes it), entered as staff work would be. */
export async function insertProposedFacility(db: Db, values: ProposedFacility, userId: number, now: Date) {
  const [row] = await db
    .insert(facilities)
    .values({
      ...values,
      status: 'pending',
      source: 'staff',
      locallyModifiedAt: now,
      createdAt: now,
      updatedAt: now,
      createdBy: userId,
      updatedBy: userId,
    })
    .returning({ id: facilities.id, name: facilities.name });
  return row!;
}
