import {
  adminProfileSchema,
  dataEnvelope,
  loginActivitySchema,
  otherSessionsEndedSchema,
  recoveryCodesRenewSchema,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorEnabledSchema,
  twoFactorSetupSchema,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '../../lib/request-context';
import { createProfileService } from './profile.service';
import { adminErrors, ok, okSchema } from './responses';

/** The account holder's own security: two-factor authentication, sign-in history and open sessions. */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const profile = createProfileService({ db: app.db, clock: app.clock, mailer: app.mailer });
  const profileResponse = { 200: dataEnvelope(adminProfileSchema), ...adminErrors };

  app.post(
    '/admin/profile/two-factor/setup',
    {
      config: { access: 'staff' },
      schema: { tags: ['admin'], response: { 200: dataEnvelope(twoFactorSetupSchema), ...adminErrors } },
    },
    async (request) => ({ data: await profile.startTwoFactorSetup(requestContext(request)) }),
  );

  app.post(
    '/admin/profile/two-factor/enable',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        body: twoFactorCodeSchema,
        response: { 200: dataEnvelope(twoFactorEnabledSchema), ...adminErrors },
      },
    },
    async (request) => ({ data: await profile.enableTwoFactor(requestContext(request), request.body.code) }),
  );

  app.post(
    '/admin/profile/two-factor/disable',
    {
      config: { access: 'staff' },
      schema: { tags: ['admin'], body: twoFactorDisableSchema, response: profileResponse },
    },
    async (request) => ({
      data: await profile.disableTwoFactor(requestContext(request), request.body.currentPassword),
    }),
  );

  app.post(
    '/admin/profile/two-factor/recovery-codes',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'New recovery codes (after the current password); the earlier ones stop working',
        body: recoveryCodesRenewSchema,
        response: { 200: dataEnvelope(twoFactorEnabledSchema), ...adminErrors },
      },
    },
    async (request) => ({
      data: await profile.regenerateRecoveryCodes(requestContext(request), request.body.currentPassword),
    }),
  );

  app.post(
    '/admin/profile/sessions/end-others',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Signs out of every session of this account but the current one',
        response: { 200: dataEnvelope(otherSessionsEndedSchema), ...adminErrors },
      },
    },
    async (request) => ({ data: { ended: await profile.endOtherSessions(requestContext(request)) } }),
  );

  app.get(
    '/admin/profile/login-activity',
    {
      config: { access: 'staff' },
      schema: { tags: ['admin'], response: { 200: dataEnvelope(loginActivitySchema), ...adminErrors } },
    },
    async (request) => ({ data: await profile.loginActivity(requestContext(request)) }),
  );

  app.delete(
    '/admin/profile/sessions/:sessionId',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        params: z.object({ sessionId: z.string().regex(/^[0-9a-f]{64}$/, 'Not a session id') }),
        response: { 200: okSchema, ...adminErrors },
      },
    },
    async (request) => {
      await profile.endSession(requestContext(request), request.params.sessionId);
      return ok;
    },
  );
};
