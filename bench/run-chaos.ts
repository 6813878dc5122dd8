/**
 * `npm run chaos`: the built server through faults, each scenario bounded in time with a PASS/FAIL line;
 * exit 1 if any fails.
 *   1. kill -9 during 1,000 acknowledged writes, on PGlite and on PostgreSQL: none lost
 *   2. PostgreSQL stopped, then frozen (through a TCP proxy; the machine's PostgreSQL is never stopped):
 *      503 within 2 s, service back without a restart
 *   3. two processes on one PostgreSQL database: sessions, lockout and the per-address limit shared
 *   4. a second process on one PGlite folder refuses to start, naming the holder
 *
 * Options: --only <part of a scenario's name>; --connect-timeout <ms> (DATABASE_CONNECT_TIMEOUT_MS for the
 * outage scenario's server, its default otherwise). Loopback only: servers on 127.0.0.1:3620-3625, the proxy
 * on 127.0.0.1:3630; PostgreSQL is the server at BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), where scratch databases chaos_* are created and dropped.
 * Run `npm run build` first.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { databaseOutage } from './reliability/chaos-database-outage';
import { killDuringWrites } from './reliability/chaos-kill-writes';
import { runScenario, type ScenarioLog, type ScenarioResult } from './reliability/chaos-scenario';
import { secondPgliteProcess, twoPostgresProcesses } from './reliability/chaos-two-processes';
import { boundSuite, cleanupAll } from './reliability/cleanup';
import { assertBuilt, repoRoot } from './reliability/server-process';

type Scenario = { name: string; boundMs: number; run: (log: ScenarioLog) => Promise<void> };

const { values: args } = parseArgs({ options: { only: { type: 'string' }, 'connect-timeout': { type: 'string' } } });
const connectTimeoutMs = args['connect-timeout'] === undefined ? undefined : Number(args['connect-timeout']);

const scenarios: Scenario[] = [
  {
    name: 'kill -9 during 1,000 acknowledged writes (PGlite)',
    boundMs: 4 * 60_000,
    run: (log) => killDuringWrites(log, 'pglite', 3620),
  },
  {
    name: 'kill -9 during 1,000 acknowledged writes (PostgreSQL)',
    boundMs: 4 * 60_000,
    run: (log) => killDuringWrites(log, 'postgres', 3620),
  },
  {
    name: 'PostgreSQL stopped, then frozen',
    boundMs: 3 * 60_000,
    run: (log) => databaseOutage(log, 3621, 3630, connectTimeoutMs),
  },
  {
    name: 'two processes on one PostgreSQL database',
    boundMs: 3 * 60_000,
    run: (log) => twoPostgresProcesses(log, [3622, 3623]),
  },
  {
    name: 'a second process on one PGlite folder',
    boundMs: 3 * 60_000,
    run: (log) => secondPgliteProcess(log, [3624, 3625]),
  },
];

async function main(): Promise<void> {
  assertBuilt();
  const only = args.only?.toLowerCase();
  const chosen = only ? scenarios.filter((s) => s.name.toLowerCase().includes(only)) : scenarios;
  if (chosen.length === 0) throw new Error(`No scenario matches "${args.only}"`);
  // Each scenario has its own bound; the suite's is their sum, for anything outside them (a hung cleanup).
  boundSuite(
    'chaos',
    chosen.reduce((sum, s) => sum + s.boundMs, 60_000),
  );
  console.log(
    `Chaos: ${chosen.length} scenarios on the built server, 127.0.0.1 only. Load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}.`,
  );
  const results: ScenarioResult[] = [];
  for (const scenario of chosen) results.push(await runScenario(scenario.name, scenario.boundMs, scenario.run));

  console.log('\nSummary:');
  for (const r of results) console.log(`  ${r.passed ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds.toFixed(1)} s)`);
  const dir = path.join(repoRoot, 'bench/.results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `chaos-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), load: os.loadavg(), results }, null, 2)}\n`);
  console.log(`Figures written to ${path.relative(repoRoot, file)}`);
  await cleanupAll();
  process.exit(results.every((r) => r.passed) ? 0 : 1);
}

main().catch(async (error: unknown) => {
  console.error('Chaos failed to run:', error);
  await cleanupAll();
  process.exit(1);
});
