import {
  accountLanguageSchema,
  apiErrorSchema,
  dataEnvelope,
  passwordForgottenSchema,
  passwordResetSchema,
  sessionUserSchema,
  signInResultSchema,
  signInSchema,
  signInSecondFactorSchema,
  signUpSchema,
} from '@hc/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkBase } from '../../lib/invitations';
import { requestContext } from '../../lib/request-context';
import { routeLimit } from '../../lib/route-limit';
import { clearSessionCookie, setSessionCookie } from '../../lib/session-cookie';
import { setAccountLocale } from './auth.repository';
import { createAuthService, SignInThrottled, type SignInOutcome } from './auth.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const signedOutSchema = z.object({ data: z.object({ signedOut: z.literal(true) }) });
const sentSchema = z.object({ data: z.object({ sent: z.literal(true) }) });
const resetSchema = z.object({ data: z.object({ reset: z.literal(true) }) });

/**
 * Sign-in and its second step rely on the database-backed lockout instead of a per-address limit:
 * many visitors share one address behind mobile carriers' NAT. Sign-up and password reset get a
 * per-address limit, and the reset email a per-recipient one, so nobody's inbox can be flooded.
 */
const SIGN_UP_PER_ADDRESS_PER_MINUTE = 10;
const RESET_EMAILS_PER_RECIPIENT_PER_MINUTE = 3;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService({ db: app.db, clock: app.clock, mailer: app.mailer });
  const mailLinkBase = linkBase(app.config);
  /** A sign-in step held back says how long to wait (Retry-After, in seconds). */
  const throttled = async <T>(reply: FastifyReply, step: () => Promise<T>): Promise<T> => {
    try {
      return await step();
    } catch (error) {
      if (error instanceof SignInThrottled) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  };
  const perAddress = routeLimit(app, { name: 'auth-address', max: SIGN_UP_PER_ADDRESS_PER_MINUTE });
  const perRecipient = routeLimit(app, {
    name: 'reset-recipient',
    max: RESET_EMAILS_PER_RECIPIENT_PER_MINUTE,
    key: (request) => String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase(),
  });
  /** Puts the new session in the cookie and answers the sign-in step's result. */
  const signedIn = (reply: FastifyReply, { result, session }: SignInOutcome) => {
    setSessionCookie(reply, app.sessionCookie, session);
    return { data: result };
  };

  app.post(
    '/auth/sign-in',
    { schema: { tags: ['auth'], body: signInSchema, response: { 200: signInResultSchema, ...errors } } },
    async (request, reply) =>
      signedIn(reply, await throttled(reply, () => auth.signIn(requestContext(request), request.body))),
  );

  app.post(
    '/auth/sign-in/two-factor',
    { schema: { tags: ['auth'], body: signInSecondFactorSchema, response: { 200: signInResultSchema, ...errors } } },
    async (request, reply) =>
      signedIn(reply, await throttled(reply, () => auth.completeTwoFactor(requestContext(request), request.body.code))),
  );

  app.post(
    '/auth/sign-up',
    {
      preHandler: perAddress,
      schema: { tags: ['auth'], body: signUpSchema, response: { 201: signInResultSchema, ...errors } },
    },
    async (request, reply) => {
      const outcome = await auth.signUp(requestContext(request), request.body);
      reply.status(201);
      return signedIn(reply, outcome);
    },
  );

  app.post(
    '/auth/sign-out',
    { schema: { tags: ['auth'], response: { 200: signedOutSchema } } },
    async (request, reply) => {
      await auth.signOut(requestContext(request));
      clearSessionCookie(reply, app.sessionCookie);
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

  app.patch(
    '/auth/me/language',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'The language the account’s e-mails are written in (set when it switches the interface’s)',
        body: accountLanguageSchema,
        response: { 200: dataEnvelope(accountLanguageSchema), 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      await setAccountLocale(app.db, request.session!.user.id, request.body.language);
      return { data: { language: request.body.language } };
    },
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
      schema: { tags: ['auth'], body: passwordForgottenSchema, response: { 200: sentSchema, ...errors } },
    },
    async (request) => {
      // Same answer whether or not the address is registered, so it cannot be used to find accounts.
      await auth.requestPasswordReset(requestContext(request), request.body.email, mailLinkBase);
      return { data: { sent: true as const } };
    },
  );

  app.post(
    '/auth/password-reset',
    {
      preHandler: perAddress,
      schema: { tags: ['auth'], body: passwordResetSchema, response: { 200: resetSchema, ...errors } },
    },
    async (request) => {
      await auth.resetPassword(requestContext(request), request.body);
      return { data: { reset: true as const } };
    },
  );
};
