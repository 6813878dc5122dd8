import { passwordForgottenSchema } from '@hc/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailField } from '../../../components/ui/email-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { describeError } from '../../../lib/describe-error';
import { bindFieldErrors } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard, primaryButton } from './auth-card';

/** Password Forgotten: asks for a reset link (passwordForgottenSchema). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const request = useRequestPasswordReset();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(passwordForgottenSchema, { defaultValues: { email: '' } });
  const errorOf = bindFieldErrors(t, form.formState.errors, 'forgotPassword');

  const submit = form.handleSubmit(
    (values) => {
      if (request.isPending) return;
      setFailure(null);
      request.mutate(values, { onError: (error) => setFailure(applyServerErrors(form, error) ? error : null) });
    },
    () => setFailure(null),
  );

  return (
    <AuthCard title={t('forgot.title')} intro={request.isSuccess ? undefined : t('forgot.intro')}>
      {request.isSuccess ? (
        <FormAlert tone="success">{t('forgot.sent')}</FormAlert>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {failure ? <FormAlert>{describeError(failure, tc)}</FormAlert> : null}
          <EmailField label={t('fields.email')} error={errorOf('email')} {...form.register('email')} />
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
