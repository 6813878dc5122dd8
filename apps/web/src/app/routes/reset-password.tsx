import { PASSWORD_MIN_LENGTH } from '@hc/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TextField } from '../../components/ui/text-field';
import { apiRequest } from '../../lib/api-client';
import { AuthCard, describeAuthError, FormAlert, noErrors, primaryButton, type FormErrors } from './auth-shared';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const reset = useMutation({
    mutationFn: (newPassword: string) =>
      apiRequest<unknown>('/api/auth/password-reset', { method: 'POST', body: { token, password: newPassword } }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reset.isPending) return;
    const fields: Record<string, string> = {};
    if (password.length < PASSWORD_MIN_LENGTH)
      fields.password = t('rules.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
    else if (password !== confirm) fields.confirm = t('rules.mismatch');
    setErrors({ form: null, fields });
    if (Object.keys(fields).length > 0) return;
    reset.mutate(password, {
      onError: (error) => {
        const described = describeAuthError(error, t, tc);
        // A bad token is about the link, not a field: say so above the form.
        setErrors(described.fields.token ? { form: t('reset.invalid'), fields: {} } : described);
      },
    });
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title={t('reset.title')}>
        <FormAlert tone="success">{t('reset.done')}</FormAlert>
        <Link to="/sign-in" className={`mt-6 block text-center ${primaryButton}`}>
          {t('reset.signIn')}
        </Link>
      </AuthCard>
    );
  }

  if (token.length < 20) {
    return (
      <AuthCard title={t('reset.title')}>
        <FormAlert>{t('reset.missingToken')}</FormAlert>
        <Link to="/forgot-password" className="mt-6 inline-block font-semibold text-brand underline">
          {t('reset.requestNew')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {errors.form ? (
          <FormAlert>
            {errors.form}{' '}
            <Link to="/forgot-password" className="underline">
              {t('reset.requestNew')}
            </Link>
          </FormAlert>
        ) : null}
        <TextField
          label={t('fields.newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={t('rules.passwordLength', { min: PASSWORD_MIN_LENGTH })}
          error={errors.fields.password}
        />
        <TextField
          label={t('fields.confirmPassword')}
          name="confirm"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={errors.fields.confirm}
        />
        <button type="submit" className={primaryButton} disabled={reset.isPending}>
          {reset.isPending ? t('reset.submitting') : t('reset.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
