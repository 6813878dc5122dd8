import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from './client';
import { createFacility } from './factories';
import { analyzeTables, neverAnalyzed } from './planner-statistics';
import { seedDatabase } from './seed/index';
import { createTestDatabase, type TestDatabase } from './testing';

// PGlite runs no autovacuum: unless the application gathers them, the planner has no statistics of a table and
// takes it for empty (reltuples -1), whatever it holds.

const here = path.dirname(fileURLToPath(import.meta.url));
let database: TestDatabase | null = null;
afterEach(async () => {
  await database?.drop();
  database = null;
});

const plannerRows = async (db: TestDatabase['db'], table: string) =>
  (await queryRows<{ rows: number }>(db, sql`SELECT reltuples::int AS rows FROM pg_class WHERE relname = ${table}`))[0]!
    .rows;

describe('planner statistics', () => {
  it('are gathered for the tables named: the planner then knows how many rows they hold', async () => {
    database = await createTestDatabase();
    const { db } = database;
    for (let i = 0; i < 60; i++) await createFacility(db);
    expect(await neverAnalyzed(db, 'facilities')).toBe(true);
    expect(await plannerRows(db, 'facilities')).toBe(-1);

    await analyzeTables(db, ['facilities']);
    expect(await neverAnalyzed(db, 'facilities')).toBe(false);
    expect(await plannerRows(db, 'facilities')).toBe(60);
  });

  it('are gathered by the seed on a database that never had them', async () => {
    database = await createTestDatabase();
    const { db } = database;
    await seedDatabase(database, { referenceDataDir: path.join(here, 'no-reference-data-here'), demoData: true });
    expect(await neverAnalyzed(db, 'facilities')).toBe(false);
    expect(await plannerRows(db, 'facilities')).toBeGreaterThan(0);
    expect(await neverAnalyzed(db, 'subdivisions')).toBe(false);
  });
});
