/**
 * `npm run fleet`: the site as a fleet on this machine, the way operators run it: three built server processes
 * (apps/server/dist/server.js) on one PostgreSQL database, HAProxy in front checking `/api/health/ready`.
 * Stays up until Ctrl-C (or SIGTERM), then stops the processes gracefully and HAProxy.
 *
 * The database: FLEET_DATABASE_URL, else `healthcare_fleet` on the server at BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432), created when missing and kept between runs. Options: --port (HAProxy,
 * 3000), --host (0.0.0.0), --server-ports (3101,3102,3103). ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_DATA, LOG_LEVEL,
 * SMTP_URL and MAIL_FROM are passed to the servers. Run `npm run build` first; needs HAProxy (installed with
 * apt-get when run as root).
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { CHECK_FALL, CHECK_INTERVAL_MS, CHECK_RISE, FLEET_DRAIN_MS, startFleet, type Fleet } from './fleet/fleet';
import { cleanupAll } from './reliability/cleanup';
import { sleep } from './reliability/http';
import { adminUrl } from './reliability/scratch-database';
import { assertBuilt } from './reliability/server-process';

const FLEET_DATABASE = 'healthcare_fleet';
const PASSED_THROUGH = ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'DEMO_DATA', 'LOG_LEVEL', 'SMTP_URL', 'MAIL_FROM'];

function options() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '3000' },
      host: { type: 'string', default: '0.0.0.0' },
      'server-ports': { type: 'string', default: '3101,3102,3103' },
    },
  });
  const serverPorts = values['server-ports'].split(',').map(Number);
  const port = Number(values.port);
  if (![port, ...serverPorts].every((p) => Number.isInteger(p) && p > 0 && p < 65536))
    throw new Error('--port and --server-ports take port numbers (--server-ports 3101,3102,3103)');
  return { port, host: values.host, serverPorts };
}

/** FLEET_DATABASE_URL as given, or the fleet's own database on the machine's server, created if missing. */
async function fleetDatabaseUrl(): Promise<string> {
  if (process.env.FLEET_DATABASE_URL) return process.env.FLEET_DATABASE_URL;
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [FLEET_DATABASE]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${FLEET_DATABASE}`);
      console.log(`Created the database ${FLEET_DATABASE}`);
    }
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${FLEET_DATABASE}`;
  return url.toString();
}

/** Prints each server's state whenever HAProxy changes its mind about it. */
async function reportStates(fleet: Fleet, isStopping: () => boolean): Promise<void> {
  let last = '';
  while (!isStopping()) {
    const states = await fleet.haproxy.states().catch(() => null);
    const line = states ? fleet.members.map((m) => `${m.name} ${states[m.name] ?? '?'}`).join(', ') : '';
    if (line && line !== last) console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);
    last = line || last;
    await sleep(1_000);
  }
}

async function main(): Promise<void> {
  assertBuilt();
  const o = options();
  const databaseUrl = await fleetDatabaseUrl();
  const env = Object.fromEntries(
    PASSED_THROUGH.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])),
  );
  console.log(
    `Starting ${o.serverPorts.length} server processes one after another on ${new URL(databaseUrl).pathname.slice(1)} ` +
      `(the first prepares the database; the import can take a minute the first time)…`,
  );
  const fleet = await startFleet({
    databaseUrl,
    host: o.host,
    port: o.port,
    serverPorts: o.serverPorts,
    env: { LOG_LEVEL: 'warn', ...env },
  });
  console.log(
    `\n${fleet.haproxyVersion}\nThe site: ${fleet.origin} (HAProxy; config ${fleet.haproxy.configPath})\n` +
      `Servers: ${fleet.members.map((m) => `${m.name} 127.0.0.1:${m.port} pid ${m.server?.pid}`).join(', ')}\n` +
      `Readiness checked every ${CHECK_INTERVAL_MS} ms (out after ${CHECK_FALL} failures, back after ${CHECK_RISE}); ` +
      `SIGTERM drains a process for ${FLEET_DRAIN_MS} ms. Ctrl-C stops everything.\n`,
  );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the servers (each drains, then finishes its requests) and HAProxy…`);
    await fleet.close();
    await cleanupAll();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await reportStates(fleet, () => stopping);
}

main().catch(async (error: unknown) => {
  console.error('The fleet failed to start:', error instanceof Error ? error.message : error);
  await cleanupAll();
  process.exit(1);
});
