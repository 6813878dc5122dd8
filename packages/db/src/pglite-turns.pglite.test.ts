import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, queryRows, type Database } from './client';

/** A statement that keeps PGlite (and so this thread) busy for a while. */
const heavy = sql`SELECT count(*)::int AS n FROM generate_series(1, 200000) g WHERE g % 7 = 0`;

describe('PGlite statements take turns with the event loop', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createDatabase({});
    await database.exec('CREATE TABLE turns (id int PRIMARY KEY, v int NOT NULL)');
  });

  afterAll(async () => {
    await database?.close();
  });

  it('lets a waiting macrotask (a socket read, a timer) run while statements are queued', async () => {
    const finished: number[] = [];
    const queued = Array.from({ length: 8 }, (_, i) =>
      queryRows<{ n: number }>(database.db, heavy).then((rows) => {
        finished.push(i);
        return rows[0]!.n;
      }),
    );
    // What a request needing no database waits for: before, PGlite handed each statement to the next in a
    // microtask, and this ran only once all eight had finished.
    const finishedWhenTheLoopRan = await new Promise<number>((resolve) => setImmediate(() => resolve(finished.length)));
    expect(finishedWhenTheLoopRan).toBeLessThanOrEqual(1);
    expect(await Promise.all(queued)).toEqual(Array(8).fill(28571));
  });

  it('keeps statements in order, a transaction whole, and goes on after a failing statement', async () => {
    const results = await Promise.allSettled([
      database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO turns VALUES (1, 1)`);
        // Turns of the event loop (no real time): the queued statements get every chance to cut in.
        for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
        await tx.execute(sql`UPDATE turns SET v = v + 1 WHERE id = 1`);
      }),
      // Queued while the transaction holds its turn: it must see the transaction's result, not half of it.
      queryRows<{ v: number }>(database.db, sql`SELECT v FROM turns WHERE id = 1`),
      database.db.execute(sql`SELECT * FROM no_such_table`),
      queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM turns`),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseFulfilledResult<{ v: number }[]>).value).toEqual([{ v: 2 }]);
    expect((results[3] as PromiseFulfilledResult<{ n: number }[]>).value).toEqual([{ n: 1 }]);
  });
});
