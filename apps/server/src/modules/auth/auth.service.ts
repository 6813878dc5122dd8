import type { Db } from '@hc/db';
import {
  LOGIN_LOCKOUT_MINUTES,
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
  LOGIN_MAX_FAILURES,
  PASSWORD_RESET_TTL_MINUTES,
  type SessionUser,
  type SignInInput,
  type SignInResult,
  type SignUpInput,
} from '@hc/shared';
import { findAccountById, findAccountByIdentifier, replacePassword, type Account } from '../../lib/accounts';
import { AppError, conflictingField, invalidField } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { getDummyHash, hashPassword, randomToken, sha256, verifyPassword, verifyTotp } from '../../lib/crypto';
import type { RequestContext } from '../../lib/request-context';
import { createSession, deleteSession, toSessionUser, type IssuedSession } from '../../lib/sessions';
import { logRequestEvent } from '../../lib/system-log';
import {
  consumePasswordResetToken,
  countRecentFailures,
  countRecentFailuresFromAddress,
  insertAccount,
  insertPasswordResetToken,
  markSignedIn,
  recordLoginAttempt,
} from './auth.repository';

const WRONG_CREDENTIALS = 'Incorrect username/email or password';

/** Staff work in the back-office; everyone else returns to the public site. */
export const homeFor = (user: SessionUser) =>
  user.role === 'admin' || user.role === 'staff' ? '/admin-dashboard' : '/';

/** The answer to a sign-in step and the session to put in the cookie. */
export type SignInOutcome = { result: SignInResult; session: IssuedSession };

const isBarred = (account: Account) => account.status === 'suspended' || account.status === 'inactive';

/**
 * Sign-in (with its lockout and second factor), sign-up, sign-out and password reset. The routes
 * turn HTTP into these calls and the outcomes back into HTTP (cookies included).
 */
export function createAuthService(deps: { db: Db; clock: Clock; publicUrl: string }) {
  const { db, clock } = deps;

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

  async function completeSignIn(context: RequestContext, account: Account, remember: boolean): Promise<SignInOutcome> {
    const session = await startSession(context, account, remember, false);
    await markSignedIn(db, account.id, clock());
    await logRequestEvent(deps, context, {
      level: 'SUCCESS',
      source: 'AUTH',
      message: `Signed in: ${account.email}`,
      userId: account.id,
    });
    const user = toSessionUser(account);
    return { result: { status: 'signed_in', user, redirectTo: homeFor(user) }, session };
  }

  async function refuseIfLocked(context: RequestContext, identifier: string) {
    const now = clock();
    const [fromAddress, failures] = await Promise.all([
      context.ip ? countRecentFailuresFromAddress(db, context.ip, now) : Promise.resolve(0),
      countRecentFailures(db, identifier, now),
    ]);
    if (fromAddress >= LOGIN_MAX_ATTEMPTS_PER_ADDRESS || failures >= LOGIN_MAX_FAILURES) {
      await logRequestEvent(deps, context, {
        level: 'WARN',
        source: 'SECURITY',
        message: `Sign-in refused while locked out: ${identifier}`,
        userId: null,
      });
      throw new AppError(
        'rate_limited',
        `Too many failed sign-in attempts. Please wait ${LOGIN_LOCKOUT_MINUTES} minutes and try again.`,
      );
    }
  }

  async function recordFailure(context: RequestContext, identifier: string, account: Account | null, reason: string) {
    const now = clock();
    const userId = account?.id ?? null;
    await recordLoginAttempt(db, {
      identifier,
      userId,
      ip: context.ip,
      userAgent: context.userAgent,
      success: false,
      now,
    });
    await logRequestEvent(deps, context, {
      level: 'WARN',
      source: 'AUTH',
      message: `Failed sign-in (${reason}): ${identifier}`,
      userId,
    });
    if ((await countRecentFailures(db, identifier, now)) === LOGIN_MAX_FAILURES) {
      await logRequestEvent(deps, context, {
        level: 'ERROR',
        source: 'SECURITY',
        message: `Sign-in locked for ${LOGIN_LOCKOUT_MINUTES} minutes after ${LOGIN_MAX_FAILURES} failures: ${identifier}`,
        userId,
      });
    }
  }

  return {
    async signIn(context: RequestContext, input: SignInInput): Promise<SignInOutcome> {
      const { identifier, password, remember } = input;
      await refuseIfLocked(context, identifier);
      const account = await findAccountByIdentifier(db, identifier);
      // The hash is checked even for an unknown account, so timing does not tell which accounts exist.
      const isValid = await verifyPassword(account?.passwordHash ?? (await getDummyHash()), password);
      if (!account || !isValid) {
        await recordFailure(context, identifier, account, account ? 'wrong password' : 'unknown account');
        throw new AppError('unauthenticated', WRONG_CREDENTIALS);
      }
      if (isBarred(account)) {
        await recordFailure(context, identifier, account, `account ${account.status}`);
        throw new AppError('forbidden', 'This account is not active. Please contact the directory team.');
      }
      await recordLoginAttempt(db, {
        identifier,
        userId: account.id,
        ip: context.ip,
        userAgent: context.userAgent,
        success: true,
        now: clock(),
      });
      if (account.totpEnabled && account.totpSecret) {
        const session = await startSession(context, account, remember, true);
        return { result: { status: 'two_factor_required' }, session };
      }
      return completeSignIn(context, account, remember);
    },

    /** The second step: the session waiting for its code becomes a full one. */
    async completeTwoFactor(context: RequestContext, code: string): Promise<SignInOutcome> {
      const pending = context.session;
      if (!pending?.mfaPending) throw new AppError('unauthenticated', 'Please sign in first');
      const account = await findAccountById(db, pending.user.id);
      if (!account?.totpSecret) throw new AppError('unauthenticated', 'Please sign in first');
      await refuseIfLocked(context, account.email);
      if (!verifyTotp(account.totpSecret, code, clock())) {
        await recordFailure(context, account.email, account, 'wrong two-factor code');
        throw invalidField('code', 'invalid_totp', 'That code is not valid');
      }
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
      await logRequestEvent(deps, context, {
        level: 'INFO',
        source: role === 'doctor' ? 'DOCTOR' : 'AUTH',
        message: `New ${role} account: ${email}${role === 'doctor' ? ' (awaiting validation)' : ''}`,
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
      });
    },

    /** Sends a reset link to an active account; says nothing about whether the address is registered. */
    async requestPasswordReset(context: RequestContext, email: string): Promise<void> {
      const account = await findAccountByIdentifier(db, email);
      if (!account || isBarred(account)) return;
      const token = randomToken();
      const now = clock();
      await insertPasswordResetToken(db, {
        tokenHash: sha256(token),
        userId: account.id,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
        now,
      });
      // No mail server here: the email is written to the server log, as a development mail transport would.
      context.log.info(
        {
          mail: {
            to: account.email,
            subject: 'Reset your password',
            link: `${deps.publicUrl}/reset-password?token=${token}`,
          },
        },
        'password reset email',
      );
      await logRequestEvent(deps, context, {
        level: 'INFO',
        source: 'AUTH',
        message: `Password reset requested: ${account.email}`,
        userId: account.id,
      });
    },

    /** Sets the new password from a valid link and signs the account out everywhere. */
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
        userId,
      });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
