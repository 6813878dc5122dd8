import { EMAIL_MAX, NEWSLETTER_NAME_MAX, newsletterSignupSchema, type NewsletterSource } from '@hc/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../../lib/analytics/track';
import { describeError } from '../../../lib/describe-error';
import { decodeFieldError, translateFieldError } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useSubscribeToNewsletter } from '../api/subscribe';

type NewsletterFormProps = {
  source: NewsletterSource;
  /** Colours for a dark background (the footer) or a light one. */
  tone?: 'dark' | 'light';
  /**
   * Adds a required Name field after the address (the services page). The caller gives the translated
   * label and message, so the footer's form and catalog stay as they are.
   */
  nameField?: { label: string; requiredMessage: string; placeholder?: string };
};

/** The API's schema, with the name required: the services page's form asks for it. */
const withNameSchema = newsletterSignupSchema.extend({ name: newsletterSignupSchema.shape.name.unwrap().min(1) });

/**
 * Newsletter sign-up: checks the address with the API's schema (newsletterSignupSchema), sends it with
 * the page language, and says how it went.
 */
export function NewsletterForm({ source, tone = 'dark', nameField }: NewsletterFormProps) {
  const { t, i18n } = useTranslation();
  const subscribe = useSubscribeToNewsletter();
  const [failure, setFailure] = useState<unknown>(null);
  // One form type for both: the schema with the name required accepts a subset of the same values.
  const form = useZodForm((nameField ? withNameSchema : newsletterSignupSchema) as typeof newsletterSignupSchema, {
    defaultValues: { email: '', ...(nameField ? { name: '' } : {}), source },
    // As before: a message goes away as soon as its field is edited, and comes back only on submit.
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const fieldError = translateFieldError(t, errors.email?.message, 'newsletter.email') ?? null;
  const nameError = errors.name
    ? decodeFieldError(errors.name.message ?? '').code === 'required'
      ? (nameField?.requiredMessage ?? null)
      : (translateFieldError(t, errors.name.message, 'newsletter.name') ?? null)
    : null;
  const nameInputId = useId();
  const nameErrorId = useId();
  const inputId = useId();
  const errorId = useId();
  const statusId = useId();
  const isDark = tone === 'dark';

  const submit = form.handleSubmit(
    (values) => {
      if (subscribe.isPending) return;
      setFailure(null);
      subscribe.mutate(
        {
          email: values.email,
          ...(nameField ? { name: values.name } : {}),
          language: i18n.resolvedLanguage === 'fr' ? 'fr' : 'en',
          source,
        },
        {
          onSuccess: () => {
            form.reset();
            track({ type: 'newsletter_signup' });
          },
          onError: (error) => setFailure(applyServerErrors(form, error) ? error : null),
        },
      );
    },
    () => {
      subscribe.reset();
      setFailure(null);
    },
  );

  const requestError = failure ? describeError(failure, t) : null;
  const nameInput = nameField ? (
    <div className="flex flex-col gap-2">
      <label htmlFor={nameInputId} className={`text-sm font-medium ${isDark ? 'text-slate-200' : 'text-slate-800'}`}>
        {nameField.label}
      </label>
      <input
        id={nameInputId}
        type="text"
        autoComplete="name"
        required
        maxLength={NEWSLETTER_NAME_MAX}
        placeholder={nameField.placeholder}
        {...form.register('name', { onChange: () => form.clearErrors('name') })}
        aria-invalid={nameError ? true : undefined}
        aria-describedby={nameError ? nameErrorId : undefined}
        className={`min-w-0 rounded-md border bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 ${
          nameError ? 'border-red-500 ring-1 ring-red-500' : 'border-slate-300'
        }`}
      />
      {nameError ? (
        <p id={nameErrorId} role="alert" className={`text-sm font-medium ${isDark ? 'text-red-300' : 'text-red-700'}`}>
          {nameError}
        </p>
      ) : null}
    </div>
  ) : null;

  const emailInput = (
    <input
      id={inputId}
      type="email"
      autoComplete="email"
      inputMode="email"
      maxLength={EMAIL_MAX}
      required={nameField ? true : undefined}
      placeholder={t('newsletter.emailPlaceholder')}
      {...form.register('email', { onChange: () => form.clearErrors('email') })}
      aria-invalid={fieldError ? true : undefined}
      aria-describedby={fieldError ? errorId : subscribe.isSuccess || requestError ? statusId : undefined}
      className={`min-w-0 flex-1 rounded-md border px-3 py-2 text-slate-900 placeholder:text-slate-500 ${
        fieldError ? 'border-red-500 ring-1 ring-red-500' : 'border-slate-300'
      } bg-white`}
    />
  );
  const submitButton = (
    <button
      type="submit"
      disabled={subscribe.isPending}
      className="rounded-md bg-brand px-4 py-2 font-semibold tracking-wide text-white hover:bg-brand-dark disabled:cursor-wait disabled:opacity-70"
    >
      {subscribe.isPending ? t('newsletter.sending') : t('newsletter.submit')}
    </button>
  );
  const emailError = fieldError ? (
    <p id={errorId} role="alert" className={`text-sm font-medium ${isDark ? 'text-red-300' : 'text-red-700'}`}>
      {fieldError}
    </p>
  ) : null;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={inputId} className={`text-sm font-medium ${isDark ? 'text-slate-200' : 'text-slate-800'}`}>
        {t('newsletter.emailLabel')}
      </label>
      {nameField ? (
        <>
          {emailInput}
          {emailError}
          {nameInput}
          <div className="mt-2">{submitButton}</div>
        </>
      ) : (
        <>
          <div className="flex flex-col gap-2 sm:flex-row md:flex-col lg:flex-row">
            {emailInput}
            {submitButton}
          </div>
          {emailError}
        </>
      )}
      <div id={statusId} role="status" aria-live="polite" className="text-sm">
        {subscribe.isSuccess ? (
          <p className={`font-medium ${isDark ? 'text-emerald-300' : 'text-emerald-800'}`}>{t('newsletter.success')}</p>
        ) : null}
        {requestError ? (
          <p className={`font-medium ${isDark ? 'text-red-300' : 'text-red-700'}`}>{requestError}</p>
        ) : null}
      </div>
    </form>
  );
}
