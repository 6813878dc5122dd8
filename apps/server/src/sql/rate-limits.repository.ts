import { tables, type Db } from '@hc/db';
import { lt, sql } from 'drizzle-orm';

const { rateLimitCounts: counts } = tables;

/**
 * Adds counts to their keys' rows in one statement and returns every key's total. A row whose window
 * ended by `at` starts a new window with the count given; otherwise the counts add up in its window.
 */
export async function addRateLimitCounts(db: Db, rows: (typeof counts.$inferInsert)[], at: number) {
  const windowEnded = sql`${counts.expiresAt} <= ${at}`;
  return db
    .insert(counts)
    .values(rows)
    .onConflictDoUpdate({
      target: counts.key,
      set: {
        count: sql`CASE WHEN ${windowEnded} THEN excluded.count ELSE ${counts.count} + excluded.count END`,
        windowStart: sql`CASE WHEN ${windowEnded} THEN excluded.window_start ELSE ${counts.windowStart} END`,
        expiresAt: sql`CASE WHEN ${windowEnded} THEN excluded.expires_at ELSE ${counts.expiresAt} END`,
      },
    })
    .returning({
      hash: counts.key,
      count: counts.count,
      windowStart: counts.windowStart,
      expiresAt: counts.expiresAt,
    });
}

/** Deletes the rows whose window ended before `at`. */
export async function deleteEndedRateLimitWindows(db: Db, at: number): Promise<void> {
  await db.delete(counts).where(lt(counts.expiresAt, at));
}
