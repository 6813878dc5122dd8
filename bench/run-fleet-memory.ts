/**
 * `npm run fleet:memory`: how much memory a server process needs as the directory grows, and whether it depends
 * on how many processes share the database; then what the alternative to a search index in every process costs
 * (PostgreSQL's trigram indexes, bench/fleet/search-in-postgres.ts). For each size: a scratch database with that
 * many synthetic facilities added to the real directory, 1 then 3 built servers on it, `--load-seconds` of
 * searches never asked before, listings and details, each process's VmRSS after start-up and at its highest.
 *
 * Options: --facilities 10000,100000 (synthetic facilities, one run per size), --processes 1,3 (0: PostgreSQL's
 * figures only), --load-seconds 30. Loopback only: servers on 127.0.0.1:3650-3659; scratch databases chaos_fleet_memory on the server at
 * BENCH_DATABASE_URL. Run `npm run build` first. About 8 minutes with the defaults.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { queryRows } from '@hc/db';
import { sql } from 'drizzle-orm';
import { measureProcessMemory, type ProcessMemory } from './fleet/process-memory';
import { measureSearchInPostgres } from './fleet/search-in-postgres';
import { boundSuite, cleanupAll, onCleanup } from './reliability/cleanup';
import { createStaffAccount, seedDirectory, withScratch } from './reliability/prepare-directory';
import { createScratchPostgres } from './reliability/scratch-database';
import { assertBuilt, repoRoot } from './reliability/server-process';
import { buildSoakMix } from './reliability/soak-mix';

const FIRST_PORT = 3650;
const SEED = 20_261_129;
const CONNECTIONS_PER_PROCESS = 8;

function options() {
  const { values } = parseArgs({
    options: {
      facilities: { type: 'string', default: '10000,100000' },
      processes: { type: 'string', default: '1,3' },
      'load-seconds': { type: 'string', default: '30' },
    },
  });
  const list = (text: string) => text.split(',').map((v) => Number(v.trim()));
  const o = {
    facilities: list(values.facilities),
    processes: list(values.processes),
    loadSeconds: Number(values['load-seconds']),
  };
  if (![...o.facilities, ...o.processes, o.loadSeconds].every((v) => Number.isInteger(v) && v >= 0))
    throw new Error('--facilities and --processes take comma-separated numbers, --load-seconds a number');
  return o;
}

/** Searches never asked before first, then listings, details and popular searches, interleaved. */
function interleave(lists: string[][]): string[] {
  const out: string[] = [];
  const longest = Math.max(...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const list of lists) if (i < list.length) out.push(list[i]!);
  return out;
}

async function main(): Promise<void> {
  assertBuilt();
  const o = options();
  boundSuite('fleet:memory', 40 * 60_000);
  console.log(
    `Fleet memory: ${o.facilities.map((f) => f.toLocaleString('en')).join(', ')} synthetic facilities × ` +
      `${o.processes.join(', ')} processes, ${o.loadSeconds} s of load each (${CONNECTIONS_PER_PROCESS} connections per process); ` +
      `${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')}.`,
  );
  const results: { facilities: number; total: number; memory: ProcessMemory[]; postgres?: unknown }[] = [];
  for (const facilities of o.facilities) {
    const scratch = await createScratchPostgres('chaos_fleet_memory');
    const drop = onCleanup(`drop ${scratch.label}`, () => scratch.drop());
    const prepared = performance.now();
    const { paths, novel, postgres, total } = await withScratch(scratch, async (database) => {
      await seedDirectory(database, { syntheticFacilities: facilities, seed: SEED });
      const staff = await createStaffAccount(database, 'fleet-memory@fleet.invalid', 'manager');
      const kinds = await buildSoakMix(database, { staff, seed: SEED, novelQueries: 5_000 });
      const byName = (name: string) => kinds.find((k) => k.name === name)?.paths ?? [];
      const novelPaths = byName('search novel');
      const [count] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM facilities`);
      return {
        total: count?.n ?? 0,
        novel: novelPaths,
        paths: interleave([novelPaths, byName('listings'), byName('details'), byName('search popular')]),
        postgres: await measureSearchInPostgres(database, novelPaths.slice(0, 200)),
      };
    });
    console.log(
      `\n=== ${facilities.toLocaleString('en')} synthetic facilities, ${total.toLocaleString('en')} in all (prepared in ${((performance.now() - prepared) / 1000).toFixed(0)} s; ${novel.length.toLocaleString('en')} novel searches) ===`,
    );
    console.log(
      `PostgreSQL trigram search over the names (facilities ${postgres.tableMiB} MiB, name trigram index ${postgres.indexMiB} MiB):`,
    );
    for (const f of postgres.figures)
      console.log(
        `  ${f.name}: p50 ${f.serial.p50.toFixed(1)} ms, p99 ${f.serial.p99.toFixed(1)} ms one at a time; ${f.parallelPerSecond.toFixed(0)}/s at 4 connections (${f.queries} queries)`,
      );
    const memory: ProcessMemory[] = [];
    // --processes 0: the PostgreSQL figures only.
    for (const count of o.processes.filter((n) => n > 0)) {
      const measured = await measureProcessMemory({
        databaseUrl: scratch.url,
        count,
        firstPort: FIRST_PORT,
        paths,
        loadSeconds: o.loadSeconds,
        connections: CONNECTIONS_PER_PROCESS * count,
      });
      memory.push(measured);
      console.log(
        `  ${count} process${count > 1 ? 'es' : ''}: VmRSS after start ${measured.startMiB.join(', ')} MiB; highest under load ` +
          `${measured.peakMiB.join(', ')} MiB (total ${measured.peakMiB.reduce((a, b) => a + b, 0)} MiB); ` +
          `${measured.requests.toLocaleString('en')} requests, ${measured.failed} not 200`,
      );
    }
    results.push({ facilities, total, memory, postgres });
    await drop();
  }
  const dir = path.join(repoRoot, 'bench/.results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `fleet-memory-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const machine = { cpus: os.cpus().length, load: os.loadavg(), node: process.version };
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), machine, options: o, results }, null, 2)}\n`);
  console.log(`\nFigures written to ${path.relative(repoRoot, file)}`);
  await cleanupAll();
  process.exit(0);
}

main().catch(async (error: unknown) => {
  console.error('Fleet memory failed to run:', error);
  await cleanupAll();
  process.exit(1);
});
