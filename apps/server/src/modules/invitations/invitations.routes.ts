import { apiErrorSchema, invitationAcceptSchema, invitationInfoSchema, invitationTokenParamsSchema } from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '../../lib/request-context';
import { routeLimit } from '../../lib/route-limit';
import { createInvitationsService } from './invitations.service';

const errors = { 400: apiErrorSchema, 429: apiErrorSchema };
/** As the password reset: a few tries a minute from one address. */
const INVITATION_TRIES_PER_ADDRESS_PER_MINUTE = 10;

/** The public side of an invitation: who it is for, and accepting it with a first password. */
export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const invitations = createInvitationsService({ db: app.db, clock: app.clock });
  const perAddress = routeLimit(app, { name: 'invitation-address', max: INVITATION_TRIES_PER_ADDRESS_PER_MINUTE });

  app.get(
    '/auth/invitations/:token',
    {
      config: { access: 'public' },
      preHandler: perAddress,
      schema: {
        tags: ['auth'],
        params: invitationTokenParamsSchema,
        response: { 200: invitationInfoSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await invitations.describe(request.params.token) };
    },
  );

  app.post(
    '/auth/invitations/accept',
    {
      config: { access: 'public' },
      preHandler: perAddress,
      schema: {
        tags: ['auth'],
        summary: 'Sets the first password from an invitation link (single use, 72 hours) and activates the account',
        body: invitationAcceptSchema,
        response: { 200: z.object({ data: z.object({ accepted: z.literal(true) }) }), ...errors },
      },
    },
    async (request) => {
      await invitations.accept(requestContext(request), request.body);
      return { data: { accepted: true as const } };
    },
  );
};
