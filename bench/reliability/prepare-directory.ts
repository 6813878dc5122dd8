/**
 * Fills a scratch database the way `npm start` does (migrations, the reference import, the demo directory),
 * optionally adds the bench's synthetic facilities, and creates staff accounts, all in this process
 * before the server starts: on PGlite only one process may hold the folder, so the data must be ready and
 * the folder released before the server opens it.
 */
import { createDatabase, migrateDatabase, tables, type Database } from '@hc/db';
import { seedDatabase } from '@hc/db/seed';
import type { UserRole } from '@hc/shared';
import { eq } from 'drizzle-orm';
import path from 'node:path';
import { hashPassword } from '../../apps/server/src/lib/crypto';
import { countBenchFacilities, generateFacilities } from '../generate-facilities';
import { repoRoot } from './server-process';
import type { ScratchDatabase } from './scratch-database';

export const referenceDataDir = path.resolve(repoRoot, process.env.REFERENCE_DATA_DIR || '../shared/data/cameroon');

export type StaffAccount = { email: string; password: string };

export function openScratch(scratch: ScratchDatabase): Promise<Database> {
  // Loading 25,000 generated rows in one statement on a busy machine may take longer than a request may.
  return createDatabase(
    scratch.engine === 'postgres'
      ? { databaseUrl: scratch.url, poolSize: 4, statementTimeoutMs: 0 }
      : { dataDir: scratch.dataDir },
  );
}

/** Runs `use` on the scratch database, then closes it (releasing a PGlite folder for the server). */
export async function withScratch<T>(scratch: ScratchDatabase, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openScratch(scratch);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** The directory `npm start` serves, plus `syntheticFacilities` of the bench's generated ones. */
export async function seedDirectory(
  database: Database,
  options: { syntheticFacilities: number; seed: number },
): Promise<void> {
  await migrateDatabase(database);
  const report = await seedDatabase(database, { referenceDataDir, demoData: true });
  if (report.referenceData !== 'imported')
    console.warn(`! reference data not found in ${referenceDataDir}: the fallback geography is used`);
  if (options.syntheticFacilities > 0) {
    const generated = await generateFacilities(database.db, { count: options.syntheticFacilities, seed: options.seed });
    const count = await countBenchFacilities(database.db);
    if (count !== options.syntheticFacilities)
      throw new Error(`Expected ${options.syntheticFacilities} synthetic facilities, found ${count}`);
    console.log(
      `  ${generated.inserted.toLocaleString('en')} synthetic facilities generated in ${(generated.ms / 1000).toFixed(1)} s`,
    );
  }
}

/** A staff account made for this run (replacing one of the same email), with a password only this run knows. */
export async function createStaffAccount(database: Database, email: string, role: UserRole): Promise<StaffAccount> {
  const password = `reliability-${process.pid}-${Date.now()}`;
  await database.db.delete(tables.users).where(eq(tables.users.email, email));
  await database.db.insert(tables.users).values({
    email,
    firstName: 'Reliability',
    lastName: 'Suite',
    role,
    passwordHash: await hashPassword(password),
  });
  return { email, password };
}
