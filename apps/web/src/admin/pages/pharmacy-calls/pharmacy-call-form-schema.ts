import { PHARMACY_CALL_NOTE_MAX } from '@hc/shared';
import { z } from 'zod';

/** A `datetime-local` value: a Douala date and time without its offset (added when sent). */
const localDateTime = z
  .string()
  .min(1)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/);

/**
 * What the form holds: the pharmacy's id and the period's start and end as typed (Douala time). It
 * becomes the shared create/update body (ISO with +01:00) when sent; the server checks the rest
 * (a public pharmacy, at most 14 days, no overlap) and its field codes land on these fields.
 */
export const pharmacyCallFormSchema = z
  .object({
    facilityId: z.number().int().positive(),
    startsAt: localDateTime,
    endsAt: localDateTime,
    note: z.string().trim().max(PHARMACY_CALL_NOTE_MAX),
  })
  .refine(
    // Both are Douala times written the same way: their text order is their time order.
    (value) => value.endsAt > value.startsAt,
    {
      path: ['endsAt'],
      error: 'ends_before_start',
      // Checked as soon as both times are readable, even while another field (the pharmacy) is missing.
      when: (payload) =>
        payload.issues.every((issue) => issue.path?.[0] !== 'startsAt' && issue.path?.[0] !== 'endsAt'),
    },
  );
export type PharmacyCallFormInput = z.input<typeof pharmacyCallFormSchema>;
export type PharmacyCallFormValues = z.output<typeof pharmacyCallFormSchema>;
