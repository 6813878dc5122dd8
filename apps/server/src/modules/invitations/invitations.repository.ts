import { tables, type Db } from '@hc/db';
import { staffRoles } from '@hc/shared';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';

const { invitationTokens, users } = tables;

/**
 * The account a live invitation is for: the token unused and unexpired, the account a staff one that
 * has no password yet and is not deactivated. Null otherwise (the link is then "invalid").
 */
export async function findInvitation(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      email: users.email,
      expiresAt: invitationTokens.expiresAt,
    })
    .from(invitationTokens)
    .innerJoin(users, eq(users.id, invitationTokens.userId))
    .where(
      and(
        eq(invitationTokens.tokenHash, tokenHash),
        isNull(invitationTokens.usedAt),
        gt(invitationTokens.expiresAt, now),
        inArray(users.role, [...staffRoles]),
        isNull(users.passwordHash),
        inArray(users.status, ['pending', 'active']),
      ),
    );
  return row ?? null;
}

/** Single use: marks the token used in the statement that checks it. The account's id, or null. */
export async function consumeInvitation(db: Db, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(invitationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(invitationTokens.tokenHash, tokenHash),
        isNull(invitationTokens.usedAt),
        gt(invitationTokens.expiresAt, now),
      ),
    )
    .returning({ userId: invitationTokens.userId });
  return row?.userId ?? null;
}

/**
 * Sets the first password of an invited account that still has none, and makes it active (an
 * account put on leave meanwhile keeps its status). False when it already had a password.
 */
export async function activateInvitedAccount(
  db: Db,
  input: { userId: number; passwordHash: string; now: Date },
): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ passwordHash: input.passwordHash, registrationStatus: 'complete', updatedAt: input.now })
    .where(and(eq(users.id, input.userId), isNull(users.passwordHash), inArray(users.status, ['pending', 'active'])))
    .returning({ id: users.id });
  if (!row) return false;
  await db
    .update(users)
    .set({ status: 'active' })
    .where(and(eq(users.id, input.userId), eq(users.status, 'pending')));
  // Any other link sent to the account stops working.
  await db
    .update(invitationTokens)
    .set({ usedAt: input.now })
    .where(and(eq(invitationTokens.userId, input.userId), isNull(invitationTokens.usedAt)));
  return true;
}
