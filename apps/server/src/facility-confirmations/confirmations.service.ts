import type { Db } from '@hc/db';
import {
  FACILITY_CONFIRM_EVERY_MONTHS,
  FACILITY_CONFIRM_LINK_DAYS,
  fieldError,
  type FacilityHistoryAction,
} from '@hc/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { randomToken, sha256 } from '../lib/crypto';
import { toMailLocale } from '../lib/mail/mail-templates';
import type { Mailer } from '../lib/mail/mailer';
import type { RequestContext } from '../lib/request-context';
import { logRequestEvent, writeSystemLog } from '../lib/system-log';
import { insertFacilityHistory } from '../sql/facility-history.repository';
import {
  claimDueManagers,
  findConfirmationLink,
  insertConfirmationLink,
  markFacilityConfirmed,
  markManagerConfirmed,
  useConfirmationLink,
  type ConfirmationLinkRow,
} from './confirmations.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "The listing is still right", from one of the facility's managers: the facility and this manager are
 * confirmed at `at`, in one transaction with the facility's history entry (the manager as its author).
 */
export async function confirmListing(
  db: Db,
  input: { facilityId: number; managerId: number; userId: number; at: Date; action: FacilityHistoryAction },
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await markFacilityConfirmed(tx, input.facilityId, input.at);
    await markManagerConfirmed(tx, input.managerId, input.at);
    await insertFacilityHistory(tx, {
      facilityId: input.facilityId,
      userId: input.userId,
      action: input.action,
      changes: { facilityConfirmedAt: { before: before?.toISOString() ?? null, after: input.at.toISOString() } },
      at: input.at,
    });
  });
}

const unknownLink = () =>
  new AppError('not_found', 'This confirmation link is not valid', [fieldError('token', 'invalid_confirmation_link')]);
const usedLink = () =>
  new AppError('gone', 'This confirmation link was already used', [fieldError('token', 'confirmation_link_used')]);
const expiredLink = () =>
  new AppError('gone', 'This confirmation link has expired', [fieldError('token', 'confirmation_link_expired')]);

/**
 * Issue 35's "keep it current": every FACILITY_CONFIRM_EVERY_MONTHS months a facility's managers are
 * e-mailed a one-click, single-use link (only its hash is kept; it works FACILITY_CONFIRM_LINK_DAYS days)
 * to confirm the listing is still right. Sent through the app's mailer (the Outbox, or SMTP as configured).
 */
export function createFacilityConfirmations(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Where links in mail point (PUBLIC_URL, see lib/invitations.ts `linkBase`). */
  linkBase: string;
  onDirectoryChange: () => void;
}) {
  const { db, clock } = deps;

  /** A link that still works, or the reason it does not (404 unknown, 410 used, expired or revoked). */
  async function usableLink(token: string, now: Date): Promise<ConfirmationLinkRow> {
    const link = await findConfirmationLink(db, sha256(token));
    if (!link) throw unknownLink();
    if (link.usedAt) throw usedLink();
    if (link.expiresAt <= now || link.revokedAt || link.archivedAt || link.userStatus !== 'active') throw expiredLink();
    return link;
  }

  return {
    /**
     * Mails every manager whose confirmation is due at `now` (see claimDueManagers): one link each. Answers
     * how many were sent. Safe to run from several processes at once: each manager is claimed by one.
     */
    async sendDueConfirmationRequests(now: Date = clock()): Promise<number> {
      const due = await claimDueManagers(db, now, FACILITY_CONFIRM_EVERY_MONTHS);
      for (const manager of due) {
        const token = randomToken(32);
        await insertConfirmationLink(db, {
          tokenHash: sha256(token),
          managerId: manager.managerId,
          createdAt: now,
          expiresAt: new Date(now.getTime() + FACILITY_CONFIRM_LINK_DAYS * DAY_MS),
        });
        await deps.mailer.send({
          to: manager.email,
          userId: manager.userId,
          locale: toMailLocale(manager.locale),
          template: 'facility_confirmation_request',
          data: {
            facility: manager.facilityName,
            link: `${deps.linkBase}/confirm-listing?token=${encodeURIComponent(token)}`,
            days: FACILITY_CONFIRM_LINK_DAYS,
            spaceLink: `${deps.linkBase}/my-facilities/${manager.facilityId}`,
          },
        });
      }
      if (due.length > 0)
        await writeSystemLog(
          db,
          {
            level: 'INFO',
            source: 'FACILITY',
            message: `Listing confirmation requested from ${due.length} facility manager(s)`,
            event: { key: 'facility.confirmationsRequested', params: { count: due.length } },
            details: { managers: due.map((m) => ({ managerId: m.managerId, facilityId: m.facilityId })) },
            at: now,
          },
          deps.log,
        );
      return due.length;
    },

    /** What the link's page shows before its holder confirms. */
    async read(token: string) {
      const link = await usableLink(token, clock());
      return { facility: { id: link.facilityId, name: link.facilityName }, expiresAt: link.expiresAt.toISOString() };
    },

    /** Confirms the listing once; a second use of the link is 410 `confirmation_link_used`. */
    async confirm(context: RequestContext, token: string) {
      const now = clock();
      const link = await usableLink(token, now);
      if (!(await useConfirmationLink(db, link.id, now))) throw usedLink();
      await confirmListing(db, {
        facilityId: link.facilityId,
        managerId: link.managerId,
        userId: link.userId,
        at: now,
        action: 'facility_confirmed_by_link',
      });
      deps.onDirectoryChange();
      await logRequestEvent(deps, context, {
        level: 'INFO',
        source: 'FACILITY',
        message: `Facility #${link.facilityId} confirmed by the facility (e-mail link): ${link.facilityName}`,
        event: { key: 'facility.confirmedByLink', params: { id: link.facilityId, name: link.facilityName } },
        // The link's holder is the manager, though not signed in.
        userId: link.userId,
        details: { facilityId: link.facilityId, managerId: link.managerId, action: 'facility_confirmed_by_link' },
      });
      return { facilityId: link.facilityId, confirmedAt: now.toISOString() };
    },
  };
}
export type FacilityConfirmations = ReturnType<typeof createFacilityConfirmations>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 35's listing confirmations (app.ts runs `sendDueConfirmationRequests` hourly). */
    facilityConfirmations: FacilityConfirmations;
  }
}
