import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiClientError } from '../api-client';
import { encodeFieldError } from './field-error';

/** The fields of a value the form holds, by dotted path (`hours.mon.0.opens`). */
function holdsPath(values: unknown, path: string): boolean {
  let node = values;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

export type ServerErrorsOptions<T extends FieldValues> = {
  /** The fields that may take a server error; by default, every field the form holds a value for. */
  fields?: readonly Path<T>[];
  /**
   * Where an API field's error shows when the form holds that field in another shape
   * (`openingHours.mo.0.opens` → `hours.days.mo.intervals.0.opens`); null when the form has no such field.
   */
  pathOf?: (apiPath: string) => string | null;
};

/**
 * Puts the API's field errors (`error.fields[]`, by `code`) on the form's fields as tokens, translated
 * where they are shown; the first one takes the focus. Returns true when something is left for a
 * form-level alert: a failure that is not about fields, or a field this form does not have.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  options: ServerErrorsOptions<T> = {},
): boolean {
  if (!(error instanceof ApiClientError) || error.kind !== 'server' || !error.fields?.length) return true;
  const values = form.getValues();
  const accepts = (path: string): path is Path<T> =>
    options.fields ? (options.fields as readonly string[]).includes(path) : holdsPath(values, path);
  let isLeft = false;
  let isFirst = true;
  for (const field of error.fields) {
    const path = options.pathOf ? options.pathOf(field.path) : field.path;
    if (path === null || !accepts(path)) {
      isLeft = true;
      continue;
    }
    form.setError(
      path,
      { type: 'server', message: encodeFieldError(field.code, field.params) },
      { shouldFocus: isFirst },
    );
    isFirst = false;
  }
  return isLeft;
}
