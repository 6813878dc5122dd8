import type { NewsletterSource } from '@hc/shared';
import { EMAIL_MAX, isValidEmail, normalizeEmail } from '@hc/shared/email';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiClientError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useSubscribeToNewsletter } from '../api/subscribe';

type NewsletterFormProps = {
  source: NewsletterSource;
  /** Colours for a dark background (the footer) or a light one. */
  tone?: 'dark' | 'light';
};

/** Newsletter sign-up: checks the address, sends it with the page language, and says how it went. */
export function NewsletterForm({ source, tone = 'dark' }: NewsletterFormProps) {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const subscribe = useSubscribeToNewsletter();
  const inputId = useId();
  const errorId = useId();
  const statusId = useId();
  const isDark = tone === 'dark';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (subscribe.isPending) return;
    const address = normalizeEmail(email);
    subscribe.reset();
    if (!isValidEmail(address)) {
      setFieldError(t('newsletter.invalidEmail'));
      return;
    }
    setFieldError(null);
    subscribe.mutate(
      { email: address, language: i18n.resolvedLanguage === 'fr' ? 'fr' : 'en', source },
      {
        onSuccess: () => setEmail(''),
        onError: (error) => {
          if (error instanceof ApiClientError && error.fields?.email) setFieldError(t('newsletter.invalidEmail'));
        },
      },
    );
  }

  const requestError = subscribe.isError && !fieldError ? describeError(subscribe.error, t) : null;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={inputId} className={`text-sm font-medium ${isDark ? 'text-slate-200' : 'text-slate-800'}`}>
        {t('newsletter.emailLabel')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row md:flex-col lg:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={EMAIL_MAX}
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
        <button
          type="submit"
          disabled={subscribe.isPending}
          className="rounded-md bg-brand px-4 py-2 font-semibold tracking-wide text-white hover:bg-brand-dark disabled:cursor-wait disabled:opacity-70"
        >
          {subscribe.isPending ? t('newsletter.sending') : t('newsletter.submit')}
        </button>
      </div>
      {fieldError ? (
        <p id={errorId} role="alert" className={`text-sm font-medium ${isDark ? 'text-red-300' : 'text-red-700'}`}>
          {fieldError}
        </p>
      ) : null}
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
