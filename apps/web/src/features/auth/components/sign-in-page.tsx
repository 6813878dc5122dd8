import type { SignInResult } from '@hc/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isBackOfficePath, MANAGER_BASE_PATH, sanitizeNext } from '../../../lib/safe-next';
import { isStaffRole } from '../../../lib/api/session';
import { AuthCard } from './auth-card';
import { CredentialsForm } from './credentials-form';
import { TwoFactorForm } from './two-factor-form';

/**
 * Where to go after signing in: back where a guard sent us from (the back-office for staff only; the
 * managers' space for anyone, which shows a signed-in account its own claims), else a facility manager's
 * space, else where the server says.
 */
export function destinationAfterSignIn(result: Extract<SignInResult, { status: 'signed_in' }>, next: string | null) {
  if (next && (isStaffRole(result.user.role) || !isBackOfficePath(next))) return next;
  return result.user.role === 'facility_manager' ? MANAGER_BASE_PATH : result.redirectTo;
}

/** Sign-in: account type, username or email, password; then the 6-digit code if two-factor is on. */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = sanitizeNext(params.get('next'));
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');

  function finish(result: SignInResult) {
    if (result.status === 'two_factor_required') setStep('code');
    else void navigate(destinationAfterSignIn(result, next), { replace: true });
  }

  return step === 'code' ? (
    <AuthCard title={t('signIn.twoFactorTitle')} intro={t('signIn.twoFactorIntro')}>
      <TwoFactorForm onSignedIn={finish} onRestart={() => setStep('credentials')} />
    </AuthCard>
  ) : (
    <AuthCard
      title={t('signIn.title')}
      intro={next && isBackOfficePath(next) ? t('signIn.adminNotice') : t('signIn.intro')}
    >
      <CredentialsForm onSignedIn={finish} />
    </AuthCard>
  );
}
