import { signInSchema, userRoles, type SignInResult } from '@hc/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { bindFieldErrors } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { emptyToUndefined, useZodForm } from '../../../lib/forms/use-zod-form';
import { useSignIn } from '../api/sign-in';
import { primaryButton, secondaryButton } from './auth-card';
import { describeSignInError } from './auth-errors';

/** Account types, the visitor's first: patient, doctor, facility manager (issue 35), then staff roles. */
const staffFirst = userRoles.filter((role) => role !== 'facility_manager');
const roleChoices = [
  ...staffFirst.slice(-2).reverse(),
  'facility_manager' as const,
  ...staffFirst.slice(0, -2).reverse(),
];

/** The first step of sign-in, validated by the API's own schema (signInSchema). */
export function CredentialsForm({ onSignedIn }: { onSignedIn: (result: SignInResult) => void }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(signInSchema, {
    defaultValues: { identifier: '', password: '', remember: false, role: undefined },
  });
  const errorOf = bindFieldErrors(t, form.formState.errors, 'signIn');

  const submit = form.handleSubmit(
    (values) => {
      if (signIn.isPending) return;
      setFailure(null);
      signIn.mutate(values, {
        onSuccess: onSignedIn,
        onError: (error) => setFailure(applyServerErrors(form, error) ? error : null),
      });
    },
    () => setFailure(null),
  );

  return (
    <>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {failure ? <FormAlert>{describeSignInError(failure, t, tc)}</FormAlert> : null}
        <SelectField
          label={t('roles.label')}
          placeholder={t('roles.placeholder')}
          hint={t('roles.note')}
          options={roleChoices.map((value) => ({ value, label: t(`roles.${value}`) }))}
          error={errorOf('role')}
          {...form.register('role', { setValueAs: emptyToUndefined })}
        />
        <TextField
          label={t('fields.identifier')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errorOf('identifier')}
          {...form.register('identifier')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          error={errorOf('password')}
          {...form.register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="h-4 w-4 accent-brand" {...form.register('remember')} />
            {t('fields.remember')}
          </label>
          <Link to="/forgot-password" className="text-sm font-semibold text-brand underline">
            {t('signIn.forgotten')}
          </Link>
        </div>
        <button type="submit" className={primaryButton} disabled={signIn.isPending}>
          {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>
      <p className="mt-6 mb-2 text-center text-sm text-slate-700">{t('signIn.noAccount')}</p>
      <Link to="/sign-up" className={secondaryButton}>
        {t('signIn.signUp')}
      </Link>
    </>
  );
}
