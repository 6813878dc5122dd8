import { tables } from '@hc/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

const fakeClock = createFakeClock('2026-11-25T10:00:10Z');
const SECRET_PARAM = 'param-that-must-not-reach-the-log';
const ROUTE = '/api/test-only/failing-query';
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({
    clock: fakeClock.clock,
    beforeReady: (app) => {
      // A query that fails in the database, with a parameter: what a bug in a repository looks like.
      app.get(ROUTE, async () => {
        await app.db.execute(sql`SELECT * FROM no_such_table WHERE secret = ${SECRET_PARAM}`);
        return {};
      });
    },
  });
  cookie = (await signedInAs(t, 'developer')).cookie;
});
afterAll(() => t.close());

const serverErrorRows = () =>
  t.database.db
    .select()
    .from(tables.systemLogs)
    .where(eq(tables.systemLogs.source, 'API'))
    .orderBy(tables.systemLogs.id);
/** The system log is written after the answer (it never delays or fails it): wait until it holds `total` errors. */
const untilCounted = (total: number) =>
  vi.waitFor(
    async () => {
      const rows = await serverErrorRows();
      expect(rows.reduce((sum, row) => sum + row.repeatCount, 0)).toBe(total);
      return rows;
    },
    { timeout: 10_000, interval: 20 },
  );

describe('server errors in the system log', () => {
  it('writes one line per route and error kind and minute, counting repeats, without SQL or parameters', async () => {
    // Concurrent, three at a time: with their log writes that stays within the test database's pool (4
    // connections). Thirty at once queue for a connection, and on a loaded machine some wait past its
    // 1.5 s limit and are rightly answered 503 (database busy), not the 500 this test is about.
    const responses = [];
    for (let wave = 0; wave < 10; wave++) {
      responses.push(...(await Promise.all(Array.from({ length: 3 }, () => t.app.inject({ url: ROUTE })))));
    }
    expect(responses.map((r) => r.statusCode)).toEqual(Array(30).fill(500));
    const requestIds = new Set(responses.map((r) => r.json().error.requestId));

    const rows = await untilCounted(30);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row!.level).toBe('ERROR');
    expect(row!.repeatCount).toBe(30);
    expect(row!.message).toMatch(/^Server error on GET \/api\/test-only\/failing-query: .*\(42P01\)$/);
    expect(row).toMatchObject({
      eventKey: 'server.error',
      eventParams: { route: `GET ${ROUTE}`, kind: expect.stringMatching(/\(42P01\)$/) },
    });
    expect(requestIds.has(row!.requestId!)).toBe(true);
    const written = JSON.stringify(row);
    expect(written).not.toContain(SECRET_PARAM);
    expect(written).not.toMatch(/no_such_table|Failed query|SELECT/i);

    // The next minute (by the app's clock) starts a new line.
    fakeClock.advance(60_000);
    await t.app.inject({ url: ROUTE });
    const next = await untilCounted(31);
    expect(next.map((r) => r.repeatCount)).toEqual([30, 1]);
  });

  it('shows the count in the back-office list', async () => {
    const response = await t.app.inject({ url: '/api/admin/logs?source=API&order=asc', headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json<{ data: { message: string; repeatCount: number }[] }>().data;
    expect(entries.map((e) => e.repeatCount).sort()).toEqual([1, 30]);
  });
});
