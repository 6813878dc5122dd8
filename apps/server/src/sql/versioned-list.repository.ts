import type { Db } from '@hc/db';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { VersionedIds } from '../lib/remembered-total';
import type { Recalled } from '../lib/version-memo';
import { parsedRows } from './parsed-rows.repository';

/*
 * What a back-office list needs to remember its totals per version of its data (lib/remembered-total.ts):
 * the version read in the same statement as a page's ids or a count, and a key for a filter set.
 */
/** Counters kept per table in `list_state` by the triggers of migration 0037, for lists with none of their own. */
export type ListState = 'payments' | 'claims' | 'users';

export const listStateColumn = (name: ListState): SQL<string> =>
  sql<string>`(SELECT version::text FROM list_state WHERE name = ${name})`;

/** Several counters read as one version, which moves when any of them does. */
export const versionOf = (...columns: SQL<string>[]): SQL<string> =>
  sql<string>`(${sql.join(columns, sql` || '.' || `)})`;

const versionedIdsRow = z.object({ version: z.string(), ids: z.array(z.number()) });
const versionedCountRow = z.object({ version: z.string(), total: z.number() });

/** A page's ids (a query selecting one id column) and the version of the data, in one statement (one snapshot). */
export async function selectVersionedIds(db: Db, version: SQL<string>, ids: SQLWrapper): Promise<VersionedIds> {
  const [row] = await parsedRows(db, versionedIdsRow, sql`SELECT ${version} AS version, ARRAY(${ids}) AS ids`);
  return row!;
}

/** A count (a query selecting one count) and the version of the data, in one statement: the count is true of it. */
export async function selectVersionedCount(db: Db, version: SQL<string>, total: SQLWrapper): Promise<Recalled<number>> {
  const [row] = await parsedRows(db, versionedCountRow, sql`SELECT ${version} AS version, (${total})::int AS total`);
  return { version: row!.version, value: row!.total };
}

const dialect = new PgDialect();

/**
 * A resolved condition as text and values: names and places are already ids in it, so two searches that
 * select the same rows share one remembered total, and a renamed place or person makes a new key.
 */
export function conditionKey(where: SQL | undefined): string {
  if (!where) return '';
  const { sql: text, params } = dialect.sqlToQuery(where);
  return `${text}\u0000${JSON.stringify(params)}`;
}
