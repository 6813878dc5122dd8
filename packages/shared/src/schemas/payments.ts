import { z } from 'zod';
import { paymentKinds, paymentMethods, paymentStatuses, type PaymentMethod } from '../care-records';
import { adminListQuerySchema } from './admin';
import { idSchema, idValueSchema, listMetaSchema } from './common';

// The payments API's contracts (issue 12, spec 02 "Payments", §5, §9). Amounts are whole francs CFA
// (the franc has no minor unit): positive for a payment, negative for a refund.

/** The largest amount one entry may carry (100 million francs): a typo guard, far above any fee. */
export const PAYMENT_AMOUNT_MAX = 100_000_000;
export const PAYMENT_NOTE_MAX = 500;
export const PROVIDER_REFERENCE_MAX = 100;

/** The methods whose payments carry the provider's (or bank's) reference; cash may go without one. */
export const methodsNeedingReference = ['mtn_momo', 'orange_money', 'card', 'bank_transfer'] as const;
export const needsProviderReference = (method: PaymentMethod): boolean =>
  (methodsNeedingReference as readonly string[]).includes(method);

/** Providers whose signed notifications the server accepts at `POST /api/payments/callback/{provider}`. */
export const paymentProviders = ['mtn_momo', 'orange_money'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** A calendar day (YYYY-MM-DD), read as an Africa/Douala day. */
const localDate = z.iso.date({ error: 'invalid_format' });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

const amountSchema = z.number().int().positive().max(PAYMENT_AMOUNT_MAX);

/**
 * GET /api/admin/payments: 10 a page, newest first. `from` and `to` are inclusive Douala days on the
 * entry's creation; `q` is a payment (`PAY042`, `42`) or booking (`BKG042`, `42`) reference, or a
 * provider's reference (exact).
 */
export const paymentListQuerySchema = adminListQuerySchema
  .extend({
    status: z.enum(paymentStatuses).optional(),
    kind: z.enum(paymentKinds).optional(),
    method: z.enum(paymentMethods).optional(),
    /** Issue 36: the payments of one patient's bookings (the read-only patient record). */
    patient: idSchema.optional(),
    from: localDate.optional(),
    to: localDate.optional(),
    sort: z.enum(['createdAt']).default('createdAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: 'ends_before_start',
  });
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

/**
 * POST /api/admin/payments: a payment recorded against a booking. The provider's reference is
 * required for every method but cash; `paid` at once only for cash taken at the desk (anything else
 * becomes paid by staff confirming it, or by the provider's signed notification).
 */
export const paymentCreateSchema = z
  .strictObject({
    bookingId: idValueSchema,
    method: z.enum(paymentMethods),
    amountCfa: amountSchema,
    providerReference: optionalText(PROVIDER_REFERENCE_MAX),
    status: z.enum(['pending', 'paid']).default('pending'),
    note: optionalText(PAYMENT_NOTE_MAX),
  })
  .superRefine(
    (value, ctx) => {
      if (needsProviderReference(value.method) && !value.providerReference)
        ctx.addIssue({ code: 'custom', path: ['providerReference'], message: 'required', input: undefined });
      if (value.status === 'paid' && value.method !== 'cash')
        ctx.addIssue({ code: 'custom', path: ['status'], message: 'invalid_choice', input: value.status });
    },
    // Also when other fields are wrong, so every problem is told at once (the values may then be partial).
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type PaymentCreate = z.infer<typeof paymentCreateSchema>;
export type PaymentCreateInput = z.input<typeof paymentCreateSchema>;

/** POST /api/admin/payments/{id}/mark-paid and /mark-failed. */
export const paymentTransitionSchema = z.strictObject({ note: optionalText(PAYMENT_NOTE_MAX) });
export type PaymentTransition = z.infer<typeof paymentTransitionSchema>;
export type PaymentTransitionInput = z.input<typeof paymentTransitionSchema>;

/**
 * POST /api/admin/payments/{id}/refund: a new, negative entry returning part or all of a paid payment,
 * with the reason. The method defaults to the payment's.
 */
export const paymentRefundSchema = z.strictObject({
  amountCfa: amountSchema,
  note: z.string().trim().min(1).max(PAYMENT_NOTE_MAX),
  method: z.enum(paymentMethods).optional(),
  providerReference: optionalText(PROVIDER_REFERENCE_MAX),
});
export type PaymentRefund = z.infer<typeof paymentRefundSchema>;
export type PaymentRefundInput = z.input<typeof paymentRefundSchema>;

/** A payment or refund as listed. */
export const paymentSchema = z.object({
  id: z.number().int(),
  /** `PAY042`. */
  reference: z.string(),
  booking: z.object({ id: z.number().int(), reference: z.string() }),
  kind: z.enum(paymentKinds),
  /** The payment a refund returns; null for a payment. */
  refundOf: z.number().int().nullable(),
  method: z.enum(paymentMethods),
  providerReference: z.string().nullable(),
  /** Francs CFA: positive for a payment, negative for a refund. */
  amountCfa: z.number().int(),
  status: z.enum(paymentStatuses),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListSchema = z.object({ data: z.array(paymentSchema), meta: listMetaSchema });
export type PaymentList = z.infer<typeof paymentListSchema>;

/** One step of a payment's history: by a member of staff (`who`) or a provider's notification (`provider`). */
export const paymentEventSchema = z.object({
  id: z.number().int(),
  from: z.enum(paymentStatuses).nullable(),
  to: z.enum(paymentStatuses),
  note: z.string().nullable(),
  who: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  provider: z.string().nullable(),
  at: z.string(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

/** GET /api/admin/payments/{id}: the entry, its history, its refunds and where its booking stands. */
export const paymentDetailSchema = paymentSchema.extend({
  note: z.string().nullable(),
  events: z.array(paymentEventSchema),
  refunds: z.array(paymentSchema),
  /** What may still be refunded of this payment (0 unless it is a paid payment). */
  refundableCfa: z.number().int(),
  booking: z.object({
    id: z.number().int(),
    reference: z.string(),
    /** What the booking costs. */
    amountCfa: z.number().int(),
    /** What was paid for it, refunds deducted (paid entries only); never below zero. */
    paidCfa: z.number().int(),
  }),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

/**
 * The answer to a provider's notification it accepted: applied, a replay of one already received, or
 * about a payment already final. A refused one (no such payment, another amount) is an error and is
 * not stored, so the genuine notification with the same event id can still be applied.
 */
export const paymentCallbackResultSchema = z.object({
  data: z.object({
    outcome: z.enum(['applied', 'replayed', 'already_final']),
  }),
});
export type PaymentCallbackResult = z.infer<typeof paymentCallbackResultSchema>;
