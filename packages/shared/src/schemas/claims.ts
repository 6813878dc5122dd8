import { z } from 'zod';
import { claimStatuses, idOfReference } from '../care-records';
import { ADMIN_SEARCH_MAX } from '../limits';
import { adminListQuerySchema } from './admin';
import { ID_MAX, idSchema, listMetaSchema } from './common';
import { parsePatientId } from './patients';

// The claims API's contracts (issue 12, spec 02 "Claims", §4): the list, a claim with its timeline,
// New Claim and the status transitions. The same schemas validate the routes and the web forms.

export const CLAIM_MESSAGE_MAX = 2000;
export const CLAIM_NOTE_MAX = 1000;
/** The largest id a column holds (PostgreSQL `integer`): a bigger one names nothing. */

/** The statuses a claim may be moved to (a claim is `open` only when filed). */
export const claimTargetStatuses = ['in_progress', 'resolved', 'rejected', 'open'] as const;
export type ClaimTargetStatus = (typeof claimTargetStatuses)[number];

const bareNumber = (text: string): number | null => {
  const match = /^\s*0*(\d{1,10})\s*$/.exec(text);
  return match ? Number(match[1]) : null;
};

/**
 * An id as staff type it in the New Claim form (a reference `BKG042`, `PAT-000123`, or the bare number)
 * or as an API client sends it (a number): the record's id. Empty reads `required`; text that names no
 * id `invalid_format`.
 */
const referenceIdSchema = (parse: (text: string) => number | null) =>
  z.union([z.number(), z.string().max(40)]).transform((value, ctx): number => {
    const text = typeof value === 'string' ? value.trim() : null;
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: 'required', input: value });
      return z.NEVER;
    }
    const id = text === null ? value : parse(text);
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > ID_MAX) {
      ctx.addIssue({ code: 'custom', message: text === null ? 'invalid' : 'invalid_format', input: value });
      return z.NEVER;
    }
    return id;
  });

/** POST /api/admin/claims (New Claim): all four required; the doctor and patient must be the booking's. */
export const claimCreateSchema = z.strictObject({
  /** `BKG042`, `42` or 42. */
  bookingId: referenceIdSchema((text) => idOfReference('booking', text)),
  /** The doctor's id (a number). */
  doctorId: referenceIdSchema(bareNumber),
  /** `PAT-000123`, `123` or 123. */
  patientId: referenceIdSchema(parsePatientId),
  message: z.string().trim().min(1).max(CLAIM_MESSAGE_MAX),
});
export type ClaimCreate = z.infer<typeof claimCreateSchema>;
export type ClaimCreateInput = z.input<typeof claimCreateSchema>;

/** POST /api/admin/claims/{id}/transition: the next status (claimTransitions) and why. */
export const claimTransitionSchema = z.strictObject({
  to: z.enum(claimTargetStatuses),
  note: z.string().trim().min(1).max(CLAIM_NOTE_MAX),
});
export type ClaimTransition = z.infer<typeof claimTransitionSchema>;
export type ClaimTransitionInput = z.input<typeof claimTransitionSchema>;

/**
 * GET /api/admin/claims: 10 a page, newest first. `q` finds a claim by its own, its booking's, its
 * doctor's or its patient's id: `CLM007`, `BKG042`, `PAT-000123`, or a bare number (any of the four).
 */
export const claimListQuerySchema = adminListQuerySchema.omit({ sort: true, order: true }).extend({
  q: z.string().trim().max(ADMIN_SEARCH_MAX).optional(),
  status: z.enum(claimStatuses).optional(),
  /** Issue 36: one patient's claims (the read-only patient record). */
  patient: idSchema.optional(),
});
export type ClaimListQuery = z.infer<typeof claimListQuerySchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const claimSchema = z.object({
  id: z.number().int(),
  /** `CLM007`: referenceOf('claim', id). */
  reference: z.string(),
  booking: z.object({ id: z.number().int(), reference: z.string() }),
  doctor: personSchema,
  /** `number` is the patient's id as shown (`PAT-000123`). */
  patient: personSchema.extend({ number: z.string() }),
  status: z.enum(claimStatuses),
  createdAt: z.string(),
});
export type Claim = z.infer<typeof claimSchema>;

/** One step of a claim's timeline: filed (`from` null), then each transition with its note and who made it. */
export const claimEventSchema = z.object({
  from: z.enum(claimStatuses).nullable(),
  to: z.enum(claimStatuses),
  note: z.string().nullable(),
  /** Null once the account that made the step is gone. */
  who: personSchema.nullable(),
  at: z.string(),
});
export type ClaimEvent = z.infer<typeof claimEventSchema>;

/** GET /api/admin/claims/{id}: the claim with its message and its timeline, oldest step first. */
export const claimDetailSchema = claimSchema.extend({
  message: z.string(),
  updatedAt: z.string(),
  timeline: z.array(claimEventSchema),
});
export type ClaimDetail = z.infer<typeof claimDetailSchema>;

export const claimListSchema = z.object({ data: z.array(claimSchema), meta: listMetaSchema });
export type ClaimList = z.infer<typeof claimListSchema>;
