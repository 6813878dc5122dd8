import { tables } from '@hc/db';
import { createTestDatabase, type TestDatabase } from '@hc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedCounter, type SharedCounter } from './shared-counter';

const MINUTE = 60_000;
let database: TestDatabase;
let now = Date.parse('2026-11-25T10:00:00Z');
const counters: SharedCounter[] = [];

/** A counter as one server process holds it; several on one database play several processes. */
function processCounter(options: { onError?: (error: unknown) => void } = {}) {
  const counter = createSharedCounter({ db: database.db, now: () => now, ...options });
  counters.push(counter);
  return counter;
}

async function hits(counter: SharedCounter, key: string, times: number, max: number) {
  let last = { current: 0, ttl: 0 };
  for (let i = 0; i < times; i++) last = await counter.hit(key, MINUTE, max);
  return last;
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  for (const counter of counters) await counter.close();
  await database.drop();
});

describe('shared rate-limit counter', () => {
  it('a burst over two processes passes a limit by at most half of it, then both refuse', async () => {
    const [first, second] = [processCounter(), processCounter()];
    const currents: number[] = [];
    for (let i = 0; i < 16; i++) currents.push((await (i % 2 ? second : first).hit('ip:a', MINUTE, 10)).current);
    const allowed = currents.filter((current) => current <= 10).length;
    expect(allowed).toBeGreaterThanOrEqual(10);
    expect(allowed).toBeLessThanOrEqual(15);
    // Once one is refused, every later request, on either process, is refused.
    const firstRefused = currents.findIndex((current) => current > 10);
    expect(currents.slice(firstRefused).every((current) => current > 10)).toBe(true);
  });

  it("counts a large limit in memory and shares it on flush: the other process's total includes it", async () => {
    const [first, second] = [processCounter(), processCounter()];
    expect((await hits(first, 'ip:b', 40, 1000)).current).toBe(40);
    // Nothing reached the database yet for this key (only the first test's row is there).
    expect(await database.db.$count(tables.rateLimitCounts)).toBe(1);
    await first.flush();
    await second.hit('ip:b', MINUTE, 1000);
    await second.flush();
    expect((await second.hit('ip:b', MINUTE, 1000)).current).toBe(42);
  });

  it('shares a large limit at every hit from half of it on, so the processes refuse together', async () => {
    const [first, second] = [processCounter(), processCounter()];
    await hits(first, 'ip:g', 300, 600);
    await first.flush();
    // The second process learns of the 300 with its first share; from then on both count in the row.
    await second.hit('ip:g', MINUTE, 600);
    await second.flush();
    const currents: number[] = [];
    for (let i = 0; i < 300; i++) currents.push((await (i % 2 ? second : first).hit('ip:g', MINUTE, 600)).current);
    expect(currents.at(-1)).toBe(601);
    expect(currents.filter((current) => current > 600)).toHaveLength(1);
  });

  it("a key's window starts at its first request and a new one starts when it ends", async () => {
    const [first, second] = [processCounter(), processCounter()];
    now = Date.parse('2026-11-25T11:00:30Z');
    await hits(first, 'ip:c', 4, 8);
    await first.flush();
    now += 30_000;
    await second.hit('ip:c', MINUTE, 8);
    await second.flush();
    now += 29_000;
    // 59 s after the first request, still its window, on the other process too (which started none).
    expect(await second.hit('ip:c', MINUTE, 8)).toEqual({ current: 6, ttl: 1000 });
    now += 1000;
    expect((await first.hit('ip:c', MINUTE, 8)).current).toBe(1);
    await first.flush();
    // The other process's window has ended as well; it learns the new one's count from the row.
    await hits(second, 'ip:c', 3, 8);
    await second.flush();
    expect((await second.hit('ip:c', MINUTE, 8)).current).toBe(5);
  });

  it('counts the same key over different windows apart, and stores no readable key', async () => {
    const counter = processCounter();
    await hits(counter, 'newsletter:someone@example.cm', 3, 4);
    expect((await counter.hit('newsletter:someone@example.cm', 24 * 60 * MINUTE, 4)).current).toBe(1);
    await counter.flush();
    const keys = (await database.db.select().from(tables.rateLimitCounts)).map((row) => row.key);
    expect(keys.some((key) => key.includes('example.cm') || key.includes('ip:'))).toBe(false);
  });

  it('deletes windows that have ended', async () => {
    const counter = createSharedCounter({ db: database.db, now: () => now, sweepIntervalMs: MINUTE });
    counters.push(counter);
    await hits(counter, 'ip:d', 3, 4);
    const before = await database.db.$count(tables.rateLimitCounts);
    now += 2 * 24 * 60 * MINUTE;
    await counter.hit('ip:e', MINUTE, 1000);
    await counter.flush();
    const rows = await database.db.select().from(tables.rateLimitCounts);
    expect(before).toBeGreaterThan(1);
    // Only the row written after the sweep's time remains.
    expect(rows).toHaveLength(1);
    expect(rows[0]!.count).toBe(1);
  });

  it('keeps counting on its own when the database fails, and reports the fault', async () => {
    const lost = await createTestDatabase();
    const errors: unknown[] = [];
    const counter = createSharedCounter({ db: lost.db, now: () => now, onError: (error) => errors.push(error) });
    await lost.drop();
    const last = await hits(counter, 'ip:f', 5, 6);
    expect(last.current).toBe(5);
    expect(errors.length).toBeGreaterThan(0);
    await counter.close();
  });
});
