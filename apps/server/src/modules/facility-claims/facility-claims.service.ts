import type { Db } from '@hc/db';
import {
  ADMIN_PAGE_SIZE,
  categoryOfType,
  FACILITY_CLAIM_EVIDENCE_FIELD,
  facilityClaimFieldsSchema,
  fieldError,
  fieldErrorFromIssue,
  type FacilityClaim,
  type FacilityClaimFields,
  type FacilityClaimListQuery,
  type FieldError,
  type MyFacilityClaim,
} from '@hc/shared';
import { AppError, conflictingField, invalidField, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Mailer } from '../../lib/mail/mailer';
import { toMailLocale } from '../../lib/mail/mail-templates';
import { normalizePhone } from '../../lib/phone';
import { signedInSession, type RequestContext } from '../../lib/request-context';
import { logRequestEvent } from '../../lib/system-log';
import { recordFacilityChange } from '../../sql/facility-history.repository';
import type { ImageUpload } from '../../document-images/image-upload';
import { personLabel, toMyClaim, toStaffClaim } from './claim-views';
import { findPublicFacility, findSubdivisionPlace, insertProposedFacility } from './claimed-facility.repository';
import {
  countClaimsSince,
  findActiveManager,
  findClaim,
  findEvidence,
  hasPendingClaim,
  insertClaim,
  insertManager,
  listClaims,
  listClaimsOf,
  markDecided,
  type ClaimRow,
} from './facility-claims.repository';

/**
 * At most this many claims per account in 24 hours: a person runs a few facilities, and each claim costs
 * staff a review and sends a mail (docs/decisions/2026-11-29-facility-claims.md).
 */
export const FACILITY_CLAIMS_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ClaimUpload = ImageUpload<typeof FACILITY_CLAIM_EVIDENCE_FIELD>;

/** The text fields as the contract reads them; every problem (and a missing image) on its field. */
function parseFields(upload: ClaimUpload): FacilityClaimFields {
  const parsed = facilityClaimFieldsSchema.safeParse(upload.fields);
  const problems: FieldError[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) =>
        // A top-level field's input is the form's own text (so an absent one reads `required`); a field of
        // `newFacility` is judged on Zod's message.
        issue.path.length === 1
          ? fieldErrorFromIssue({ ...issue, input: upload.fields[String(issue.path[0])] })
          : fieldErrorFromIssue(issue),
      );
  if (!upload.images.evidence) problems.push(fieldError(FACILITY_CLAIM_EVIDENCE_FIELD, 'required'));
  if (!parsed.success || problems.length > 0)
    throw new AppError('validation_failed', 'Some fields are not valid', problems);
  return parsed.data;
}

/**
 * Requests to manage a facility (issue 35): an account claims a public facility, or names one not yet
 * listed (created pending, for the facility review); staff approve (the account becomes one of its
 * managers) or reject with a reason. Each decision is one transaction with the facility's history; the
 * system log and the requester's mail follow it.
 */
export function createFacilityClaimsService(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Where mailed links point (PUBLIC_URL, or this server). */
  linkBase: string;
  onDirectoryChange: () => void;
}) {
  const { db, clock, mailer, linkBase } = deps;

  async function mustFind(source: Db, id: number): Promise<ClaimRow> {
    const row = await findClaim(source, id);
    if (!row) throw notFound('Facility claim');
    return row;
  }

  /** The facility a new-facility claim names, as its row: type's category, place from the subdivision. */
  async function proposedFacility(source: Db, input: NonNullable<FacilityClaimFields['newFacility']>) {
    const phone = input.phone ? normalizePhone(input.phone) : null;
    if (input.phone && !phone) throw invalidField('newFacility.phone', 'invalid_phone');
    const place = await findSubdivisionPlace(source, input.subdivisionId);
    if (!place) throw invalidField('newFacility.subdivisionId', 'invalid');
    return {
      name: input.name,
      facilityType: input.facilityType,
      category: categoryOfType(input.facilityType),
      ...place,
      address: input.address ?? null,
      phone,
    };
  }

  const mailTo = (row: ClaimRow) => ({
    to: row.requesterEmail,
    userId: row.userId,
    locale: toMailLocale(row.requesterLocale),
  });

  return {
    async submit(context: RequestContext, upload: ClaimUpload): Promise<MyFacilityClaim> {
      const fields = parseFields(upload);
      const evidence = upload.images.evidence!;
      const userId = signedInSession(context).user.id;
      const now = clock();
      if ((await countClaimsSince(db, userId, new Date(now.getTime() - DAY_MS))) >= FACILITY_CLAIMS_PER_DAY)
        throw new AppError('rate_limited', `At most ${FACILITY_CLAIMS_PER_DAY} requests to manage a facility a day`);
      const proposed = fields.newFacility ? await proposedFacility(db, fields.newFacility) : null;
      let claimId: number;
      try {
        claimId = await db.transaction(async (tx) => {
          let facilityId: number;
          if (proposed) {
            facilityId = (await insertProposedFacility(tx, proposed, userId, now)).id;
          } else {
            facilityId = fields.facilityId!;
            if (!(await findPublicFacility(tx, facilityId))) throw notFound('Facility');
            if (await findActiveManager(tx, facilityId, userId))
              throw conflictingField('facilityId', 'already_manager', 'You already manage this facility');
            if (await hasPendingClaim(tx, facilityId, userId)) throw pendingConflict();
          }
          const id = await insertClaim(tx, {
            facilityId,
            userId,
            createdFacility: proposed !== null,
            roleAtFacility: fields.roleAtFacility,
            licenceNumber: fields.licenceNumber,
            message: fields.message ?? null,
            evidenceMimeType: evidence.mimeType,
            evidence: evidence.bytes,
            evidenceSize: evidence.bytes.length,
            createdAt: now,
          });
          if (proposed) {
            // The facility's first history entry names the account that proposed it, and the claim.
            const changes = Object.fromEntries(
              Object.entries({ ...proposed, status: 'pending', source: 'staff', claimId: id }).map(([field, value]) => [
                field,
                { before: null, after: value },
              ]),
            );
            await recordFacilityChange(tx, context, now, facilityId, 'created', changes);
          }
          return id;
        });
      } catch (error) {
        // Two requests of one account at once: the partial unique index keeps one open claim.
        if (isUniqueViolation(error)) throw pendingConflict();
        throw error;
      }
      const row = await mustFind(db, claimId);
      if (row.createdFacility) {
        deps.onDirectoryChange();
        await logRequestEvent(deps, context, {
          level: 'INFO',
          source: 'FACILITY',
          message: `Facility #${row.facilityId} created: ${row.facilityName} (proposed by account #${userId} through claim #${row.id})`,
          event: {
            key: 'facility.createdByClaim',
            params: { id: row.facilityId, name: row.facilityName, userId, claimId: row.id },
          },
          details: { facilityId: row.facilityId, action: 'created', claimId: row.id },
        });
      }
      await logRequestEvent(deps, context, {
        level: 'INFO',
        source: 'FACILITY',
        message: `Facility claim #${row.id}: account #${userId} asks to manage facility #${row.facilityId} ${row.facilityName}`,
        event: {
          key: 'facilityClaim.filed',
          params: { id: row.id, userId, facilityId: row.facilityId, name: row.facilityName },
        },
        details: { facilityId: row.facilityId, claimId: row.id, createdFacility: row.createdFacility },
      });
      await mailer.send({
        ...mailTo(row),
        template: 'facility_claim_received',
        data: { facility: row.facilityName, link: `${linkBase}/my-facilities` },
      });
      return toMyClaim(row);
    },

    async mine(context: RequestContext): Promise<MyFacilityClaim[]> {
      return (await listClaimsOf(db, signedInSession(context).user.id)).map(toMyClaim);
    },

    async list(query: FacilityClaimListQuery) {
      const { rows, total, page } = await listClaims(db, query);
      return { data: rows.map(toStaffClaim), meta: { total, page, pageSize: ADMIN_PAGE_SIZE } };
    },

    get: async (id: number): Promise<FacilityClaim> => toStaffClaim(await mustFind(db, id)),

    async evidence(id: number) {
      const image = await findEvidence(db, id);
      if (!image) throw notFound('Evidence');
      return image;
    },

    /**
     * The account becomes one of the facility's managers (its role is left as it is: the rights come from
     * the link). A facility the claim created stays pending: publishing it is the facility review's call.
     */
    async approve(context: RequestContext, id: number): Promise<FacilityClaim> {
      const staffId = signedInSession(context).user.id;
      const now = clock();
      const added = await db.transaction(async (tx) => {
        const claim = await mustFind(tx, id);
        if (!(await markDecided(tx, id, { status: 'approved', decidedBy: staffId, decidedAt: now })))
          throw new AppError('conflict', `Claim #${id} was already decided`);
        if (await findActiveManager(tx, claim.facilityId, claim.userId)) return false;
        await insertManager(tx, {
          facilityId: claim.facilityId,
          userId: claim.userId,
          claimId: id,
          roleAtFacility: claim.roleAtFacility,
          createdAt: now,
        });
        await recordFacilityChange(tx, context, now, claim.facilityId, 'manager_added', {
          manager: { before: null, after: personLabel(requesterOf(claim)) },
          claimId: { before: null, after: id },
        });
        return true;
      });
      const row = await mustFind(db, id);
      await logRequestEvent(deps, context, {
        level: 'SUCCESS',
        source: 'FACILITY',
        message: `Facility claim #${id} approved: account #${row.userId} manages facility #${row.facilityId} ${row.facilityName}`,
        event: {
          key: 'facilityClaim.approved',
          params: { id, userId: row.userId, facilityId: row.facilityId, name: row.facilityName },
        },
        details: { facilityId: row.facilityId, claimId: id, action: 'manager_added', linkCreated: added },
      });
      await mailer.send({
        ...mailTo(row),
        template: 'facility_claim_approved',
        data: { facility: row.facilityName, link: `${linkBase}/my-facilities/${row.facilityId}` },
      });
      return toStaffClaim(row);
    },

    async reject(context: RequestContext, id: number, reason: string): Promise<FacilityClaim> {
      const staffId = signedInSession(context).user.id;
      const now = clock();
      await db.transaction(async (tx) => {
        const claim = await mustFind(tx, id);
        if (!(await markDecided(tx, id, { status: 'rejected', decidedBy: staffId, decidedAt: now, reason })))
          throw new AppError('conflict', `Claim #${id} was already decided`);
        await recordFacilityChange(tx, context, now, claim.facilityId, 'claim_rejected', {
          claimant: { before: null, after: personLabel(requesterOf(claim)) },
          claimId: { before: null, after: id },
          reason: { before: null, after: reason },
        });
      });
      const row = await mustFind(db, id);
      await logRequestEvent(deps, context, {
        level: 'INFO',
        source: 'FACILITY',
        message: `Facility claim #${id} rejected (facility #${row.facilityId} ${row.facilityName}): ${reason}`,
        event: {
          key: 'facilityClaim.rejected',
          params: { id, facilityId: row.facilityId, name: row.facilityName, reason },
        },
        details: { facilityId: row.facilityId, claimId: id, action: 'claim_rejected' },
      });
      await mailer.send({
        ...mailTo(row),
        template: 'facility_claim_rejected',
        data: { facility: row.facilityName, reason },
      });
      return toStaffClaim(row);
    },
  };
}
export type FacilityClaimsService = ReturnType<typeof createFacilityClaimsService>;

const pendingConflict = () =>
  conflictingField('facilityId', 'claim_pending', 'You already asked to manage this facility');

const requesterOf = (claim: ClaimRow) => ({
  firstName: claim.requesterFirstName,
  lastName: claim.requesterLastName,
  email: claim.requesterEmail,
});
