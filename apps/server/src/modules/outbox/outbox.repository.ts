import { tables, type Db } from '@hc/db';
import { ADMIN_PAGE_SIZE, type OutboxQuery } from '@hc/shared';
import { count, desc, sql } from 'drizzle-orm';
import { clampPage, substringPattern } from '../../lib/list';

const { outboxMessages } = tables;

export type OutboxRecord = typeof outboxMessages.$inferSelect;

/** One page of the mail written, newest first; `q` is a part of the recipient's address (any case). */
export async function listOutbox(db: Db, query: OutboxQuery) {
  const where = query.q ? sql`lower(${outboxMessages.toAddress}) LIKE lower(${substringPattern(query.q)})` : undefined;
  const [counted] = await db.select({ total: count() }).from(outboxMessages).where(where);
  const total = counted?.total ?? 0;
  const { page, offset } = clampPage(query.page, total);
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(where)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  return { rows, total, page };
}
