import { buildApp } from './app';
import { loadConfig } from './config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

// Two server processes behind one load balancer, on one database: a visitor's requests reach both.
const LIMIT = 6;
let t: TestApp;
let other: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  other = await buildApp({
    db: t.database.db,
    config: loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: String(LIMIT) }),
  });
  await other.ready();
});

afterAll(async () => {
  await other?.close();
  await t?.close();
});

describe('rate limits shared by every process on the database', () => {
  it('refuses an address once its requests to both processes together pass the API limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const app = i % 2 ? other : t.app;
      statuses.push((await app.inject({ url: '/api/regions', remoteAddress: '198.51.100.21' })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429, 429]);
    // Another address is counted on its own.
    expect((await other.inject({ url: '/api/regions', remoteAddress: '198.51.100.22' })).statusCode).toBe(200);
  });

  it("counts a route's own limit across processes: newsletter sign-ups of one email", async () => {
    const signUp = (app: FastifyInstance, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/newsletter',
        // A different address each time: only the per-email limit is at work.
        remoteAddress: `198.51.100.${30 + i}`,
        payload: { email: 'shared-limit@example.cm', source: 'footer' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await signUp(i % 2 ? other : t.app, i)).statusCode);
    expect(statuses.slice(0, 5).every((status) => status === 200 || status === 201)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
