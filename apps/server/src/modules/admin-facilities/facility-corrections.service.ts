import type { Db } from '@hc/db';
import {
  ADMIN_PAGE_SIZE,
  proposedFieldsOf,
  type Correction,
  type CorrectionField,
  type CorrectionListQuery,
  type CorrectionSubmission,
} from '@hc/shared';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { signedInSession, type RequestContext } from '../../lib/request-context';
import { logRequestEvent } from '../../lib/system-log';
import type { AdminFacilitiesService } from './admin-facilities.service';
import {
  findCorrection,
  insertCorrection,
  isPublicFacility,
  listCorrections,
  markReviewed,
  reopenCorrection,
} from './facility-corrections.repository';
import { acceptedValues, proposalOf, toCorrection } from './facility-corrections.mapping';
import { normalizePhone } from './phone';

const alreadyReviewed = () => new AppError('conflict', 'This correction has already been reviewed');

/**
 * Visitors' corrections: received from the public pages, listed for staff beside the facility's
 * current values, accepted field by field (through the facilities service, so an accepted field is
 * the same versioned, recorded change as a staff edit) or rejected with a reason.
 */
export function createFacilityCorrectionsService(deps: { db: Db; clock: Clock; facilities: AdminFacilitiesService }) {
  const { db, clock } = deps;

  async function mustFind(id: number) {
    const row = await findCorrection(db, id);
    if (!row) throw notFound('Correction');
    return row;
  }

  return {
    /**
     * Keeps a visitor's proposal for review. A filled honeypot is dropped without a word (the caller
     * answers as for a kept one), so a robot learns nothing; the system log notes it.
     */
    async submit(context: RequestContext, facilityId: number, input: CorrectionSubmission): Promise<void> {
      if (!(await isPublicFacility(db, facilityId))) throw notFound('Facility');
      if (input.website?.trim()) {
        await logRequestEvent(deps, context, {
          level: 'WARN',
          source: 'FACILITY',
          message: `Correction for facility #${facilityId} dropped: the hidden field was filled in (a robot)`,
          event: { key: 'correction.droppedRobot', params: { facilityId } },
          details: { facilityId },
        });
        return;
      }
      let phone: string | null = null;
      if (input.phone) {
        phone = normalizePhone(input.phone);
        if (!phone) throw invalidField('phone', 'invalid_phone', 'The phone number is not valid');
      }
      const id = await insertCorrection(db, {
        facilityId,
        phone,
        address: input.address ?? null,
        openingHours: input.openingHours ?? null,
        lat: input.latitude ?? null,
        lng: input.longitude ?? null,
        closedPermanently: input.closedPermanently === true,
        notHealthFacility: input.notHealthFacility === true,
        note: input.note ?? null,
        contact: input.contact ?? null,
        createdAt: clock(),
      });
      const fields = proposedFieldsOf(input);
      await logRequestEvent(deps, context, {
        level: 'INFO',
        source: 'FACILITY',
        message: `Correction #${id} proposed for facility #${facilityId}: ${fields.join(', ')}`,
        event: { key: 'correction.proposed', params: { id, facilityId, fields: fields.join(', ') } },
        details: { facilityId, correctionId: id, fields },
      });
    },

    async list(query: CorrectionListQuery) {
      const { rows, total, page } = await listCorrections(db, query);
      return { data: rows.map(toCorrection), meta: { total, page, pageSize: ADMIN_PAGE_SIZE } };
    },

    /** Applies the chosen fields (each one the correction proposes) and closes the correction. */
    async accept(context: RequestContext, id: number, requested: CorrectionField[]): Promise<Correction> {
      const row = await mustFind(id);
      if (row.correction.status !== 'pending') throw alreadyReviewed();
      const proposed = proposedFieldsOf(proposalOf(row));
      if (requested.some((field) => !proposed.includes(field)))
        throw invalidField('fields', 'invalid', 'Accept only fields this correction proposes');
      const accepted = proposed.filter((field) => requested.includes(field));
      const now = clock();
      // Checked before the claim: a proposed type of another category is refused, the correction stays pending.
      const values = acceptedValues(row, accepted, now);
      // Claimed first, so two reviewers accepting at once cannot both apply it.
      const claimed = await markReviewed(db, id, {
        status: accepted.length === proposed.length ? 'accepted' : 'partially_accepted',
        reviewedBy: signedInSession(context).user.id,
        reviewedAt: now,
        acceptedFields: accepted,
      });
      if (!claimed) throw alreadyReviewed();
      try {
        await deps.facilities.applyCorrection(context, row.facility.id, values);
      } catch (error) {
        await reopenCorrection(db, id);
        throw error;
      }
      return toCorrection(await mustFind(id));
    },

    async reject(context: RequestContext, id: number, reason: string): Promise<Correction> {
      const row = await mustFind(id);
      if (row.correction.status !== 'pending') throw alreadyReviewed();
      const claimed = await markReviewed(db, id, {
        status: 'rejected',
        reviewedBy: signedInSession(context).user.id,
        reviewedAt: clock(),
        rejectReason: reason,
      });
      if (!claimed) throw alreadyReviewed();
      await logRequestEvent(deps, context, {
        level: 'INFO',
        source: 'FACILITY',
        message: `Correction #${id} of facility #${row.facility.id} rejected: ${reason}`.slice(0, 500),
        event: { key: 'correction.rejected', params: { id, facilityId: row.facility.id, reason } },
        details: { facilityId: row.facility.id, correctionId: id, action: 'correction_rejected' },
      });
      return toCorrection(await mustFind(id));
    },
  };
}
