import { z } from 'zod';
import { adminListQuerySchema } from './admin';
import { idOrNameFilterSchema, idSchema, idValueSchema, listMetaSchema } from './common';

/** The longest duty period staff may enter by hand (a weekend rota is about 2.5 days; a fortnight is a slip). */
export const PHARMACY_CALL_MAX_DAYS = 14;
export const PHARMACY_CALL_NOTE_MAX = 500;

/**
 * Where a duty period stands at a given time: `upcoming` (not started), `current` (running), `past`
 * (ended), or `cancelled` (the pharmacy is closed after all; kept, left out of every public read).
 */
export const pharmacyCallStatuses = ['current', 'upcoming', 'past', 'cancelled'] as const;
export type PharmacyCallStatus = (typeof pharmacyCallStatuses)[number];

/** An instant, ISO 8601 with its offset (`2026-11-25T22:00:00+01:00` or `…Z`). */
const instantSchema = z.iso.datetime({
  offset: true,
  // A missing value keeps Zod's own issue (read as `required`); anything else is `invalid_format`.
  error: (issue) => (issue.input === undefined ? undefined : 'invalid_format'),
});

/** A location filter: an id, or a place's English or French name (any case, accents ignored). */

export const pharmacyCallSorts = ['startsAt', 'endsAt', 'facilityId'] as const;

export const pharmacyCallListQuerySchema = adminListQuerySchema
  .extend({
    region: idOrNameFilterSchema.optional(),
    division: idOrNameFilterSchema.optional(),
    subdivision: idOrNameFilterSchema.optional(),
    /** With `to`: the periods that overlap [from, to). */
    from: instantSchema.optional(),
    to: instantSchema.optional(),
    status: z.enum(pharmacyCallStatuses).optional(),
    sort: z.enum(pharmacyCallSorts).default('startsAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to), {
    path: ['to'],
    error: 'ends_before_start',
  });
export type PharmacyCallListQuery = z.infer<typeof pharmacyCallListQuerySchema>;

const noteSchema = z
  .string()
  .trim()
  .max(PHARMACY_CALL_NOTE_MAX)
  .transform((value) => (value === '' ? null : value))
  .nullable();

/**
 * endsAt after startsAt (checked when both are given). The longest length (`duty_too_long`, with its
 * `maximum` in days) is the server's check, on the period as it will be stored.
 */
function checkWindow(value: { startsAt?: string | undefined; endsAt?: string | undefined }, ctx: z.RefinementCtx) {
  if (!value.startsAt || !value.endsAt) return;
  if (Date.parse(value.endsAt) <= Date.parse(value.startsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'ends_before_start' });
}

export const pharmacyCallCreateSchema = z
  .strictObject({
    facilityId: idValueSchema,
    startsAt: instantSchema,
    endsAt: instantSchema,
    note: noteSchema.optional(),
  })
  .superRefine(checkWindow);
export type PharmacyCallCreate = z.infer<typeof pharmacyCallCreateSchema>;

export const pharmacyCallUpdateSchema = z
  .strictObject({
    startsAt: instantSchema.optional(),
    endsAt: instantSchema.optional(),
    note: noteSchema.optional(),
  })
  .superRefine(checkWindow);
export type PharmacyCallUpdate = z.infer<typeof pharmacyCallUpdateSchema>;

export const pharmacyCallIdParamsSchema = z.object({ id: idSchema });

const placeName = z.object({ nameEn: z.string(), nameFr: z.string() }).nullable();

/**
 * One duty period as the back-office shows it. The spec's record (available from, available to, end
 * date) maps onto it as docs/decisions/2026-11-23-pharmacy-calls.md says.
 */
export const pharmacyCallSchema = z.object({
  id: z.number().int(),
  facilityId: z.number().int(),
  facilityName: z.string(),
  region: placeName,
  division: placeName,
  subdivision: placeName,
  startsAt: z.string(),
  endsAt: z.string(),
  note: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  dutyGroupId: z.number().int().nullable(),
  status: z.enum(pharmacyCallStatuses),
});
export type PharmacyCall = z.infer<typeof pharmacyCallSchema>;

export const pharmacyCallListSchema = z.object({ data: z.array(pharmacyCallSchema), meta: listMetaSchema });
export type PharmacyCallList = z.infer<typeof pharmacyCallListSchema>;

/** What DELETE answers: the period removed (it had not started) or ended now (it was running). */
export const pharmacyCallEndSchema = z.object({
  data: z.object({ removed: z.boolean(), period: pharmacyCallSchema }),
});
export type PharmacyCallEnd = z.infer<typeof pharmacyCallEndSchema>['data'];
