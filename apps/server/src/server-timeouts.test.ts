import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createTestApp, type TestApp } from './test/test-app';

const HEADERS_TIMEOUT_MS = 300;
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ env: { HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS) } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await t?.close();
});

/** Opens a connection, writes `text`, and resolves with what the server sent once it closes the connection. */
function sendAndAwaitClose(text: string, within: number) {
  return new Promise<{ received: string; elapsedMs: number }>((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    // The bound of the expectation, not a wait: it only fails the test if the server never closes.
    const bound = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for more than ${within} ms`));
    }, within);
    socket.on('close', () => {
      clearTimeout(bound);
      resolve({ received, elapsedMs: performance.now() - started });
    });
  });
}

describe('slow clients', () => {
  it('are cut once their headers take longer than HEADERS_TIMEOUT_MS', async () => {
    const { received, elapsedMs } = await sendAndAwaitClose(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ',
      5_000,
    );
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    // The API's error shape, not Fastify's own.
    const body = JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4)) as unknown;
    expect(body).toEqual({ error: { code: 'request_timeout', message: expect.any(String) } });
    expect(elapsedMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
  });

  it('do not affect a client that sends its request at once', async () => {
    const { received } = await sendAndAwaitClose(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      5_000,
    );
    expect(received).toMatch(/^HTTP\/1\.1 200/);
  });
});

describe('timeout configuration', () => {
  it('has safe defaults and refuses a headers timeout longer than the request timeout', () => {
    expect(loadConfig({})).toMatchObject({
      HEADERS_TIMEOUT_MS: 10_000,
      REQUEST_TIMEOUT_MS: 300_000,
      CONNECTION_TIMEOUT_MS: 120_000,
    });
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      /HEADERS_TIMEOUT_MS/,
    );
  });
});
