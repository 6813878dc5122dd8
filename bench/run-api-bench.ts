/**
 * API benchmark: 100,000 synthetic facilities in PostgreSQL, the real server in this process on
 * 127.0.0.1, and autocannon (in a child process) driving the search, a filtered list and a trivial
 * route one after the other in one run. Prints req/s, p50 and p99 per scenario and each one's
 * throughput ratio to the trivial route, and writes the same figures to bench/.results/latest.json.
 *
 * A benchmark, not a test: it always exits 0 once it has printed (a setup failure still exits 1).
 *
 * Environment: BENCH_DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/test),
 * BENCH_FRESH=1 (regenerate the data), BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 2),
 * BENCH_CONNECTIONS (default 10), BENCH_ADMIN_CONNECTIONS (default 4), BENCH_ONLY (comma-separated parts of scenario names),
 * BENCH_FACILITIES (synthetic facilities, default 100000; each size keeps its own database), BENCH_GZIP=0 (send no Accept-Encoding), BENCH_SEED,
 * BENCH_SEARCH_WORKER=0 (rank searches on the server's thread, as before the search worker), BENCH_SEARCH_WORKERS (threads),
 * REFERENCE_DATA_DIR (default ../shared/data/cameroon, from the repository root).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, migrateDatabase, queryRows, type Database } from '@hc/db';
import { seedDatabase } from '@hc/db/seed';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
// The server's Fastify augmentations (app.db, app.responseCache…), which its own tsconfig includes.
import type {} from '../apps/server/src/types';
import { loadConfig } from '../apps/server/src/config';
import { adminListPaths, benchStaffCookie } from './admin-list';
import { analyticsPaths, ANALYTICS_EVENTS, ensureAnalyticsEvents } from './analytics';
import { bookingListPaths, ensureCareRows, paymentListPaths } from './care-lists';
import { novelSearchPaths, searchPaths, searchTerms } from './search-queries';
import { ensureOnCallPeriods, ON_CALL_PERIODS, onCallPaths } from './on-call';
import { countBenchFacilities, ensureBenchDutyPeriods, generateFacilities } from './generate-facilities';
import type { LoadRequest, LoadSummary } from './load-client';
import { formatVerdicts, judge, type TargetKind } from './targets';
import { growthLines, writeSizeResults } from './results-by-size';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
const env = process.env;

const FACILITY_COUNT = positive(env.BENCH_FACILITIES, 100_000);
/** 100,000 keeps the database name it always had, so a machine's existing data is reused. */
const BENCH_DB = FACILITY_COUNT === 100_000 ? 'bench_directory' : `bench_directory_${FACILITY_COUNT}`;
const adminUrl = env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const referenceDataDir = path.resolve(repoRoot, env.REFERENCE_DATA_DIR || '../shared/data/cameroon');
const fresh = env.BENCH_FRESH === '1' || env.BENCH_FRESH === 'true';
const durationSeconds = positive(env.BENCH_DURATION, 10);
const warmupSeconds = positive(env.BENCH_WARMUP, 2);
const connections = positive(env.BENCH_CONNECTIONS, 10);
const seed = positive(env.BENCH_SEED, 20_261_122);
const gzip = env.BENCH_GZIP !== '0';

const NOVEL_QUERIES = 40_000;
/** Staff are few: the back-office scenario runs with fewer connections than the public ones. */
const adminConnections = positive(env.BENCH_ADMIN_CONNECTIONS, 4);

/** BENCH_ONLY's comma-separated parts of scenario names, lower-cased. */
function onlyScenarios(): string[] {
  return (env.BENCH_ONLY ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
}

function benchDatabaseUrl(): string {
  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The database holds exactly the generated rows when it exists, is migrated and counts 100,000 of them. */
async function existingBenchRows(): Promise<number> {
  const exists = await withAdmin(
    async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [BENCH_DB])).rowCount,
  );
  if (!exists) return 0;
  const client = new pg.Client({ connectionString: benchDatabaseUrl() });
  await client.connect();
  try {
    const table = await client.query<{ t: string | null }>(`SELECT to_regclass('public.facilities')::text AS t`);
    if (!table.rows[0]?.t) return 0;
    const r = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM facilities WHERE source_id LIKE 'bench:%'`,
    );
    return r.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

type Prepared = {
  database: Database;
  reused: boolean;
  seedMs: number;
  generationMs: number | null;
  dutyPeriods: number;
};

async function prepareDatabase(): Promise<Prepared> {
  const reusable = !fresh && (await existingBenchRows()) === FACILITY_COUNT;
  if (!reusable) {
    await withAdmin(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${BENCH_DB}`);
    });
  }
  // The set-up loads hundreds of thousands of rows per statement (bookings, analytics events), longer on a busy
  // machine than the server's default statement timeout allows a request; the measured routes take milliseconds.
  const database = await createDatabase({ databaseUrl: benchDatabaseUrl(), poolSize: 10, statementTimeoutMs: 0 });
  const seedStart = performance.now();
  await migrateDatabase(database);
  const report = await seedDatabase(database, { referenceDataDir, demoData: true });
  const seedMs = performance.now() - seedStart;
  if (report.referenceData !== 'imported')
    console.warn(`! reference data not found in ${referenceDataDir}: using the fallback geography`);

  if (reusable) {
    const dutyPeriods = await ensureBenchDutyPeriods(database.db, new Date());
    console.log(
      `Reused ${BENCH_DB}: ${FACILITY_COUNT.toLocaleString('en')} synthetic facilities already there (BENCH_FRESH=1 regenerates).`,
    );
    return { database, reused: true, seedMs, generationMs: null, dutyPeriods };
  }
  console.log(`Generating ${FACILITY_COUNT.toLocaleString('en')} synthetic facilities (seed ${seed})…`);
  const generated = await generateFacilities(database.db, { count: FACILITY_COUNT, seed });
  const count = await countBenchFacilities(database.db);
  if (count !== FACILITY_COUNT) throw new Error(`Expected ${FACILITY_COUNT} synthetic facilities, found ${count}`);
  console.log(
    `Generated ${generated.inserted.toLocaleString('en')} facilities over ${generated.places} subdivisions in ${generated.batches} batches, ` +
      `${generated.dutyPeriods} duty periods, ANALYZE included: ${(generated.ms / 1000).toFixed(1)} s`,
  );
  return { database, reused: false, seedMs, generationMs: generated.ms, dutyPeriods: generated.dutyPeriods };
}

// ---------- the request sets ----------

async function listPaths(database: Database): Promise<string[]> {
  const divisions = await queryRows<{ id: number; region_id: number }>(
    database.db,
    sql`SELECT id, region_id FROM divisions ORDER BY id`,
  );
  const regions = [...new Set(divisions.map((d) => d.region_id))];
  const paths = ['/api/hospitals?region=100&division=7', '/api/pharmacies?onCall=true&region=101'];
  for (const d of divisions) paths.push(`/api/hospitals?region=${d.region_id}&division=${d.id}`);
  for (const r of regions) {
    paths.push(`/api/pharmacies?onCall=true&region=${r}`);
    paths.push(`/api/pharmacies?region=${r}`);
    paths.push(`/api/pharmacies?region=${r}&page=2`);
    paths.push(`/api/laboratories?region=${r}`);
    paths.push(`/api/hospitals?region=${r}&page=3`);
  }
  return [...new Set(paths)];
}

// ---------- the load client ----------

type Scenario = {
  name: string;
  description: string;
  paths: string[];
  unique: boolean;
  trivial?: boolean;
  /** The issue-37 target the scenario is judged by (bench/targets.ts). */
  target?: TargetKind;
  /** Request every path once before measuring and keep the cache: what a running server has seen. */
  primed?: boolean;
  connections?: number;
  headers?: Record<string, string>;
};
type Row = Omit<LoadSummary, 'id'> & {
  name: string;
  description: string;
  distinctUrls: number | 'all';
  cacheHits: number;
  cacheMisses: number;
  /** Answers computed while measuring: with the hits, shows how many requests really ran their SQL. */
  computed: number;
  ratioToTrivial: number;
  trivialRow?: boolean;
};

function startLoadClient(): ChildProcess {
  return fork(path.join(benchDir, 'load-client.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

let nextId = 0;
function runLoad(child: ChildProcess, request: Omit<LoadRequest, 'id'>): Promise<LoadSummary> {
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    const onMessage = (message: LoadSummary | { id: number; error: string }) => {
      if (message.id !== id) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      if ('error' in message) reject(new Error(message.error));
      else resolve(message);
    };
    const onExit = (code: number | null) => reject(new Error(`load client exited (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send({ ...request, id });
  });
}

/**
 * autocannon stops at its deadline without waiting for the answers in flight, so slow requests can
 * still be running in PostgreSQL: wait until the benchmark database is idle before the next phase.
 */
async function waitForIdleDatabase(database: Database, maxMs = 60_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline) {
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
    );
    if ((rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * As start.ts does before a process takes traffic, once the set-up has written all it writes: one search
 * builds the search index (and, in a large
 * directory, starts reading every summary ahead in the background); then wait until that reading is
 * over, so no scenario measures the start-up (a scenario run alone would otherwise include it).
 */
async function warmUp(app: Awaited<ReturnType<typeof buildApp>>, database: Database): Promise<void> {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url: '/api/search?q=sante' });
  if (response.statusCode !== 200) throw new Error(`The warm-up search answered ${response.statusCode}`);
  let quietChecks = 0;
  while (quietChecks < 10) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
    );
    quietChecks = (row?.n ?? 0) === 0 ? quietChecks + 1 : 0;
  }
  console.log(`Search index built and summaries read ahead: ${fmt((performance.now() - started) / 1000)} s`);
}

/**
 * What held up the server's thread while a scenario ran: how late its event loop ran callbacks (a request
 * waiting behind other work) and the garbage collector's pauses, to tell a slow query from a busy thread.
 */
function watchServerThread() {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const pauses: number[] = [];
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push(entry.duration);
  });
  gc.observe({ entryTypes: ['gc'] });
  delay.enable();
  return {
    stop() {
      delay.disable();
      gc.disconnect();
      return {
        delayP99Ms: delay.percentile(99) / 1e6,
        delayMaxMs: delay.max / 1e6,
        gcCount: pauses.length,
        gcTotalMs: pauses.reduce((sum, ms) => sum + ms, 0),
        gcMaxMs: Math.max(0, ...pauses),
      };
    },
  };
}

// ---------- output ----------

const fmt = (n: number, digits = 1) => n.toFixed(digits);

function printTable(rows: Row[]): void {
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'cache hits', 'SQL runs', 'non-2xx'];
  const body = rows.map((r) => [
    r.name,
    fmt(r.reqPerSec, 0),
    fmt(r.p50),
    fmt(r.p99),
    r.trivialRow ? '1.00' : fmt(r.ratioToTrivial, 2),
    r.cacheHits + r.cacheMisses === 0 ? '-' : `${fmt((100 * r.cacheHits) / (r.cacheHits + r.cacheMisses), 0)}%`,
    r.cacheHits + r.cacheMisses === 0 ? '-' : `${fmt((100 * r.computed) / (r.cacheHits + r.cacheMisses), 0)}%`,
    String(r.non2xx + r.errors + r.timeouts),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const b of body) console.log(line(b));
}

// ---------- main ----------

async function main(): Promise<void> {
  const totalStart = performance.now();
  const prepared = await prepareDatabase();
  const { database } = prepared;
  const pgVersion =
    (await queryRows<{ v: string }>(database.db, sql`SELECT current_setting('server_version') AS v`))[0]?.v ?? '?';

  const config = loadConfig(
    {
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000000',
      DATABASE_URL: benchDatabaseUrl(),
    },
    repoRoot,
  );
  // BENCH_SEARCH_WORKER=0 ranks searches on the server's own thread, as before the worker (for comparison).
  const app = await buildApp({
    db: database.db,
    config,
    ...(env.BENCH_SEARCH_WORKER === '0' ? { searchWorkerMinFacilities: Number.POSITIVE_INFINITY } : {}),
    ...(positive(env.BENCH_SEARCH_WORKERS, 0) ? { searchWorkers: positive(env.BENCH_SEARCH_WORKERS, 0) } : {}),
  });
  // Count the response cache's hits and misses from outside, without touching the server's code.
  const cache = { hits: 0, misses: 0, computed: 0, bypass: false };
  const originalGet = app.responseCache.get.bind(app.responseCache);
  // A cold scenario's cache-busting parameter is no query field: the server drops it from the cache key,
  // so "every request unique" has to bypass the cache here, as a never-seen query would miss it.
  app.responseCache.get = (key: string) => {
    const body = cache.bypass ? undefined : originalGet(key);
    if (body === undefined) cache.misses++;
    else cache.hits++;
    return body;
  };
  const originalSet = app.responseCache.set.bind(app.responseCache);
  // Answers computed (the SQL run), fewer than the misses when identical requests in flight share one.
  app.responseCache.set = (...args: Parameters<typeof originalSet>) => {
    cache.computed++;
    return originalSet(...args);
  };
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server has no TCP address');
  const url = `http://127.0.0.1:${address.port}`;

  const onCallDutyPeriods = await ensureOnCallPeriods(database.db, new Date(), seed);
  console.log(
    `${onCallDutyPeriods.toLocaleString('en')} duty periods in all (${ON_CALL_PERIODS.toLocaleString('en')} of the night rota).`,
  );
  const care = await ensureCareRows(database.db);
  console.log(`${care.bookings.toLocaleString('en')} bookings and ${care.payments.toLocaleString('en')} payments.`);
  // What autovacuum does on a server that has run a while: rows loaded in bulk just now are not yet marked
  // visible, and every index-only walk (a deep page skips thousands of entries) would visit the table for each.
  // Cheap when nothing changed since the last run.
  await queryRows(database.db, sql`VACUUM (ANALYZE) facilities, bookings, payments, pharmacy_duty_periods`);
  const analyticsEvents =
    onlyScenarios().length && !onlyScenarios().some((part) => 'analytics'.includes(part))
      ? 0
      : await ensureAnalyticsEvents(database.db);
  if (analyticsEvents) console.log(`${analyticsEvents.toLocaleString('en')} analytics events.`);
  const [search, lists, adminLists, staffCookie, adminCookie, onCall, bookingLists, paymentLists, novel] =
    await Promise.all([
      searchPaths(database),
      listPaths(database),
      adminListPaths(database),
      benchStaffCookie(app, database),
      benchStaffCookie(app, database, 'admin'),
      onCallPaths(database, new Date()),
      bookingListPaths(database.db),
      paymentListPaths(database.db),
      novelSearchPaths(database, NOVEL_QUERIES, seed),
    ]);
  // After every write of the set-up (duty periods, bookings, doctors move the directory's version): a
  // warm-up before them would build an index that the first scenario then rebuilds while it is measured.
  await warmUp(app, database);
  const scenarios: Scenario[] = [
    { name: 'health (trivial)', description: 'GET /api/health', paths: ['/api/health'], unique: false, trivial: true },
    {
      name: 'search warm',
      description: `/api/search over ${search.length} distinct URLs in rotation (${searchTerms.length} prefixes/typos × ${search.length / searchTerms.length} filter sets), each asked once before measuring, as a running server would have seen them`,
      paths: search,
      unique: false,
      primed: true,
    },
    {
      name: 'search mix',
      description: `the same ${search.length} URLs, cache emptied before measuring: misses until each URL has been asked once`,
      paths: search,
      unique: false,
    },
    {
      name: 'search cold',
      description:
        'the same search URLs, each request made unique with a cache-busting parameter: every request runs the SQL',
      paths: search,
      unique: true,
      target: 'search',
    },
    {
      name: 'search novel',
      description: `${novel.length.toLocaleString('en')} distinct queries built from the facilities' names and towns as people type them (two name words, a name word and the town, a kind and the town, a name typed halfway, a one-letter typo; a fifth with a region or type), each sent once and made unique: no answer is ever reused`,
      paths: novel,
      unique: true,
      target: 'search',
    },
    {
      name: 'list mix',
      description: `filtered lists over ${lists.length} distinct URLs (hospitals by region+division, pharmacies on call by region, pages), cache emptied before measuring`,
      paths: lists,
      unique: false,
    },
    {
      name: 'list cold',
      description: 'the same list URLs, every request unique: every request runs the SQL',
      paths: lists,
      unique: true,
      target: 'publicList',
    },
    {
      name: 'admin list',
      description: `the back-office facility list over ${adminLists.length} URLs (filters by place name, status, type, needs data; search by name or id; page 200 and 500), signed in as staff, ${adminConnections} connections; never cached`,
      paths: adminLists,
      unique: false,
      target: 'backOfficeList',
      connections: adminConnections,
      headers: { cookie: staffCookie },
    },
    {
      name: 'bookings list',
      description: `the back-office bookings list over ${bookingLists.length} URLs (status, Douala date ranges, region, doctor, search by reference or name, page 500) among ${care.bookings.toLocaleString('en')} bookings, signed in as an admin, ${adminConnections} connections; never cached`,
      paths: bookingLists,
      unique: false,
      target: 'backOfficeList',
      connections: adminConnections,
      headers: { cookie: adminCookie },
    },
    {
      name: 'payments list',
      description: `the back-office payments list over ${paymentLists.length} URLs (status, Douala date ranges, search by payment or booking reference, page 500) among ${care.payments.toLocaleString('en')} payments, signed in as an admin, ${adminConnections} connections; never cached`,
      paths: paymentLists,
      unique: false,
      target: 'backOfficeList',
      connections: adminConnections,
      headers: { cookie: adminCookie },
    },
    {
      name: 'analytics',
      description: `the website and app analytics over ${analyticsPaths().length} URLs (every period with every page filter or platform) over ${ANALYTICS_EVENTS.toLocaleString('en')} events, signed in as an admin, ${adminConnections} connections; never cached`,
      paths: analyticsPaths(),
      unique: false,
      target: 'analytics',
      connections: adminConnections,
      headers: { cookie: adminCookie },
    },
    {
      name: 'on-call',
      description: `/api/pharmacies/on-call?at=… over ${onCall.length} URLs (whole country, region, division, subdivision; now, weeknight, Saturday and Sunday nights; page 5), ${onCallDutyPeriods.toLocaleString('en')} duty periods, every request unique: every request runs the SQL`,
      paths: onCall,
      unique: true,
      target: 'onCall',
    },
  ];

  // BENCH_ONLY=admin,analytics (parts of scenario names) runs those scenarios; the trivial one always runs for the ratios.
  const only = onlyScenarios();
  if (only.length)
    scenarios.splice(
      0,
      scenarios.length,
      ...scenarios.filter((s) => s.trivial || only.some((part) => s.name.includes(part))),
    );
  const headers: Record<string, string> = gzip ? { 'accept-encoding': 'gzip, deflate' } : {};
  console.log(
    `\nServer at ${url} (in-process), autocannon in a child process: ${connections} connections, pipelining 1, ` +
      `${warmupSeconds} s warm-up + ${durationSeconds} s per scenario${gzip ? ', Accept-Encoding: gzip' : ''}.`,
  );
  const child = startLoadClient();
  const rows: Row[] = [];
  /** The trivial route measured just before each targeted scenario, by the scenario's index. */
  const pairedTrivial = new Map<number, { reqPerSec: number; p99: number }>();
  const trivialPaths = scenarios.find((s) => s.trivial)!.paths;
  try {
    for (const [index, scenario] of scenarios.entries()) {
      if (scenario.target) {
        const trivialBase = { url, paths: trivialPaths, unique: false, connections, headers };
        await runLoad(child, { ...trivialBase, durationSeconds: Math.min(warmupSeconds, 1) });
        const paired = await runLoad(child, { ...trivialBase, durationSeconds });
        pairedTrivial.set(index, { reqPerSec: paired.reqPerSec, p99: paired.p99 });
      }
      process.stdout.write(`  ${scenario.name}… `);
      const base = {
        url,
        paths: scenario.paths,
        unique: scenario.unique,
        connections: scenario.connections ?? connections,
        headers: { ...headers, ...scenario.headers },
      };
      await runLoad(child, { ...base, durationSeconds: warmupSeconds });
      await waitForIdleDatabase(database);
      if (scenario.primed) {
        for (const path of scenario.paths) await fetch(`${url}${path}`, { headers }).then((r) => r.arrayBuffer());
      } else {
        app.responseCache.clear();
      }
      cache.hits = 0;
      cache.misses = 0;
      cache.computed = 0;
      cache.bypass = scenario.unique;
      const stalls = watchServerThread();
      const summary = await runLoad(child, { ...base, durationSeconds });
      const held = stalls.stop();
      await waitForIdleDatabase(database);
      const { id: _id, ...figures } = summary;
      rows.push({
        ...figures,
        name: scenario.name,
        description: scenario.description,
        distinctUrls: scenario.unique ? 'all' : scenario.paths.length,
        cacheHits: cache.hits,
        cacheMisses: cache.misses,
        computed: cache.computed,
        ratioToTrivial: 0,
        ...(scenario.trivial ? { trivialRow: true } : {}),
      });
      console.log(
        `${fmt(summary.reqPerSec, 0)} req/s${pairedTrivial.has(index) ? ` (trivial beside it ${fmt(pairedTrivial.get(index)!.reqPerSec, 0)})` : ''} (server thread: event-loop delay p99 ${fmt(held.delayP99Ms)} ms, ` +
          `max ${fmt(held.delayMaxMs)} ms; ${held.gcCount} GC pauses, ${fmt(held.gcTotalMs, 0)} ms in all, longest ${fmt(held.gcMaxMs)} ms)`,
      );
    }
  } finally {
    child.send('exit');
  }

  const trivial = rows[0]!;
  for (const [i, row] of rows.entries())
    row.ratioToTrivial = row.reqPerSec / (pairedTrivial.get(i)?.reqPerSec ?? trivial.reqPerSec);
  printTable(rows);

  const verdicts = judge(
    rows.map((row, i) => ({
      name: row.name,
      reqPerSec: row.reqPerSec,
      p99: row.p99,
      target: scenarios[i]!.target,
      trivial: pairedTrivial.get(i) ?? trivial,
    })),
  );
  console.log('');
  for (const line of formatVerdicts(verdicts)) console.log(line);
  const failed = rows.filter((r) => r.non2xx + r.errors + r.timeouts > 0);
  if (failed.length)
    console.log(`\n! non-2xx, errors or timeouts in: ${failed.map((r) => r.name).join(', ')}: figures are suspect`);

  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? '?',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      postgres: pgVersion,
    },
    settings: {
      connections,
      pipelining: 1,
      durationSeconds,
      warmupSeconds,
      gzip,
      seed,
      facilities: FACILITY_COUNT,
      database: BENCH_DB,
    },
    data: {
      reused: prepared.reused,
      seedMs: Math.round(prepared.seedMs),
      generationMs: prepared.generationMs === null ? null : Math.round(prepared.generationMs),
      dutyPeriodsAdded: prepared.dutyPeriods,
    },
    adminConnections,
    verdicts,
    results: rows.map((r) => ({
      route: r.name,
      description: r.description,
      reqPerSec: Math.round(r.reqPerSec),
      p50Ms: r.p50,
      p90Ms: r.p90,
      p99Ms: r.p99,
      maxMs: r.max,
      ratioToTrivial: Number(r.ratioToTrivial.toFixed(3)),
      requests: r.requests,
      distinctUrls: r.distinctUrls,
      cacheHits: r.cacheHits,
      cacheMisses: r.cacheMisses,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
    })),
  };
  const outDir = path.join(benchDir, '.results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  // A partial run (BENCH_ONLY) adds its routes to the size's figures rather than replacing them.
  writeSizeResults(outDir, {
    facilities: FACILITY_COUNT,
    date: results.date,
    trivialReqPerSec: Math.round(trivial.reqPerSec),
    routes: rows.map((r) => ({
      route: r.name,
      reqPerSec: Math.round(r.reqPerSec),
      p99Ms: r.p99,
      ratio: Number(r.ratioToTrivial.toFixed(3)),
    })),
  });
  const growth = growthLines(outDir);
  if (growth.length) console.log(`\n${growth.join('\n')}`);
  console.log(
    `\nWrote ${path.relative(repoRoot, path.join(outDir, 'latest.json'))} (total ${fmt((performance.now() - totalStart) / 1000)} s)`,
  );

  await app.close();
  await database.close();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('Benchmark failed:', error);
    process.exit(1);
  },
);
