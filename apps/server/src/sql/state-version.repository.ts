import type { Db } from '@hc/db';
import { sql, type SQL } from 'drizzle-orm';

/** The one-row change counters kept by triggers in hand-written migrations (0005, 0017). */
export type StateTable = 'directory_state' | 'bookings_state';

/**
 * A change counter's current value. The tables are not part of the Drizzle schema, so they are read
 * through a typed SQL fragment; the name comes from the closed list above, never from input.
 */
export async function readStateVersion(db: Db, table: StateTable): Promise<string> {
  const [row] = await db
    .select({ version: sql<string>`version::text` })
    .from(sql`${sql.identifier(table)}`)
    .where(sql`id = 1`);
  return row?.version ?? '0';
}

/**
 * The counter as a column of another statement: read in that statement's snapshot, it says exactly which
 * version of the data the statement saw.
 */
export const stateVersionColumn = (table: StateTable): SQL<string> =>
  sql<string>`(SELECT version::text FROM ${sql.identifier(table)} WHERE id = 1)`;
