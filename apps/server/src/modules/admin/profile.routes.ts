import {
  adminProfileSchema,
  dataEnvelope,
  notificationSettingsSchema,
  passwordChangeSchema,
  profileUpdateSchema,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../lib/request-context';
import { createProfileService } from './profile.service';
import { adminErrors, ok, okSchema } from './responses';

/** The account holder's own profile: details, notification settings, password. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profile = createProfileService({ db: app.db, clock: app.clock, mailer: app.mailer });
  const profileResponse = { 200: dataEnvelope(adminProfileSchema), ...adminErrors };

  app.get(
    '/admin/profile',
    { config: { access: 'staff' }, schema: { tags: ['admin'], response: profileResponse } },
    async (request) => ({ data: await profile.getProfile(requestContext(request)) }),
  );

  app.patch(
    '/admin/profile',
    {
      config: { access: 'staff' },
      schema: { tags: ['admin'], body: profileUpdateSchema, response: profileResponse },
    },
    async (request) => ({ data: await profile.updateProfile(requestContext(request), request.body) }),
  );

  app.patch(
    '/admin/profile/notifications',
    {
      config: { access: 'staff' },
      schema: { tags: ['admin'], body: notificationSettingsSchema, response: profileResponse },
    },
    async (request) => ({ data: await profile.updateNotifications(requestContext(request), request.body) }),
  );

  app.post(
    '/admin/profile/password',
    {
      config: { access: 'staff' },
      schema: { tags: ['admin'], body: passwordChangeSchema, response: { 200: okSchema, ...adminErrors } },
    },
    async (request) => {
      await profile.changePassword(requestContext(request), request.body);
      return ok;
    },
  );
};
