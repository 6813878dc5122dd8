/**
 * Databases the reliability suites may fill, kill servers on and throw away: a PostgreSQL database of
 * their own on the server at BENCH_DATABASE_URL, or a PGlite folder under the system's temporary folder.
 * Names must start with `soak_` or `chaos_`, so no mistake can reach anyone else's database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type Engine = 'pglite' | 'postgres';

/** A PostgreSQL URL used only to create and drop the suites' own databases (the `postgres` maintenance database). */
export const adminUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const SCRATCH_NAME = /^(soak|chaos)_[a-z0-9_]{1,40}$/;

type ScratchBase = { label: string; drop(): Promise<void> };
export type PostgresScratch = ScratchBase & { engine: 'postgres'; url: string };
export type PgliteScratch = ScratchBase & { engine: 'pglite'; dataDir: string };
export type ScratchDatabase = PostgresScratch | PgliteScratch;

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The address and port of the PostgreSQL server, for a proxy in front of it. */
export function postgresAddress(): { host: string; port: number } {
  const url = new URL(adminUrl);
  return { host: url.hostname || '127.0.0.1', port: Number(url.port || 5432) };
}

export async function createScratchPostgres(name: string): Promise<PostgresScratch> {
  if (!SCRATCH_NAME.test(name))
    throw new Error(`Refusing to create "${name}": scratch databases are soak_* or chaos_*`);
  // A run killed half-way leaves its database behind: the next one starts from nothing.
  await withAdmin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
  return {
    engine: 'postgres',
    label: name,
    url: databaseUrl(name),
    drop: () => withAdmin(async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}

export function createScratchFolder(name: string): PgliteScratch {
  if (!SCRATCH_NAME.test(name)) throw new Error(`Refusing to create "${name}": scratch folders are soak_* or chaos_*`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  return {
    engine: 'pglite',
    label: dataDir,
    dataDir,
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export function createScratch(engine: Engine, name: string): Promise<ScratchDatabase> {
  return engine === 'postgres' ? createScratchPostgres(name) : Promise.resolve(createScratchFolder(name));
}

/** The server's database variables for this scratch database. */
export const serverDatabase = (scratch: ScratchDatabase) =>
  scratch.engine === 'postgres' ? { url: scratch.url } : { dataDir: scratch.dataDir };
