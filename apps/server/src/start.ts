import { createDatabase, migrateDatabase, type Database } from '@hc/db';
import { seedDatabase } from '@hc/db/seed';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { hashPassword } from './lib/crypto';
import { isDatabaseUnavailable } from './lib/database-unavailable';
import { retryWhileUnreachable } from './lib/retry-while-unreachable';
import { shutDownGracefully } from './lib/graceful-shutdown';
import { createLifecycle } from './lib/lifecycle';
import { ensureAdmin } from './sql/accounts.repository';

export type StartOptions = {
  /**
   * Runs once the database is migrated and seeded (and the admin ensured), before the server listens.
   * Hooks added to the app here still run (e.g. onClose).
   */
  onDatabaseReady?: (database: Database, app: FastifyInstance) => Promise<void> | void;
};

export type StartedServer = { app: FastifyInstance; database: Database };

async function prepareDatabase(database: Database, app: FastifyInstance, config: Config): Promise<void> {
  await migrateDatabase(database);
  app.log.info('migrations applied');
  await seedDatabase(database, {
    referenceDataDir: config.REFERENCE_DATA_DIR,
    demoData: config.DEMO_DATA,
    log: (message, details) => app.log.info(details ?? {}, message),
  });
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureAdmin(database.db, config.ADMIN_EMAIL, await hashPassword(config.ADMIN_PASSWORD));
    app.log.info({ email: config.ADMIN_EMAIL, outcome }, 'admin account ensured');
  }
}

/**
 * The search index is built on the first search: a process put in rotation without it would make the
 * searches of its first seconds wait for the build (4 to 6 s at 100,000 facilities). One search through the
 * public route builds it (and, in a large directory, starts reading the summaries ahead) before the port opens.
 */
async function warmUp(app: FastifyInstance): Promise<void> {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url: '/api/search?q=sante' });
  const ms = Math.round(performance.now() - started);
  // A failed warm-up only means the first search builds the index, as before.
  if (response.statusCode === 200) app.log.info({ ms }, 'search index loaded');
  else app.log.warn({ ms, status: response.statusCode }, 'search index not loaded ahead');
}

/** Reads the environment; a bad value ends the process with the message naming it. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The start-up sequence of every server entry: open the database, build the app, migrate, seed,
 * ensure the admin account, load the search index, then listen; SIGTERM and SIGINT close it gracefully
 * (graceful-shutdown.ts: readiness 503 for SHUTDOWN_DRAIN_MS, then the requests in flight finish). While the
 * database cannot be reached, the server waits and tries again (the port opens only once it is ready, so a
 * listening server is a ready one until it drains or loses its database).
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<StartedServer> {
  const database = await createDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  const lifecycle = createLifecycle();
  const app = await buildApp({ db: database.db, pingDatabase: database.ping, config, lifecycle });
  app.addHook('onClose', () => database.close());
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.DATA_DIR : undefined },
    'database opened',
  );

  // Migrations, the import and the seed are each idempotent: after a lost connection they start over.
  await retryWhileUnreachable(() => prepareDatabase(database, app, config), {
    isUnreachable: isDatabaseUnavailable,
    maxDelayMs: config.DATABASE_RETRY_MAX_DELAY_MS,
    onRetry: (delayMs, attempt, error) =>
      app.log.warn(
        { attempt, reason: error instanceof Error ? error.message : String(error) },
        `database not reachable, retrying in ${delayMs / 1000} s`,
      ),
  });

  await options.onDatabaseReady?.(database, app);

  await warmUp(app);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    void shutDownGracefully({
      app,
      lifecycle,
      drainMs: config.SHUTDOWN_DRAIN_MS,
      timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    }).then((outcome) => process.exit(outcome === 'closed' ? 0 : 1));
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  lifecycle.markReady();
  await app.listen({ port: config.PORT, host: config.HOST });
  return { app, database };
}
