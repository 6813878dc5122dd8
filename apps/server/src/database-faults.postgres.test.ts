import { createDatabase, type Database } from '@hc/db';
import { createFacility } from '@hc/db/factories';
import { createTestDatabase, type TestDatabase } from '@hc/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { missingReferenceDir } from './test/test-app';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy';

/** What the brief promises a load balancer: a database fault is a 503 within about two seconds. */
const ANSWER_WITHIN_MS = 2500;

async function timedGet(app: FastifyInstance, url: string): Promise<{ status: number; ms: number; body: string }> {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, ms: performance.now() - started, body: response.body };
}

describe('PostgreSQL faults behind a proxy (runs with TEST_DATABASE_URL)', () => {
  let testDatabase: TestDatabase;
  let proxy: TcpProxy;
  let proxied: Database;
  let app: FastifyInstance;
  let facilityUrl: string;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const facility = await createFacility(testDatabase.db, { status: 'active' });
    facilityUrl = `/api/facilities/${facility.id}`;
    const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? '');
    proxy = await startTcpProxy({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
    const url = new URL(serverUrl);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${testDatabase.name}`;
    // The server's own defaults: the timeouts under test are the ones it runs with.
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: missingReferenceDir });
    proxied = await createDatabase({
      databaseUrl: url.toString(),
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    });
    app = await buildApp({ db: proxied.db, pingDatabase: proxied.ping, config });
    await app.ready();
  });

  // A failed test must not leave the next one facing a frozen or closed database.
  afterEach(async () => {
    await proxy?.forward();
  });

  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await proxied?.close();
    await testDatabase?.drop();
  });

  async function expectServing() {
    const [ready, facility] = await Promise.all([timedGet(app, '/api/health/ready'), timedGet(app, facilityUrl)]);
    expect(ready.status, ready.body).toBe(200);
    expect(facility.status, facility.body).toBe(200);
  }

  it('answers 503 within 2 s while the database is frozen, on pooled and new connections, and recovers on thaw', async () => {
    // Several at once, so the pool holds several open connections that the freeze then catches mid-way.
    await Promise.all([expectServing(), expectServing(), expectServing()]);

    proxy.freeze();
    // Addresses not asked before: a public read already answered may still come from the response cache.
    const during = await Promise.all([
      timedGet(app, '/api/health/ready'),
      timedGet(app, '/api/regions?during=freeze'),
      timedGet(app, '/api/search?q=frozen'),
      timedGet(app, '/api/facilities?q=frozen'),
    ]);
    for (const answer of during) {
      expect(answer.status, answer.body).toBe(503);
      expect(JSON.parse(answer.body).error.code).toBe('unavailable');
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    // Again, once the connections caught by the freeze are gone: now every request needs a new connection.
    const later = await Promise.all([timedGet(app, '/api/health/ready'), timedGet(app, '/api/search?q=still+frozen')]);
    for (const answer of later) {
      expect(answer.status, answer.body).toBe(503);
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }

    await proxy.forward();
    await expectServing();
  });

  it('answers 503 at once while the database refuses connections, and recovers when it is back', async () => {
    await expectServing();
    await proxy.refuse();
    const during = await Promise.all([timedGet(app, '/api/health/ready'), timedGet(app, '/api/search?q=refused')]);
    for (const answer of during) {
      expect(answer.status, answer.body).toBe(503);
      expect(answer.ms).toBeLessThan(1000);
    }
    await proxy.forward();
    await expectServing();
  });
});
