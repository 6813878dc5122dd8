import { tables, type Db } from '@hc/db';
import { facilityStatuses, facilityTypes } from '@hc/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { parsedRows } from '../../../sql/parsed-rows.repository';
import { stateVersionColumn } from '../../../sql/state-version.repository';

const { facilities } = tables;

/** What the back-office list filters and orders by, for one facility. */
const listModelRow = z.object({
  id: z.number(),
  status: z.enum(facilityStatuses),
  facilityType: z.enum(facilityTypes),
  regionId: z.number().nullable(),
  divisionId: z.number().nullable(),
  subdivisionId: z.number().nullable(),
  needsData: z.boolean(),
  archived: z.boolean(),
  searchName: z.string(),
  /** Positions in the list's orders (0 first), counted by the database: its collation, its microseconds. */
  nameOrder: z.number(),
  statusOrder: z.number(),
  updatedOrder: z.number(),
  /** The directory's version the statement saw: the same on every row. */
  version: z.string(),
});
export type ListModelRow = z.output<typeof listModelRow>;

/**
 * Every facility (archived and unpublished too: staff see them all) by id, in one statement, so the
 * facts and the orders are all of exactly the version read beside them.
 */
export function selectListModelRows(db: Db): Promise<ListModelRow[]> {
  const f = facilities;
  return parsedRows(
    db,
    listModelRow,
    sql`SELECT ${f.id} AS id, ${f.status} AS status, ${f.facilityType} AS "facilityType",
        ${f.regionId} AS "regionId", ${f.divisionId} AS "divisionId", ${f.subdivisionId} AS "subdivisionId",
        ${f.needsData} AS "needsData", ${f.archivedAt} IS NOT NULL AS archived, ${f.searchName} AS "searchName",
        (row_number() OVER (ORDER BY ${f.name}, ${f.id}) - 1)::int AS "nameOrder",
        (row_number() OVER (ORDER BY ${f.status}, ${f.id}) - 1)::int AS "statusOrder",
        (row_number() OVER (ORDER BY ${f.updatedAt}, ${f.id}) - 1)::int AS "updatedOrder",
        state.version
      FROM ${f} CROSS JOIN (SELECT ${stateVersionColumn('directory_state')} AS version) AS state
      ORDER BY ${f.id}`,
  );
}

/** How many facilities there are: whether the first model is worth waiting for. */
export async function countFacilities(db: Db): Promise<number> {
  const [row] = await parsedRows(db, z.object({ n: z.number() }), sql`SELECT count(*)::int AS n FROM ${facilities}`);
  return row!.n;
}
