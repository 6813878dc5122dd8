/**
 * `npm run bench:ranking`: the search ranking alone, in this process, over the index of the API benchmark's
 * directory (100,000 facilities in the `bench_directory` database that `npm run bench` makes): each query
 * of `search cold` and of a sample of `search novel` ranked three times in turn, the fastest kept (the
 * ranking's own cost, not the machine's hiccups). Prints mean, p50, p99 and the slowest queries per set.
 * No server, no HTTP, no database read per query: what ranking costs, apart from the rest of a request.
 *
 * Environment: BENCH_DATABASE_URL (admin URL, as for `npm run bench`), BENCH_RANKING_NOVEL (queries, default
 * 3,000), BENCH_SEED.
 */
import { createDatabase, queryRows, type Database } from '@hc/db';
import { searchQuerySchema } from '@hc/shared';
import { sql } from 'drizzle-orm';
import { loadSearchDocuments } from '../apps/server/src/modules/directory/search/directory-documents';
import { runIndexQuery, type IndexQuery } from '../apps/server/src/modules/directory/search/run-query';
import { buildSearchIndex, type SearchIndex } from '../apps/server/src/modules/directory/search/search-index';
import { indexQueryOf } from '../apps/server/src/modules/directory/search-answer';
import { novelSearchPaths, searchPaths } from './search-queries';

const env = process.env;
const adminUrl = env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const novelCount = Number(env.BENCH_RANKING_NOVEL) || 3000;
const seed = Number(env.BENCH_SEED) || 20_261_122;
const RUNS = 3;
const SLOWEST = 5;

function benchDatabaseUrl(): string {
  const url = new URL(adminUrl);
  url.pathname = '/bench_directory';
  return url.toString();
}

/** The query a search URL asks the index, as the search route builds it. */
function indexQueryOfPath(path: string): IndexQuery {
  const params = Object.fromEntries(new URL(path, 'http://bench').searchParams);
  return indexQueryOf(searchQuerySchema.parse(params));
}

function rankAll(index: SearchIndex, name: string, paths: string[]): void {
  const queries = paths.map((path) => ({ path, query: indexQueryOfPath(path) }));
  const best = new Float64Array(queries.length).fill(Number.POSITIVE_INFINITY);
  // Round after round over every query (not one query three times at once), so no query ranks with its
  // own previous answer still in the caches.
  for (let run = 0; run < RUNS; run++)
    queries.forEach(({ query }, k) => {
      const start = performance.now();
      runIndexQuery(index, query);
      best[k] = Math.min(best[k]!, performance.now() - start);
    });
  const sorted = Float64Array.from(best).sort();
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  const mean = best.reduce((sum, ms) => sum + ms, 0) / best.length;
  const slowest = queries
    .map(({ path }, k) => ({ q: new URL(path, 'http://bench').search, ms: best[k]! }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST);
  console.log(
    `${name}: ${queries.length.toLocaleString('en')} queries, mean ${mean.toFixed(3)} ms, p50 ${at(0.5).toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms`,
  );
  for (const { q, ms } of slowest) console.log(`  ${ms.toFixed(2).padStart(6)} ms  ${decodeURIComponent(q)}`);
}

async function benchDirectory(): Promise<Database> {
  const database = await createDatabase({ databaseUrl: benchDatabaseUrl(), poolSize: 2, statementTimeoutMs: 0 });
  const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
    database.db,
    sql`SELECT count(*)::int AS count FROM facilities`,
  ).catch(() => []);
  if (count === 0) {
    await database.close();
    throw new Error('No bench directory: run `npm run bench` once first (it generates 100,000 facilities).');
  }
  return database;
}

async function main(): Promise<void> {
  const database = await benchDirectory();
  try {
    const started = performance.now();
    const index = buildSearchIndex(await loadSearchDocuments(database.db));
    console.log(
      `Index of ${index.size.toLocaleString('en')} facilities built in ${((performance.now() - started) / 1000).toFixed(1)} s; each query ranked ${RUNS} times, the fastest kept.\n`,
    );
    const cold = await searchPaths(database);
    const novel = await novelSearchPaths(database, novelCount, seed);
    // Warm-up: the first rankings run before V8 has optimized the hot loops.
    for (const path of [...cold, ...novel.slice(0, 500)]) runIndexQuery(index, indexQueryOfPath(path));
    rankAll(index, 'search cold (its URLs)', cold);
    rankAll(index, 'search novel (a sample)', novel);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
