import { getDirectoryWeek } from '@hc/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';
import { bulkUpsert, type UpsertCounts } from './bulk';
import { demoFacilities, demoLabTests, type DemoFacility } from './demo-directory';

const facilityColumns = [
  'id',
  'category',
  'facility_type',
  'name',
  'region_id',
  'division_id',
  'subdivision_id',
  'address',
  'phone',
  'email',
  'website',
  'hours_text',
  'opening_hours',
  'services',
  'lat',
  'lng',
  'rating',
  'image_url',
  'featured_rank',
  'status',
  'source',
  'source_id',
  'last_verified_at',
];
const facilityUpdateColumns = facilityColumns.filter((c) => !['id', 'status', 'source', 'source_id'].includes(c));

/** The date the demo records were last checked by the team that wrote them. */
const DEMO_VERIFIED_ON = '2026-11-01';

export async function seedLabTests(db: Db): Promise<UpsertCounts> {
  return bulkUpsert(db, {
    table: 'lab_tests',
    columns: ['name_en', 'name_fr'],
    conflictTarget: 'name_en',
    updateColumns: ['name_fr'],
    rows: demoLabTests.map((t) => ({ name_en: t.nameEn, name_fr: t.nameFr })),
  });
}

/** The spec's sample directory, with its exact ids, upserted by source id. */
export async function seedDemoDirectory(db: Db, facilities: DemoFacility[] = demoFacilities): Promise<UpsertCounts> {
  const counts = await bulkUpsert(db, {
    table: 'facilities',
    columns: facilityColumns,
    conflictTarget: 'source_id',
    updateColumns: facilityUpdateColumns,
    rows: facilities.map(toRow),
    updateWhere: 'facilities.locally_modified_at IS NULL',
    touchUpdatedAt: true,
  });
  const specialtyLinks = facilities.flatMap((f) => f.specialties.map((name) => ({ facility_id: f.id, name })));
  const testLinks = facilities.flatMap((f) => f.tests.map((name) => ({ facility_id: f.id, name })));
  const doctors = facilities.flatMap((f) =>
    f.doctors.map((d) => ({
      source_id: `demo:doctor:${d.key}`,
      name: d.name,
      specialty: d.specialty,
      facility_id: f.id,
    })),
  );
  await queryRows(
    db,
    sql`
    INSERT INTO facility_specialties (facility_id, specialty_id)
    SELECT l.facility_id, s.id FROM json_to_recordset(${JSON.stringify(specialtyLinks)}::json) AS l(facility_id int, name text)
    JOIN specialties s ON s.name_en = l.name
    ON CONFLICT DO NOTHING`,
  );
  await queryRows(
    db,
    sql`
    INSERT INTO facility_tests (facility_id, test_id)
    SELECT l.facility_id, t.id FROM json_to_recordset(${JSON.stringify(testLinks)}::json) AS l(facility_id int, name text)
    JOIN lab_tests t ON t.name_en = l.name
    ON CONFLICT DO NOTHING`,
  );
  await queryRows(
    db,
    sql`
    WITH upserted AS (
      INSERT INTO doctors (source_id, name, specialty_id, status)
      SELECT d.source_id, d.name, s.id, 'active'
      FROM json_to_recordset(${JSON.stringify(doctors)}::json) AS d(source_id text, name text, specialty text)
      LEFT JOIN specialties s ON s.name_en = d.specialty
      ON CONFLICT (source_id) DO UPDATE SET name = excluded.name, specialty_id = excluded.specialty_id
      WHERE (doctors.name, doctors.specialty_id) IS DISTINCT FROM (excluded.name, excluded.specialty_id)
      RETURNING id, source_id, (xmax = 0) AS inserted)
    -- Only a sample doctor inserted now gets its facility: links staff changed since stay as they are.
    INSERT INTO doctor_facilities (doctor_id, facility_id)
    SELECT u.id, d.facility_id
    FROM upserted u JOIN json_to_recordset(${JSON.stringify(doctors)}::json) AS d(source_id text, facility_id int)
      ON d.source_id = u.source_id
    WHERE u.inserted
    ON CONFLICT DO NOTHING`,
  );
  return counts;
}

function toRow(f: DemoFacility): Record<string, unknown> {
  return {
    id: f.id,
    category: f.category,
    facility_type: f.facilityType,
    name: f.name,
    region_id: f.regionId,
    division_id: f.divisionId,
    subdivision_id: f.subdivisionId,
    address: f.address,
    phone: f.phone,
    email: f.email,
    website: f.website,
    hours_text: f.hoursText,
    opening_hours: f.openingHours,
    services: f.services,
    lat: f.lat,
    lng: f.lng,
    rating: f.rating,
    image_url: f.image,
    featured_rank: f.featuredRank,
    status: 'active',
    source: 'demo',
    source_id: `demo:${f.id}`,
    last_verified_at: DEMO_VERIFIED_ON,
  };
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Every third demo pharmacy is on duty in a given week, so about five are on call at any time. */
const ROTA_GROUPS = 3;

/**
 * Keeps the demo on-call rota current: weekly duty periods from last week to four weeks ahead,
 * rotating through the demo pharmacies. Safe to run at every start-up: existing periods are kept.
 */
export async function rollDemoDutyRota(db: Db, now: Date): Promise<number> {
  const pharmacyIds = demoFacilities.filter((f) => f.category === 'pharmacy').map((f) => f.id);
  const thisWeek = getDirectoryWeek(now);
  const weekNumber = Math.floor(thisWeek.start.getTime() / WEEK_MS);
  const periods: { facility_id: number; starts_at: string; ends_at: string; note: null }[] = [];
  for (let offset = -1; offset <= 4; offset++) {
    const start = new Date(thisWeek.start.getTime() + offset * WEEK_MS);
    const end = new Date(start.getTime() + WEEK_MS);
    pharmacyIds.forEach((id, index) => {
      if ((index + weekNumber + offset) % ROTA_GROUPS !== 0) return;
      periods.push({
        facility_id: id,
        starts_at: start.toISOString(),
        ends_at: end.toISOString(),
        // No note: a note is shown as written, in one language; the period says enough.
        note: null,
      });
    });
  }
  const result = await queryRows(
    db,
    sql`
    INSERT INTO pharmacy_duty_periods (facility_id, starts_at, ends_at, note)
    SELECT p.facility_id, p.starts_at, p.ends_at, p.note
    FROM json_to_recordset(${JSON.stringify(periods)}::json) AS p(facility_id int, starts_at timestamptz, ends_at timestamptz, note text)
    JOIN facilities f ON f.id = p.facility_id
    ON CONFLICT (facility_id, starts_at) DO NOTHING
    RETURNING id`,
  );
  // Demo periods written before carried an English note, shown as written on French pages too.
  await queryRows(db, sql`UPDATE pharmacy_duty_periods SET note = NULL WHERE note = 'Weekly on-call rota'`);
  return result.length;
}
