import type { Db } from '@hc/db';
import { sql } from 'drizzle-orm';

/**
 * Resolves when the database answers a trivial query within the time given; rejects when it cannot be
 * reached or does not answer in time (a frozen server accepts the connection and never replies).
 */
export async function pingDatabase(db: Db, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`SELECT 1`), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
