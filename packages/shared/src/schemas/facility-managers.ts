import { z } from 'zod';
import { facilityCategories, facilityStatuses, facilityTypes } from '../enums';
import { EMAIL_MAX } from '../email';
import { nullableHttpUrlSchema } from './web-address';
import { adminListQuerySchema } from './admin';
import { dataEnvelope, idSchema, idValueSchema, latitudeSchema, listMetaSchema, longitudeSchema } from './common';
import { weeklyHoursSchema } from './facility';

/**
 * Issue 35: the people who run a facility keep its listing true. A signed-in account asks to manage a
 * facility (a *claim*, with evidence); staff approve it, and the account becomes one of the facility's
 * *managers*: it edits the contact details, hours, services and special dates at once, and proposes name,
 * type and place changes for staff review. Every 6 months a manager is asked to confirm the listing.
 */

/** What the person who claims a facility does there. */
export const facilityClaimRoles = ['owner', 'director', 'pharmacist', 'doctor', 'administrator', 'other'] as const;
export type FacilityClaimRole = (typeof facilityClaimRoles)[number];

export const facilityClaimStatuses = ['pending', 'approved', 'rejected'] as const;
export type FacilityClaimStatus = (typeof facilityClaimStatuses)[number];

export const FACILITY_CLAIM_LICENCE_MAX = 60;
export const FACILITY_CLAIM_MESSAGE_MAX = 1000;
export const FACILITY_CLAIM_REASON_MAX = 500;
/** The evidence image: the same rules as a doctor's identity document images (type by content, size). */
export const FACILITY_CLAIM_EVIDENCE_FIELD = 'evidence';
/** The whole claim upload: one image at its largest (DOCTOR_DOCUMENT_MAX_BYTES) and the text fields. */
export const FACILITY_CLAIM_BODY_MAX_BYTES = 5 * 1024 * 1024 + 64 * 1024;
/** Months after which a manager is asked to confirm the listing, and after which it is "not confirmed". */
export const FACILITY_CONFIRM_EVERY_MONTHS = 6;
export const FACILITY_CONFIRM_STALE_MONTHS = 12;
/** Days a confirmation link works. */
export const FACILITY_CONFIRM_LINK_DAYS = 30;
/** A manager's labelled phone numbers. */
export const FACILITY_PHONES_MAX = 5;
export const FACILITY_PHONE_LABEL_MAX = 40;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/**
 * A facility not yet in the directory, named in a claim ("List a Health Facility"): created pending, so
 * staff review it as any new facility before it is public.
 */
export const newFacilityClaimSchema = z.strictObject({
  name: z.string().trim().min(2).max(200),
  facilityType: z.enum(facilityTypes),
  subdivisionId: idValueSchema,
  address: optionalText(500),
  /** Normalised to E.164 by the server (`invalid_phone`). */
  phone: optionalText(40),
});
export type NewFacilityClaim = z.infer<typeof newFacilityClaimSchema>;

/**
 * The text fields of `POST /api/facility-claims` (multipart/form-data, with the evidence image in the
 * part named `evidence`). Exactly one of `facilityId` (an existing facility) and `newFacility` (a JSON
 * string of newFacilityClaimSchema) is given; else `facilityId` gets `required`.
 */
export const facilityClaimFieldsSchema = z
  .strictObject({
    facilityId: idSchema.optional(),
    newFacility: z
      .string()
      .max(4000)
      .transform((value, ctx) => {
        try {
          return JSON.parse(value) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'invalid_format' });
          return z.NEVER;
        }
      })
      .pipe(newFacilityClaimSchema)
      .optional(),
    roleAtFacility: z.enum(facilityClaimRoles),
    /** A licence, registration or authorisation number, as written on the document. */
    licenceNumber: z.string().trim().min(2).max(FACILITY_CLAIM_LICENCE_MAX),
    message: optionalText(FACILITY_CLAIM_MESSAGE_MAX),
  })
  .superRefine((value, ctx) => {
    if ((value.facilityId === undefined) === (value.newFacility === undefined))
      ctx.addIssue({ code: 'custom', path: ['facilityId'], message: 'required' });
  });
export type FacilityClaimFields = z.infer<typeof facilityClaimFieldsSchema>;

const placeName = z.object({ nameEn: z.string(), nameFr: z.string() }).nullable();

/** The facility a claim is about, as the claimant and staff see it. */
export const claimedFacilitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(facilityCategories),
  facilityType: z.enum(facilityTypes),
  status: z.enum(facilityStatuses),
  region: placeName,
  division: placeName,
  subdivision: placeName,
  /** The claim created it ("List a Health Facility"): approving the claim does not publish it. */
  createdByClaim: z.boolean(),
});

/** A claim as its author sees it (`GET /api/facility-claims/mine`). */
export const myFacilityClaimSchema = z.object({
  id: z.number().int(),
  facility: claimedFacilitySchema,
  roleAtFacility: z.enum(facilityClaimRoles),
  status: z.enum(facilityClaimStatuses),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type MyFacilityClaim = z.infer<typeof myFacilityClaimSchema>;
export const myFacilityClaimListSchema = z.object({ data: z.array(myFacilityClaimSchema) });
export const myFacilityClaimResponseSchema = dataEnvelope(myFacilityClaimSchema);

/** The back-office queue (`GET /api/admin/facility-claims`): pending first by default, oldest first. */
export const facilityClaimListQuerySchema = adminListQuerySchema.extend({
  status: z.enum(facilityClaimStatuses).optional(),
  region: idSchema.optional(),
});
export type FacilityClaimListQuery = z.infer<typeof facilityClaimListQuerySchema>;

export const facilityClaimSchema = myFacilityClaimSchema.extend({
  requester: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  licenceNumber: z.string(),
  message: z.string().nullable(),
  /** The evidence image's type and size; its bytes at `/api/admin/facility-claims/{id}/evidence`. */
  evidence: z.object({ mimeType: z.string(), size: z.number().int() }).nullable(),
  decidedBy: z.string().nullable(),
  /** The facility's active managers when the claim is read (several may run one facility). */
  activeManagers: z.number().int(),
});
export type FacilityClaim = z.infer<typeof facilityClaimSchema>;
export const facilityClaimListSchema = z.object({ data: z.array(facilityClaimSchema), meta: listMetaSchema });
export type FacilityClaimList = z.infer<typeof facilityClaimListSchema>;
export const facilityClaimResponseSchema = dataEnvelope(facilityClaimSchema);

export const facilityClaimRejectSchema = z.strictObject({
  reason: z.string().trim().min(1).max(FACILITY_CLAIM_REASON_MAX),
});
export type FacilityClaimReject = z.infer<typeof facilityClaimRejectSchema>;

/** A facility's managers, for staff (`GET /api/admin/facilities/{id}/managers`). */
export const facilityManagerSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  roleAtFacility: z.enum(facilityClaimRoles),
  since: z.string(),
  lastConfirmedAt: z.string().nullable(),
});
export type FacilityManager = z.infer<typeof facilityManagerSchema>;
export const facilityManagerListSchema = z.object({ data: z.array(facilityManagerSchema) });

/** `DELETE /api/admin/facility-managers/{id}`: the account no longer manages that facility. */
export const facilityManagerRevokeSchema = z.strictObject({
  reason: z.string().trim().min(1).max(FACILITY_CLAIM_REASON_MAX),
});

/** Staff overview (`GET /api/admin/facility-managers/overview`): per region, for the public facilities. */
export const facilityManagerOverviewRowSchema = z.object({
  region: z.object({ id: z.number().int(), nameEn: z.string(), nameFr: z.string() }),
  facilities: z.number().int(),
  /** With at least one active manager. */
  managed: z.number().int(),
  withoutManager: z.number().int(),
  /** Managed, but not confirmed for FACILITY_CONFIRM_STALE_MONTHS months. */
  overdue: z.number().int(),
  pendingClaims: z.number().int(),
});
export type FacilityManagerOverviewRow = z.infer<typeof facilityManagerOverviewRowSchema>;
export const facilityManagerOverviewSchema = z.object({ data: z.array(facilityManagerOverviewRowSchema) });

/** A labelled phone number of the manager's form: the number as typed (the server stores E.164). */
export const labelledPhoneSchema = z.strictObject({
  number: z.string().trim().min(1).max(40),
  label: optionalText(FACILITY_PHONE_LABEL_MAX).transform((v) => v ?? null),
});
export type LabelledPhone = z.infer<typeof labelledPhoneSchema>;

/** What a facility's manager changes at once (`PATCH /api/my/facilities/{id}`); absent is "not given". */
export const managedFacilityUpdateSchema = z
  .strictObject({
    phones: z.array(labelledPhoneSchema).max(FACILITY_PHONES_MAX),
    email: z.string().trim().toLowerCase().max(EMAIL_MAX).pipe(z.email()).nullable(),
    website: nullableHttpUrlSchema,
    openingHours: weeklyHoursSchema.nullable(),
    services: z.array(z.string().trim().min(1).max(100)).max(50),
    specialtyIds: z.array(idValueSchema).max(100),
    testIds: z.array(idValueSchema).max(500),
    emergency: z.boolean().nullable(),
    beds: z.number().int().min(0).max(100_000).nullable(),
  })
  .partial()
  .extend({ version: z.number().int().positive() });
export type ManagedFacilityUpdate = z.infer<typeof managedFacilityUpdateSchema>;

/**
 * Name, type and place as a manager proposes them (`POST /api/my/facilities/{id}/proposals`): they wait for
 * staff in the corrections queue. At least one field.
 */
export const managedFacilityProposalSchema = z
  .strictObject({
    name: z.string().trim().min(2).max(200),
    facilityType: z.enum(facilityTypes),
    subdivisionId: idValueSchema,
    address: z.string().trim().min(1).max(500),
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    note: z.string().trim().max(1000),
  })
  .partial()
  .refine((value) => Object.keys(value).some((key) => key !== 'note'), {
    error: 'required',
    path: ['name'],
  })
  .refine((value) => (value.latitude === undefined) === (value.longitude === undefined), {
    error: 'required',
    path: ['longitude'],
  });
export type ManagedFacilityProposal = z.infer<typeof managedFacilityProposalSchema>;
/** The answer to a proposal (201): how many of the facility's proposals now wait for staff. */
export const managedFacilityProposalReceivedSchema = dataEnvelope(z.object({ pendingProposals: z.number().int() }));

/** A facility its manager runs, as listed in the manager's space (`GET /api/my/facilities`). */
export const managedFacilityRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(facilityCategories),
  facilityType: z.enum(facilityTypes),
  status: z.enum(facilityStatuses),
  subdivision: placeName,
  confirmedAt: z.string().nullable(),
  /** When the next confirmation is asked (confirmedAt + 6 months, or now when never confirmed). */
  confirmationDueAt: z.string(),
});
export type ManagedFacilityRow = z.infer<typeof managedFacilityRowSchema>;
export const managedFacilityListSchema = z.object({ data: z.array(managedFacilityRowSchema) });

/** One facility in the manager's space (`GET /api/my/facilities/{id}`). */
export const managedFacilitySchema = managedFacilityRowSchema.extend({
  phones: z.array(z.object({ number: z.string(), label: z.string().nullable() })),
  email: z.string().nullable(),
  website: z.string().nullable(),
  openingHours: weeklyHoursSchema.nullable(),
  services: z.array(z.string()),
  specialtyIds: z.array(z.number().int()),
  testIds: z.array(z.number().int()),
  emergency: z.boolean().nullable(),
  beds: z.number().int().nullable(),
  address: z.string().nullable(),
  regionId: z.number().int().nullable(),
  divisionId: z.number().int().nullable(),
  subdivisionId: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Proposed name, type or place changes still waiting for staff. */
  pendingProposals: z.number().int(),
  version: z.number().int(),
});
export type ManagedFacility = z.infer<typeof managedFacilitySchema>;
export const managedFacilityResponseSchema = dataEnvelope(managedFacilitySchema);

/** The pharmacy's duty periods from the start of this directory week on (`GET /api/my/facilities/{id}/duty-periods`). */
export const managedDutyPeriodSchema = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  cancelled: z.boolean(),
});
export const managedDutyPeriodListSchema = z.object({ data: z.array(managedDutyPeriodSchema) });

/** What a confirmation link shows before it is used (`GET /api/facility-confirmations/{token}`). */
export const facilityConfirmationSchema = z.object({
  facility: z.object({ id: z.number().int(), name: z.string() }),
  expiresAt: z.string(),
});
export const facilityConfirmationResponseSchema = dataEnvelope(facilityConfirmationSchema);
export const facilityConfirmedSchema = dataEnvelope(
  z.object({ facilityId: z.number().int(), confirmedAt: z.string() }),
);
export const facilityConfirmationParamsSchema = z.object({
  token: z.string().min(20, { error: 'invalid_confirmation_link' }).max(200, { error: 'invalid_confirmation_link' }),
});
