import { zodResolver } from '@hookform/resolvers/zod';
import { classifyIssue, type IssueLike } from '@hc/shared';
import { useMemo } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { input, output, ZodType } from 'zod';
import { encodeFieldError, FORMS_NAMESPACE } from './field-error';

/** A shared schema whose input is an object of fields (what react-hook-form holds). */
export type FormSchema = ZodType<unknown, FieldValues>;

export type ZodFormOptions<S extends FormSchema> = Omit<UseFormProps<input<S>, unknown, output<S>>, 'resolver'>;
export type ZodForm<S extends FormSchema> = UseFormReturn<input<S>, unknown, output<S>>;

/**
 * The error map of every parse: each Zod issue becomes a token (`required`, `too_short|{"minimum":10}`).
 * It sees raw issues, input included, so an absent value is `required`. A code a schema gives as its
 * own message (`{ error: 'invalid_totp' }`) outranks this map and arrives as the token itself.
 */
export const issueToToken = (issue: IssueLike): string => {
  const { code, params } = classifyIssue(issue);
  return encodeFieldError(code, params);
};

/**
 * react-hook-form over a shared Zod schema: the same rules as the API, the form's values typed from
 * the schema's input and `handleSubmit` given its parsed output. Errors are tokens; show them with
 * `bindFieldErrors` / `translateFieldError`. Loads the `forms` catalog those messages live in.
 */
export function useZodForm<S extends FormSchema>(schema: S, options?: ZodFormOptions<S>): ZodForm<S> {
  useTranslation(FORMS_NAMESPACE);
  const resolver = useMemo(() => zodResolver(schema, { error: issueToToken }), [schema]);
  return useForm<input<S>, unknown, output<S>>({ ...options, resolver });
}

/**
 * For `register(name, { setValueAs: emptyToUndefined })` on a select whose placeholder is "": no choice
 * is an absent value, so an optional field passes and a required one reads "required".
 */
export const emptyToUndefined = (value: unknown): unknown => (value === '' ? undefined : value);
