import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedDatabase } from '@hc/db/seed';
import { createTestDatabase, type TestDatabase } from '@hc/db/testing';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Clock } from '../lib/clock';

export type TestApp = { app: FastifyInstance; database: TestDatabase; close(): Promise<void> };

const here = path.dirname(fileURLToPath(import.meta.url));
/** The real reference data beside the repository (as CI lays it out). */
export const referenceDataDir = path.resolve(here, '../../../../../shared/data/cameroon');
/** A folder that does not exist: seeding then uses the built-in fallback geography. */
export const missingReferenceDir = path.resolve(here, 'no-reference-data-here');

export type TestAppOptions = {
  /** The server's clock; pass a function over a variable you move forward (a fake clock). */
  clock?: Clock;
  env?: Record<string, string>;
  /**
   * What the database holds before the test: `none` (default) is an empty, migrated database that the
   * test fills with factories (`@hc/db/factories`); `reference` imports the real reference data, for
   * tests of that import; `demo` adds the spec's sample directory, for tests of the demo seed itself;
   * `full` is both, the directory `npm start` serves, for tests that judge search over real data.
   */
  seed?: 'none' | 'reference' | 'demo' | 'full';
  /** The server's logger, for a test that reads what the server logs (e.g. the reset email); silent otherwise. */
  logger?: FastifyServerOptions['logger'];
  /** From how many facilities searches are ranked on a worker thread (0: always, as at 100,000 facilities). */
  searchWorkerMinFacilities?: number;
  /** Adds test-only routes before the app is ready (e.g. one that fails, to see how a 500 is handled). */
  beforeReady?: (app: FastifyInstance) => void;
};

/** The whole server on a fresh database, driven through `app.inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const seed = options.seed ?? 'none';
  if (seed !== 'none') {
    await seedDatabase(database, {
      referenceDataDir: seed === 'reference' || seed === 'full' ? referenceDataDir : missingReferenceDir,
      demoData: seed === 'demo' || seed === 'full',
      now: options.clock?.(),
    });
  }
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: missingReferenceDir, ...options.env });
  const app = await buildApp({
    db: database.db,
    pingDatabase: database.ping,
    config,
    // Hourly jobs run when a test calls them, at the instant its fake clock says.
    scheduledJobs: false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.searchWorkerMinFacilities !== undefined
      ? { searchWorkerMinFacilities: options.searchWorkerMinFacilities }
      : {}),
  });
  options.beforeReady?.(app);
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

/** A clock that stands still until the test moves it: no test waits for real time to pass. */
export function createFakeClock(start: Date | string = '2026-11-25T10:00:00Z') {
  let now = new Date(start).getTime();
  const clock: Clock = () => new Date(now);
  return {
    clock,
    advance: (ms: number) => {
      now += ms;
    },
    set: (date: Date | string) => {
      now = new Date(date).getTime();
    },
  };
}
