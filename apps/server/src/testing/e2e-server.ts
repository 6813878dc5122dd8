/**
 * Test-only entry for the browser tests (scripts/e2e-server.mjs runs dist/e2e-server.js): the real server,
 * started exactly as server.ts starts it, plus the fixtures API on 127.0.0.1:E2E_FIXTURES_PORT using the
 * same database handle. Not imported by server.ts, so the production bundle carries none of it.
 */
import { serializeError } from '../lib/log-redaction';
import { loadConfigOrExit, startServer } from '../start';
import { startFixturesApi } from './fixtures-api';

function fixturesPortOrExit(): number {
  const port = Number(process.env.E2E_FIXTURES_PORT);
  if (!process.env.E2E_FIXTURES_PORT || !Number.isInteger(port) || port < 1 || port > 65535) {
    console.error('Invalid configuration:\n  E2E_FIXTURES_PORT: must be a port from 1 to 65535');
    process.exit(1);
  }
  return port;
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const port = fixturesPortOrExit();
  await startServer(config, {
    // Ready before the main port listens, so a passing health check means the fixtures answer too.
    onDatabaseReady: async (database, app) => {
      const fixtures = await startFixturesApi(database.db, port, () => app.directoryVersion.invalidate());
      app.addHook('preClose', () => fixtures.close());
      app.log.info({ port: fixtures.port }, 'e2e fixtures API listening on 127.0.0.1');
    },
  });
}

main().catch((error: unknown) => {
  console.error('e2e server failed to start:', JSON.stringify(serializeError(error)));
  process.exit(1);
});
