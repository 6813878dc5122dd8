import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from './client';
import { migrateDatabase } from './migrate';

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
    const database = await createDatabase({});
    await migrateDatabase(database);
    const close = closeOnce(database);
    return { ...database, close, name: 'memory', drop: close };
  }
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  await migrateDatabase(database);
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
