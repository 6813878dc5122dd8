import { facilityTypes, toHttpUrl, type FacilityType } from '@hc/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bulkUpsert, type UpsertCounts } from './bulk';
import { importSource, type SourceImportCounts, type SourceMeta, type SourceRecord } from './sources/import-source';
import type { RefDivision, RefRegion, RefSubdivision } from './fallback-geography';
import { parseOsmOpeningHours } from './opening-hours';
import { nameWithPlace, notCareReason } from './sources/osm-record-rules';
import type { OsmFacility } from './reference-files';

export type Geography = { regions: RefRegion[]; divisions: RefDivision[]; subdivisions: RefSubdivision[] };

const geographyColumns = {
  regions: ['id', 'code', 'pcode', 'name_en', 'name_fr', 'capital', 'population', 'lat', 'lng'],
  divisions: ['id', 'code', 'region_id', 'name_en', 'name_fr', 'headquarters', 'lat', 'lng'],
  subdivisions: ['id', 'code', 'division_id', 'name_en', 'name_fr', 'type', 'lat', 'lng'],
} as const;

export async function importGeography(db: Db, geography: Geography): Promise<Record<keyof Geography, UpsertCounts>> {
  const result = {} as Record<keyof Geography, UpsertCounts>;
  // Parents first: divisions reference regions, subdivisions reference divisions.
  for (const table of ['regions', 'divisions', 'subdivisions'] as const) {
    const columns = [...geographyColumns[table]];
    result[table] = await bulkUpsert(db, {
      table,
      columns,
      conflictTarget: 'id',
      updateColumns: columns.filter((c) => c !== 'id'),
      rows: geography[table].map((row) => pick(row as Record<string, unknown>, columns)),
    });
  }
  return result;
}

/** OpenStreetMap's copy in the reference folder: a snapshot up to March 2020 (that folder's README). */
export const OSM_SOURCE: SourceMeta = {
  source: 'osm',
  retrievedOn: '2020-03-31',
  licence: 'ODbL-1.0',
  facilityKey: (key) => key,
};

/** OpenStreetMap `healthcare:speciality` values that name one of our 26 specialties. */
const osmSpecialities: Record<string, string> = {
  general: 'General Practice',
  cardiology: 'Cardiology',
  gynaecology: 'Gynecology',
  paediatrics: 'Pediatrics',
  radiology: 'Radiology',
  surgery: 'Surgery',
  ophthalmology: 'Ophthalmology',
  dermatology: 'Dermatology',
  psychiatry: 'Psychiatry',
  orthopaedics: 'Orthopedics',
  urology: 'Urology',
  neurology: 'Neurology',
  oncology: 'Oncology',
};

export async function importOsmFacilities(
  db: Db,
  records: OsmFacility[],
  geography: Pick<Geography, 'divisions' | 'subdivisions'> = { divisions: [], subdivisions: [] },
): Promise<SourceImportCounts> {
  const placeName = placeNames(geography);
  const counts = await importSource(
    db,
    OSM_SOURCE,
    records.map((record) => toSourceRecord(record, placeName(record))),
  );
  const links = records.flatMap((record) =>
    (record.speciality ?? '')
      .split(';')
      .map((value) => osmSpecialities[value.trim().toLowerCase()])
      .filter((name): name is string => Boolean(name))
      .map((name) => ({ source_id: record.source_id, name_en: name })),
  );
  if (links.length > 0) {
    await db.execute(sql`
      INSERT INTO facility_specialties (facility_id, specialty_id)
      SELECT f.id, s.id FROM json_to_recordset(${JSON.stringify(links)}::json) AS l(source_id text, name_en text)
      JOIN facilities f ON f.source_id = l.source_id
      JOIN specialties s ON s.name_en = l.name_en
      ON CONFLICT DO NOTHING`);
  }
  return counts;
}

/** The name of a record's subdivision, else of its division, in French (the names on the signs). */
function placeNames(geography: Pick<Geography, 'divisions' | 'subdivisions'>) {
  const subdivisions = new Map(geography.subdivisions.map((s) => [s.id, s.name_fr]));
  const divisions = new Map(geography.divisions.map((d) => [d.id, d.name_fr]));
  return (record: OsmFacility) =>
    (record.subdivision_id !== null ? subdivisions.get(record.subdivision_id) : undefined) ??
    (record.division_id !== null ? divisions.get(record.division_id) : undefined) ??
    null;
}

function toSourceRecord(record: OsmFacility, place: string | null): SourceRecord {
  const category = ['hospital', 'pharmacy', 'laboratory'].includes(record.category) ? record.category : 'hospital';
  const mapped = record.name.trim();
  const name = nameWithPlace(mapped, place);
  const notCare = notCareReason(mapped);
  return {
    key: record.source_id,
    groups: {
      listing: notCare
        ? { status: 'suspended', suspension_reason: `Not a place of care for people (${notCare}): import rule` }
        : { status: 'active', suspension_reason: null },
      category: { category },
      type: { facility_type: toFacilityType(record.facility_type, category) },
      name: { name },
      place: { region_id: record.region_id, division_id: record.division_id, subdivision_id: record.subdivision_id },
      position: { lat: record.lat, lng: record.lng, location_precision: null },
      phone: { phone: record.phone?.trim() || null },
      // Only an http(s) address is kept: anything else (a javascript: or data: text) would be served as a link.
      website: { website: toHttpUrl(record.website?.trim()) },
      hours: {
        hours_text: record.opening_hours?.trim() || null,
        opening_hours: parseOsmOpeningHours(record.opening_hours),
      },
      operator: { operator: record.operator?.trim() || null },
      beds: { beds: record.beds && /^\d{1,5}$/.test(record.beds.trim()) ? Number(record.beds) : null },
      emergency: { emergency: record.emergency === 'yes' ? true : record.emergency === 'no' ? false : null },
      verified: { last_verified_at: record.last_edited ? record.last_edited.slice(0, 10) : null },
    },
  };
}

function toFacilityType(value: string, category: string): FacilityType {
  const code = value
    .trim()
    .toLowerCase()
    .replace(/centre$/, 'center')
    .replace(/\s+/g, '_');
  return (facilityTypes as readonly string[]).includes(code) ? (code as FacilityType) : (category as FacilityType);
}

function pick(row: Record<string, unknown>, columns: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(columns.map((c) => [c, row[c] ?? null]));
}
