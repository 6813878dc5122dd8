import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDatabase, queryRows } from './client';
import { createTestDatabase, type TestDatabase } from './testing';

/** A migrations folder whose one migration (dated far ahead, so it runs after the real ones) sleeps. */
function slowMigrationsFolder(seconds: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'hc-slow-migration-'));
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(path.join(folder, '9000_slow.sql'), `SELECT pg_sleep(${seconds});`);
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({
      version: '7',
      dialect: 'postgresql',
      entries: [{ idx: 0, version: '7', when: 4_102_444_800_000, tag: '9000_slow', breakpoints: true }],
    }),
  );
  return folder;
}

describe('PostgreSQL statement timeout (runs with TEST_DATABASE_URL)', () => {
  let testDatabase: TestDatabase;
  let url: string;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    url = new URL(`/${testDatabase.name}`, process.env.TEST_DATABASE_URL).toString();
  });

  afterAll(async () => {
    await testDatabase?.drop();
  });

  it('cancels a statement running past the limit, and the connection serves the next one', async () => {
    const strict = await createDatabase({ databaseUrl: url, statementTimeoutMs: 100, poolSize: 1 });
    try {
      await expect(strict.exec('SELECT pg_sleep(2)')).rejects.toMatchObject({ code: '57014' });
      await expect(strict.exec('SELECT 1')).resolves.toBeUndefined();
    } finally {
      await strict.close();
    }
  });

  it('does not cut a healthy transaction while this process is busy computing (a large CSV parsed)', async () => {
    const database = await createDatabase({ databaseUrl: url, poolSize: 2 });
    try {
      const answer = await database.db.transaction(async (tx) => {
        // Busy past the watchdog's 500 ms, so it probes the server; then the event loop is held 1.5 s.
        await tx.execute(sql`SELECT pg_sleep(0.6)`);
        const until = performance.now() + 1500;
        while (performance.now() < until) Math.sqrt(until);
        return queryRows<{ one: number }>(tx, sql`SELECT 1 AS one`);
      });
      expect(answer).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });

  it('spares migrations, then puts the limit back on the connection they used', async () => {
    const folder = slowMigrationsFolder(0.5);
    const strict = await createDatabase({ databaseUrl: url, statementTimeoutMs: 100, poolSize: 1 });
    try {
      await strict.migrate(folder);
      await expect(strict.exec('SELECT pg_sleep(0.5)')).rejects.toMatchObject({ code: '57014' });
    } finally {
      await strict.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
