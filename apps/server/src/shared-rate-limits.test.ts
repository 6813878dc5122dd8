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
    for (let i = 0; i < 3 * LIMIT; i++) {
      const app = i % 2 ? other : t.app;
      statuses.push((await app.inject({ url: '/api/regions', remoteAddress: '198.51.100.21' })).statusCode);
    }
    // Alone, each process would let 6 through (18 in all). Together: the limit, plus at most half of it for
    // the burst before the two learn each other's counts (lib/rate-limit/shared-counter.ts).
    const allowed = statuses.filter((status) => status === 200).length;
    expect(allowed).toBeGreaterThanOrEqual(LIMIT);
    expect(allowed).toBeLessThanOrEqual(LIMIT + LIMIT / 2);
    expect(statuses.slice(allowed).every((status) => status === 429)).toBe(true);
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
    for (let i = 0; i < 12; i++) statuses.push((await signUp(i % 2 ? other : t.app, i)).statusCode);
    const accepted = statuses.filter((status) => status === 200 || status === 201).length;
    // 5 a minute; 10 if each process counted alone.
    expect(accepted).toBeGreaterThanOrEqual(5);
    expect(accepted).toBeLessThanOrEqual(7);
    expect(statuses.slice(accepted).every((status) => status === 429)).toBe(true);
  });
});
