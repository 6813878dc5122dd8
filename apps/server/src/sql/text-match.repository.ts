import type { Db } from '@hc/db';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { parsedRows } from './parsed-rows.repository';

/** Accent- and case-folded text, exactly as the indexed `search_name` columns are built. */
export const normalized = (text: string): SQL => sql`f_unaccent(lower(${text}))`;

/** The normalized text with LIKE's own wildcards escaped, to build patterns from. */
export const likeLiteral = (text: string): SQL =>
  sql`replace(replace(replace(${normalized(text)}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/** A LIKE pattern matching the normalized text anywhere. */
export const containsPattern = (text: string): SQL => sql`'%' || ${likeLiteral(text)} || '%'`;

/** Spec 02 §5: list searches are case-insensitive substring matches (accents ignored too). */
export const nameContains = (column: SQL, text: string): SQL => sql`${column} LIKE ${containsPattern(text)}`;

/** Matches a name that contains the text or is a close spelling of it (one-letter typos). */
export const nameMatches = (column: SQL, text: string): SQL =>
  sql`(${column} LIKE ${containsPattern(text)} OR ${normalized(text)} <% ${column})`;

/** 0 exact, 1 starts with, 2 a word starts with, 3 contains, 4 close spelling. */
export const matchRank = (column: SQL, text: string): SQL => sql`CASE
  WHEN ${column} = ${normalized(text)} THEN 0
  WHEN ${column} LIKE ${likeLiteral(text)} || '%' THEN 1
  WHEN ${column} LIKE '% ' || ${likeLiteral(text)} || '%' THEN 2
  WHEN ${column} LIKE ${containsPattern(text)} THEN 3
  ELSE 4 END`;

/** A text folded as the `search_name` columns are (the database's own `lower` and unaccent), to match in memory. */
export async function selectFolded(db: Db, text: string): Promise<string> {
  const [row] = await parsedRows(db, z.object({ folded: z.string() }), sql`SELECT ${normalized(text)} AS folded`);
  return row!.folded;
}
