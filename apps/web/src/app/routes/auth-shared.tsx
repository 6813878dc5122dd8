import { LOGIN_LOCKOUT_MINUTES } from '@hc/shared';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { ApiClientError } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';

/** The card the sign-in, sign-up and password pages share. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {intro ? <p className="mt-2 text-slate-700">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

/** A message about the whole form, announced when it appears. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  return tone === 'error' ? (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {children}
    </p>
  ) : (
    <p
      role="status"
      className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm font-medium text-green-800"
    >
      {children}
    </p>
  );
}

export const primaryButton =
  'w-full rounded-md bg-brand px-4 py-2.5 font-semibold tracking-wide text-white hover:bg-brand-dark disabled:cursor-wait disabled:opacity-70';
export const secondaryButton =
  'block w-full rounded-md border-2 border-brand px-4 py-2 text-center font-semibold tracking-wide text-brand hover:bg-brand/10';

export type FormErrors = { form: string | null; fields: Record<string, string> };

/**
 * What a failed auth call means for the form: the answers we know are translated (wrong credentials,
 * lockout, inactive account); field errors from the server go next to their fields.
 */
export function describeAuthError(error: unknown, t: TFunction<'auth'>, tc: TFunction): FormErrors {
  if (error instanceof ApiClientError && error.kind === 'server') {
    if (error.status === 401) return { form: t('signIn.wrongCredentials'), fields: {} };
    if (error.status === 429) return { form: t('signIn.locked', { minutes: LOGIN_LOCKOUT_MINUTES }), fields: {} };
    if (error.status === 403 && error.code === 'forbidden') return { form: t('signIn.inactive'), fields: {} };
    if (error.fields && Object.keys(error.fields).length > 0) return { form: null, fields: { ...error.fields } };
  }
  return { form: describeError(error, tc), fields: {} };
}

export const noErrors: FormErrors = { form: null, fields: {} };

/** A loose email check for instant feedback; the server has the final word. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
