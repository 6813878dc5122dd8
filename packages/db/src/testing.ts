import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDatabase, type Database } from './client';
import { migrateDatabase, resolveMigrationsFolder } from './migrate';

export type TestDatabase = Database & { name: string; drop(): Promise<void> };

/** close() may be called by a test (to simulate an outage) and again by drop(): only the first call closes. */
function closeOnce(database: Database): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= database.close());
}

/**
 * A fresh, migrated, empty database for one test file: an in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again by `drop`).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await createDatabase({ pgliteDump: await migratedPgliteDump() });
    const close = closeOnce(database);
    return { ...database, close, name: 'memory', drop: close };
  }
  const template = await migratedTemplate(serverUrl);
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  const close = closeOnce(database);
  return {
    ...database,
    close,
    name,
    drop: async () => {
      await close();
      await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

async function withAdminClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Where migrated data folders are kept between test files and runs (outside the repository's files). */
const cacheDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../node_modules/.cache/test-databases',
);

/** Names what a migrated database depends on: every migration file and the PGlite build. */
function migrationsKey(): string {
  const folder = resolveMigrationsFolder();
  const hash = createHash('sha1');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(folder);
  // The package does not export its package.json: its entry file's contents stand for its version.
  hash.update(readFileSync(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))));
  return hash.digest('hex').slice(0, 16);
}

let pgliteDump: Promise<Blob> | undefined;

/**
 * A freshly migrated, empty PGlite data folder as a tarball. Starting from it skips PGlite's initdb and
 * the migrations (most of a test file's set-up); it is made once, then read from the cache by every
 * test file until a migration changes. Written under a temporary name and renamed, so two workers
 * making it at once never read half a file.
 */
function migratedPgliteDump(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const file = path.join(cacheDir, `pglite-${migrationsKey()}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      const database = await createDatabase({});
      try {
        await migrateDatabase(database);
        const dump = await database.dump!();
        mkdirSync(cacheDir, { recursive: true });
        const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
        writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
        renameSync(temporary, file);
        return dump;
      } finally {
        await database.close();
      }
    }
  })();
  return pgliteDump;
}

/** Any constant: it only has to be the same in every test process making the template. */
const TEMPLATE_LOCK_KEY = 7_240_312;
let templateName: Promise<string> | undefined;

/**
 * A migrated, empty database on the server to copy each test file's database from (CREATE DATABASE …
 * TEMPLATE), made once per set of migrations: copying skips running the migrations for every file.
 * Made under an advisory lock, so workers starting together make it once. Templates of older migrations
 * are left in place: another checkout's suite may be copying from one.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  templateName ??= withAdminClient(serverUrl, async (client) => {
    const name = `test_template_${migrationsKey()}`;
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return name;
      const building = `${name}_building`;
      await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${building}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const database = await createDatabase({ databaseUrl: url.toString(), poolSize: 1 });
      try {
        await migrateDatabase(database);
      } finally {
        await database.close();
      }
      // Renamed only once complete: a template that exists is a migrated one.
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      return name;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return templateName;
}
