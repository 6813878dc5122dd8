import { once } from 'node:events';
import net from 'node:net';
import { createTestDatabase, type TestDatabase } from '@hc/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { missingReferenceDir } from '../test/test-app';
import { shutDownGracefully, type ShutdownOutcome } from './graceful-shutdown';
import { createLifecycle, type Lifecycle } from './lifecycle';

type Deferred = { promise: Promise<void>; resolve: () => void };
function deferred(): Deferred {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The drain and the time limit as pauses the test ends itself: no test waits on a real timer. */
function manualWaits() {
  const pauses = { drain: deferred(), timeout: deferred() };
  const started = { drain: deferred(), timeout: deferred() };
  return {
    pauses,
    started,
    wait: (_ms: number, purpose: 'drain' | 'timeout') => {
      started[purpose].resolve();
      return pauses[purpose].promise;
    },
  };
}

describe('readiness through a process life, and graceful shutdown', () => {
  let database: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  let lifecycle: Lifecycle;
  const cleanups: (() => void)[] = [];

  /** The whole app on a fresh database; `slow` is a route that answers when the test says so. */
  async function startApp(
    slowRoute?: { entered: Deferred; release: Deferred },
    beforeReady?: (app: FastifyInstance) => void,
  ) {
    database = await createTestDatabase();
    lifecycle = createLifecycle();
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: missingReferenceDir });
    app = await buildApp({ db: database.db, pingDatabase: database.ping, config, lifecycle, scheduledJobs: false });
    if (slowRoute)
      app.get('/test/slow', async () => {
        slowRoute.entered.resolve();
        await slowRoute.release.promise;
        return { done: true };
      });
    beforeReady?.(app);
    await app.ready();
    return app;
  }

  afterEach(async () => {
    cleanups.splice(0).forEach((cleanup) => cleanup());
    await app?.close();
    await database?.drop();
    app = undefined;
    database = undefined;
  });

  const status = async (url: string) => (await app!.inject({ method: 'GET', url })).statusCode;

  it('answers not ready while starting, then ready; liveness answers throughout', async () => {
    await startApp();
    const starting = await app!.inject({ method: 'GET', url: '/api/health/ready' });
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toMatchObject({ error: { code: 'unavailable', message: 'The server is starting' } });
    expect(await status('/api/health')).toBe(200);

    lifecycle.markReady();
    expect(await status('/api/health/ready')).toBe(200);
  });

  it('while draining: readiness 503, liveness 200, and every other route still served, closing its connection', async () => {
    await startApp();
    lifecycle.markReady();
    const waits = manualWaits();
    const outcome = shutDownGracefully({ app: app!, lifecycle, drainMs: 2_000, timeoutMs: 10_000, wait: waits.wait });
    await waits.started.drain.promise;

    const ready = await app!.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ error: { code: 'unavailable', message: 'The server is shutting down' } });
    expect(await status('/api/health')).toBe(200);
    const served = await app!.inject({ method: 'GET', url: '/api/regions' });
    expect(served.statusCode).toBe(200);
    // Each answer ends its connection, so the balancer's pooled ones are gone before the port closes.
    expect(served.headers.connection).toBe('close');
    // A draining process never becomes ready again.
    lifecycle.markReady();
    expect(await status('/api/health/ready')).toBe(503);

    waits.pauses.drain.resolve();
    expect(await outcome).toBe<ShutdownOutcome>('closed');
  });

  it('lets a request in flight finish after the port has closed, then closes the pool', async () => {
    const slow = { entered: deferred(), release: deferred() };
    const closing = deferred();
    const closedHooks: string[] = [];
    // start.ts closes the database pool in an onClose hook: it must run only once the request has been answered.
    await startApp(slow, (instance) => {
      instance.addHook('preClose', async () => closing.resolve());
      instance.addHook('onClose', async () => {
        closedHooks.push('onClose');
      });
    });
    lifecycle.markReady();
    await app!.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app!.server.address() as net.AddressInfo;

    const inFlight = fetch(`http://127.0.0.1:${port}/test/slow`);
    await slow.entered.promise;

    const waits = manualWaits();
    const outcome = shutDownGracefully({ app: app!, lifecycle, drainMs: 0, timeoutMs: 10_000, wait: waits.wait });
    await closing.promise;
    await new Promise((resolve) => setImmediate(resolve));
    // The port is closed: a new connection is refused while the request in flight goes on.
    const refused = net.connect(port, '127.0.0.1');
    const [error] = (await once(refused, 'error')) as [NodeJS.ErrnoException];
    expect(error.code).toBe('ECONNREFUSED');
    expect(closedHooks).toEqual([]);

    slow.release.resolve();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    expect(await outcome).toBe<ShutdownOutcome>('closed');
    expect(closedHooks).toEqual(['onClose']);
  });

  it('gives up on a request still running at the time limit', async () => {
    const slow = { entered: deferred(), release: deferred() };
    await startApp(slow);
    lifecycle.markReady();
    await app!.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app!.server.address() as net.AddressInfo;
    const controller = new AbortController();
    const inFlight = fetch(`http://127.0.0.1:${port}/test/slow`, { signal: controller.signal }).catch(() => null);
    cleanups.push(() => controller.abort());
    await slow.entered.promise;

    const waits = manualWaits();
    const outcome = shutDownGracefully({ app: app!, lifecycle, drainMs: 0, timeoutMs: 10_000, wait: waits.wait });
    await waits.started.timeout.promise;
    waits.pauses.timeout.resolve();
    expect(await outcome).toBe<ShutdownOutcome>('timed-out');

    slow.release.resolve();
    await inFlight;
  });
});

describe('shutdown settings', () => {
  it('drains for 0 ms and waits 10 s for requests in flight unless told otherwise', () => {
    const config = loadConfig({});
    expect(config.SHUTDOWN_DRAIN_MS).toBe(0);
    expect(config.SHUTDOWN_TIMEOUT_MS).toBe(10_000);
    const fleet = loadConfig({ SHUTDOWN_DRAIN_MS: '2500', SHUTDOWN_TIMEOUT_MS: '20000' });
    expect([fleet.SHUTDOWN_DRAIN_MS, fleet.SHUTDOWN_TIMEOUT_MS]).toEqual([2_500, 20_000]);
  });

  it('refuses a drain that is not a number', () => {
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(/SHUTDOWN_DRAIN_MS: must be a number/);
  });
});
