import { tables, type Db } from '@hc/db';
import { asc } from 'drizzle-orm';

const { labTests, specialties } = tables;

/** The medical specialties, by English name. */
export function listSpecialties(db: Db) {
  return db
    .select({ id: specialties.id, nameEn: specialties.nameEn, nameFr: specialties.nameFr })
    .from(specialties)
    .orderBy(asc(specialties.nameEn));
}

/** The catalogue of laboratory tests, by English name. */
export function listLabTests(db: Db) {
  return db
    .select({ id: labTests.id, nameEn: labTests.nameEn, nameFr: labTests.nameFr })
    .from(labTests)
    .orderBy(asc(labTests.nameEn));
}
