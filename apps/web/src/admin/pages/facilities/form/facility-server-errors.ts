import { ApiClientError } from '../../../../lib/api-client';
import { encodeFieldError } from '../../../../lib/forms/field-error';
import { applyServerErrors } from '../../../../lib/forms/server-errors';
import { formPathOf, type FacilityForm } from './facility-form-schema';

/** A 409 of an edit whose version was stale: the fields someone else changed meanwhile. */
export function changedMeanwhile(error: unknown): string[] | null {
  if (!(error instanceof ApiClientError) || error.status !== 409) return null;
  const fields = (error.fields ?? []).filter((field) => field.code === 'changed_meanwhile').map((field) => field.path);
  return fields.length > 0 ? [...new Set(fields)] : null;
}

/**
 * Puts the API's field errors on the form's own fields (`openingHours.mo.0.opens` on that interval,
 * `featuredRank` on Featured...), the first one focused. True when something is left for a form-level
 * message: a failure that is not about fields, or a field the form does not show.
 */
export function applyFacilityServerErrors(form: FacilityForm, error: unknown): boolean {
  return applyServerErrors(form, error, { pathOf: formPathOf });
}

/** Marks the fields someone else changed meanwhile, without moving the focus (the banner takes it). */
export function markChangedMeanwhile(form: FacilityForm, apiFields: readonly string[]) {
  for (const apiField of apiFields) {
    const path = formPathOf(apiField);
    if (path) form.setError(path as never, { type: 'server', message: encodeFieldError('changed_meanwhile') });
  }
}
