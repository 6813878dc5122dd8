import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedDatabase } from '@hc/db/seed';
import { createTestDatabase, type TestDatabase } from '@hc/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Clock } from '../lib/clock';

export type TestApp = { app: FastifyInstance; database: TestDatabase; close(): Promise<void> };

const here = path.dirname(fileURLToPath(import.meta.url));
/** The real reference data beside the repository (as CI lays it out). */
export const referenceDataDir = path.resolve(here, '../../../../../shared/data/cameroon');
/** A folder that does not exist: seeding then uses the built-in fallback geography. */
export const missingReferenceDir = path.resolve(here, 'no-reference-data-here');

/**
 * The whole server on a fresh database seeded with the demo directory (and, when asked, the
 * real OpenStreetMap facilities), driven through `app.inject`.
 */
export async function createTestApp(
  options: { clock?: Clock; withReferenceData?: boolean; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  await seedDatabase(database, {
    referenceDataDir: options.withReferenceData ? referenceDataDir : missingReferenceDir,
    demoData: true,
    now: options.clock?.(),
  });
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: missingReferenceDir, ...options.env });
  const app = await buildApp({ db: database.db, config, ...(options.clock ? { clock: options.clock } : {}) });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
