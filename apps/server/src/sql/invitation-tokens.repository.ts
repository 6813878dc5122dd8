import { tables, type Db } from '@hc/db';
import { and, eq, isNull } from 'drizzle-orm';

const { invitationTokens } = tables;

/** Voids every invitation of the account not used yet (a newer one replaces them, or the account was deactivated). */
export async function voidInvitations(db: Db, userId: number): Promise<void> {
  await db.delete(invitationTokens).where(and(eq(invitationTokens.userId, userId), isNull(invitationTokens.usedAt)));
}

export async function insertInvitation(db: Db, values: typeof invitationTokens.$inferInsert): Promise<void> {
  await db.insert(invitationTokens).values(values);
}
