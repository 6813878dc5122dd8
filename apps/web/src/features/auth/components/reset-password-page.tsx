import { PASSWORD_MIN_LENGTH, passwordResetFormSchema, passwordResetSchema } from '@hc/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { describeError } from '../../../lib/describe-error';
import { bindFieldErrors } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useResetPassword } from '../api/reset-password';
import { AuthCard, primaryButton } from './auth-card';
import { isResetLinkError } from './auth-errors';

/** Choose a new password, from the link of a reset email (passwordResetFormSchema, token from the URL). */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(passwordResetFormSchema, { defaultValues: { password: '', confirmPassword: '' } });
  const errorOf = bindFieldErrors(t, form.formState.errors, 'resetPassword');

  const submit = form.handleSubmit(
    ({ password }) => {
      if (reset.isPending) return;
      setFailure(null);
      reset.mutate(
        { token, password },
        { onError: (error) => setFailure(applyServerErrors(form, error) ? error : null) },
      );
    },
    () => setFailure(null),
  );

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

  // The link's token follows the API's rule: a cut-off link is caught before anything is typed.
  if (!passwordResetSchema.shape.token.safeParse(token).success) {
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
        {failure ? (
          isResetLinkError(failure) ? (
            <FormAlert>
              {t('reset.invalid')}{' '}
              <Link to="/forgot-password" className="underline">
                {t('reset.requestNew')}
              </Link>
            </FormAlert>
          ) : (
            <FormAlert>{describeError(failure, tc)}</FormAlert>
          )
        ) : null}
        <PasswordField
          label={t('fields.newPassword')}
          autoComplete="new-password"
          hint={t('rules.passwordLength', { min: PASSWORD_MIN_LENGTH })}
          error={errorOf('password')}
          {...form.register('password')}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          error={errorOf('confirmPassword')}
          {...form.register('confirmPassword')}
        />
        <button type="submit" className={primaryButton} disabled={reset.isPending}>
          {reset.isPending ? t('reset.submitting') : t('reset.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
