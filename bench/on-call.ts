/**
 * The on-call scenario (issue 10): `/api/pharmacies/on-call?at=…` over 100,000 facilities and
 * 50,000 duty periods, every request unique (cache-busting), so every request runs the SQL.
 */
import { queryRows, type Database, type Db } from '@hc/db';
import { getDirectoryWeek } from '@hc/shared';
import { sql } from 'drizzle-orm';
import { BENCH_SOURCE_PREFIX } from './generate-facilities';

export const ON_CALL_PERIODS = 50_000;
const NOTE = 'Benchmark night rota';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Four weeks back to four weeks ahead of the current week: 63 nights. */
const WEEKS_BACK = 4;
const NIGHTS = 63;

/**
 * 50,000 night periods (22:00 to 07:30, Douala time) over the synthetic pharmacies, spread over the
 * 63 nights from four weeks ago to four weeks ahead, two nights a pharmacy (chosen from its bench
 * number and BENCH_SEED). Idempotent: a second run in the same week inserts nothing; in a later week
 * the rota moves with it (the old generated nights are removed first).
 */
export async function ensureOnCallPeriods(db: Db, now: Date, seed: number): Promise<number> {
  const firstNight = new Date(getDirectoryWeek(now).start.getTime() - WEEKS_BACK * 7 * DAY_MS + 22 * 3600_000);
  const lastNight = new Date(firstNight.getTime() + (NIGHTS - 1) * DAY_MS);
  await queryRows(
    db,
    sql`DELETE FROM pharmacy_duty_periods WHERE note = ${NOTE}
      AND (starts_at < ${firstNight.toISOString()}::timestamptz OR starts_at > ${lastNight.toISOString()}::timestamptz)`,
  );
  await queryRows(
    db,
    sql`INSERT INTO pharmacy_duty_periods (facility_id, starts_at, ends_at, note)
      SELECT id, starts_at, starts_at + interval '9 hours 30 minutes', ${NOTE} FROM (
        SELECT f.id,
          ${firstNight.toISOString()}::timestamptz
            + ((((substr(f.source_id, ${BENCH_SOURCE_PREFIX.length + 1})::bigint * 7919 + ${seed}) % ${NIGHTS}) + k * 31) % ${NIGHTS})
              * interval '1 day' AS starts_at
        FROM facilities f CROSS JOIN generate_series(0, 1) AS k
        WHERE f.source_id LIKE ${`${BENCH_SOURCE_PREFIX}%`} AND f.category = 'pharmacy'
        ORDER BY f.id, k
        LIMIT ${ON_CALL_PERIODS}) AS nights
      ON CONFLICT (facility_id, starts_at) DO NOTHING`,
  );
  // A running server's tables are vacuumed by autovacuum; freshly bulk-loaded ones are not yet, and
  // without a visibility map every index-only scan would read the table too.
  await queryRows(db, sql`VACUUM ANALYZE pharmacy_duty_periods, pharmacy_duty_live, facilities`);
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM pharmacy_duty_periods`);
  return row?.n ?? 0;
}

/** On-call lists as visitors ask them: by region, division or subdivision, now, tonight or a weekend night, deep pages. */
export async function onCallPaths(database: Database, now: Date): Promise<string[]> {
  const places = await queryRows<{ region: number; division: number; subdivision: number }>(
    database.db,
    sql`SELECT d.region_id AS region, d.id AS division, s.id AS subdivision
        FROM subdivisions s JOIN divisions d ON d.id = s.division_id ORDER BY s.id`,
  );
  const week = getDirectoryWeek(now).start.getTime();
  const instants = [
    now.toISOString(),
    new Date(week + 2 * DAY_MS + 23 * 3600_000).toISOString(), // Wednesday 23:00 Douala (22:00Z)
    new Date(week + 5 * DAY_MS + 22 * 3600_000).toISOString(), // Saturday 23:00 Douala
    new Date(week + 6 * DAY_MS + 2 * 3600_000).toISOString(), // Sunday 03:00 Douala
  ].map((at) => `at=${encodeURIComponent(at)}`);
  const paths: string[] = instants.map((at) => `/api/pharmacies/on-call?${at}`);
  for (const at of instants) paths.push(`/api/pharmacies/on-call?${at}&page=5`);
  for (const [i, place] of places.entries()) {
    if (i % 10 !== 0) continue;
    const at = instants[i % instants.length]!;
    paths.push(`/api/pharmacies/on-call?region=${place.region}&${at}`);
    paths.push(`/api/pharmacies/on-call?region=${place.region}&division=${place.division}&${at}`);
    paths.push(`/api/pharmacies/on-call?subdivision=${place.subdivision}&${at}`);
  }
  return [...new Set(paths)];
}
