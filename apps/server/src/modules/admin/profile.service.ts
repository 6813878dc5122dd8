import type { Db } from '@hc/db';
import type { AdminProfile, LogLevel, LogSource, LoginActivity, ProfileUpdate } from '@hc/shared';
import QRCode from 'qrcode';
import { findAccountById, isEmailTaken, replacePassword, type Account } from '../../lib/accounts';
import { AppError, conflictingField, invalidField, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { generateTotpSecret, hashPassword, totpUri, verifyPassword, verifyTotp } from '../../lib/crypto';
import { signedInSession, type RequestContext } from '../../lib/request-context';
import { logRequestEvent } from '../../lib/system-log';
import { describeDevice } from './device';
import {
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

/**
 * What a signed-in staff member does with their own account: profile, notification settings,
 * password, two-factor authentication and sessions. Every change is written to the system log.
 */
export function createProfileService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const userIdOf = (context: RequestContext) => signedInSession(context).user.id;
  const audit = (context: RequestContext, message: string, level: LogLevel = 'INFO', source: LogSource = 'API') =>
    logRequestEvent(deps, context, { level, source, message });

  async function loadProfile(userId: number): Promise<AdminProfile> {
    const row = await findProfile(db, userId);
    if (!row) throw notFound('Account');
    const { lastLoginAt, ...profile } = row;
    return { ...profile, lastLogin: lastLoginAt?.toISOString() ?? null };
  }

  /** The caller's account when the password typed is its password, else null. */
  async function checkPassword(context: RequestContext, password: string): Promise<Account | null> {
    const account = await findAccountById(db, userIdOf(context));
    if (account && (await verifyPassword(account.passwordHash, password))) return account;
    return null;
  }

  return {
    getProfile: (context: RequestContext) => loadProfile(userIdOf(context)),

    async updateProfile(context: RequestContext, changes: ProfileUpdate): Promise<AdminProfile> {
      const userId = userIdOf(context);
      if (await isEmailTaken(db, changes.email, userId))
        throw conflictingField('email', 'email_taken', 'This email is used by another account');
      await updateProfile(db, userId, changes, clock());
      await audit(context, 'Profile updated', 'SUCCESS');
      return loadProfile(userId);
    },

    async updateNotifications(
      context: RequestContext,
      settings: { emailNotifications: boolean; smsNotifications: boolean; loginAlerts: boolean },
    ): Promise<AdminProfile> {
      const userId = userIdOf(context);
      await updateNotificationSettings(db, userId, settings, clock());
      await audit(context, 'Notification settings updated');
      return loadProfile(userId);
    },

    /** A new password, given the current one; anyone else holding this account's sessions is signed out. */
    async changePassword(
      context: RequestContext,
      input: { currentPassword: string; newPassword: string },
    ): Promise<void> {
      const account = await checkPassword(context, input.currentPassword);
      if (!account) {
        await audit(context, 'Password change refused: wrong current password', 'WARN', 'SECURITY');
        throw invalidField('currentPassword', 'wrong_password', 'Your current password is not correct');
      }
      await replacePassword(db, {
        userId: account.id,
        passwordHash: await hashPassword(input.newPassword),
        now: clock(),
        keepSessionId: signedInSession(context).id,
      });
      await audit(context, 'Password changed', 'SUCCESS', 'SECURITY');
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

    async enableTwoFactor(context: RequestContext, code: string): Promise<AdminProfile> {
      const account = await findAccountById(db, userIdOf(context));
      if (!account?.totpSecret) throw invalidField('code', 'totp_setup_missing', 'Start the set-up first');
      if (!verifyTotp(account.totpSecret, code, clock()))
        throw invalidField('code', 'invalid_totp', 'That code is not valid');
      await enableTotp(db, account.id, clock());
      await audit(context, 'Two-factor authentication turned on', 'SUCCESS', 'SECURITY');
      return loadProfile(account.id);
    },

    async disableTwoFactor(context: RequestContext, password: string): Promise<AdminProfile> {
      const account = await checkPassword(context, password);
      if (!account) throw invalidField('password', 'wrong_password', 'Your password is not correct');
      await disableTotp(db, account.id, clock());
      await audit(context, 'Two-factor authentication turned off', 'WARN', 'SECURITY');
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
          status: attempt.success ? 'Success' : 'Failed',
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

    /** Ends another of the caller's own sessions (Login Activity); 404 for a session that is not theirs. */
    async endSession(context: RequestContext, sessionId: string): Promise<void> {
      if (!(await deleteOwnSession(db, userIdOf(context), sessionId))) throw notFound('Session');
      await audit(context, 'A session was ended from Login Activity', 'INFO', 'SECURITY');
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
