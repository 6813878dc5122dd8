import { PASSWORD_MIN_LENGTH, selfServiceRoles, signUpSchema } from '@hc/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmailField } from '../../../components/ui/email-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { describeError } from '../../../lib/describe-error';
import { bindFieldErrors } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { emptyToUndefined, useZodForm } from '../../../lib/forms/use-zod-form';
import { useSignUp } from '../api/sign-up';
import { AuthCard, primaryButton, secondaryButton } from './auth-card';

/** Sign-up for patients and doctors (signUpSchema); a doctor's account then waits for validation. */
export function SignUpPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [failure, setFailure] = useState<unknown>(null);
  const [pendingDoctorHome, setPendingDoctorHome] = useState<string | null>(null);
  const form = useZodForm(signUpSchema, { defaultValues: { name: '', email: '', password: '', role: undefined } });
  const errorOf = bindFieldErrors(t, form.formState.errors, 'signUp');

  const submit = form.handleSubmit(
    (values) => {
      if (signUp.isPending) return;
      setFailure(null);
      signUp.mutate(values, {
        onSuccess: (result) => {
          if (result.status !== 'signed_in') return;
          if (result.user.role === 'doctor') setPendingDoctorHome(result.redirectTo);
          else void navigate(result.redirectTo, { replace: true });
        },
        onError: (error) => setFailure(applyServerErrors(form, error) ? error : null),
      });
    },
    () => setFailure(null),
  );

  if (pendingDoctorHome) {
    return (
      <AuthCard title={t('signUp.title')}>
        <FormAlert tone="success">{t('signUp.doctorPending')}</FormAlert>
        <Link to={pendingDoctorHome} className={`mt-6 ${secondaryButton}`}>
          {t('signUp.continue')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('signUp.title')} intro={t('signUp.intro')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {failure ? <FormAlert>{describeError(failure, tc)}</FormAlert> : null}
        <SelectField
          label={t('signUp.roleLabel')}
          placeholder={t('roles.placeholder')}
          options={selfServiceRoles.map((value) => ({ value, label: t(`roles.${value}`) }))}
          error={errorOf('role')}
          {...form.register('role', { setValueAs: emptyToUndefined })}
        />
        <TextField label={t('fields.name')} autoComplete="name" error={errorOf('name')} {...form.register('name')} />
        <EmailField label={t('fields.email')} error={errorOf('email')} {...form.register('email')} />
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          hint={t('rules.passwordLength', { min: PASSWORD_MIN_LENGTH })}
          error={errorOf('password')}
          {...form.register('password')}
        />
        <button type="submit" className={primaryButton} disabled={signUp.isPending}>
          {signUp.isPending ? t('signUp.submitting') : t('signUp.submit')}
        </button>
      </form>
      <p className="mt-6 mb-2 text-center text-sm text-slate-700">{t('signUp.haveAccount')}</p>
      <Link to="/sign-in" className={secondaryButton}>
        {t('signUp.signIn')}
      </Link>
    </AuthCard>
  );
}
