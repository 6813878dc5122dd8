import type { Db } from '@hc/db';
import {
  ADMIN_PAGE_SIZE,
  claimTransitions,
  fieldError,
  formatPatientId,
  isAllowedTransition,
  referenceOf,
  type Claim,
  type ClaimCreate,
  type ClaimDetail,
  type ClaimListQuery,
  type ClaimTransition,
  type FieldError,
} from '@hc/shared';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { regionScopeOf, type RequestContext } from '../../lib/request-context';
import { logRequestEvent } from '../../lib/system-log';
import {
  doctorExists,
  findBookingForClaim,
  findClaim,
  insertClaim,
  insertClaimEvent,
  listClaimEvents,
  listClaims,
  lockClaim,
  patientExists,
  setClaimStatus,
  type ClaimEventRow,
  type ClaimRow,
} from './claims.repository';
import { createVersionMemo } from '../../lib/version-memo';

const fullName = (firstName: string, lastName: string) => `${firstName} ${lastName}`.trim();

export function toClaim(row: ClaimRow): Claim {
  return {
    id: row.id,
    reference: referenceOf('claim', row.id),
    booking: { id: row.bookingId, reference: referenceOf('booking', row.bookingId) },
    doctor: { id: row.doctorId, name: row.doctorName },
    patient: {
      id: row.patientId,
      number: formatPatientId(row.patientId),
      name: fullName(row.patientFirstName, row.patientLastName),
    },
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

const toEvent = (row: ClaimEventRow): ClaimDetail['timeline'][number] => ({
  from: row.from,
  to: row.to,
  note: row.note,
  who:
    row.userId === null || row.firstName === null || row.lastName === null
      ? null
      : { id: row.userId, name: fullName(row.firstName, row.lastName) },
  at: row.at.toISOString(),
});

/**
 * The back-office Claims section (spec 02 "Claims", §4): disputes about a booking, filed by staff and
 * moved open → in_progress → resolved | rejected (claimTransitions), each step with a note and who
 * made it (claim_events, the timeline) and a line in the system log. A region-limited account sees and
 * moves only the claims of its region's bookings (another's answer 404).
 */
export function createClaimsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  // Totals per filter set for one version of the claims and their bookings, checked on every list.
  const listTotals = createVersionMemo<number>();

  async function mustLoad(source: Db, id: number, scope: number | null): Promise<ClaimDetail> {
    const row = await findClaim(source, id, scope);
    if (!row) throw notFound('Claim');
    const events = await listClaimEvents(source, id);
    return {
      ...toClaim(row),
      message: row.message,
      updatedAt: row.updatedAt.toISOString(),
      timeline: events.map(toEvent),
    };
  }

  /** Each id must name a record, and the doctor and patient must be the booking's; every field's error at once. */
  async function checkParties(source: Db, input: ClaimCreate) {
    const [booking, isDoctor, isPatient] = await Promise.all([
      findBookingForClaim(source, input.bookingId),
      doctorExists(source, input.doctorId),
      patientExists(source, input.patientId),
    ]);
    const fields: FieldError[] = [];
    if (!booking) fields.push(fieldError('bookingId', 'invalid'));
    if (!isDoctor) fields.push(fieldError('doctorId', 'invalid'));
    else if (booking && booking.doctorId !== input.doctorId) fields.push(fieldError('doctorId', 'not_same_booking'));
    if (!isPatient) fields.push(fieldError('patientId', 'invalid'));
    else if (booking && booking.patientId !== input.patientId) fields.push(fieldError('patientId', 'not_same_booking'));
    if (fields.length > 0) throw new AppError('validation_failed', 'The claim does not name one booking', fields);
  }

  return {
    async list(context: RequestContext, query: ClaimListQuery) {
      const { rows, total, page } = await listClaims(db, query, regionScopeOf(context.session), listTotals);
      return { data: rows.map(toClaim), meta: { total, page, pageSize: ADMIN_PAGE_SIZE } };
    },

    get: (context: RequestContext, id: number) => mustLoad(db, id, regionScopeOf(context.session)),

    /** New Claim: an `open` claim about the booking, its first timeline step (filed, no note). */
    async create(context: RequestContext, input: ClaimCreate): Promise<ClaimDetail> {
      const userId = context.session?.user.id ?? null;
      const at = clock();
      const claim = await db.transaction(async (tx) => {
        await checkParties(tx, input);
        const id = await insertClaim(tx, { ...input, createdBy: userId, at });
        await insertClaimEvent(tx, { claimId: id, from: null, to: 'open', note: null, userId, at });
        return mustLoad(tx, id, null);
      });
      await logRequestEvent(deps, context, {
        level: 'INFO',
        source: 'BOOKING',
        message: `Claim ${claim.reference} filed about booking ${claim.booking.reference} (doctor #${claim.doctor.id}, patient ${claim.patient.number})`,
        event: {
          key: 'claim.filed',
          params: {
            reference: claim.reference,
            booking: claim.booking.reference,
            doctorId: claim.doctor.id,
            patient: claim.patient.number,
          },
        },
        details: { claimId: claim.id, bookingId: claim.booking.id, action: 'filed' },
      });
      return claim;
    },

    /** Moves the claim to `to` if claimTransitions allows it from where it stands (409 otherwise), under its row lock. */
    async transition(context: RequestContext, id: number, input: ClaimTransition): Promise<ClaimDetail> {
      const scope = regionScopeOf(context.session);
      const userId = context.session?.user.id ?? null;
      const at = clock();
      const { claim, from } = await db.transaction(async (tx) => {
        const locked = await lockClaim(tx, id, scope);
        if (!locked) throw notFound('Claim');
        if (!isAllowedTransition(claimTransitions, locked.status, input.to))
          throw new AppError(
            'conflict',
            `A claim that is ${locked.status} cannot be moved to ${input.to} (allowed: ${claimTransitions[locked.status].join(', ') || 'none'})`,
          );
        await setClaimStatus(tx, id, input.to, at);
        await insertClaimEvent(tx, { claimId: id, from: locked.status, to: input.to, note: input.note, userId, at });
        return { claim: await mustLoad(tx, id, null), from: locked.status };
      });
      await logRequestEvent(deps, context, {
        level: 'INFO',
        source: 'BOOKING',
        message: `Claim ${claim.reference} moved from ${from} to ${claim.status}`,
        event: { key: 'claim.moved', params: { reference: claim.reference, from, to: claim.status } },
        details: {
          claimId: id,
          bookingId: claim.booking.id,
          action: 'transition',
          from,
          to: claim.status,
          note: input.note,
        },
      });
      return claim;
    },
  };
}
export type ClaimsService = ReturnType<typeof createClaimsService>;
