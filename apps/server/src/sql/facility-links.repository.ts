import { tables, type Db } from '@hc/db';
import { eq } from 'drizzle-orm';

const { facilitySpecialties, facilityTests } = tables;

/**
 * Replaces a facility's specialties and tests with those given (an absent list is left as it is): shared by
 * the staff's facility form and the facility managers' space.
 */
export async function replaceFacilityLinks(
  db: Db,
  id: number,
  links: { specialtyIds?: number[] | undefined; testIds?: number[] | undefined },
): Promise<void> {
  if (links.specialtyIds) {
    await db.delete(facilitySpecialties).where(eq(facilitySpecialties.facilityId, id));
    if (links.specialtyIds.length > 0)
      await db
        .insert(facilitySpecialties)
        .values([...new Set(links.specialtyIds)].map((specialtyId) => ({ facilityId: id, specialtyId })));
  }
  if (links.testIds) {
    await db.delete(facilityTests).where(eq(facilityTests.facilityId, id));
    if (links.testIds.length > 0)
      await db.insert(facilityTests).values([...new Set(links.testIds)].map((testId) => ({ facilityId: id, testId })));
  }
}
