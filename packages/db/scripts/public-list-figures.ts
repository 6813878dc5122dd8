/**
 * The directory before and after the 2019 national public facility list (issue 33), as markdown tables for
 * docs/public-list-import.md: facilities by type and by region, how many rows matched OpenStreetMap, how many
 * pairs were left to staff, how many have no published position.
 *
 *   npx tsx packages/db/scripts/public-list-figures.ts
 *
 * Reads REFERENCE_DATA_DIR, or ../shared/data/cameroon from the current directory (the repository root). Runs on
 * an in-memory database: nothing is written anywhere.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/client';
import { importGeography, importOsmFacilities } from '../src/seed/import-reference';
import { readReferenceData } from '../src/seed/reference-files';
import { readPublicList } from '../src/seed/sources/public-list-file';
import { importPublicList } from '../src/seed/sources/public-list-source';
import { createTestDatabase } from '../src/testing';

const dir = path.resolve(process.env.REFERENCE_DATA_DIR ?? '../shared/data/cameroon');
const [reference, list] = await Promise.all([readReferenceData(dir), readPublicList(dir)]);
if (!reference || !list) {
  process.stderr.write(`No reference data or public list in ${dir} (set REFERENCE_DATA_DIR)\n`);
  process.exit(1);
}

const database = await createTestDatabase();
const { db } = database;
type Count = { key: string; n: number };
const byType = () =>
  queryRows<Count>(db, sql`SELECT facility_type::text AS key, count(*)::int AS n FROM facilities GROUP BY 1`);
const byRegion = () =>
  queryRows<Count>(
    db,
    sql`SELECT coalesce(r.name_en, '(none)') AS key, count(*)::int AS n FROM facilities f
      LEFT JOIN regions r ON r.id = f.region_id GROUP BY 1`,
  );
const asMap = (rows: Count[]) => new Map(rows.map((row) => [row.key, row.n]));

await importGeography(db, reference);
await importOsmFacilities(db, reference.facilities, reference);
const [typesBefore, regionsBefore] = [asMap(await byType()), asMap(await byRegion())];
const report = await importPublicList(db, list, reference.facilities, reference);
const [typesAfter, regionsAfter] = [asMap(await byType()), asMap(await byRegion())];
const [positions] = await queryRows<{ withheld: number; none: number; village: number; total: number }>(
  db,
  sql`SELECT count(*) FILTER (WHERE location_precision = 'withheld')::int AS withheld,
      count(*) FILTER (WHERE lat IS NULL AND location_precision IS DISTINCT FROM 'withheld')::int AS none,
      count(*) FILTER (WHERE location_precision = 'village')::int AS village, count(*)::int AS total FROM facilities`,
);
const left = await queryRows<Count>(
  db,
  sql`SELECT suspension_reason AS key, count(*)::int AS n FROM facilities WHERE status = 'suspended' GROUP BY 1 ORDER BY 1`,
);
const suggestions = await queryRows<Count>(
  db,
  sql`SELECT reason AS key, count(*)::int AS n FROM facility_match_suggestions GROUP BY 1 ORDER BY 1`,
);
await database.drop();

const table = (title: string, before: Map<string, number>, after: Map<string, number>) => {
  const keys = [...new Set([...before.keys(), ...after.keys()])].sort(
    (a, b) => (after.get(b) ?? 0) - (after.get(a) ?? 0) || a.localeCompare(b),
  );
  const total = (map: Map<string, number>) => [...map.values()].reduce((sum, n) => sum + n, 0);
  return [
    `| ${title} | OpenStreetMap only | with the public list |`,
    '|---|---:|---:|',
    ...keys.map((key) => `| ${key} | ${before.get(key) ?? 0} | ${after.get(key) ?? 0} |`),
    `| **all** | **${total(before)}** | **${total(after)}** |`,
  ].join('\n');
};

process.stdout.write(
  [
    `Public list rows: ${list.rows.length}; matched to OpenStreetMap and merged: ${report.matched}; new facilities: ${report.inserted}.`,
    `Pairs left to staff: ${suggestions.map((row) => `${row.n} ${row.key}`).join(', ')}.`,
    `Positions: ${positions!.village} placed to the village; ${positions!.withheld} withheld (coordinates from Google Earth, Encarta or Fallingrain); ${positions!.none} without any position, of ${positions!.total} facilities.`,
    `Left out of the public directory by the import's rules: ${left.map((row) => `${row.n} (${row.key})`).join(', ') || 'none'}.`,
    '',
    table('type', typesBefore, typesAfter),
    '',
    table('region', regionsBefore, regionsAfter),
    '',
  ].join('\n'),
);
