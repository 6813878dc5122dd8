/**
 * What a search shared by every process would cost if PostgreSQL answered it (the alternative named in
 * docs/decisions/2026-11-29-fleet-and-search-memory.md), measured with the pg_trgm indexes the schema already has
 * on `facilities.search_name` (lowercase, accents removed): the queries people type, each as a page of 20 best
 * matches plus the total, one at a time on one connection and then 4 at a time (the scratch pool's size). Not the product's ranking (no
 * town, specialty or doctor fields, no tiers): the cost of the index lookups such a search is built on.
 */
import { queryRows, type Database } from '@hc/db';
import { sql, type SQL } from 'drizzle-orm';
import { summarize, type LatencySummary } from '../reliability/latency-stats';

/** The scratch database's pool (prepare-directory.ts): more would wait for a connection and time out. */
const PARALLEL = 4;

export type SqlSearchFigures = {
  name: string;
  queries: number;
  serial: LatencySummary;
  /** 4 connections at once: queries answered a second. */
  parallelPerSecond: number;
};

/** Every word contained in the name (the GIN trigram index), best similarity first. */
const allWordsQuery = (words: string[]): SQL => {
  const conditions = words.map((w) => sql`search_name LIKE ${`%${w}%`}`);
  const phrase = words.join(' ');
  return sql`SELECT id, count(*) OVER () AS total FROM facilities WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY similarity(search_name, ${phrase}) DESC, id LIMIT 20`;
};

/** Names similar to the whole query (pg_trgm's `%`, threshold 0.3): forgives typos, not word order. */
const similarQuery = (words: string[]): SQL => {
  const phrase = words.join(' ');
  return sql`SELECT id, count(*) OVER () AS total FROM facilities WHERE search_name % ${phrase}
    ORDER BY similarity(search_name, ${phrase}) DESC, id LIMIT 20`;
};

/**
 * A typo looked up as the in-memory index does it: in the vocabulary of the names' distinct words (a few thousand),
 * not in every name. `fleet_search_words` is made in the scratch database for the measurement.
 */
const vocabularyQuery = (words: string[]): SQL => {
  const longest = [...words].sort((a, b) => b.length - a.length)[0] ?? '';
  return sql`SELECT word FROM fleet_search_words WHERE word % ${longest}
    ORDER BY similarity(word, ${longest}) DESC LIMIT 10`;
};

async function createVocabulary(database: Database): Promise<number> {
  await database.db.execute(sql`DROP TABLE IF EXISTS fleet_search_words`);
  await database.db.execute(sql`CREATE TABLE fleet_search_words AS
    SELECT DISTINCT word FROM facilities, regexp_split_to_table(search_name, '[^a-z0-9]+') AS word
    WHERE length(word) >= 2`);
  await database.db.execute(sql`CREATE INDEX ON fleet_search_words USING gin (word gin_trgm_ops)`);
  const [row] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM fleet_search_words`);
  return row?.n ?? 0;
}

/** The words of a search path's `q`, folded as `search_name` is. */
export function queryWords(path: string): string[] {
  const q = new URL(path, 'http://x').searchParams.get('q') ?? '';
  return q
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2);
}

async function measure(
  database: Database,
  name: string,
  build: (words: string[]) => SQL,
  queries: string[][],
): Promise<SqlSearchFigures> {
  const times: number[] = [];
  for (const words of queries) {
    const started = performance.now();
    await queryRows(database.db, build(words));
    times.push(performance.now() - started);
  }
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < queries.length) await queryRows(database.db, build(queries[next++]!));
    }),
  );
  const parallelPerSecond = queries.length / ((performance.now() - started) / 1000);
  return { name, queries: queries.length, serial: summarize(times), parallelPerSecond };
}

export async function measureSearchInPostgres(
  database: Database,
  searchPaths: string[],
): Promise<{ figures: SqlSearchFigures[]; indexMiB: number; tableMiB: number; vocabulary: number }> {
  const queries = searchPaths.map(queryWords).filter((words) => words.length > 0);
  const vocabulary = await createVocabulary(database);
  const figures = [
    await measure(database, 'every word in the name (LIKE, GIN trigram)', allWordsQuery, queries),
    await measure(database, 'similar name (%, GIN trigram)', similarQuery, queries),
    await measure(
      database,
      `a typo in the vocabulary of ${vocabulary} words (%, GIN trigram)`,
      vocabularyQuery,
      queries,
    ),
  ];
  const [sizes] = await queryRows<{ index_bytes: string; table_bytes: string }>(
    database.db,
    sql`SELECT pg_relation_size('facilities_admin_name_trgm_idx') AS index_bytes,
      pg_total_relation_size('facilities') AS table_bytes`,
  );
  const mib = (bytes: string | undefined) => Math.round(Number(bytes ?? 0) / 1024 / 1024);
  return { figures, indexMiB: mib(sizes?.index_bytes), tableMiB: mib(sizes?.table_bytes), vocabulary };
}
