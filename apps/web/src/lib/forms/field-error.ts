// What is wrong with one field, kept as a stable token in react-hook-form (`too_short|{"minimum":10}`)
// and translated only when shown, so a language switch re-translates it. Type imports only from
// @hc/shared: nothing here pulls zod in.
import type { FieldErrorCode } from '@hc/shared';
import type { FieldError, FieldErrors, FieldValues, Path } from 'react-hook-form';

/** The i18next namespace of the field messages (`fieldErrors.*`) and of the form-specific ones. */
export const FORMS_NAMESPACE = 'forms';

export type FieldErrorParams = Record<string, number>;

/** Any i18next `t` (whatever its namespaces): keys may name their namespace (`forms:fieldErrors.required`). */
export type Translate = (key: string | string[], options?: Record<string, unknown>) => string;

/** A code as it may reach us: one of `fieldErrorCodes`, or anything else (treated as `invalid`). */
const CODE = /^[a-z][a-z_]*$/;
const SEPARATOR = '|';

/** The token for a code and its limits: `required`, `too_short|{"minimum":10}`. */
export function encodeFieldError(code: FieldErrorCode, params?: FieldErrorParams): string {
  return params && Object.keys(params).length > 0 ? `${code}${SEPARATOR}${JSON.stringify(params)}` : code;
}

/**
 * The code and limits of a token. Anything that is not a token (an English text a schema carried by
 * mistake) becomes `invalid`, so no untranslated text is ever shown.
 */
export function decodeFieldError(token: string): { code: string; params: FieldErrorParams } {
  const at = token.indexOf(SEPARATOR);
  const code = at === -1 ? token : token.slice(0, at);
  if (!CODE.test(code)) return { code: 'invalid', params: {} };
  if (at === -1) return { code, params: {} };
  try {
    const parsed: unknown = JSON.parse(token.slice(at + 1));
    const params: FieldErrorParams = {};
    if (parsed && typeof parsed === 'object') {
      for (const [key, value] of Object.entries(parsed)) if (typeof value === 'number') params[key] = value;
    }
    return { code, params };
  } catch {
    return { code, params: {} };
  }
}

/**
 * The message of a token in the reader's language. `fieldScope` (`signUp.password`) names a
 * form-specific message, tried first: `forms:signUp.password.too_short`; then the generic
 * `forms:fieldErrors.too_short` ("Must be at least {{minimum}} characters"); then `fieldErrors.invalid`.
 */
export function translateFieldError(
  t: Translate,
  token: string | null | undefined,
  fieldScope?: string,
): string | undefined {
  if (!token) return undefined;
  const { code, params } = decodeFieldError(token);
  const keys = [
    ...(fieldScope ? [`${FORMS_NAMESPACE}:${fieldScope}.${code}`] : []),
    `${FORMS_NAMESPACE}:fieldErrors.${code}`,
    `${FORMS_NAMESPACE}:fieldErrors.invalid`,
  ];
  return t(keys, params);
}

function errorAt(errors: FieldErrors, name: string): FieldError | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node && typeof node === 'object' && 'message' in node ? (node as FieldError) : undefined;
}

/**
 * The translated error of each field of a form, for its `error` prop:
 * `const errorOf = bindFieldErrors(t, form.formState.errors, 'signUp'); errorOf('email')`.
 */
export function bindFieldErrors<T extends FieldValues>(
  t: Translate,
  errors: FieldErrors<T>,
  formScope?: string,
): (name: Path<T>) => string | undefined {
  return (name) =>
    translateFieldError(t, errorAt(errors, name)?.message, formScope ? `${formScope}.${name}` : undefined);
}
