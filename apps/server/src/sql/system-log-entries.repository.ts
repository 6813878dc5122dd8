import { tables, type Db } from '@hc/db';
import { sql } from 'drizzle-orm';

const { systemLogs } = tables;

/**
 * Writes an event to the system log. An event with a repeat key adds to the count of the row already
 * holding that key: one statement, so processes sharing the database add to the same row rather than
 * racing to write one.
 */
export async function insertSystemLog(db: Db, values: typeof systemLogs.$inferInsert): Promise<void> {
  const insert = db.insert(systemLogs).values(values);
  await (values.repeatKey
    ? insert.onConflictDoUpdate({
        target: systemLogs.repeatKey,
        set: { repeatCount: sql`${systemLogs.repeatCount} + 1` },
      })
    : insert);
}
