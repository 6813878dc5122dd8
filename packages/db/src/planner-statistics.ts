import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { queryRows } from './client';

// PGlite, the default engine, runs no autovacuum, so nothing ever gathers the query planner's statistics:
// its planner takes a freshly imported table for an empty one and picks plans that read every row against
// every row (the possible duplicates of 4,000 hospitals took minutes instead of seconds). A real server's
// autovacuum gathers them in time; after a bulk write, at once is better on either.

/** The tables a bulk write of facilities changes, whose statistics the directory's plans depend on. */
export const facilityTables = [
  'facilities',
  'facility_source_records',
  'facility_specialties',
  'facility_tests',
  'facility_match_suggestions',
  'pharmacy_duty_periods',
  'regions',
  'divisions',
  'subdivisions',
] as const;

/** Gathers the planner's statistics of these tables (of every table when none are named). */
export async function analyzeTables(db: Db, tables?: readonly string[]): Promise<void> {
  if (!tables) {
    await db.execute(sql`ANALYZE`);
    return;
  }
  for (const table of tables) await db.execute(sql`ANALYZE ${sql.identifier(table)}`);
}

/** Whether the planner has never had statistics of this table (a database just created or restored). */
export async function neverAnalyzed(db: Db, table: string): Promise<boolean> {
  const rows = await queryRows<{ never: boolean }>(
    db,
    sql`SELECT (last_analyze IS NULL AND last_autoanalyze IS NULL) AS never FROM pg_stat_user_tables
        WHERE relname = ${table}`,
  );
  return rows[0]?.never ?? true;
}
