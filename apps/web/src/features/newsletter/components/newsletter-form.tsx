import type { NewsletterSource } from '@hc/shared';
import { EMAIL_MAX, isValidEmail, normalizeEmail } from '@hc/shared/email';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiClientError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useSubscribeToNewsletter } from '../api/subscribe';

/** The longest name the API accepts (NEWSLETTER_NAME_MAX in @hc/shared, kept here so zod stays out of the footer). */
const NAME_MAX = 100;

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

/** Newsletter sign-up: checks the address, sends it with the page language, and says how it went. */
export function NewsletterForm({ source, tone = 'dark', nameField }: NewsletterFormProps) {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const nameInputId = useId();
  const nameErrorId = useId();
  const subscribe = useSubscribeToNewsletter();
  const inputId = useId();
  const errorId = useId();
  const statusId = useId();
  const isDark = tone === 'dark';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (subscribe.isPending) return;
    const address = normalizeEmail(email);
    const trimmedName = name.trim();
    subscribe.reset();
    const emailMessage = isValidEmail(address) ? null : t('newsletter.invalidEmail');
    const nameMessage = nameField && !trimmedName ? nameField.requiredMessage : null;
    setFieldError(emailMessage);
    setNameError(nameMessage);
    if (emailMessage || nameMessage) return;
    subscribe.mutate(
      {
        email: address,
        ...(nameField ? { name: trimmedName.slice(0, NAME_MAX) } : {}),
        language: i18n.resolvedLanguage === 'fr' ? 'fr' : 'en',
        source,
      },
      {
        onSuccess: () => {
          setEmail('');
          setName('');
        },
        onError: (error) => {
          if (error instanceof ApiClientError && error.fields?.email) setFieldError(t('newsletter.invalidEmail'));
        },
      },
    );
  }

  const requestError = subscribe.isError && !fieldError ? describeError(subscribe.error, t) : null;
  const nameInput = nameField ? (
    <div className="flex flex-col gap-2">
      <label htmlFor={nameInputId} className={`text-sm font-medium ${isDark ? 'text-slate-200' : 'text-slate-800'}`}>
        {nameField.label}
      </label>
      <input
        id={nameInputId}
        type="text"
        name="name"
        autoComplete="name"
        required
        maxLength={NAME_MAX}
        value={name}
        placeholder={nameField.placeholder}
        onChange={(event) => {
          setName(event.target.value);
          if (nameError) setNameError(null);
        }}
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
      name="email"
      autoComplete="email"
      inputMode="email"
      maxLength={EMAIL_MAX}
      required={nameField ? true : undefined}
      value={email}
      placeholder={t('newsletter.emailPlaceholder')}
      onChange={(event) => {
        setEmail(event.target.value);
        if (fieldError) setFieldError(null);
      }}
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
