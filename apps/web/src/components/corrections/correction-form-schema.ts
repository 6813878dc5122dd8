import {
  CORRECTION_HONEYPOT_FIELD,
  correctionSubmissionSchema,
  weekdays,
  type CorrectionSubmissionInput,
  type WeeklyHours,
} from '@hc/shared';
import { z } from 'zod';
import type { ZodForm } from '../../lib/forms/use-zod-form';
import {
  closedDay,
  everyDay,
  hoursFormPathOf,
  hoursFormSchema,
  hoursToForm,
  unknownHours,
  type HoursForm,
} from '../../lib/forms/weekly-hours';

// The form holds the proposed hours as the weekly hours editor edits them (`hours`, an HoursForm); its
// schema turns them into the submission's `openingHours` with the back-office's conversion, then checks
// the whole through the shared submission schema, so what is sent is exactly a `CorrectionSubmission`.
const { openingHours: _openingHours, ...submissionFields } = correctionSubmissionSchema.shape;

export const correctionFormSchema = z
  .strictObject({
    ...submissionFields,
    /** Proposed when known: unknown proposes no hours. */
    hours: hoursFormSchema,
  })
  .transform(({ hours, ...fields }): CorrectionSubmissionInput => ({ ...fields, openingHours: hours ?? undefined }))
  .pipe(correctionSubmissionSchema);

export type CorrectionFormValues = z.input<typeof correctionFormSchema>;
export type CorrectionFormApi = ZodForm<typeof correctionFormSchema>;

/** Nothing proposed yet. */
export const emptyCorrection = (): CorrectionFormValues => ({
  phone: '',
  address: '',
  hours: unknownHours(),
  closedPermanently: false,
  notHealthFacility: false,
  note: '',
  contact: '',
  [CORRECTION_HONEYPOT_FIELD]: '',
});

/** The week the hours part starts from: the facility's own when it has some, else Monday to Friday 08:00-17:00. */
export function startingWeek(current: WeeklyHours | null): HoursForm {
  if (current && weekdays.some((day) => (current[day]?.length ?? 0) > 0)) return hoursToForm(current);
  const week = everyDay('08:00', '17:00');
  return { known: true, days: { ...week.days, sa: closedDay(), su: closedDay() } };
}

/** Where an API field's error shows on the form (`openingHours.mo.0.opens` → that interval's input). */
export const correctionFormPathOf = (apiPath: string): string =>
  apiPath.split('.')[0] === 'openingHours' ? hoursFormPathOf('hours', apiPath) : apiPath;
