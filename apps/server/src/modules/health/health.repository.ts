import type { Db } from '@hc/db';
import { sql } from 'drizzle-orm';

/** Resolves when the database answers a trivial query; rejects when it cannot be reached. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
