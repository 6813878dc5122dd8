import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '../../components/ui/text-field';
import { apiRequest } from '../../lib/api-client';
import {
  AuthCard,
  describeAuthError,
  FormAlert,
  looksLikeEmail,
  noErrors,
  primaryButton,
  type FormErrors,
} from './auth-shared';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const request = useMutation({
    mutationFn: (address: string) =>
      apiRequest<unknown>('/api/auth/password-forgotten', { method: 'POST', body: { email: address } }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (request.isPending) return;
    if (!looksLikeEmail(email)) {
      setErrors({ form: null, fields: { email: t('rules.emailInvalid') } });
      return;
    }
    setErrors(noErrors);
    request.mutate(email.trim(), { onError: (error) => setErrors(describeAuthError(error, t, tc)) });
  }

  return (
    <AuthCard title={t('forgot.title')} intro={request.isSuccess ? undefined : t('forgot.intro')}>
      {request.isSuccess ? (
        <FormAlert tone="success">{t('forgot.sent')}</FormAlert>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
          <TextField
            label={t('fields.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.fields.email}
          />
          <button type="submit" className={primaryButton} disabled={request.isPending}>
            {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
          </button>
        </form>
      )}
      <Link to="/sign-in" className="mt-6 inline-block text-sm font-semibold text-brand underline">
        {t('forgot.back')}
      </Link>
    </AuthCard>
  );
}
