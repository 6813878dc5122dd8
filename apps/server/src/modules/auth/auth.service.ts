import type { Db } from '@hc/db';
import {
  LOGIN_ACCOUNT_DELAY_AFTER_FAILURES,
  LOGIN_LOCKOUT_MINUTES,
  LOGIN_MAX_FAILURES,
  PASSWORD_RESET_TTL_MINUTES,
  isStaffRole,
  normalizeRecoveryCode,
  type SessionUser,
  type SignInInput,
  type SignInResult,
  type SignUpInput,
  type SystemLogEvent,
} from '@hc/shared';
import { AppError, conflictingField, invalidField } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { getDummyHash, hashPassword, matchTotp, randomToken, sha256, verifyPassword } from '../../lib/crypto';
import { describeDevice, deviceFamily } from '../../lib/device';
import { formatMailTime, toMailLocale } from '../../lib/mail/mail-templates';
import type { Mailer } from '../../lib/mail/mailer';
import type { RequestContext } from '../../lib/request-context';
import { createSession, toSessionUser, type IssuedSession } from '../../lib/sessions';
import { logRequestEvent } from '../../lib/system-log';
import {
  claimTotpStep,
  consumeRecoveryCode,
  findAccountById,
  findAccountByIdentifier,
  replacePassword,
  type Account,
} from '../../sql/accounts.repository';
import { deleteSession } from '../../sql/sessions.repository';
import {
  consumePasswordResetToken,
  createPendingDoctorRecord,
  insertAccount,
  insertPasswordResetToken,
  knownUserAgents,
  markSignedIn,
  recordLoginAttempt,
  type AttemptSubject,
} from './auth.repository';
import { createSignInThrottle, type Reservation } from './sign-in-throttle';

// The routes and tests know these by the service's name.
export { accountDelaySeconds, SignInThrottled } from './sign-in-throttle';

const WRONG_CREDENTIALS = 'Incorrect username/email or password';
const MINUTE_MS = 60_000;

/**
 * Staff work in the back-office; a facility's manager in its space (issue 35); everyone else returns to
 * the public site.
 */
export const homeFor = (user: SessionUser) =>
  isStaffRole(user.role) ? '/admin-dashboard' : user.role === 'facility_manager' ? '/my-facilities' : '/';

/** The answer to a sign-in step and the session to put in the cookie. */
export type SignInOutcome = { result: SignInResult; session: IssuedSession };

/** Accounts that keep their data but may not sign in (an employee on leave included). */
const isBarred = (account: Account) =>
  account.status === 'suspended' || account.status === 'inactive' || account.status === 'on_leave';

/** Why a sign-in failed: a fixed reason, or the status of an account that may not sign in. */
type FailureReason = 'wrong password' | 'unknown account' | 'wrong two-factor code' | { barred: Account['status'] };
const failureText = (reason: FailureReason) => (typeof reason === 'string' ? reason : `account ${reason.barred}`);
const failureKeys = {
  'wrong password': 'auth.signInFailedWrongPassword',
  'unknown account': 'auth.signInFailedUnknownAccount',
  'wrong two-factor code': 'auth.signInFailedWrongCode',
} as const;
const failureEvent = (reason: FailureReason, identifier: string): SystemLogEvent =>
  typeof reason === 'string'
    ? { key: failureKeys[reason], params: { identifier } }
    : { key: 'auth.signInFailedAccountBarred', params: { identifier, status: reason.barred } };

/**
 * Sign-in (with its throttling and second factor), sign-up, sign-out and password reset. The routes
 * turn HTTP into these calls and the outcomes back into HTTP (cookies and Retry-After included).
 *
 * Throttling (docs/decisions/2026-11-23-sign-in-lockout.md): failures count per (account, address)
 * pair, so a stranger's failures block the stranger's address, never the owner's; an account with many
 * failures from many addresses makes each attempt wait a growing delay (at most a minute), never a lock.
 */
export function createAuthService(deps: { db: Db; clock: Clock; mailer: Mailer }) {
  const { db, clock, mailer } = deps;
  const throttle = createSignInThrottle(deps);

  async function startSession(context: RequestContext, account: Account, remember: boolean, mfaPending: boolean) {
    // Never carry a session id across sign-in: whatever the browser had is ended first.
    if (context.session) await deleteSession(db, context.session.id);
    return createSession(db, {
      userId: account.id,
      remember,
      mfaPending,
      ip: context.ip,
      userAgent: context.userAgent,
      now: clock(),
    });
  }

  /** Tells the account holder about a sign-in from a browser and system it was never signed in from. */
  async function noticeNewDevice(context: RequestContext, account: Account, known: (string | null)[]) {
    // The very first sign-in has nothing to compare with; the holder may turn these alerts off.
    if (known.length === 0 || !account.loginAlerts) return;
    const family = deviceFamily(context.userAgent);
    if (known.some((userAgent) => deviceFamily(userAgent) === family)) return;
    const locale = toMailLocale(account.locale);
    await mailer.send({
      to: account.email,
      userId: account.id,
      locale,
      template: 'new_sign_in',
      data: {
        when: formatMailTime(clock(), locale),
        device: describeDevice(context.userAgent) ?? '?',
        address: context.ip ?? '?',
      },
    });
  }

  async function completeSignIn(context: RequestContext, account: Account, remember: boolean): Promise<SignInOutcome> {
    const known = await knownUserAgents(db, account.id);
    await recordLoginAttempt(db, {
      identifier: account.email,
      userId: account.id,
      ip: context.ip,
      userAgent: context.userAgent,
      outcome: 'success',
      now: clock(),
    });
    const session = await startSession(context, account, remember, false);
    await markSignedIn(db, account.id, clock());
    await logRequestEvent(deps, context, {
      level: 'SUCCESS',
      source: 'AUTH',
      message: `Signed in: ${account.email}`,
      event: { key: 'auth.signedIn', params: { email: account.email } },
      userId: account.id,
    });
    await noticeNewDevice(context, account, known);
    const user = toSessionUser(account);
    return { result: { status: 'signed_in', user, redirectTo: homeFor(user) }, session };
  }

  /** Says what failed in the system log; the failure itself was counted when the attempt was let through. */
  async function recordFailure(
    context: RequestContext,
    identifier: string,
    account: Account | null,
    reason: FailureReason,
    counted: Reservation,
  ) {
    const userId = account?.id ?? null;
    await logRequestEvent(deps, context, {
      level: 'WARN',
      source: 'AUTH',
      message: `Failed sign-in (${failureText(reason)}): ${identifier}`,
      event: failureEvent(reason, identifier),
      userId,
    });
    if (counted.pairFailures === LOGIN_MAX_FAILURES) {
      await logRequestEvent(deps, context, {
        level: 'ERROR',
        source: 'SECURITY',
        message: `Sign-in from ${context.ip ?? 'an unknown address'} blocked for ${LOGIN_LOCKOUT_MINUTES} minutes after ${LOGIN_MAX_FAILURES} failures: ${identifier}`,
        event: context.ip
          ? {
              key: 'auth.signInBlocked',
              params: { identifier, ip: context.ip, minutes: LOGIN_LOCKOUT_MINUTES, failures: LOGIN_MAX_FAILURES },
            }
          : {
              key: 'auth.signInBlockedUnknownAddress',
              params: { identifier, minutes: LOGIN_LOCKOUT_MINUTES, failures: LOGIN_MAX_FAILURES },
            },
        userId,
      });
    }
    if (counted.accountFailures === LOGIN_ACCOUNT_DELAY_AFTER_FAILURES) {
      await logRequestEvent(deps, context, {
        level: 'ERROR',
        source: 'SECURITY',
        message: `Sign-in slowed down after ${LOGIN_ACCOUNT_DELAY_AFTER_FAILURES} failures from several addresses: ${identifier}`,
        event: { key: 'auth.signInSlowedDown', params: { identifier, failures: LOGIN_ACCOUNT_DELAY_AFTER_FAILURES } },
        userId,
      });
    }
  }

  /** Whether the second factor given is a fresh TOTP code or an unused recovery code; each works once. */
  async function acceptSecondFactor(context: RequestContext, account: Account, code: string): Promise<boolean> {
    const now = clock();
    const digits = code.replace(/\s/g, '');
    if (/^\d{6}$/.test(digits)) {
      const step = account.totpSecret ? matchTotp(account.totpSecret, digits, now, account.totpLastStep) : null;
      return step !== null && (await claimTotpStep(db, account.id, step));
    }
    if (!(await consumeRecoveryCode(db, account.id, sha256(normalizeRecoveryCode(code)), now))) return false;
    await logRequestEvent(deps, context, {
      level: 'WARN',
      source: 'SECURITY',
      message: `Signed in with a recovery code: ${account.email}`,
      event: { key: 'auth.signedInWithRecoveryCode', params: { email: account.email } },
      userId: account.id,
    });
    return true;
  }

  return {
    async signIn(context: RequestContext, input: SignInInput): Promise<SignInOutcome> {
      const { identifier, password, remember } = input;
      const account = await findAccountByIdentifier(db, identifier);
      const subject: AttemptSubject = account ? { userId: account.id } : { identifier };
      const counted = await throttle.reserve(context, subject, identifier);
      // The hash is checked even for an unknown account, so timing does not tell which accounts exist.
      const isValid = await verifyPassword(account?.passwordHash ?? (await getDummyHash()), password);
      if (!account || !isValid) {
        await recordFailure(context, identifier, account, account ? 'wrong password' : 'unknown account', counted);
        throw new AppError('unauthenticated', WRONG_CREDENTIALS);
      }
      if (isBarred(account)) {
        await recordFailure(context, identifier, account, { barred: account.status }, counted);
        throw new AppError('forbidden', 'This account is not active. Please contact the directory team.');
      }
      await throttle.release(counted);
      if (account.totpEnabled && account.totpSecret) {
        // The password alone is not a sign-in: the history says so until the code is given.
        await recordLoginAttempt(db, {
          identifier,
          userId: account.id,
          ip: context.ip,
          userAgent: context.userAgent,
          outcome: 'awaiting_second_factor',
          now: clock(),
        });
        const session = await startSession(context, account, remember, true);
        return { result: { status: 'two_factor_required' }, session };
      }
      return completeSignIn(context, account, remember);
    },

    /** The second step: a TOTP code or a recovery code turns the waiting session into a full one. */
    async completeTwoFactor(context: RequestContext, code: string): Promise<SignInOutcome> {
      const pending = context.session;
      if (!pending?.mfaPending) throw new AppError('unauthenticated', 'Please sign in first');
      const account = await findAccountById(db, pending.user.id);
      if (!account?.totpEnabled || !account.totpSecret || isBarred(account))
        throw new AppError('unauthenticated', 'Please sign in first');
      const subject: AttemptSubject = { userId: account.id };
      const counted = await throttle.reserve(context, subject, account.email);
      if (!(await acceptSecondFactor(context, account, code))) {
        await recordFailure(context, account.email, account, 'wrong two-factor code', counted);
        throw invalidField('code', 'invalid_totp', 'That code is not valid');
      }
      await throttle.release(counted);
      return completeSignIn(context, account, pending.remember);
    },

    async signUp(context: RequestContext, input: SignUpInput): Promise<SignInOutcome> {
      const { name, email, password, role } = input;
      const [firstName, ...rest] = name.split(/\s+/);
      const account = await insertAccount(db, {
        email,
        firstName: firstName ?? name,
        lastName: rest.join(' '),
        role,
        // A doctor's account waits for staff to validate their credentials (Validate Doctors).
        status: role === 'doctor' ? 'pending' : 'active',
        registrationStatus: 'registration_started',
        passwordHash: await hashPassword(password),
        now: clock(),
      });
      if (!account) {
        throw conflictingField('email', 'email_taken', 'An account with this email already exists');
      }
      if (role === 'doctor') await createPendingDoctorRecord(db, account, clock());
      await logRequestEvent(deps, context, {
        level: 'INFO',
        source: role === 'doctor' ? 'DOCTOR' : 'AUTH',
        message: `New ${role} account: ${email}${role === 'doctor' ? ' (awaiting validation)' : ''}`,
        event:
          role === 'doctor'
            ? { key: 'auth.doctorAccountCreated', params: { email } }
            : { key: 'auth.accountCreated', params: { email, role } },
        userId: account.id,
      });
      return completeSignIn(context, account, false);
    },

    async signOut(context: RequestContext): Promise<void> {
      if (!context.session) return;
      await deleteSession(db, context.session.id);
      await logRequestEvent(deps, context, {
        level: 'INFO',
        source: 'AUTH',
        message: `Signed out: ${context.session.user.email}`,
        event: { key: 'auth.signedOut', params: { email: context.session.user.email } },
      });
    },

    /**
     * Mails a reset link (`${linkBase}/reset-password?token=…`) to an active account, in its language;
     * says nothing about whether the address is registered.
     */
    async requestPasswordReset(context: RequestContext, email: string, linkBase: string): Promise<void> {
      const account = await findAccountByIdentifier(db, email);
      if (!account || isBarred(account)) return;
      const token = randomToken();
      const now = clock();
      await insertPasswordResetToken(db, {
        tokenHash: sha256(token),
        userId: account.id,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * MINUTE_MS),
        now,
      });
      await mailer.send({
        to: account.email,
        userId: account.id,
        locale: toMailLocale(account.locale),
        template: 'password_reset',
        data: {
          link: `${linkBase.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`,
          minutes: PASSWORD_RESET_TTL_MINUTES,
        },
      });
      await logRequestEvent(deps, context, {
        level: 'INFO',
        source: 'AUTH',
        message: `Password reset requested: ${account.email}`,
        event: { key: 'auth.passwordResetRequested', params: { email: account.email } },
        userId: account.id,
      });
    },

    /** Sets the new password from a valid link, signs the account out everywhere and tells its holder. */
    async resetPassword(context: RequestContext, input: { token: string; password: string }): Promise<void> {
      const now = clock();
      const userId = await consumePasswordResetToken(db, sha256(input.token), now);
      if (userId === null)
        throw invalidField('token', 'invalid_reset_link', 'This reset link is invalid or has expired');
      await replacePassword(db, { userId, passwordHash: await hashPassword(input.password), now });
      await logRequestEvent(deps, context, {
        level: 'SUCCESS',
        source: 'AUTH',
        message: 'Password reset completed',
        event: { key: 'auth.passwordResetCompleted' },
        userId,
      });
      const account = await findAccountById(db, userId);
      if (!account) return;
      const locale = toMailLocale(account.locale);
      await mailer.send({
        to: account.email,
        userId,
        locale,
        template: 'password_changed',
        data: { when: formatMailTime(now, locale) },
      });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
