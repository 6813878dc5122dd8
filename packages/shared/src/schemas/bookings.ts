// The bookings API's contracts (issue 12, spec 02 "Bookings"): the list and its filters, New Booking,
// a booking's details (history, payments, claims) and the status transitions.
import { z } from 'zod';
import {
  BOOKING_SLOT_MINUTES,
  bookingStatuses,
  claimStatuses,
  paymentKinds,
  paymentMethods,
  paymentStatuses,
  type BookingStatus,
} from '../care-records';
import { ADMIN_SEARCH_MAX } from '../limits';
import { adminListQuerySchema } from './admin';
import { idOrNameFilterSchema, idSchema, idValueSchema, listMetaSchema } from './common';
import { localizedRefSchema } from './location';

/** The most a booking may cost, in francs CFA (a slip of the keyboard beyond this is refused). */
export const BOOKING_AMOUNT_MAX_CFA = 10_000_000;
export const BOOKING_NOTE_MAX = 500;
export const BOOKING_REASON_MAX = 500;

/**
 * The transitions staff apply, by the last part of their path (`POST /api/admin/bookings/{id}/cancel`),
 * and the status each one leads to. Which are allowed from which status is `bookingTransitions`.
 */
export const bookingActions = {
  confirm: 'confirmed',
  complete: 'completed',
  'no-show': 'no_show',
  cancel: 'cancelled',
} as const satisfies Record<string, BookingStatus>;
export type BookingAction = keyof typeof bookingActions;
export const bookingActionNames = Object.keys(bookingActions) as BookingAction[];

/** A calendar day (`2026-11-23`), read as a whole day in Africa/Douala. */
const daySchema = z.iso.date({ error: (issue) => (issue.input === undefined ? undefined : 'invalid_format') });

/** A location filter: an id, or a place's English or French name (any case, accents ignored). */

export const bookingSorts = ['startsAt', 'createdAt', 'amount'] as const;

/**
 * GET /api/admin/bookings: 10 a page. `from` and `to` are inclusive Douala days on the booking's start;
 * `q` is a booking reference (`BKG042`, `42`), a patient's name or number (`PAT-000123`) or a doctor's
 * name (case-insensitive substring, accents ignored).
 */
export const bookingListQuerySchema = adminListQuerySchema
  .extend({
    q: z.string().trim().max(ADMIN_SEARCH_MAX).optional(),
    status: z.enum(bookingStatuses).optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
    specialty: idSchema.optional(),
    doctor: idSchema.optional(),
    /** Issue 36: one patient's bookings (the read-only patient record). */
    patient: idSchema.optional(),
    region: idOrNameFilterSchema.optional(),
    division: idOrNameFilterSchema.optional(),
    subdivision: idOrNameFilterSchema.optional(),
    sort: z.enum(bookingSorts).default('startsAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: 'ends_before_start',
  });
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

const SLOT_MS = BOOKING_SLOT_MINUTES * 60_000;

/** An instant with its offset (`2026-11-25T09:30:00+01:00`), on the hour or the half hour, seconds zero. */
const slotStartSchema = z.iso
  .datetime({ offset: true, error: (issue) => (issue.input === undefined ? undefined : 'invalid_format') })
  .refine((value) => Date.parse(value) % SLOT_MS === 0, { error: 'slot_not_aligned' });

/** POST /api/admin/bookings (New Booking): the slot is the doctor's, at a facility where they practise. */
export const bookingCreateSchema = z.strictObject({
  patientId: idValueSchema,
  doctorId: idValueSchema,
  facilityId: idValueSchema,
  startsAt: slotStartSchema,
  amountCfa: z.number().int().min(0).max(BOOKING_AMOUNT_MAX_CFA),
  note: z
    .string()
    .trim()
    .max(BOOKING_NOTE_MAX)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
});
export type BookingCreate = z.infer<typeof bookingCreateSchema>;
export type BookingCreateInput = z.input<typeof bookingCreateSchema>;

/** Confirm, Mark completed, Mark no-show: an optional reason. */
export const bookingTransitionSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(BOOKING_REASON_MAX)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
});
export type BookingTransition = z.infer<typeof bookingTransitionSchema>;

/** Cancel booking: the reason is required (1 to 500 characters). */
export const bookingCancelSchema = z.strictObject({
  reason: z.string().trim().min(1).max(BOOKING_REASON_MAX),
});
export type BookingCancel = z.infer<typeof bookingCancelSchema>;

export const bookingIdParamsSchema = z.object({ id: idSchema });

const personSchema = z.object({ id: z.number().int(), name: z.string() });

/** One row of the list. */
export const bookingSchema = z.object({
  id: z.number().int(),
  /** `BKG042`. */
  reference: z.string(),
  /** `number` is the patient's id as shown (`PAT-000123`). */
  patient: personSchema.extend({ number: z.string() }),
  doctor: personSchema,
  specialty: localizedRefSchema.nullable(),
  facility: personSchema,
  region: localizedRefSchema.nullable(),
  division: localizedRefSchema.nullable(),
  subdivision: localizedRefSchema.nullable(),
  startsAt: z.string(),
  status: z.enum(bookingStatuses),
  amountCfa: z.number().int(),
  /** What has been paid: paid payments less paid refunds, in francs CFA. */
  paidCfa: z.number().int(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingListSchema = z.object({ data: z.array(bookingSchema), meta: listMetaSchema });
export type BookingList = z.infer<typeof bookingListSchema>;

/** One step of a booking's history (booking_events): who moved it from which status to which, and why. */
export const bookingEventSchema = z.object({
  id: z.number().int(),
  from: z.enum(bookingStatuses).nullable(),
  to: z.enum(bookingStatuses),
  reason: z.string().nullable(),
  /** The staff member, or null when unknown (a deleted account, the demo data). */
  who: personSchema.nullable(),
  at: z.string(),
});
export type BookingEvent = z.infer<typeof bookingEventSchema>;

export const bookingPaymentSchema = z.object({
  id: z.number().int(),
  /** `PAY042`. */
  reference: z.string(),
  kind: z.enum(paymentKinds),
  method: z.enum(paymentMethods),
  /** Negative for a refund. */
  amountCfa: z.number().int(),
  status: z.enum(paymentStatuses),
  createdAt: z.string(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

export const bookingClaimSchema = z.object({
  id: z.number().int(),
  /** `CLM042`. */
  reference: z.string(),
  status: z.enum(claimStatuses),
});
export type BookingClaim = z.infer<typeof bookingClaimSchema>;

/** GET /api/admin/bookings/{id}: the booking with its note, who recorded it, history, payments and claims. */
export const bookingDetailSchema = bookingSchema.extend({
  note: z.string().nullable(),
  createdBy: personSchema.nullable(),
  history: z.array(bookingEventSchema),
  payments: z.array(bookingPaymentSchema),
  claims: z.array(bookingClaimSchema),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

/**
 * GET /api/admin/bookings/doctors: doctors to choose from. With `facility`, those who practise there and
 * can be booked (active or verified); otherwise any doctor whose name or id matches `q` (the list filter).
 */
export const bookingDoctorChoicesQuerySchema = z.object({
  facility: idSchema.optional(),
  q: z.string().trim().max(ADMIN_SEARCH_MAX).optional(),
});
export type BookingDoctorChoicesQuery = z.infer<typeof bookingDoctorChoicesQuerySchema>;
/** At most this many doctors answer a choice query. */
export const BOOKING_DOCTOR_CHOICES_MAX = 50;

export const bookingDoctorChoiceSchema = personSchema.extend({ specialty: localizedRefSchema.nullable() });
export type BookingDoctorChoice = z.infer<typeof bookingDoctorChoiceSchema>;
export const bookingDoctorChoicesSchema = z.object({ data: z.array(bookingDoctorChoiceSchema) });
