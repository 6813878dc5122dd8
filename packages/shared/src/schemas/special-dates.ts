import { z } from 'zod';
import { SPECIAL_DATE_INTERVALS_MAX, SPECIAL_DATE_MAX_DAYS, SPECIAL_DATE_REASON_MAX } from '../limits';
import { dataEnvelope, idSchema } from './common';
import { openingIntervalSchema } from './opening-interval';

/**
 * A facility's special dates (issue 35): a day or a range of days (Africa/Douala calendar days, both ends
 * included) when it is closed, or open at other hours than its weekly ones. On such a day the special date
 * replaces the weekly hours; a pharmacy on duty is open whatever either says.
 */
export const specialDateKinds = ['closed', 'hours'] as const;
export type SpecialDateKind = (typeof specialDateKinds)[number];

/** The days a range covers, both ends included (`2026-12-24`…`2026-12-26` is 3). */
export function daysInRange(startsOn: string, endsOn: string): number {
  return Math.round((Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / 86_400_000) + 1;
}

/** What the public reads carry: enough to tell whether the facility is open on a day, and why not. */
export const publicSpecialDateSchema = z.object({
  startsOn: z.string(),
  endsOn: z.string(),
  kind: z.enum(specialDateKinds),
  /** The day's opening intervals when `kind` is `hours` (as a weekday's of the weekly hours), else null. */
  hours: z.array(openingIntervalSchema).nullable(),
  reason: z.string().nullable(),
  /** The public holiday's key (`christmas`, `eid-al-adha`) when the date was picked from the list. */
  holiday: z.string().nullable(),
});
export type PublicSpecialDate = z.infer<typeof publicSpecialDateSchema>;

export const specialDateSchema = publicSpecialDateSchema.extend({
  id: z.number().int(),
  facilityId: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SpecialDate = z.infer<typeof specialDateSchema>;

export const specialDateListSchema = z.object({ data: z.array(specialDateSchema) });
export type SpecialDateList = z.infer<typeof specialDateListSchema>;
export const specialDateResponseSchema = dataEnvelope(specialDateSchema);

/** A calendar day; empty is "required" (a cleared date field), anything else not a date "invalid_format". */
const day = z.iso.date({
  error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : 'invalid_format'),
});

/**
 * A special date as staff (and later the facility's managers) enter it. `endsOn` absent is the same day.
 * Field codes: `ends_before_start`, `range_too_long` (over SPECIAL_DATE_MAX_DAYS days), `required` (hours
 * for special hours), `invalid` (hours on a closed date); the server adds `special_date_overlap` (409).
 */
export const specialDateInputSchema = z
  .strictObject({
    startsOn: day,
    endsOn: day.optional(),
    kind: z.enum(specialDateKinds),
    hours: z.array(openingIntervalSchema).max(SPECIAL_DATE_INTERVALS_MAX).nullable().optional(),
    reason: z
      .string()
      .trim()
      .max(SPECIAL_DATE_REASON_MAX)
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
    holiday: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, { error: 'invalid_format' })
      .nullable()
      .optional(),
  })
  .superRefine((value, ctx) => {
    const endsOn = value.endsOn ?? value.startsOn;
    if (endsOn < value.startsOn) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'ends_before_start' });
    else if (daysInRange(value.startsOn, endsOn) > SPECIAL_DATE_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'range_too_long' });
    const hasHours = (value.hours ?? []).length > 0;
    if (value.kind === 'hours' && !hasHours) ctx.addIssue({ code: 'custom', path: ['hours'], message: 'required' });
    if (value.kind === 'closed' && hasHours) ctx.addIssue({ code: 'custom', path: ['hours'], message: 'invalid' });
  });
export type SpecialDateInput = z.input<typeof specialDateInputSchema>;
export type SpecialDateValues = z.output<typeof specialDateInputSchema>;

export const specialDateParamsSchema = z.object({ id: idSchema, dateId: idSchema });

/** `GET /api/holidays?year=YYYY`: Cameroon's public holidays of the year (default: the current one). */
export const holidaysQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

export const publicHolidaySchema = z.object({
  key: z.string(),
  nameEn: z.string(),
  nameFr: z.string(),
  date: z.string(),
  /** False for the Muslim holidays: estimated, the real date follows the moon sighting the authorities announce. */
  isConfirmed: z.boolean(),
});
export const holidayListSchema = z.object({ data: z.array(publicHolidaySchema) });
