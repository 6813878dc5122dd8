import { tables, type Db } from '@hc/db';
import { eq } from 'drizzle-orm';

const { outboxMessages } = tables;

/** Stores a message written; its id. */
export async function insertOutboxMessage(db: Db, values: typeof outboxMessages.$inferInsert): Promise<number> {
  const [row] = await db.insert(outboxMessages).values(values).returning({ id: outboxMessages.id });
  return row!.id;
}

export async function markOutboxSent(db: Db, id: number, sentAt: Date): Promise<void> {
  await db.update(outboxMessages).set({ sentAt }).where(eq(outboxMessages.id, id));
}

/** Keeps why the mail server refused the message. */
export async function markOutboxFailed(db: Db, id: number, error: string): Promise<void> {
  await db.update(outboxMessages).set({ error }).where(eq(outboxMessages.id, id));
}
