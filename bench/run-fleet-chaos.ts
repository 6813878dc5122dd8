/**
 * `npm run fleet:chaos`: three built server processes behind HAProxy on a PostgreSQL of the run's own, under
 * `--connections` clients of the soak's mix plus acknowledged newsletter sign-ups; then, one after another,
 * A kill -9 of one process, B a rolling restart of all three, C PostgreSQL restarted (bench/fleet/chaos-phases.ts).
 * Prints requests, client errors (raw and after the clients' one retry), acknowledged writes and whether any
 * is missing from the database, and the time back to full capacity per phase; exit 1 when a goal is missed.
 *
 * Options: --connections N (200), --baseline-seconds N (15), --pg-down-seconds N (5), --facilities N (synthetic
 * facilities added to the real directory: 0), --phases A,B,C (which to play). Loopback only: HAProxy on 127.0.0.1:3640, servers on 3641-3643,
 * PostgreSQL (the run's own cluster, or a proxy to BENCH_DATABASE_URL's server) on 3649; the machine's PostgreSQL
 * is never stopped. Needs `npm run build` and HAProxy (installed with apt-get when run as root). About 4 minutes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase, queryRows } from '@hc/db';
import { sql } from 'drizzle-orm';
import { killOneProcess, restartPostgres, rollingRestart, type PhaseContext } from './fleet/chaos-phases';
import { chaosChecks, figuresOf, phaseTable } from './fleet/chaos-report';
import { FLEET_DRAIN_MS, startFleet } from './fleet/fleet';
import { startFleetLoad, throughput } from './fleet/fleet-load';
import { startFleetPostgres } from './fleet/fleet-postgres';
import { boundSuite, cleanupAll, onCleanup } from './reliability/cleanup';
import { signIn, sleep } from './reliability/http';
import { createStaffAccount, seedDirectory } from './reliability/prepare-directory';
import { assertBuilt, repoRoot } from './reliability/server-process';
import { SOAK_RATE_LIMIT } from './reliability/soak';
import { buildSoakMix } from './reliability/soak-mix';

const HAPROXY_PORT = 3640;
const SERVER_PORTS = [3641, 3642, 3643];
const POSTGRES_PORT = 3649;
const SEED = 20_261_129;
/** Newsletter sign-ups per 1,000 requests of the mix: a few dozen acknowledged writes a second. */
const WRITE_WEIGHT = 30;
const REQUEST_TIMEOUT_MS = 10_000;
const AFTER_SECONDS = 5;
const WARM_UP_SECONDS = 10;

function options() {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '200' },
      'baseline-seconds': { type: 'string', default: '15' },
      'pg-down-seconds': { type: 'string', default: '5' },
      facilities: { type: 'string', default: '0' },
      phases: { type: 'string', default: 'A,B,C' },
    },
  });
  const phases = values.phases.split(',').map((p) => p.trim().toUpperCase());
  if (!phases.every((p) => ['A', 'B', 'C'].includes(p))) throw new Error('--phases takes A, B and C (A,B,C)');
  const parsed = {
    connections: Number(values.connections),
    baselineSeconds: Number(values['baseline-seconds']),
    pgDownSeconds: Number(values['pg-down-seconds']),
    facilities: Number(values.facilities),
  };
  if (!Object.values(parsed).every((v) => Number.isFinite(v) && v >= 0) || parsed.connections < 1)
    throw new Error('--connections, --baseline-seconds, --pg-down-seconds and --facilities take positive numbers');
  return { ...parsed, phases };
}

async function main(): Promise<void> {
  assertBuilt();
  const o = options();
  boundSuite('fleet:chaos', 15 * 60_000);
  const load1 = os.loadavg().map((l) => l.toFixed(1));
  console.log(
    `Fleet chaos: 3 server processes behind HAProxy, ${o.connections} connections of the soak's mix plus ` +
      `${WRITE_WEIGHT} newsletter sign-ups per 1,000 requests; ${os.cpus().length} cores, load average ${load1.join(', ')}. ` +
      `Per-address rate limits raised (every client is 127.0.0.1); SHUTDOWN_DRAIN_MS ${FLEET_DRAIN_MS}.`,
  );

  const postgres = await startFleetPostgres(POSTGRES_PORT);
  onCleanup('stop the fleet PostgreSQL', () => postgres.close());
  console.log(`PostgreSQL: ${postgres.kind} on 127.0.0.1:${POSTGRES_PORT}`);

  const prepared = performance.now();
  const database = await createDatabase({ databaseUrl: postgres.url, poolSize: 4, statementTimeoutMs: 0 });
  const { staff, kinds } = await (async () => {
    try {
      await seedDirectory(database, { syntheticFacilities: o.facilities, seed: SEED });
      const account = await createStaffAccount(database, 'fleet-staff@fleet.invalid', 'manager');
      return {
        staff: account,
        kinds: await buildSoakMix(database, { staff: account, seed: SEED, novelQueries: 40_000 }),
      };
    } finally {
      await database.close();
    }
  })();
  console.log(`Directory prepared in ${((performance.now() - prepared) / 1000).toFixed(1)} s`);

  const fleet = await startFleet({
    databaseUrl: postgres.url,
    host: '127.0.0.1',
    port: HAPROXY_PORT,
    serverPorts: SERVER_PORTS,
    env: { RATE_LIMIT_PER_MINUTE: SOAK_RATE_LIMIT, RATE_LIMIT_PAGES_PER_MINUTE: SOAK_RATE_LIMIT },
  });
  console.log(`${fleet.haproxyVersion}; fleet on ${fleet.origin} (${fleet.members.map((m) => m.port).join(', ')})`);

  const runId = `${process.pid.toString(36)}${Date.now().toString(36)}`;
  const load = startFleetLoad({
    origin: fleet.origin,
    kinds,
    cookie: await signIn(fleet.origin, staff),
    connections: o.connections,
    writeWeight: WRITE_WEIGHT,
    runId,
    timeoutMs: REQUEST_TIMEOUT_MS,
    seed: SEED,
  });
  // The first seconds fill each process's caches: the baseline is measured after them.
  await sleep(WARM_UP_SECONDS * 1000);
  load.phase('baseline');
  const baselineFrom = Date.now();
  await sleep(o.baselineSeconds * 1000);
  const baseline = throughput(load.seconds, baselineFrom, Date.now());
  console.log(`\nBaseline: ${baseline.toFixed(0)} requests answered a second (after ${WARM_UP_SECONDS} s of warm-up)`);

  const context: PhaseContext = { fleet, load, postgres, baseline };
  const reports = [];
  if (o.phases.includes('A')) reports.push(await killOneProcess(context));
  if (o.phases.includes('B')) reports.push(await rollingRestart(context));
  if (o.phases.includes('C')) reports.push(await restartPostgres(context, o.pgDownSeconds * 1000));
  load.phase('after');
  await sleep(AFTER_SECONDS * 1000);
  const { phases, acknowledged } = await load.stop();

  const stored = new Set(
    await (async () => {
      const check = await createDatabase({ databaseUrl: postgres.url, poolSize: 1 });
      try {
        const rows = await queryRows<{ email: string }>(
          check.db,
          sql`SELECT email FROM newsletter_subscriptions WHERE email LIKE ${`fleet-${runId}-%`}`,
        );
        return rows.map((r) => r.email);
      } finally {
        await check.close();
      }
    })(),
  );
  const lost = acknowledged.filter((email) => !stored.has(email)).length;

  const order = ['warm-up', 'baseline', ...reports.map((r) => r.name), 'after'];
  console.log(`\n${phaseTable(phases, reports, order)}`);
  for (const name of order) {
    const f = figuresOf(phases, name);
    if (f.examples.length) console.log(`  ${name}, e.g.: ${f.examples.slice(0, 3).join('; ')}`);
  }
  console.log(
    `\nAcknowledged writes: ${acknowledged.length.toLocaleString('en')}, lost: ${lost}. ` +
      `Requests sent in all: ${Object.values(phases)
        .reduce((sum, f) => sum + f.requests, 0)
        .toLocaleString('en')}.`,
  );
  const checks = chaosChecks({ phases, reports, connections: o.connections, acknowledged: acknowledged.length, lost });
  console.log('');
  for (const check of checks) console.log(`${check.passed ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
  const passed = checks.every((c) => c.passed);

  const dir = path.join(repoRoot, 'bench/.results');
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `fleet-chaos-${stamp}.json`);
  // HAProxy's log of the requests that failed, with its termination state (docs: "8.5. Session state at disconnection").
  fleet.haproxy.keepLog(path.join(dir, `fleet-chaos-${stamp}-haproxy.log`));
  const machine = { cpus: os.cpus().length, load: os.loadavg(), node: process.version };
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), machine, options: o, baseline, postgres: postgres.kind, haproxy: fleet.haproxyVersion, phases, reports, acknowledged: acknowledged.length, lost, checks, seconds: load.seconds }, null, 2)}\n`,
  );
  console.log(
    `\n${passed ? 'PASS' : 'FAIL'} fleet chaos; figures written to ${path.relative(repoRoot, file)} (and HAProxy's log of failed requests beside it)`,
  );
  await fleet.close();
  await cleanupAll();
  process.exit(passed ? 0 : 1);
}

main().catch(async (error: unknown) => {
  console.error('Fleet chaos failed to run:', error);
  await cleanupAll();
  process.exit(1);
});
