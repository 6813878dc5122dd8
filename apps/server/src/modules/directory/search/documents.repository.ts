import { tables, type Db } from '@hc/db';
import { asc, sql } from 'drizzle-orm';
import { isPublic, isPublicDoctor } from '../../../sql/public-facility.repository';
import { f } from '../summary.repository';

const { regions, divisions, subdivisions } = tables;

/**
 * Every public facility with the words it is found by: its specialties (its own and its public doctors'),
 * tests and public doctors' names, each as one space-separated text (null when it has none).
 */
export function selectSearchFacilities(db: Db) {
  // The subqueries say `f.id`, not the column: in a query of one table the builder writes columns
  // unqualified, and `id` would then name a table of the subquery.
  return db
    .select({
      id: f.id,
      category: f.category,
      facilityType: f.facilityType,
      name: f.name,
      aliases: f.aliases,
      address: f.address,
      regionId: f.regionId,
      divisionId: f.divisionId,
      subdivisionId: f.subdivisionId,
      lat: f.lat,
      lng: f.lng,
      completeness: f.completeness,
      specialties: sql<string | null>`(SELECT string_agg(s.name_en || ' ' || s.name_fr, ' ') FROM (
          SELECT fs.specialty_id FROM facility_specialties fs WHERE fs.facility_id = f.id
          UNION SELECT dr.specialty_id FROM doctor_facilities df JOIN doctors dr ON dr.id = df.doctor_id
            WHERE df.facility_id = f.id AND dr.specialty_id IS NOT NULL AND ${isPublicDoctor}
        ) AS own JOIN specialties s ON s.id = own.specialty_id)`,
      tests: sql<
        string | null
      >`(SELECT string_agg(t.name_en || ' ' || t.name_fr, ' ') FROM facility_tests ft JOIN lab_tests t ON t.id = ft.test_id
          WHERE ft.facility_id = f.id)`,
      doctors: sql<
        string | null
      >`(SELECT string_agg(dr.name, ' ') FROM doctor_facilities df JOIN doctors dr ON dr.id = df.doctor_id
          WHERE df.facility_id = f.id AND ${isPublicDoctor})`,
    })
    .from(f)
    .where(isPublic)
    .orderBy(asc(f.id));
}

type PlaceTable = typeof regions | typeof divisions | typeof subdivisions;

/** Every region, division and subdivision with its English and French names, each kind by its letter. */
export function selectPlaceNames(db: Db) {
  // The letter is one of three constants, written into the SQL rather than sent as an untyped parameter.
  const names = (table: PlaceTable, kind: 'r' | 'd' | 's') =>
    db
      .select({
        kind: sql<'r' | 'd' | 's'>`${sql.raw(`'${kind}'`)}`,
        id: table.id,
        names: sql<string>`${table.nameEn} || ' ' || ${table.nameFr}`,
      })
      .from(table);
  return names(regions, 'r').unionAll(names(divisions, 'd')).unionAll(names(subdivisions, 's'));
}
