/**
 * Do heavy queries starve cheap routes? N clients (1, 10, 100) send requests nobody asked before at the
 * server on a large directory while probes ask cheap routes at a steady 10 a second each, whether or not
 * the previous answer came (so a stall is measured for as long as it lasts, not once). Two heavy loads:
 *   search    /api/search, ranked by the in-memory index in the server's own thread (no SQL once warm)
 *   listing   /api/facilities?query=…, a name filter PostgreSQL (or PGlite) matches by trigrams: SQL
 * and three probes:
 *   /api/health        no database, no cache: only the event loop's queue
 *   /api/regions       a cached public read (it reads the directory's change counter at most once a second)
 *   /api/health/ready  one trivial query: the database's own queue
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadRequest, LoadSummary } from '../load-client';
import { novelSearchPaths } from '../search-queries';
import { onCleanup } from './cleanup';
import { request, sleep } from './http';
import { summarize, type LatencySummary } from './latency-stats';
import { seedDirectory, withScratch } from './prepare-directory';
import { createScratch, serverDatabase, type Engine } from './scratch-database';
import { startServer } from './server-process';
import { SOAK_RATE_LIMIT } from './soak';

const here = path.dirname(fileURLToPath(import.meta.url));
const PROBES = ['/api/health', '/api/regions', '/api/health/ready'] as const;
const PROBE_INTERVAL_MS = 100;
const PROBE_TIMEOUT_MS = 15_000;
const CLIENT_COUNTS = [1, 10, 100];
const PHASE_SECONDS = 30;
const WARMUP_SECONDS = 20;
const NOVEL_QUERIES = 40_000;

export type ProbeFigures = LatencySummary & { failed: number };
export type StarvationPhase = {
  workload: string;
  clients: number;
  search: Omit<LoadSummary, 'id'> | null;
  probes: Record<string, ProbeFigures>;
};
export type StarvationResult = {
  engine: Engine;
  facilities: number;
  distinctQueries: number;
  phases: StarvationPhase[];
};

/** Fires one request to `path` every interval until stopped; each answer's time, failures (non-2xx, timeouts) apart. */
function startProbe(origin: string, probePath: string) {
  const times: number[] = [];
  let failed = 0;
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const answer = request(`${origin}${probePath}`, { timeoutMs: PROBE_TIMEOUT_MS }).then((a) => {
      times.push(a.ms);
      if (a.status < 200 || a.status >= 300) failed++;
    });
    pending.add(answer);
    void answer.finally(() => pending.delete(answer));
  }, PROBE_INTERVAL_MS);
  return async (): Promise<ProbeFigures> => {
    clearInterval(timer);
    await Promise.all(pending);
    return { ...summarize(times), failed };
  };
}

function startLoadClient(): ChildProcess {
  return fork(path.join(here, '../load-client.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

let nextId = 0;
function runLoad(child: ChildProcess, load: Omit<LoadRequest, 'id'>): Promise<LoadSummary> {
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    const onMessage = (message: LoadSummary | { id: number; error: string }) => {
      if (message.id !== id) return;
      child.off('message', onMessage);
      if ('error' in message) reject(new Error(message.error));
      else resolve(message);
    };
    child.on('message', onMessage);
    child.send({ ...load, id });
  });
}

async function phase(
  origin: string,
  child: ChildProcess,
  workload: string,
  clients: number,
  paths: string[],
): Promise<StarvationPhase> {
  const stops = PROBES.map((p) => startProbe(origin, p));
  const search =
    clients === 0
      ? (await sleep(10_000), null)
      : await runLoad(child, {
          url: origin,
          paths,
          unique: false,
          connections: clients,
          durationSeconds: PHASE_SECONDS,
          headers: { 'accept-encoding': 'gzip, deflate' },
        });
  const figures = await Promise.all(stops.map((stop) => stop()));
  const { id: _id, ...searchFigures } = search ?? { id: 0 };
  return {
    workload,
    clients,
    search: search ? (searchFigures as Omit<LoadSummary, 'id'>) : null,
    probes: Object.fromEntries(PROBES.map((p, i) => [p, figures[i]!])),
  };
}

async function measureEngine(engine: Engine, options: { facilities: number; port: number; seed: number }) {
  console.log(`\n=== ${engine}: ${options.facilities.toLocaleString('en')} synthetic facilities (preparing) ===`);
  const scratch = await createScratch(engine, `soak_starvation_${engine}`);
  const dropScratch = onCleanup(`drop ${scratch.label}`, () => scratch.drop());
  const novel = await withScratch(scratch, async (database) => {
    await seedDirectory(database, { syntheticFacilities: options.facilities, seed: options.seed });
    return novelSearchPaths(database, NOVEL_QUERIES, options.seed);
  });
  const server = await startServer({
    port: options.port,
    database: serverDatabase(scratch),
    env: { RATE_LIMIT_PER_MINUTE: SOAK_RATE_LIMIT },
  });
  const stopServer = onCleanup(`stop server ${server.pid}`, () => server.kill9());
  const child = startLoadClient();
  const stopChild = onCleanup('stop the load client', () => void child.kill('SIGKILL'));
  try {
    // Each phase starts at a new place in the list, so its searches were not asked in an earlier phase;
    // the list is longer than the answer cache holds, so a query coming round again is not answered from it.
    let offset = 0;
    const slice = () => {
      const rotated = [...novel.slice(offset), ...novel.slice(0, offset)];
      offset = (offset + Math.floor(novel.length / (2 * CLIENT_COUNTS.length + 1))) % novel.length;
      return rotated;
    };
    console.log(`Warm-up: ${WARMUP_SECONDS} s of searches at 10 connections (search index, summaries read ahead)`);
    await runLoad(child, {
      url: server.origin,
      paths: slice(),
      unique: false,
      connections: 10,
      durationSeconds: WARMUP_SECONDS,
      headers: {},
    });
    await sleep(3_000);
    const phases: StarvationPhase[] = [await phase(server.origin, child, 'idle', 0, [])];
    console.log(formatPhase(phases[0]!));
    for (const workload of ['search', 'listing'] as const) {
      for (const clients of CLIENT_COUNTS) {
        const paths = workload === 'search' ? slice() : slice().map(asListing);
        const result = await phase(server.origin, child, workload, clients, paths);
        phases.push(result);
        console.log(formatPhase(result));
        // autocannon stops without waiting for the answers in flight: let them finish before the next phase.
        await sleep(5_000);
      }
    }
    return { engine, facilities: options.facilities, distinctQueries: novel.length, phases };
  } catch (error) {
    console.error(server.output().slice(-4000));
    throw error;
  } finally {
    if (child.connected) child.send('exit');
    await stopChild();
    await stopServer();
    await dropScratch();
  }
}

/** The same words as a name filter on the listing of every facility (and its region, if it had one). */
function asListing(searchPath: string): string {
  const params = new URL(searchPath, 'http://x').searchParams;
  const region = params.get('region');
  return `/api/facilities?query=${encodeURIComponent(params.get('q') ?? '')}${region ? `&region=${region}` : ''}`;
}

const f = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en') : n.toFixed(1));

export function formatPhase(p: StarvationPhase): string {
  const search = p.search
    ? `${p.workload} ${f(p.search.reqPerSec)}/s p50 ${f(p.search.p50)} p99 ${f(p.search.p99)} max ${f(p.search.max)} ms, timeouts ${p.search.timeouts}, errors ${p.search.errors}`
    : 'no load';
  const probes = Object.entries(p.probes)
    .map(
      ([route, s]) =>
        `${route} p50 ${f(s.p50)} p99 ${f(s.p99)} max ${f(s.max)} ms${s.failed ? ` (${s.failed} failed)` : ''}`,
    )
    .join('; ');
  return `${p.workload.padEnd(8)} ${String(p.clients).padStart(3)} clients: ${search}\n                      ${probes}`;
}

export async function runStarvation(
  engines: Engine[],
  options: { facilities: number; port: number; seed: number },
): Promise<StarvationResult[]> {
  console.log(
    `Heavy queries beside cheap routes: ${PHASE_SECONDS} s each at ${CLIENT_COUNTS.join(', ')} connections of never-seen searches, then of never-seen name filters on the listing, ` +
      `probes every ${PROBE_INTERVAL_MS} ms of ${PROBES.join(', ')}.`,
  );
  const results: StarvationResult[] = [];
  for (const engine of engines) results.push(await measureEngine(engine, options));
  return results;
}
