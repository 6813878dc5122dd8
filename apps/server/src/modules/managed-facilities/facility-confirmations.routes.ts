import {
  apiErrorSchema,
  facilityConfirmationParamsSchema,
  facilityConfirmationResponseSchema,
  facilityConfirmedSchema,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FacilityConfirmations } from '../../facility-confirmations/confirmations.service';
import { requestContext } from '../../lib/request-context';
import { routeLimit } from '../../lib/route-limit';

/** Per address, as the password reset link: a person opens a link once or twice; a guesser is stopped. */
export const CONFIRMATION_LINKS_PER_ADDRESS_PER_MINUTE = 10;

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema, 429: apiErrorSchema };

/**
 * The one-click link e-mailed to facility managers (issue 35): anyone holding it may see which facility it
 * is for and confirm the listing once, without signing in (the token is the proof). Unknown: 404; used,
 * expired, or its manager revoked: 410.
 */
export const facilityConfirmationsRoutes: FastifyPluginAsyncZod<{ confirmations: FacilityConfirmations }> = async (
  app,
  { confirmations },
) => {
  const perAddress = routeLimit(app, {
    name: 'facility-confirmation-address',
    max: CONFIRMATION_LINKS_PER_ADDRESS_PER_MINUTE,
  });

  app.get(
    '/facility-confirmations/:token',
    {
      config: { access: 'public' },
      preHandler: perAddress,
      schema: {
        tags: ['my-facilities'],
        summary: 'What a listing confirmation link is for, before it is used',
        params: facilityConfirmationParamsSchema,
        response: { 200: facilityConfirmationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The token is a secret: no shared cache may keep the answer.
      reply.header('cache-control', 'no-store');
      return { data: await confirmations.read(request.params.token) };
    },
  );

  app.post(
    '/facility-confirmations/:token',
    {
      config: { access: 'public' },
      preHandler: perAddress,
      schema: {
        tags: ['my-facilities'],
        summary: 'Confirms the listing with the e-mailed link (once)',
        params: facilityConfirmationParamsSchema,
        response: { 200: facilityConfirmedSchema, ...errors },
      },
    },
    async (request) => ({ data: await confirmations.confirm(requestContext(request), request.params.token) }),
  );
};
