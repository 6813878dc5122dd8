import { BOOKING_NOTE_MAX, bookingCreateSchema, parsePatientId } from '@hc/shared';
import { z } from 'zod';
import { doualaInstant } from './booking-ui';

const shape = bookingCreateSchema.shape;

/**
 * What New Booking holds: the patient as typed (`PAT-000123` or its number), the facility and doctor
 * chosen, a Douala day and a half-hour slot, the amount and a note. It becomes the shared create body
 * when sent (`toBookingCreate`); the shared schema's own rules hold for the amount, ids and note, and
 * the server's field codes land on these fields (a slot's on the time).
 */
export const bookingFormSchema = z.object({
  patientId: z
    .string()
    .trim()
    .min(1)
    .transform((value, ctx) => {
      const id = parsePatientId(value);
      if (id === null) {
        ctx.addIssue({ code: 'custom', message: 'invalid_format', input: value });
        return z.NEVER;
      }
      return id;
    }),
  facilityId: shape.facilityId,
  doctorId: shape.doctorId,
  date: z.iso.date({ error: (issue) => (issue.input === undefined ? undefined : 'invalid_format') }),
  time: z.string().regex(/^\d{2}:[03]0$/, { error: 'slot_not_aligned' }),
  amountCfa: shape.amountCfa,
  note: z.string().trim().max(BOOKING_NOTE_MAX),
});
export type BookingFormInput = z.input<typeof bookingFormSchema>;
export type BookingFormValues = z.output<typeof bookingFormSchema>;

/** The POST body of the form's values: the slot as an instant with Douala's offset. */
export const toBookingCreate = (values: BookingFormValues) => ({
  patientId: values.patientId,
  doctorId: values.doctorId,
  facilityId: values.facilityId,
  startsAt: doualaInstant(values.date, values.time),
  amountCfa: values.amountCfa,
  ...(values.note ? { note: values.note } : {}),
});

/** Where the server's field errors go on this form: the slot's (`startsAt`) on the time. */
export const formFieldOf = (path: string): keyof BookingFormInput | null => {
  if (path === 'startsAt') return 'time';
  return ['patientId', 'facilityId', 'doctorId', 'amountCfa', 'note'].includes(path)
    ? (path as keyof BookingFormInput)
    : null;
};
