/**
 * `npm run soak`: the built server under 100 connections of a realistic mix for 5 minutes on each engine
 * (PGlite, then PostgreSQL, never at once), a line every 10 s (req/s, p50/p99, answers by class, timeouts
 * and connection errors, the server's resident memory), then a verdict: exit 1 on any non-2xx answer,
 * connection error or timeout, or on memory growing in the run's last third past the stated tolerance.
 *
 * `npm run soak -- --starvation`: instead, heavy never-seen searches at 1, 10 and 100 connections beside
 * probes of cheap routes, on 100,000 facilities (docs/reliability.md, "PGlite and heavy queries").
 *
 * Options: --minutes N (5), --engine pglite|postgres|both (both), --connections N (100), --facilities N
 * (synthetic facilities added to the real directory: 0 for the soak, 100,000 for --starvation).
 * Loopback only: the server listens on 127.0.0.1:3610; PostgreSQL is the server at BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres), where scratch databases soak_* are created and
 * dropped. Run `npm run build` first.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { boundSuite, cleanupAll } from './reliability/cleanup';
import type { Engine } from './reliability/scratch-database';
import { assertBuilt, repoRoot } from './reliability/server-process';
import { runSoak, type SoakResult } from './reliability/soak';
import { kindsTable, MEMORY_GROWTH_TOLERANCE, soakFailures, summaryTable } from './reliability/soak-report';
import { runStarvation } from './reliability/starvation';

const SOAK_PORT = 3610;
const SEED = 20_261_125;
/** Set-up (the import, 100,000 generated facilities on PGlite) and shutdown, beyond the load's own minutes. */
const SETUP_BOUND_MS = 10 * 60_000;

function options() {
  const { values } = parseArgs({
    options: {
      minutes: { type: 'string', default: '5' },
      engine: { type: 'string', default: 'both' },
      connections: { type: 'string', default: '100' },
      facilities: { type: 'string' },
      starvation: { type: 'boolean', default: false },
    },
  });
  const minutes = Number(values.minutes);
  const connections = Number(values.connections);
  const facilities = values.facilities === undefined ? (values.starvation ? 100_000 : 0) : Number(values.facilities);
  if (!(minutes > 0) || !(connections > 0) || !(facilities >= 0))
    throw new Error('--minutes, --connections and --facilities take positive numbers');
  if (!['pglite', 'postgres', 'both'].includes(values.engine)) throw new Error('--engine is pglite, postgres or both');
  const engines: Engine[] = values.engine === 'both' ? ['pglite', 'postgres'] : [values.engine as Engine];
  return { minutes, connections, facilities, engines, starvation: values.starvation };
}

function writeResults(name: string, data: unknown): void {
  const dir = path.join(repoRoot, 'bench/.results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, load: os.loadavg(), node: process.version };
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), machine, ...(data as object) }, null, 2)}\n`);
  console.log(`\nFigures written to ${path.relative(repoRoot, file)}`);
}

async function soak(o: ReturnType<typeof options>): Promise<boolean> {
  console.log(
    `Soak: ${o.connections} connections × ${o.minutes} min per engine (${o.engines.join(', then ')}), lines every 10 s. ` +
      `RATE_LIMIT_PER_MINUTE raised to 100,000,000 for the run: every client is 127.0.0.1. ` +
      `Verdict: no answer other than 2xx, no timeout (10 s) or connection error, memory (VmRSS) growth ≤ ${MEMORY_GROWTH_TOLERANCE * 100}% ` +
      `from the highest of the middle third of the run to the highest of the last third (the first third is warm-up). Load average at start: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')}.`,
  );
  const results: SoakResult[] = [];
  for (const engine of o.engines) {
    results.push(
      await runSoak(engine, {
        minutes: o.minutes,
        connections: o.connections,
        syntheticFacilities: o.facilities,
        port: SOAK_PORT,
        seed: SEED,
      }),
    );
    console.log(`\n${engine}, per kind of request:\n${kindsTable(results.at(-1)!)}`);
  }
  console.log(`\n${summaryTable(results)}`);
  let passed = true;
  for (const result of results) {
    const reasons = soakFailures(result);
    if (reasons.length) passed = false;
    console.log(
      `${reasons.length ? 'FAIL' : 'PASS'} soak ${result.engine}${reasons.length ? `: ${reasons.join('; ')}` : ''}`,
    );
    for (const failure of result.total.failures.slice(0, 5))
      console.log(`  e.g. ${failure.status} ${failure.kind} ${failure.path}`);
  }
  writeResults('soak', { results });
  return passed;
}

async function main(): Promise<void> {
  assertBuilt();
  const o = options();
  const loadMinutes = o.starvation ? 6 : o.minutes;
  boundSuite(o.starvation ? 'starvation' : 'soak', o.engines.length * (loadMinutes * 60_000 + SETUP_BOUND_MS));
  let passed: boolean;
  if (o.starvation) {
    const results = await runStarvation(o.engines, { facilities: o.facilities, port: SOAK_PORT + 1, seed: SEED });
    writeResults('starvation', { results });
    passed = true;
  } else {
    passed = await soak(o);
  }
  await cleanupAll();
  process.exit(passed ? 0 : 1);
}

main().catch(async (error: unknown) => {
  console.error('Soak failed to run:', error);
  await cleanupAll();
  process.exit(1);
});
