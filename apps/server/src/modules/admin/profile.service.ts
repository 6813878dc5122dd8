import type { Db } from '@hc/db';
import {
  RECOVERY_CODE_COUNT,
  normalizeRecoveryCode,
  type AdminProfile,
  type LogLevel,
  type LogSource,
  type LoginActivity,
  type LoginOutcome,
  type ProfileUpdate,
  type SystemLogEvent,
} from '@hc/shared';
import QRCode from 'qrcode';
import { AppError, conflictingField, invalidField, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import {
  generateRecoveryCode,
  generateTotpSecret,
  hashPassword,
  matchTotp,
  sha256,
  totpUri,
  verifyPassword,
} from '../../lib/crypto';
import { formatMailTime, toMailLocale, type MailTemplate, type MailTemplates } from '../../lib/mail/mail-templates';
import type { Mailer } from '../../lib/mail/mailer';
import { signedInSession, type RequestContext } from '../../lib/request-context';
import { logRequestEvent } from '../../lib/system-log';
import {
  claimTotpStep,
  countUnusedRecoveryCodes,
  deleteRecoveryCodes,
  findAccountById,
  isEmailTaken,
  replacePassword,
  replaceRecoveryCodes,
  type Account,
} from '../../sql/accounts.repository';
import { describeDevice } from './device';
import {
  deleteOtherOwnSessions,
  deleteOwnSession,
  disableTotp,
  enableTotp,
  findProfile,
  listActiveSessions,
  listLoginAttempts,
  saveTotpSecret,
  updateNotificationSettings,
  updateProfile,
} from './profile.repository';

/** Rows from before `outcome` was recorded have only `success`. */
const outcomeOf = (attempt: { success: boolean; outcome: string | null }): LoginOutcome =>
  attempt.outcome === 'awaiting_second_factor' || attempt.outcome === 'success' || attempt.outcome === 'failure'
    ? attempt.outcome
    : attempt.success
      ? 'success'
      : 'failure';

/** The actions that ask for the current password, each with the event of its refusal. */
const refusedEvents = {
  'Email change': 'profile.emailChangeRefused',
  'Password change': 'profile.passwordChangeRefused',
  'Turning two-factor off': 'profile.twoFactorOffRefused',
  'Recovery codes renewal': 'profile.recoveryCodesRenewalRefused',
} as const;

/**
 * What a signed-in staff member does with their own account: profile, notification settings,
 * password, two-factor authentication and sessions. Every change is written to the system log.
 */
export function createProfileService(deps: { db: Db; clock: Clock; mailer: Mailer }) {
  const { db, clock, mailer } = deps;
  const userIdOf = (context: RequestContext) => signedInSession(context).user.id;
  const audit = (
    context: RequestContext,
    message: string,
    event: SystemLogEvent,
    level: LogLevel = 'INFO',
    source: LogSource = 'API',
  ) => logRequestEvent(deps, context, { level, source, message, event });

  async function loadProfile(userId: number): Promise<AdminProfile> {
    const row = await findProfile(db, userId);
    if (!row) throw notFound('Account');
    const { lastLoginAt, ...profile } = row;
    const recoveryCodesRemaining = profile.twoFactorEnabled ? await countUnusedRecoveryCodes(db, userId) : 0;
    return { ...profile, lastLogin: lastLoginAt?.toISOString() ?? null, recoveryCodesRemaining };
  }

  /** A security notice to the account holder, in their language, at `to` (the account's address by default). */
  async function notify<T extends MailTemplate>(
    account: Account,
    template: T,
    data: (when: string) => MailTemplates[T],
  ) {
    const locale = toMailLocale(account.locale);
    await mailer.send({
      to: account.email,
      userId: account.id,
      locale,
      template,
      data: data(formatMailTime(clock(), locale)),
    });
  }

  /** The current password, required: a field error on `currentPassword` when missing or wrong. */
  async function requirePassword(
    context: RequestContext,
    password: string | undefined,
    action: keyof typeof refusedEvents,
  ) {
    if (!password) throw invalidField('currentPassword', 'required', 'Enter your current password');
    const account = await checkPassword(context, password);
    if (!account) {
      await audit(
        context,
        `${action} refused: wrong current password`,
        { key: refusedEvents[action] },
        'WARN',
        'SECURITY',
      );
      throw invalidField('currentPassword', 'wrong_password', 'Your current password is not correct');
    }
    return account;
  }

  /** The caller's account when the password typed is its password, else null. */
  async function checkPassword(context: RequestContext, password: string): Promise<Account | null> {
    const account = await findAccountById(db, userIdOf(context));
    if (account?.passwordHash && (await verifyPassword(account.passwordHash, password))) return account;
    return null;
  }

  return {
    getProfile: (context: RequestContext) => loadProfile(userIdOf(context)),

    /** Saves the details; a new email needs the current password, and the old address is told. */
    async updateProfile(context: RequestContext, changes: ProfileUpdate): Promise<AdminProfile> {
      const userId = userIdOf(context);
      const before = await findAccountById(db, userId);
      if (!before) throw notFound('Account');
      const emailChanges = before.email.toLowerCase() !== changes.email.toLowerCase();
      if (emailChanges) await requirePassword(context, changes.currentPassword, 'Email change');
      if (await isEmailTaken(db, changes.email, userId))
        throw conflictingField('email', 'email_taken', 'This email is used by another account');
      await updateProfile(db, userId, changes, clock());
      if (emailChanges) {
        await audit(
          context,
          `Email changed from ${before.email} to ${changes.email}`,
          { key: 'profile.emailChanged', params: { previousEmail: before.email, email: changes.email } },
          'WARN',
          'SECURITY',
        );
        // To the old address: if someone else made the change, the holder still hears of it.
        await notify(before, 'email_changed', (when) => ({ when, newEmail: changes.email }));
      } else {
        await audit(context, 'Profile updated', { key: 'profile.updated' }, 'SUCCESS');
      }
      return loadProfile(userId);
    },

    async updateNotifications(
      context: RequestContext,
      settings: { emailNotifications: boolean; smsNotifications: boolean; loginAlerts: boolean },
    ): Promise<AdminProfile> {
      const userId = userIdOf(context);
      await updateNotificationSettings(db, userId, settings, clock());
      await audit(context, 'Notification settings updated', { key: 'profile.notificationsUpdated' });
      return loadProfile(userId);
    },

    /** A new password, given the current one; anyone else holding this account's sessions is signed out. */
    async changePassword(
      context: RequestContext,
      input: { currentPassword: string; newPassword: string },
    ): Promise<void> {
      const account = await requirePassword(context, input.currentPassword, 'Password change');
      await replacePassword(db, {
        userId: account.id,
        passwordHash: await hashPassword(input.newPassword),
        now: clock(),
        keepSessionId: signedInSession(context).id,
      });
      await audit(context, 'Password changed', { key: 'profile.passwordChanged' }, 'SUCCESS', 'SECURITY');
      await notify(account, 'password_changed', (when) => ({ when }));
    },

    /** A new secret and its QR code; two-factor stays off until a code from the app is confirmed. */
    async startTwoFactorSetup(context: RequestContext) {
      const { user } = signedInSession(context);
      if (user.twoFactorEnabled) throw new AppError('conflict', 'Two-factor authentication is already on');
      const secret = generateTotpSecret();
      await saveTotpSecret(db, user.id, secret);
      const otpauthUrl = totpUri(secret, user.email);
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      return { secret, otpauthUrl, qrSvg };
    },

    /**
     * Turns two-factor on with a code from the app (that code is then used up) and makes the recovery
     * codes, returned this once: only their hashes are kept.
     */
    async enableTwoFactor(
      context: RequestContext,
      code: string,
    ): Promise<{ profile: AdminProfile; recoveryCodes: string[] }> {
      const account = await findAccountById(db, userIdOf(context));
      if (!account?.totpSecret) throw invalidField('code', 'totp_setup_missing', 'Start the set-up first');
      if (account.totpEnabled) throw new AppError('conflict', 'Two-factor authentication is already on');
      const step = matchTotp(account.totpSecret, code, clock(), account.totpLastStep);
      if (step === null || !(await claimTotpStep(db, account.id, step)))
        throw invalidField('code', 'invalid_totp', 'That code is not valid');
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
      await replaceRecoveryCodes(
        db,
        account.id,
        recoveryCodes.map((c) => sha256(normalizeRecoveryCode(c))),
        clock(),
      );
      await enableTotp(db, account.id, clock());
      await audit(
        context,
        'Two-factor authentication turned on',
        { key: 'profile.twoFactorOn' },
        'SUCCESS',
        'SECURITY',
      );
      return { profile: await loadProfile(account.id), recoveryCodes };
    },

    /** Turning two-factor off needs the current password; the recovery codes go with it. */
    async disableTwoFactor(context: RequestContext, currentPassword: string): Promise<AdminProfile> {
      const account = await requirePassword(context, currentPassword, 'Turning two-factor off');
      await disableTotp(db, account.id, clock());
      await deleteRecoveryCodes(db, account.id);
      await audit(context, 'Two-factor authentication turned off', { key: 'profile.twoFactorOff' }, 'WARN', 'SECURITY');
      if (account.totpEnabled) await notify(account, 'two_factor_disabled', (when) => ({ when }));
      return loadProfile(account.id);
    },

    async loginActivity(context: RequestContext): Promise<LoginActivity> {
      const session = signedInSession(context);
      const [history, sessions, profile] = await Promise.all([
        listLoginAttempts(db, session.user.id),
        listActiveSessions(db, session.user.id, clock()),
        loadProfile(session.user.id),
      ]);
      return {
        lastLogin: profile.lastLogin,
        history: history.map((attempt) => ({
          id: attempt.id,
          date: attempt.createdAt.toISOString(),
          ip: attempt.ip,
          device: describeDevice(attempt.userAgent),
          status: outcomeOf(attempt),
        })),
        sessions: sessions.map((s) => ({
          id: s.id,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          ip: s.ip,
          device: describeDevice(s.userAgent),
          isCurrent: s.id === session.id,
        })),
      };
    },

    /**
     * Issue 36: new recovery codes for an account with two-factor on, after its password; the old ones stop
     * working at once. Returned this once: only their hashes are kept.
     */
    async regenerateRecoveryCodes(
      context: RequestContext,
      currentPassword: string,
    ): Promise<{ profile: AdminProfile; recoveryCodes: string[] }> {
      const account = await requirePassword(context, currentPassword, 'Recovery codes renewal');
      if (!account.totpEnabled) throw new AppError('conflict', 'Two-factor authentication is off: there are no codes');
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
      await replaceRecoveryCodes(
        db,
        account.id,
        recoveryCodes.map((c) => sha256(normalizeRecoveryCode(c))),
        clock(),
      );
      await audit(
        context,
        'Recovery codes renewed: the earlier ones no longer work',
        { key: 'profile.recoveryCodesRenewed' },
        'SUCCESS',
        'SECURITY',
      );
      return { profile: await loadProfile(account.id), recoveryCodes };
    },

    /** Issue 36: ends every session of the caller but this one (a lost phone, a shared computer); how many. */
    async endOtherSessions(context: RequestContext): Promise<number> {
      const session = signedInSession(context);
      const ended = await deleteOtherOwnSessions(db, session.user.id, session.id);
      await audit(
        context,
        `Signed out of every other session (${ended})`,
        { key: 'profile.otherSessionsEnded', params: { sessions: ended } },
        'INFO',
        'SECURITY',
      );
      return ended;
    },

    /** Ends another of the caller's own sessions (Login Activity); 404 for a session that is not theirs. */
    async endSession(context: RequestContext, sessionId: string): Promise<void> {
      if (!(await deleteOwnSession(db, userIdOf(context), sessionId))) throw notFound('Session');
      await audit(
        context,
        'A session was ended from Login Activity',
        { key: 'profile.sessionEnded' },
        'INFO',
        'SECURITY',
      );
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
