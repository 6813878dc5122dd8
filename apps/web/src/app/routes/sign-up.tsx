import { PASSWORD_MIN_LENGTH, selfServiceRoles } from '@hc/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { TextField } from '../../components/ui/text-field';
import { ApiClientError } from '../../lib/api-client';
import { useSignUp } from '../../lib/session';
import {
  AuthCard,
  describeAuthError,
  FormAlert,
  looksLikeEmail,
  noErrors,
  primaryButton,
  secondaryButton,
  type FormErrors,
} from './auth-shared';

type SelfServiceRole = (typeof selfServiceRoles)[number];

export function SignUpPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<SelfServiceRole | ''>('');
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [pendingDoctorHome, setPendingDoctorHome] = useState<string | null>(null);
  const roleId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (signUp.isPending) return;
    const fields: Record<string, string> = {};
    if (name.trim().length < 2) fields.name = t('rules.nameRequired');
    if (!looksLikeEmail(email)) fields.email = t('rules.emailInvalid');
    if (password.length < PASSWORD_MIN_LENGTH)
      fields.password = t('rules.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
    if (!role) fields.role = t('rules.roleRequired');
    setErrors({ form: null, fields });
    if (Object.keys(fields).length > 0 || !role) return;
    signUp.mutate(
      { name: name.trim(), email: email.trim(), password, role },
      {
        onSuccess: (result) => {
          if (result.status !== 'signed_in') return;
          if (result.user.role === 'doctor') setPendingDoctorHome(result.redirectTo);
          else void navigate(result.redirectTo, { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiClientError && error.status === 409) {
            setErrors({ form: null, fields: { email: t('signUp.emailTaken') } });
          } else {
            setErrors(describeAuthError(error, t, tc));
          }
        },
      },
    );
  }

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

  const roleError = errors.fields.role;
  return (
    <AuthCard title={t('signUp.title')} intro={t('signUp.intro')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={roleId} className="text-sm font-semibold text-slate-800">
            {t('signUp.roleLabel')}
          </label>
          <select
            id={roleId}
            name="role"
            value={role}
            onChange={(event) => setRole(event.target.value as SelfServiceRole | '')}
            aria-invalid={roleError ? true : undefined}
            aria-describedby={roleError ? `${roleId}-error` : undefined}
            className={`rounded-md border bg-white px-3 py-2 text-slate-900 ${roleError ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-400'}`}
          >
            <option value="">{t('roles.placeholder')}</option>
            {selfServiceRoles.map((value) => (
              <option key={value} value={value}>
                {t(`roles.${value}`)}
              </option>
            ))}
          </select>
          {roleError ? (
            <p id={`${roleId}-error`} className="text-sm font-medium text-red-700">
              {roleError}
            </p>
          ) : null}
        </div>
        <TextField
          label={t('fields.name')}
          name="name"
          autoComplete="name"
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.fields.name}
        />
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
        <TextField
          label={t('fields.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={t('rules.passwordLength', { min: PASSWORD_MIN_LENGTH })}
          error={errors.fields.password}
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
