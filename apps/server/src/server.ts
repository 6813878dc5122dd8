import { createDatabase, migrateDatabase } from '@hc/db';
import { seedDatabase } from '@hc/db/seed';
import { buildApp } from './app';
import { hashPassword } from './lib/crypto';
import { ensureAdmin } from './modules/auth/auth.repository';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ db: database.db, config });
  app.addHook('onClose', () => database.close());
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.DATA_DIR : undefined },
    'database opened',
  );

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

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, let in-flight requests finish, close the database; never hang forever.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error);
  process.exit(1);
});
