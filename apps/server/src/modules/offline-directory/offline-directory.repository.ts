import type { Db } from '@hc/db';
import type { OfflineDirectory } from '@hc/shared';
import { sql, type SQL } from 'drizzle-orm';
import { isPublic } from '../../sql/public-facility.repository';
import { z } from 'zod';
import { parsedRows } from '../../sql/parsed-rows.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead the copy's duty windows reach: the coming week. */
const ON_CALL_AHEAD_MS = 7 * DAY_MS;

/** A copy's cursor: the directory version it is current at, and a stamp of the place names it holds. */
export type OfflineCursor = { version: bigint; places: string };

export function parseCursor(cursor: string): OfflineCursor {
  const [version, places] = cursor.split('.') as [string, string];
  return { version: BigInt(version), places };
}

// Values left out when empty: most records lack several, and every byte is paid for.
const compactFacility = sql`json_strip_nulls(json_build_object(
  'id', f.id, 'category', f.category, 'facilityType', f.facility_type, 'name', f.name,
  'regionId', f.region_id, 'divisionId', f.division_id, 'subdivisionId', f.subdivision_id,
  'address', nullif(btrim(f.address), ''), 'phone', nullif(btrim(f.phone), ''),
  'hours', CASE WHEN coalesce(f.opening_hours, '{}'::jsonb) = '{}'::jsonb THEN nullif(btrim(f.hours_text), '') END,
  'openingHours', nullif(f.opening_hours, '{}'::jsonb),
  'latitude', f.lat, 'longitude', f.lng,
  'precision', CASE WHEN f.location_precision IN ('village', 'withheld') THEN f.location_precision END,
  'sources', (SELECT json_agg(r.source ORDER BY r.source) FROM facility_source_records r WHERE r.facility_id = f.id)))`;

const placesOf = (table: string) =>
  sql`(SELECT coalesce(json_agg(json_build_object('id', id, 'nameEn', name_en, 'nameFr', name_fr) ORDER BY id), '[]'::json) FROM ${sql.identifier(table)})`;

/** Changes with every place name: a copy holding the same stamp holds the same names. */
const placesStamp = sql`left(md5(
  (SELECT coalesce(string_agg(id || ':' || name_en || ':' || name_fr, '|' ORDER BY id), '') FROM regions) || '#' ||
  (SELECT coalesce(string_agg(id || ':' || name_en || ':' || name_fr, '|' ORDER BY id), '') FROM divisions) || '#' ||
  (SELECT coalesce(string_agg(id || ':' || name_en || ':' || name_fr, '|' ORDER BY id), '') FROM subdivisions)), 8)`;

/** One row of JSON texts, each built in SQL (parsed by the caller). */
const copyRow = z.object({
  version: z.string(),
  places_stamp: z.string(),
  facilities: z.string(),
  removed: z.string(),
  places: z.string(),
  on_call: z.string(),
});

/**
 * The public directory's compact copy, whole or (with `since`) the changes after the copy held. One
 * statement, so the version, the rows and the removals come from one snapshot: a change that commits
 * later carries a later version (migration 0025) and comes with the next refresh.
 */
export async function readOfflineDirectory(
  db: Db,
  since: OfflineCursor | null,
  at: Date,
): Promise<Omit<OfflineDirectory, 'attribution' | 'generatedAt'>> {
  const sinceVersion = since ? since.version.toString() : null;
  const changed: SQL = sinceVersion === null ? sql`TRUE` : sql`f.change_seq > ${sinceVersion}::bigint`;
  const removed: SQL =
    sinceVersion === null
      ? sql`'[]'::json`
      : sql`(SELECT coalesce(json_agg(id ORDER BY id), '[]'::json) FROM (
          SELECT f.id FROM facilities f WHERE ${changed} AND NOT ${isPublic}
          UNION SELECT facility_id FROM facility_removals WHERE change_seq > ${sinceVersion}::bigint) gone)`;
  const from = at.toISOString();
  const until = new Date(at.getTime() + ON_CALL_AHEAD_MS).toISOString();
  const [row] = await parsedRows(
    db,
    copyRow,
    sql`SELECT (SELECT version::text FROM directory_state WHERE id = 1) AS version,
      ${placesStamp} AS places_stamp,
      (SELECT coalesce(json_agg(${compactFacility} ORDER BY f.id), '[]'::json)
        FROM facilities f WHERE ${changed} AND ${isPublic})::text AS facilities,
      ${removed}::text AS removed,
      json_build_object('regions', ${placesOf('regions')}, 'divisions', ${placesOf('divisions')},
        'subdivisions', ${placesOf('subdivisions')})::text AS places,
      (SELECT coalesce(json_agg(json_build_object('facilityId', p.facility_id,
          'startsAt', to_char(p.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'endsAt', to_char(p.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
          ORDER BY p.starts_at, p.facility_id), '[]'::json)
        FROM pharmacy_duty_periods p JOIN facilities f ON f.id = p.facility_id
        WHERE p.cancelled_at IS NULL AND p.ends_at > ${from}::timestamptz AND p.starts_at < ${until}::timestamptz
          AND f.category = 'pharmacy' AND ${isPublic})::text AS on_call`,
  );
  const { version, places_stamp: stamp } = row!;
  return {
    cursor: `${version}.${stamp}`,
    full: since === null,
    facilities: JSON.parse(row!.facilities) as OfflineDirectory['facilities'],
    removed: JSON.parse(row!.removed) as number[],
    places: since === null || since.places !== stamp ? (JSON.parse(row!.places) as OfflineDirectory['places']) : null,
    onCall: JSON.parse(row!.on_call) as OfflineDirectory['onCall'],
  };
}
