import { queryRows, type Db } from '@hc/db';
import { facilityCategoryWords, facilityTypeNames, type FacilityCategory, type FacilityType } from '@hc/shared';
import { sql } from 'drizzle-orm';
import { isPublic, isPublicDoctor } from '../directory/facility-sql';
import { categoryCodes, Field, type SearchDocument } from './search-index';

type FacilityRow = {
  id: number;
  category: FacilityCategory;
  facility_type: FacilityType;
  name: string;
  address: string | null;
  region_id: number | null;
  division_id: number | null;
  subdivision_id: number | null;
  lat: number | string | null;
  lng: number | string | null;
  completeness: number;
  specialties: string | null;
  tests: string | null;
  doctors: string | null;
};

type PlaceRow = { kind: 'r' | 'd' | 's'; id: number; names: string };

const placeKey = (kind: PlaceRow['kind'], id: number | null) => (id === null ? '' : `${kind}${id}`);

/**
 * Every public facility as a search document: its name, its town (subdivision, division and
 * region, in both languages), address, specialties (its own and its doctors'), tests, public
 * doctors' names, and the words for its kind. Places are read once, not once per facility.
 */
export async function loadSearchDocuments(db: Db): Promise<SearchDocument[]> {
  const [facilities, places] = await Promise.all([
    queryRows<FacilityRow>(
      db,
      sql`SELECT f.id, f.category, f.facility_type, f.name, f.address, f.region_id, f.division_id, f.subdivision_id, f.lat, f.lng,
        f.completeness,
        (SELECT string_agg(s.name_en || ' ' || s.name_fr, ' ') FROM (
          SELECT fs.specialty_id FROM facility_specialties fs WHERE fs.facility_id = f.id
          UNION SELECT dr.specialty_id FROM doctor_facilities df JOIN doctors dr ON dr.id = df.doctor_id
            WHERE df.facility_id = f.id AND dr.specialty_id IS NOT NULL AND ${isPublicDoctor}
        ) AS own JOIN specialties s ON s.id = own.specialty_id) AS specialties,
        (SELECT string_agg(t.name_en || ' ' || t.name_fr, ' ') FROM facility_tests ft JOIN lab_tests t ON t.id = ft.test_id
          WHERE ft.facility_id = f.id) AS tests,
        (SELECT string_agg(dr.name, ' ') FROM doctor_facilities df JOIN doctors dr ON dr.id = df.doctor_id
          WHERE df.facility_id = f.id AND ${isPublicDoctor}) AS doctors
      FROM facilities f WHERE ${isPublic} ORDER BY f.id`,
    ),
    queryRows<PlaceRow>(
      db,
      sql`SELECT 'r' AS kind, id, name_en || ' ' || name_fr AS names FROM regions
        UNION ALL SELECT 'd', id, name_en || ' ' || name_fr FROM divisions
        UNION ALL SELECT 's', id, name_en || ' ' || name_fr FROM subdivisions`,
    ),
  ]);
  const placeNames = new Map(places.map((p) => [placeKey(p.kind, p.id), p.names]));
  return facilities.map((row) => {
    const type = facilityTypeNames[row.facility_type];
    const texts: SearchDocument['texts'] = [
      [Field.kind, `${facilityCategoryWords[row.category]} ${type.nameEn} ${type.nameFr}`],
    ];
    const place = [
      placeNames.get(placeKey('s', row.subdivision_id)),
      placeNames.get(placeKey('d', row.division_id)),
      placeNames.get(placeKey('r', row.region_id)),
    ]
      .filter(Boolean)
      .join(' ');
    if (place) texts.push([Field.place, place]);
    if (row.address) texts.push([Field.address, row.address]);
    if (row.specialties) texts.push([Field.specialty, row.specialties]);
    if (row.tests) texts.push([Field.test, row.tests]);
    if (row.doctors) texts.push([Field.doctor, row.doctors]);
    return {
      id: row.id,
      category: categoryCodes[row.category],
      regionId: row.region_id,
      divisionId: row.division_id,
      subdivisionId: row.subdivision_id,
      latitude: row.lat === null ? null : Number(row.lat),
      longitude: row.lng === null ? null : Number(row.lng),
      completeness: Number(row.completeness),
      name: row.name,
      texts,
    };
  });
}
