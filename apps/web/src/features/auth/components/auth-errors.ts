import { LOGIN_LOCKOUT_MINUTES } from '@hc/shared';
import type { TFunction } from 'i18next';
import { ApiClientError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';

/**
 * The form-level message of a failed sign-in, by error code: wrong credentials, held back (with the
 * wait the server gives), inactive account; anything else as every request failure is told (offline, server error…).
 */
export function describeSignInError(error: unknown, t: TFunction<'auth'>, tc: TFunction): string {
  if (error instanceof ApiClientError && error.kind === 'server') {
    if (error.code === 'unauthenticated') return t('signIn.wrongCredentials');
    if (error.code === 'rate_limited') {
      // The server says how long (Retry-After): seconds for the account's growing delay, minutes for a block.
      const seconds = error.retryAfterSeconds;
      if (seconds !== undefined && seconds < 120) return t('signIn.waitSeconds', { seconds });
      return t('signIn.locked', { minutes: seconds ? Math.ceil(seconds / 60) : LOGIN_LOCKOUT_MINUTES });
    }
    if (error.code === 'forbidden') return t('signIn.inactive');
  }
  return describeError(error, tc);
}

/** The second step: a lost first step (session expired) means starting again. */
export function describeTwoFactorError(error: unknown, t: TFunction<'auth'>, tc: TFunction): string {
  if (error instanceof ApiClientError && error.code === 'unauthenticated') return t('signIn.twoFactorExpired');
  return describeSignInError(error, t, tc);
}

/** A reset link that is unknown, used or expired: said above the form, with a way to ask for a new one. */
export const isResetLinkError = (error: unknown): boolean =>
  error instanceof ApiClientError &&
  (error.fields ?? []).some((field) => field.path === 'token' || field.code === 'invalid_reset_link');
