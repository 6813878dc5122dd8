/**
 * The PostgreSQL the chaos run may restart. The machine's server is never stopped (other people's tests run
 * on it), so the run starts a cluster of its own: initdb from the machine's PostgreSQL binaries into a
 * temporary folder (as the `postgres` user when run as root: initdb refuses root), on its own port, stopped
 * and started for real. Where that cannot be done (no binaries, no such user), the database lives on the
 * machine's server behind the TCP proxy the chaos suite already uses, and a "restart" refuses connections
 * and cuts those open for as long, which is what the servers see of a restart.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { startTcpProxy } from '../../apps/server/src/test/tcp-proxy';
import { sleep } from '../reliability/http';
import { createScratchPostgres, postgresAddress } from '../reliability/scratch-database';

const run = promisify(execFile);

export type FleetPostgres = {
  /** How the restart is done, for the report. */
  kind: 'private cluster' | 'proxy to the machine server';
  /** The URL of the run's database, as the servers reach it. */
  url: string;
  /** Stops PostgreSQL (or cuts it off), keeps it down `downMs`, starts it again; resolves once it answers. */
  restart(downMs: number): Promise<{ unreachableMs: number }>;
  close(): Promise<void>;
};

const DATABASE = 'fleet_chaos';

/** The newest PostgreSQL binaries of the machine (PG_BIN wins), or null. */
function postgresBin(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0]!, 'bin') : null;
}

/** Runs a PostgreSQL tool as the `postgres` user when we are root, as ourselves otherwise. */
function asPostgresUser(bin: string, tool: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  const command = isRoot ? 'runuser' : path.join(bin, tool);
  const fullArgs = isRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
  return run(command, fullArgs, { maxBuffer: 4 * 1024 * 1024 });
}

async function postgresUserIds(): Promise<{ uid: number; gid: number } | null> {
  try {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      run('id', ['-u', 'postgres']),
      run('id', ['-g', 'postgres']),
    ]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  } catch {
    return null;
  }
}

async function waitUntilAnswers(url: string, boundMs: number): Promise<void> {
  const deadline = Date.now() + boundMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(100);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

async function createDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

async function startPrivateCluster(bin: string, port: number): Promise<FleetPostgres> {
  const isRoot = process.getuid?.() === 0;
  const owner = isRoot ? await postgresUserIds() : null;
  if (isRoot && !owner) throw new Error('no postgres user to run initdb as');
  const folder = mkdtempSync(path.join(os.tmpdir(), 'fleet-pg-'));
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const dataDir = path.join(folder, 'data');
  const remove = () => rmSync(folder, { recursive: true, force: true });
  try {
    await asPostgresUser(bin, 'initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
  } catch (error) {
    remove();
    throw error;
  }
  // 200 connections: three servers' pools (20 each) and the run's own clients, with room to spare.
  const serverOptions = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const pgCtl = (...args: string[]) => asPostgresUser(bin, 'pg_ctl', ['-D', dataDir, ...args]);
  const start = () => pgCtl('-l', path.join(folder, 'postgres.log'), '-w', '-t', '60', '-o', serverOptions, 'start');
  const stop = () => pgCtl('-m', 'fast', '-w', '-t', '60', 'stop');
  try {
    await start();
  } catch (error) {
    remove();
    throw error;
  }
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await createDatabase(adminUrl);
  return {
    kind: 'private cluster',
    url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
    async restart(downMs) {
      const stoppedAt = performance.now();
      // `fast`: what a restart for a configuration change or a minor upgrade does; sessions are ended.
      await stop();
      await sleep(downMs);
      await start();
      await waitUntilAnswers(adminUrl, 60_000);
      return { unreachableMs: performance.now() - stoppedAt };
    },
    async close() {
      await stop().catch(() => undefined);
      remove();
    },
  };
}

async function startBehindProxy(port: number): Promise<FleetPostgres> {
  const scratch = await createScratchPostgres('chaos_fleet');
  const proxy = await startTcpProxy(postgresAddress(), { port });
  const url = new URL(scratch.url);
  url.host = `127.0.0.1:${port}`;
  return {
    kind: 'proxy to the machine server',
    url: url.toString(),
    async restart(downMs) {
      const stoppedAt = performance.now();
      await proxy.refuse();
      await sleep(downMs);
      await proxy.forward();
      await waitUntilAnswers(url.toString(), 60_000);
      return { unreachableMs: performance.now() - stoppedAt };
    },
    async close() {
      await proxy.close();
      await scratch.drop();
    },
  };
}

/** A private cluster on `port` when the machine allows it, else the proxy on that port (and says why). */
export async function startFleetPostgres(port: number): Promise<FleetPostgres> {
  const bin = postgresBin();
  if (bin) {
    try {
      return await startPrivateCluster(bin, port);
    } catch (error) {
      console.warn(`! a private PostgreSQL could not be started (${String(error).split('\n')[0]}); using the proxy`);
    }
  } else {
    console.warn('! no PostgreSQL binaries under /usr/lib/postgresql (set PG_BIN): using the proxy');
  }
  return startBehindProxy(port);
}
