import { queryRows, tables, type Db } from '@hc/db';
import type {
  DataSource,
  FacilityCategory,
  FacilityChanges,
  FacilityHistoryAction,
  FacilitySource,
  FacilityType,
  WeeklyHours,
} from '@hc/shared';
import { count, isNotNull, isNull, and, sql } from 'drizzle-orm';
import type { Places } from './facility-import-rows';
import { parsedRows } from '../../sql/parsed-rows.repository';
import { z } from 'zod';

const { divisions, facilities, facilityHistory, facilitySourceRecords, regions, subdivisions } = tables;

/** Rows per statement of a bulk write: one JSON parameter each, so only the statement's size limits it. */
const CHUNK = 1_000;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** Every region, division and subdivision (a few hundred rows), to resolve the file's place names in memory. */
export async function loadPlaces(db: Db): Promise<Places> {
  const [regionRows, divisionRows, subdivisionRows] = await Promise.all([
    db
      .select({ id: regions.id, parentId: sql<null>`NULL::int`, nameEn: regions.nameEn, nameFr: regions.nameFr })
      .from(regions),
    db
      .select({ id: divisions.id, parentId: divisions.regionId, nameEn: divisions.nameEn, nameFr: divisions.nameFr })
      .from(divisions),
    db
      .select({
        id: subdivisions.id,
        parentId: subdivisions.divisionId,
        nameEn: subdivisions.nameEn,
        nameFr: subdivisions.nameFr,
      })
      .from(subdivisions),
  ]);
  return { regions: regionRows, divisions: divisionRows, subdivisions: subdivisionRows };
}

/** The fields an import compares and writes, as stored. */
export type ImportTarget = {
  id: number;
  name: string;
  facilityType: FacilityType;
  category: FacilityCategory;
  email: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  licenseNumber: string | null;
  openingHours: WeeklyHours | null;
  hoursText: string | null;
  services: string[];
  latitude: number | null;
  longitude: number | null;
  regionId: number | null;
  divisionId: number | null;
  subdivisionId: number | null;
  sourceId: string | null;
  version: number;
  featuredRank: number | null;
  /** Per group of fields, who gave its value (a source, `import`, or `staff`: see field-groups.ts). */
  fieldSources: Record<string, string>;
};

/**
 * The facilities the file names by id or by source id, in one query (the lists travel as one JSON
 * parameter each, however long they are).
 */
export async function findImportTargets(db: Db, ids: number[], sourceIds: string[]): Promise<ImportTarget[]> {
  if (ids.length === 0 && sourceIds.length === 0) return [];
  return db
    .select({
      id: facilities.id,
      name: facilities.name,
      facilityType: facilities.facilityType,
      category: facilities.category,
      email: facilities.email,
      phone: facilities.phone,
      website: facilities.website,
      address: facilities.address,
      licenseNumber: facilities.licenseNumber,
      openingHours: facilities.openingHours,
      hoursText: facilities.hoursText,
      services: facilities.services,
      latitude: facilities.lat,
      longitude: facilities.lng,
      regionId: facilities.regionId,
      divisionId: facilities.divisionId,
      subdivisionId: facilities.subdivisionId,
      sourceId: facilities.sourceId,
      version: facilities.version,
      featuredRank: facilities.featuredRank,
      fieldSources: facilities.fieldSources,
    })
    .from(facilities)
    .where(
      sql`${facilities.id} IN (SELECT value::int FROM json_array_elements_text(${JSON.stringify(ids)}::json))
        OR ${facilities.sourceId} IN (SELECT value FROM json_array_elements_text(${JSON.stringify(sourceIds)}::json))`,
    );
}

/** The facilities open-data records link to, by the record's source and key (a source's own ids). */
export async function findSourceRecordFacilities(
  db: Db,
  keys: { source: DataSource; key: string }[],
): Promise<{ source: DataSource; key: string; facilityId: number }[]> {
  if (keys.length === 0) return [];
  return queryRows(
    db,
    sql`SELECT r.source, r.source_key AS key, r.facility_id AS "facilityId" FROM ${facilitySourceRecords} r
      JOIN json_to_recordset(${JSON.stringify(keys)}::json) AS k(source text, key text)
        ON r.source::text = k.source AND r.source_key = k.key`,
  );
}

/**
 * The fields no trigger-kept group covers (email, address, licence, services) whose last change was
 * not an import's: staff's (the form, a correction, a manager, a merge), by facility. A source's
 * re-import keeps them, as field_sources makes it keep the grouped ones.
 */
const staffChangeRow = z.object({ facilityId: z.number(), field: z.string(), action: z.string() });

export async function findStaffChangedFields(
  db: Db,
  facilityIds: number[],
  fields: readonly string[],
): Promise<Map<number, Set<string>>> {
  const result = new Map<number, Set<string>>();
  if (facilityIds.length === 0) return result;
  const rows = await parsedRows(
    db,
    staffChangeRow,
    sql`SELECT DISTINCT ON (h.facility_id, k.field) h.facility_id AS "facilityId", k.field, h.action
      FROM ${facilityHistory} h, jsonb_object_keys(h.changes) AS k(field)
      WHERE h.facility_id IN (SELECT value::int FROM json_array_elements_text(${JSON.stringify(facilityIds)}::json))
        AND k.field IN (SELECT value FROM json_array_elements_text(${JSON.stringify(fields)}::json))
      ORDER BY h.facility_id, k.field, h.created_at DESC, h.id DESC`,
  );
  for (const row of rows) {
    if (row.action === 'imported') continue;
    result.set(row.facilityId, (result.get(row.facilityId) ?? new Set()).add(row.field));
  }
  return result;
}

/** How many facilities of each category are featured (the home page shows at most FEATURED_MAX a category). */
export async function countFeaturedByCategory(db: Db): Promise<Partial<Record<FacilityCategory, number>>> {
  const rows = await db
    .select({ category: facilities.category, featured: count() })
    .from(facilities)
    .where(and(isNotNull(facilities.featuredRank), isNull(facilities.archivedAt)))
    .groupBy(facilities.category);
  return Object.fromEntries(rows.map((row) => [row.category, row.featured]));
}

/** A facility's columns as an import writes them (snake_case: they travel as JSON records of the table). */
export type ImportColumns = {
  name: string;
  facility_type: FacilityType;
  category: FacilityCategory;
  email: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  license_number: string | null;
  opening_hours: WeeklyHours | null;
  hours_text: string | null;
  services: string[];
  lat: number | null;
  lng: number | null;
  region_id: number | null;
  division_id: number | null;
  subdivision_id: number | null;
  source_id: string | null;
};

const writtenColumns = [
  'name',
  'facility_type',
  'category',
  'email',
  'phone',
  'website',
  'address',
  'license_number',
  'opening_hours',
  'hours_text',
  'services',
  'lat',
  'lng',
  'region_id',
  'division_id',
  'subdivision_id',
  'source_id',
] as const satisfies readonly (keyof ImportColumns)[];

/** Ids for `count` new facilities, taken from the table's own identity sequence. */
export async function reserveFacilityIds(db: Db, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('facilities', 'id'))::int` })
    .from(sql`generate_series(1, ${count}::int)`);
  return rows.map((row) => row.id);
}

/** Inserts the new facilities (ids reserved beforehand), a thousand rows a statement. */
export async function insertImportedFacilities(
  db: Db,
  rows: (ImportColumns & {
    id: number;
    status: 'pending';
    source: FacilitySource;
    field_sources: Record<string, string>;
  })[],
  stamp: { at: Date; userId: number },
): Promise<void> {
  const columns = ['id', ...writtenColumns, 'status', 'source', 'field_sources'].join(', ');
  const at = stamp.at.toISOString();
  for (const chunk of chunks(rows)) {
    await db.execute(sql`
      INSERT INTO ${facilities} (${sql.raw(columns)}, locally_modified_at, created_at, updated_at, created_by, updated_by)
      SELECT ${sql.raw(columns)}, ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz, ${stamp.userId}::int, ${stamp.userId}::int
      FROM json_populate_recordset(NULL::facilities, ${JSON.stringify(chunk)}::json)`);
  }
}

/**
 * Writes the changed facilities, each only if it still has the version the import read; returns how
 * many were written (fewer means someone changed one meanwhile).
 */
export async function updateImportedFacilities(
  db: Db,
  rows: (ImportColumns & { id: number; version: number })[],
  stamp: { at: Date; userId: number },
): Promise<number> {
  const set = writtenColumns.map((column) => `${column} = r.${column}`).join(', ');
  const at = stamp.at.toISOString();
  let written = 0;
  for (const chunk of chunks(rows)) {
    // Only how many rows were written matters: the ids are returned to be counted.
    const result = await queryRows(
      db,
      sql`
      UPDATE ${facilities} AS f SET ${sql.raw(set)}, version = f.version + 1, updated_at = ${at}::timestamptz,
        locally_modified_at = ${at}::timestamptz, updated_by = ${stamp.userId}::int
      FROM json_populate_recordset(NULL::facilities, ${JSON.stringify(chunk)}::json) AS r
      WHERE f.id = r.id AND f.version = r.version
      RETURNING f.id`,
    );
    written += result.length;
  }
  return written;
}

/**
 * Writes the facilities a source's re-import changed (rows matched by Source ID alone): with the groups'
 * new owners, and without touching locally_modified_at, so the trigger of migration 0028 does not mark
 * what a source wrote as staff's. Each only if it still has the version read; returns how many.
 */
export async function updateSourcedFacilities(
  db: Db,
  rows: (ImportColumns & { id: number; version: number; field_sources: Record<string, string> })[],
  stamp: { at: Date; userId: number },
): Promise<number> {
  const set = [...writtenColumns, 'field_sources'].map((column) => `${column} = r.${column}`).join(', ');
  const at = stamp.at.toISOString();
  let written = 0;
  for (const chunk of chunks(rows)) {
    const result = await queryRows(
      db,
      sql`
      UPDATE ${facilities} AS f SET ${sql.raw(set)}, version = f.version + 1, updated_at = ${at}::timestamptz,
        updated_by = ${stamp.userId}::int
      FROM json_populate_recordset(NULL::facilities, ${JSON.stringify(chunk)}::json) AS r
      WHERE f.id = r.id AND f.version = r.version
      RETURNING f.id`,
    );
    written += result.length;
  }
  return written;
}

export async function insertHistoryEntries(
  db: Db,
  entries: { facilityId: number; action: FacilityHistoryAction; changes: FacilityChanges }[],
  stamp: { at: Date; userId: number },
): Promise<void> {
  for (const chunk of chunks(entries)) {
    const records = chunk.map((entry) => ({
      facility_id: entry.facilityId,
      action: entry.action,
      changes: entry.changes,
    }));
    await db.execute(sql`
      INSERT INTO ${facilityHistory} (facility_id, user_id, action, changes, created_at)
      SELECT h.facility_id, ${stamp.userId}::int, h.action, h.changes, ${stamp.at.toISOString()}::timestamptz
      FROM json_to_recordset(${JSON.stringify(records)}::json) AS h(facility_id int, action text, changes jsonb)`);
  }
}
