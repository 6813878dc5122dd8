import { userRoles, type SignInResult, type UserRole } from '@hc/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '../../components/ui/text-field';
import { sanitizeNext } from '../../lib/safe-next';
import { isStaffRole, useSignIn, useSignInTwoFactor } from '../../lib/session';
import {
  AuthCard,
  describeAuthError,
  FormAlert,
  noErrors,
  primaryButton,
  secondaryButton,
  type FormErrors,
} from './auth-shared';

/** Where to go after signing in: back into the back-office if that is where the guard sent us from. */
export function destinationAfterSignIn(result: Extract<SignInResult, { status: 'signed_in' }>, next: string | null) {
  return next && isStaffRole(result.user.role) ? next : result.redirectTo;
}

export function SignInPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = sanitizeNext(params.get('next'));
  const signIn = useSignIn();
  const twoFactor = useSignInTwoFactor();
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  const [role, setRole] = useState<UserRole | ''>('');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const roleId = useId();

  function finish(result: SignInResult) {
    if (result.status === 'two_factor_required') {
      setStep('code');
      setErrors(noErrors);
      return;
    }
    void navigate(destinationAfterSignIn(result, next), { replace: true });
  }

  function submitCredentials(event: FormEvent) {
    event.preventDefault();
    if (signIn.isPending) return;
    const fields: Record<string, string> = {};
    if (!identifier.trim()) fields.identifier = t('rules.identifierRequired');
    if (!password) fields.password = t('rules.passwordRequired');
    setErrors({ form: null, fields });
    if (Object.keys(fields).length > 0) return;
    signIn.mutate(
      { identifier: identifier.trim(), password, remember, ...(role ? { role } : {}) },
      { onSuccess: finish, onError: (error) => setErrors(describeAuthError(error, t, tc)) },
    );
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    if (twoFactor.isPending) return;
    if (!/^\d{6}$/.test(code.trim())) {
      setErrors({ form: null, fields: { code: t('rules.codeInvalid') } });
      return;
    }
    setErrors(noErrors);
    twoFactor.mutate(code.trim(), {
      onSuccess: finish,
      onError: (error) => {
        const described = describeAuthError(error, t, tc);
        setErrors(described.fields.code ? { form: null, fields: { code: t('signIn.codeWrong') } } : described);
      },
    });
  }

  if (step === 'code') {
    return (
      <AuthCard title={t('signIn.twoFactorTitle')} intro={t('signIn.twoFactorIntro')}>
        <form noValidate onSubmit={submitCode} className="flex flex-col gap-4">
          {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
          <TextField
            label={t('fields.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            error={errors.fields.code}
          />
          <button type="submit" className={primaryButton} disabled={twoFactor.isPending}>
            {twoFactor.isPending ? t('signIn.submitting') : t('signIn.twoFactorSubmit')}
          </button>
          <button
            type="button"
            className="text-sm font-semibold text-brand underline"
            onClick={() => {
              setStep('credentials');
              setCode('');
              setErrors(noErrors);
            }}
          >
            {t('signIn.restart')}
          </button>
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('signIn.title')} intro={next ? t('signIn.adminNotice') : t('signIn.intro')}>
      <form noValidate onSubmit={submitCredentials} className="flex flex-col gap-4">
        {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={roleId} className="text-sm font-semibold text-slate-800">
            {t('roles.label')}
          </label>
          <select
            id={roleId}
            name="role"
            value={role}
            onChange={(event) => setRole(event.target.value as UserRole | '')}
            aria-describedby={`${roleId}-note`}
            className="rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
          >
            <option value="">{t('roles.placeholder')}</option>
            {userRoles
              .slice()
              .reverse()
              .map((value) => (
                <option key={value} value={value}>
                  {t(`roles.${value}`)}
                </option>
              ))}
          </select>
          <p id={`${roleId}-note`} className="text-sm text-slate-600">
            {t('roles.note')}
          </p>
        </div>
        <TextField
          label={t('fields.identifier')}
          name="identifier"
          autoComplete="username"
          value={identifier}
          maxLength={254}
          onChange={(event) => setIdentifier(event.target.value)}
          error={errors.fields.identifier}
        />
        <TextField
          label={t('fields.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          maxLength={200}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.fields.password}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name="remember"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
              className="h-4 w-4 accent-brand"
            />
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
    </AuthCard>
  );
}
