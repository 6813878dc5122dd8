import { z } from 'zod';
import { facilityCategories, facilityStatuses, facilityTypes } from '../enums';
import { hasValidCoordinates } from '../coordinates';
import { idSchema, latitudeSchema, listMetaSchema, longitudeSchema, pageSchema } from './common';
import { weeklyHoursSchema } from './facility';

// A visitor's correction of a facility (issue 9): proposed by anyone from the public pages, reviewed
// field by field by staff in the back-office queue.

/** Where a correction stands in the queue: accepted in part when staff took only some of its fields. */
export const correctionStatuses = ['pending', 'accepted', 'partially_accepted', 'rejected'] as const;
export type CorrectionStatus = (typeof correctionStatuses)[number];

/**
 * What a visitor may propose; staff accept each one apart (`position` is latitude and longitude together).
 * `name`, `facilityType` and `place` (its subdivision, hence division and region) come only from a
 * facility's own manager (issue 35: those changes wait for staff).
 */
export const correctionFields = [
  'name',
  'facilityType',
  'place',
  'phone',
  'address',
  'openingHours',
  'position',
  'closedPermanently',
  'notHealthFacility',
] as const;
export type CorrectionField = (typeof correctionFields)[number];

export const CORRECTION_PHONE_MAX = 40;
export const CORRECTION_ADDRESS_MAX = 500;
export const CORRECTION_NOTE_MAX = 1000;
export const CORRECTION_CONTACT_MAX = 200;
export const CORRECTION_REASON_MAX = 500;
/** The hidden field of the public form: people never see it, so anything in it was typed by a robot. */
export const CORRECTION_HONEYPOT_FIELD = 'website';

/**
 * Looks like a phone number (digits with the usual separators, 6 to 15 digits); the server then
 * reads it as a Cameroonian or international number and stores it in E.164, or refuses it.
 */
export function isPlausiblePhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

/** Optional text: blank means "not proposed". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * The public submission. Every proposal is optional but at least one is required (a `required` error
 * on `request` otherwise); blank texts and unticked boxes propose nothing. `website` is the honeypot:
 * it is accepted whatever it holds, and the server answers a filled one like a success but keeps nothing.
 */
export const correctionSubmissionSchema = z
  .strictObject({
    phone: z
      .string()
      .trim()
      .max(CORRECTION_PHONE_MAX)
      .refine((value) => value === '' || isPlausiblePhone(value), { error: 'invalid_phone' })
      .optional()
      .transform((value) => (value ? value : undefined)),
    address: optionalText(CORRECTION_ADDRESS_MAX),
    openingHours: weeklyHoursSchema.optional(),
    latitude: latitudeSchema.optional(),
    longitude: longitudeSchema.optional(),
    closedPermanently: z.boolean().optional(),
    notHealthFacility: z.boolean().optional(),
    note: optionalText(CORRECTION_NOTE_MAX),
    contact: optionalText(CORRECTION_CONTACT_MAX),
    [CORRECTION_HONEYPOT_FIELD]: z.string().max(2000).optional(),
  })
  .superRefine((value, ctx) => {
    const hasLatitude = value.latitude !== undefined;
    const hasLongitude = value.longitude !== undefined;
    if (hasLatitude !== hasLongitude)
      ctx.addIssue({ code: 'custom', path: [hasLatitude ? 'longitude' : 'latitude'], message: 'required' });
    else if (hasLatitude && !hasValidCoordinates(value.latitude, value.longitude))
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'invalid_coordinates' });
    if (hasLatitude === hasLongitude && proposedFieldsOf(value).length === 0)
      ctx.addIssue({ code: 'custom', path: ['request'], message: 'required' });
  });
export type CorrectionSubmissionInput = z.input<typeof correctionSubmissionSchema>;
export type CorrectionSubmission = z.output<typeof correctionSubmissionSchema>;

const placeNames = z.object({ nameEn: z.string(), nameFr: z.string() });
/** A subdivision with its division and region, in both languages. */
const placeSchema = z.object({
  subdivisionId: z.number().int(),
  subdivision: placeNames,
  division: placeNames,
  region: placeNames,
});

/** What a correction proposes (absent: not proposed). */
export const correctionProposalSchema = z.object({
  /** Issue 35, from the facility's manager only. */
  name: z.string().nullable().optional(),
  facilityType: z.enum(facilityTypes).nullable().optional(),
  place: placeSchema.nullable().optional(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  openingHours: weeklyHoursSchema.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  closedPermanently: z.boolean(),
  notHealthFacility: z.boolean(),
});
export type CorrectionProposal = z.infer<typeof correctionProposalSchema>;

type ProposalLike = {
  name?: string | null | undefined;
  facilityType?: string | null | undefined;
  place?: unknown;
  phone?: string | null | undefined;
  address?: string | null | undefined;
  openingHours?: unknown;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  closedPermanently?: boolean | null | undefined;
  notHealthFacility?: boolean | null | undefined;
};

/** The fields a submission or a stored proposal proposes, in the queue's order. */
export function proposedFieldsOf(proposal: ProposalLike): CorrectionField[] {
  const has: Record<CorrectionField, boolean> = {
    name: Boolean(proposal.name),
    facilityType: Boolean(proposal.facilityType),
    place: proposal.place !== undefined && proposal.place !== null,
    phone: Boolean(proposal.phone),
    address: Boolean(proposal.address),
    openingHours: proposal.openingHours !== undefined && proposal.openingHours !== null,
    position: typeof proposal.latitude === 'number' && typeof proposal.longitude === 'number',
    closedPermanently: proposal.closedPermanently === true,
    notHealthFacility: proposal.notHealthFacility === true,
  };
  return correctionFields.filter((field) => has[field]);
}

/** The public answer: the same whether the correction was kept or a robot's was dropped. */
export const correctionReceivedSchema = z.object({ data: z.object({ received: z.literal(true) }) });

export const correctionListQuerySchema = z.object({
  page: pageSchema,
  /** Pending by default: the queue is what is left to review. */
  status: z.enum([...correctionStatuses, 'all']).default('pending'),
  /** The facility's region id (a region-limited account's queue is narrowed to its region). */
  region: idSchema.optional(),
});
export type CorrectionListQuery = z.infer<typeof correctionListQuerySchema>;

/** One correction in the staff queue: the proposal, the facility's current values beside it, the review. */
export const correctionSchema = z.object({
  id: z.number().int(),
  status: z.enum(correctionStatuses),
  createdAt: z.string(),
  /** The proposed fields, in order: each is shown beside the facility's current value. */
  fields: z.array(z.enum(correctionFields)),
  proposal: correctionProposalSchema,
  note: z.string().nullable(),
  contact: z.string().nullable(),
  /** Issue 35: sent by one of the facility's managers (signed in), not by an anonymous visitor. */
  proposedBy: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable().optional(),
  facility: z.object({
    id: z.number().int(),
    name: z.string(),
    category: z.enum(facilityCategories),
    status: z.enum(facilityStatuses),
    archivedAt: z.string().nullable(),
    current: z.object({
      name: z.string().optional(),
      facilityType: z.enum(facilityTypes).optional(),
      place: placeSchema.nullable().optional(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
      openingHours: weeklyHoursSchema.nullable(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    }),
  }),
  review: z
    .object({
      at: z.string(),
      by: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
      acceptedFields: z.array(z.enum(correctionFields)),
      reason: z.string().nullable(),
    })
    .nullable(),
});
export type Correction = z.infer<typeof correctionSchema>;

export const correctionListSchema = z.object({ data: z.array(correctionSchema), meta: listMetaSchema });
export type CorrectionList = z.infer<typeof correctionListSchema>;

/** Accept some of the proposed fields (each must be one the correction proposes). */
export const correctionAcceptSchema = z.strictObject({
  fields: z.array(z.enum(correctionFields)).min(1).max(correctionFields.length),
});
export type CorrectionAccept = z.infer<typeof correctionAcceptSchema>;

export const correctionRejectSchema = z.strictObject({
  reason: z.string().trim().min(1).max(CORRECTION_REASON_MAX),
});
export type CorrectionReject = z.infer<typeof correctionRejectSchema>;

export const correctionIdParamsSchema = z.object({ id: idSchema });
