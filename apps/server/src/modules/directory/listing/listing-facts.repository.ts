import type { Db } from '@hc/db';
import { doualaDate, facilityTypes, type TimeWindow } from '@hc/shared';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { parsedRows } from '../../../sql/parsed-rows.repository';
import { isPublic, isPublicDoctor } from '../../../sql/public-facility.repository';
import { openAtCondition, referenceMatches } from '../list-filters.repository';

/** What the public lists filter and order by, beyond what the search index holds. */
const listingFactRow = z.object({
  id: z.number(),
  facilityType: z.enum(facilityTypes),
  emergency: z.boolean(),
  searchName: z.string(),
  hasHours: z.boolean(),
  /** `facility_confirmed_at` in whole milliseconds, rounded down; null when never confirmed. */
  confirmedMs: z.number().nullable(),
  /** Positions in the lists' name and "confirmed" orders, counted by the database in its own collation. */
  nameOrder: z.number(),
  confirmedOrder: z.number(),
  specialties: z.array(z.number()).nullable(),
  tests: z.array(z.number()).nullable(),
  /** The public doctors' `search_name`s. */
  doctors: z.array(z.string()).nullable(),
});
export type ListingFactRow = z.output<typeof listingFactRow>;

const idRow = z.object({ id: z.number() });
const ids = async (db: Db, query: SQL) => (await parsedRows(db, idRow, query)).map((row) => row.id);

/**
 * Every public facility's listing facts, in one statement (one snapshot). The orders are the database's
 * (`ORDER BY name` follows its collation, which JavaScript cannot reproduce), numbered here once per
 * directory version. Links are joined as grouped aggregates: one pass over each small table instead of a
 * subquery per facility.
 */
export function selectListingFacts(db: Db): Promise<ListingFactRow[]> {
  return parsedRows(
    db,
    listingFactRow,
    sql`SELECT f.id, f.facility_type AS "facilityType", f.emergency IS TRUE AS emergency, f.search_name AS "searchName",
      f.opening_hours IS NOT NULL AS "hasHours",
      floor(extract(epoch FROM f.facility_confirmed_at) * 1000)::float8 AS "confirmedMs",
      (row_number() OVER (ORDER BY f.name, f.id) - 1)::int AS "nameOrder",
      (row_number() OVER (ORDER BY f.facility_confirmed_at DESC NULLS LAST, f.completeness DESC NULLS LAST, f.name, f.id) - 1)::int AS "confirmedOrder",
      fs.ids AS specialties, ft.ids AS tests, dn.names AS doctors
    FROM facilities f
    LEFT JOIN (SELECT facility_id, array_agg(specialty_id) AS ids FROM facility_specialties GROUP BY facility_id) fs
      ON fs.facility_id = f.id
    LEFT JOIN (SELECT facility_id, array_agg(test_id) AS ids FROM facility_tests GROUP BY facility_id) ft
      ON ft.facility_id = f.id
    LEFT JOIN (SELECT df.facility_id, array_agg(dr.search_name) AS names FROM doctor_facilities df
        JOIN doctors dr ON dr.id = df.doctor_id WHERE ${isPublicDoctor} GROUP BY df.facility_id) dn
      ON dn.facility_id = f.id
    WHERE ${isPublic}`,
  );
}

/** The pharmacies with a duty period in `week` (the lists' `onCall` filter, `onCallCondition`). */
export async function selectOnCallIds(db: Db, week: TimeWindow): Promise<number[]> {
  return ids(
    db,
    sql`SELECT DISTINCT p.facility_id AS id FROM pharmacy_duty_periods p WHERE p.cancelled_at IS NULL
      AND p.starts_at < ${week.end.toISOString()}::timestamptz AND p.ends_at > ${week.start.toISOString()}::timestamptz`,
  );
}

/**
 * The facilities open at `at` by the lists' own condition (`openAtCondition`): the pharmacies on duty then
 * (open whatever their hours; the caller keeps the public pharmacies among them), and those whose weekly
 * hours or special date say so, tested only on the few that have either: `withHours` (from the facts) and
 * those with a special date today or yesterday. Asking for the duty apart keeps the tested set small, which
 * keeps the planner from compiling the query (JIT took most of the time of the query in one).
 */
export async function selectOpenIds(
  db: Db,
  at: Date,
  withHours: readonly number[],
): Promise<{ onDuty: number[]; byHours: number[] }> {
  const instant = sql`${at.toISOString()}::timestamptz`;
  const [onDuty, byHours] = await Promise.all([
    ids(
      db,
      sql`SELECT DISTINCT p.facility_id AS id FROM pharmacy_duty_periods p
        WHERE p.cancelled_at IS NULL AND p.starts_at <= ${instant} AND p.ends_at > ${instant}`,
    ),
    ids(
      db,
      sql`SELECT f.id FROM facilities f WHERE f.id IN (
          SELECT unnest(${`{${withHours.join(',')}}`}::int[])
          UNION SELECT s.facility_id FROM facility_special_dates s
            WHERE s.starts_on <= ${doualaDate(at)}::date AND s.ends_on >= ${doualaDate(at, -1)}::date)
        AND ${isPublic} AND ${openAtCondition(at)}`,
    ),
  ]);
  return { onDuty, byHours };
}

/** The specialties or tests a filter value names (an id, or an English or French name), as the lists match them. */
export async function selectReferenceIds(db: Db, kind: 'specialty' | 'test', value: string): Promise<number[]> {
  const query =
    kind === 'specialty'
      ? sql`SELECT s2.id FROM specialties s2 WHERE ${referenceMatches('s2', value)}`
      : sql`SELECT t2.id FROM lab_tests t2 WHERE ${referenceMatches('t2', value)}`;
  return ids(db, query);
}
