import type { Db } from '@hc/db';
import type { InvitationAccept, InvitationInfo } from '@hc/shared';
import { invalidField } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, sha256 } from '../../lib/crypto';
import type { RequestContext } from '../../lib/request-context';
import { logRequestEvent } from '../../lib/system-log';
import { activateInvitedAccount, consumeInvitation, findInvitation } from './invitations.repository';

const invalidLink = () =>
  invalidField('token', 'invalid_invitation_link', 'This invitation link is invalid, has expired or was already used');

/** An invited employee chooses a first password from the link of the invitation mail. */
export function createInvitationsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** Who the link invites (the page greets them); 400 `invalid_invitation_link` when it does not work. */
    async describe(token: string): Promise<InvitationInfo> {
      const found = await findInvitation(db, sha256(token), clock());
      if (!found) throw invalidLink();
      return { firstName: found.firstName, email: found.email, expiresAt: found.expiresAt.toISOString() };
    },

    /** Sets the password, uses the link up and activates the account, in one transaction. */
    async accept(context: RequestContext, input: InvitationAccept): Promise<void> {
      const tokenHash = sha256(input.token);
      // Checked before the (slow, by design) password hash, so a dead link costs little.
      if (!(await findInvitation(db, tokenHash, clock()))) throw invalidLink();
      const passwordHash = await hashPassword(input.password);
      const now = clock();
      const account = await db.transaction(async (tx) => {
        const found = await findInvitation(tx, tokenHash, now);
        const userId = await consumeInvitation(tx, tokenHash, now);
        if (!found || userId === null || !(await activateInvitedAccount(tx, { userId, passwordHash, now })))
          throw invalidLink();
        return found;
      });
      await logRequestEvent(deps, context, {
        level: 'SUCCESS',
        source: 'AUTH',
        message: `Invitation accepted, password set: ${account.email}`,
        event: { key: 'auth.invitationAccepted', params: { email: account.email } },
        userId: account.userId,
      });
    },
  };
}
