import {
  apiErrorSchema,
  dataEnvelope,
  LOGIN_LOCKOUT_MINUTES,
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
  LOGIN_MAX_FAILURES,
  PASSWORD_RESET_TTL_MINUTES,
  passwordForgottenSchema,
  passwordResetSchema,
  sessionUserSchema,
  signInResultSchema,
  signInSchema,
  signUpSchema,
  twoFactorCodeSchema,
  type SessionUser,
} from '@hc/shared';
import { queryRows } from '@hc/db';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { routeLimit } from '../../lib/route-limit';
import { getDummyHash, hashPassword, randomToken, sha256, verifyPassword, verifyTotp } from '../../lib/crypto';
import { clearSessionCookie, setSessionCookie } from '../../plugins/auth';
import { writeSystemLog } from '../system-logs/system-log';
import {
  countRecentAttemptsFromAddress,
  countRecentFailures,
  createUser,
  findUserById,
  findUserByIdentifier,
  markSignedIn,
  recordLoginAttempt,
  setPassword,
  type UserRow,
} from './auth.repository';
import { createSession, deleteSession, deleteUserSessions, toSessionUser } from './sessions';

const WRONG_CREDENTIALS = 'Incorrect username/email or password';
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/** Staff work in the back-office; everyone else returns to the public site. */
export const homeFor = (user: SessionUser) =>
  user.role === 'admin' || user.role === 'staff' ? '/admin-dashboard' : '/';

/**
 * Sign-in and its second step rely on the database-backed lockout instead of a per-address limit:
 * many visitors share one address behind mobile carriers' NAT. Sign-up and password reset get a
 * per-address limit, and the reset email a per-recipient one, so nobody's inbox can be flooded.
 */
const SIGN_UP_PER_ADDRESS_PER_MINUTE = 10;
const RESET_EMAILS_PER_RECIPIENT_PER_MINUTE = 3;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAddress = routeLimit(app, { name: 'auth-address', max: SIGN_UP_PER_ADDRESS_PER_MINUTE });
  const perRecipient = routeLimit(app, {
    name: 'reset-recipient',
    max: RESET_EMAILS_PER_RECIPIENT_PER_MINUTE,
    key: (request) => String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase(),
  });
  const context = (request: FastifyRequest) => ({
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    now: app.clock(),
  });

  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    remember: boolean,
    mfaPending: boolean,
  ) {
    // Never carry a session id across sign-in: whatever the browser had is ended first.
    if (request.session) await deleteSession(app.db, request.session.id);
    const { ip, userAgent, now } = context(request);
    const { token, expiresAt } = await createSession(app.db, {
      userId: user.user_id,
      remember,
      mfaPending,
      ip,
      userAgent,
      now,
    });
    setSessionCookie(app, reply, token, remember, expiresAt);
  }

  async function completeSignIn(request: FastifyRequest, reply: FastifyReply, user: UserRow, remember: boolean) {
    await startSession(request, reply, user, remember, false);
    await markSignedIn(app.db, user.user_id, app.clock());
    await writeSystemLog(app.db, {
      level: 'SUCCESS',
      source: 'AUTH',
      message: `Signed in: ${user.email}`,
      userId: user.user_id,
      ip: request.ip,
      requestId: request.id,
    });
    const sessionUser = toSessionUser(user);
    return { status: 'signed_in' as const, user: sessionUser, redirectTo: homeFor(sessionUser) };
  }

  async function refuseIfLocked(request: FastifyRequest, identifier: string) {
    const { ip, now } = context(request);
    const [fromAddress, failures] = await Promise.all([
      ip ? countRecentAttemptsFromAddress(app.db, ip, now) : Promise.resolve(0),
      countRecentFailures(app.db, identifier, now),
    ]);
    if (fromAddress >= LOGIN_MAX_ATTEMPTS_PER_ADDRESS || failures >= LOGIN_MAX_FAILURES) {
      await writeSystemLog(app.db, {
        level: 'WARN',
        source: 'SECURITY',
        message: `Sign-in refused while locked out: ${identifier}`,
        ip,
        requestId: request.id,
      });
      throw new AppError(
        'rate_limited',
        `Too many failed sign-in attempts. Please wait ${LOGIN_LOCKOUT_MINUTES} minutes and try again.`,
      );
    }
  }

  async function recordFailure(request: FastifyRequest, identifier: string, user: UserRow | null, reason: string) {
    const { ip, userAgent, now } = context(request);
    await recordLoginAttempt(app.db, { identifier, userId: user?.user_id ?? null, ip, userAgent, success: false, now });
    await writeSystemLog(app.db, {
      level: 'WARN',
      source: 'AUTH',
      message: `Failed sign-in (${reason}): ${identifier}`,
      userId: user?.user_id ?? null,
      ip,
      requestId: request.id,
    });
    if ((await countRecentFailures(app.db, identifier, now)) === LOGIN_MAX_FAILURES) {
      await writeSystemLog(app.db, {
        level: 'ERROR',
        source: 'SECURITY',
        message: `Sign-in locked for ${LOGIN_LOCKOUT_MINUTES} minutes after ${LOGIN_MAX_FAILURES} failures: ${identifier}`,
        userId: user?.user_id ?? null,
        ip,
        requestId: request.id,
      });
    }
  }

  app.post(
    '/auth/sign-in',
    {
      schema: { tags: ['auth'], body: signInSchema, response: { 200: signInResultSchema, ...errors } },
    },
    async (request, reply) => {
      const { identifier, password, remember } = request.body;
      await refuseIfLocked(request, identifier);
      const user = await findUserByIdentifier(app.db, identifier);
      const isValid = await verifyPassword(user?.password_hash ?? (await getDummyHash()), password);
      if (!user || !isValid) {
        await recordFailure(request, identifier, user, user ? 'wrong password' : 'unknown account');
        throw new AppError('unauthenticated', WRONG_CREDENTIALS);
      }
      if (user.status === 'suspended' || user.status === 'inactive') {
        await recordFailure(request, identifier, user, `account ${user.status}`);
        throw new AppError('forbidden', 'This account is not active. Please contact the directory team.');
      }
      const { ip, userAgent, now } = context(request);
      await recordLoginAttempt(app.db, { identifier, userId: user.user_id, ip, userAgent, success: true, now });
      if (user.totp_enabled && user.totp_secret) {
        await startSession(request, reply, user, remember, true);
        return { data: { status: 'two_factor_required' as const } };
      }
      return { data: await completeSignIn(request, reply, user, remember) };
    },
  );

  app.post(
    '/auth/sign-in/two-factor',
    {
      schema: { tags: ['auth'], body: twoFactorCodeSchema, response: { 200: signInResultSchema, ...errors } },
    },
    async (request, reply) => {
      const pending = request.session;
      if (!pending?.mfaPending) throw new AppError('unauthenticated', 'Please sign in first');
      const user = await findUserById(app.db, pending.user.id);
      if (!user?.totp_secret) throw new AppError('unauthenticated', 'Please sign in first');
      await refuseIfLocked(request, user.email);
      if (!verifyTotp(user.totp_secret, request.body.code, app.clock())) {
        await recordFailure(request, user.email, user, 'wrong two-factor code');
        throw new AppError('validation_failed', 'That code is not valid', {
          code: 'That code is not valid or has expired',
        });
      }
      return { data: await completeSignIn(request, reply, user, pending.remember) };
    },
  );

  app.post(
    '/auth/sign-up',
    {
      preHandler: perAddress,
      schema: { tags: ['auth'], body: signUpSchema, response: { 201: signInResultSchema, ...errors } },
    },
    async (request, reply) => {
      const { name, email, password, role } = request.body;
      const [firstName, ...rest] = name.split(/\s+/);
      const userId = await createUser(app.db, {
        email,
        firstName: firstName ?? name,
        lastName: rest.join(' '),
        role,
        // A doctor's account waits for staff to validate their credentials (Validate Doctors).
        status: role === 'doctor' ? 'pending' : 'active',
        registrationStatus: 'registration_started',
        passwordHash: await hashPassword(password),
      });
      if (userId === null) {
        throw new AppError('conflict', 'An account with this email already exists', {
          email: 'An account with this email already exists',
        });
      }
      const user = (await findUserById(app.db, userId))!;
      await writeSystemLog(app.db, {
        level: 'INFO',
        source: role === 'doctor' ? 'DOCTOR' : 'AUTH',
        message: `New ${role} account: ${email}${role === 'doctor' ? ' (awaiting validation)' : ''}`,
        userId,
        ip: request.ip,
        requestId: request.id,
      });
      reply.status(201);
      return { data: await completeSignIn(request, reply, user, false) };
    },
  );

  app.post(
    '/auth/sign-out',
    { schema: { tags: ['auth'], response: { 200: z.object({ data: z.object({ signedOut: z.literal(true) }) }) } } },
    async (request, reply) => {
      if (request.session) {
        await deleteSession(app.db, request.session.id);
        await writeSystemLog(app.db, {
          level: 'INFO',
          source: 'AUTH',
          message: `Signed out: ${request.session.user.email}`,
          userId: request.session.user.id,
          ip: request.ip,
          requestId: request.id,
        });
      }
      clearSessionCookie(reply);
      return { data: { signedOut: true as const } };
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], response: { 200: dataEnvelope(sessionUserSchema), 401: apiErrorSchema } },
    },
    async (request) => ({ data: request.session!.user }),
  );

  // The public site asks this on every page: signed out is a normal answer (200, null), not an error.
  app.get(
    '/auth/session',
    { schema: { tags: ['auth'], response: { 200: dataEnvelope(sessionUserSchema.nullable()) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = request.session;
      return { data: session && !session.mfaPending ? session.user : null };
    },
  );

  app.post(
    '/auth/password-forgotten',
    {
      preHandler: perRecipient,
      schema: {
        tags: ['auth'],
        body: passwordForgottenSchema,
        response: { 200: z.object({ data: z.object({ sent: z.literal(true) }) }), ...errors },
      },
    },
    async (request) => {
      // Same answer whether or not the address is registered, so it cannot be used to find accounts.
      const user = await findUserByIdentifier(app.db, request.body.email);
      if (user && user.status !== 'suspended' && user.status !== 'inactive') {
        const token = randomToken();
        const now = app.clock();
        const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000);
        await queryRows(
          app.db,
          sql`INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES (${sha256(token)}, ${user.user_id}, ${expiresAt.toISOString()})`,
        );
        const base = app.config.PUBLIC_URL ?? `http://localhost:${app.config.PORT}`;
        // No mail server here: the email is written to the server log, as a development mail transport would.
        request.log.info(
          { mail: { to: user.email, subject: 'Reset your password', link: `${base}/reset-password?token=${token}` } },
          'password reset email',
        );
        await writeSystemLog(app.db, {
          level: 'INFO',
          source: 'AUTH',
          message: `Password reset requested: ${user.email}`,
          userId: user.user_id,
          ip: request.ip,
          requestId: request.id,
        });
      }
      return { data: { sent: true as const } };
    },
  );

  app.post(
    '/auth/password-reset',
    {
      preHandler: perAddress,
      schema: {
        tags: ['auth'],
        body: passwordResetSchema,
        response: { 200: z.object({ data: z.object({ reset: z.literal(true) }) }), ...errors },
      },
    },
    async (request) => {
      const now = app.clock();
      // Single use: the token is consumed by the same statement that checks it.
      const [row] = await queryRows<{ user_id: number }>(
        app.db,
        sql`UPDATE password_reset_tokens SET used_at = ${now.toISOString()}
          WHERE token_hash = ${sha256(request.body.token)} AND used_at IS NULL AND expires_at > ${now.toISOString()}::timestamptz
          RETURNING user_id`,
      );
      if (!row) {
        throw new AppError('validation_failed', 'This reset link is invalid or has expired', {
          token: 'This reset link is invalid or has expired',
        });
      }
      await setPassword(app.db, row.user_id, await hashPassword(request.body.password), now);
      await deleteUserSessions(app.db, row.user_id);
      await writeSystemLog(app.db, {
        level: 'SUCCESS',
        source: 'AUTH',
        message: 'Password reset completed',
        userId: row.user_id,
        ip: request.ip,
        requestId: request.id,
      });
      return { data: { reset: true as const } };
    },
  );
};
