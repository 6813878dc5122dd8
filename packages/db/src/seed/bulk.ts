import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';

export type UpsertCounts = { inserted: number; updated: number };

/**
 * One round trip for any number of rows: the rows travel as one JSON parameter and are expanded by
 * json_populate_recordset, so the table's own column types do the parsing. Only rows whose values
 * really changed are updated, which keeps a re-run a true no-op.
 */
export async function bulkUpsert(
  db: Db,
  options: {
    table: string;
    columns: string[];
    conflictTarget: string;
    updateColumns: string[];
    rows: Record<string, unknown>[];
    /** Extra SQL condition (on the existing row, named by the table) for updating. */
    updateWhere?: string;
    touchUpdatedAt?: boolean;
  },
): Promise<UpsertCounts> {
  if (options.rows.length === 0) return { inserted: 0, updated: 0 };
  const q = (name: string) => `"${name}"`;
  const cols = options.columns.map(q).join(', ');
  const set = options.updateColumns.map((c) => `${q(c)} = excluded.${q(c)}`);
  if (options.touchUpdatedAt) set.push('"updated_at" = now()');
  const existing = options.updateColumns.map((c) => `${options.table}.${q(c)}`).join(', ');
  const incoming = options.updateColumns.map((c) => `excluded.${q(c)}`).join(', ');
  const where = [`(${existing}) IS DISTINCT FROM (${incoming})`, options.updateWhere].filter(Boolean).join(' AND ');
  const onConflict = options.updateColumns.length > 0 ? `DO UPDATE SET ${set.join(', ')} WHERE ${where}` : 'DO NOTHING';
  const head = `INSERT INTO ${options.table} (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::${options.table}, `;
  const tail = `::json) ON CONFLICT (${options.conflictTarget}) ${onConflict} RETURNING (xmax = 0) AS inserted`;
  const payload = JSON.stringify(options.rows);
  const result = await queryRows(db, sql`${sql.raw(head)}${payload}${sql.raw(tail)}`);
  const rows = result as { inserted: boolean }[];
  const inserted = rows.filter((r) => r.inserted).length;
  return { inserted, updated: rows.length - inserted };
}
