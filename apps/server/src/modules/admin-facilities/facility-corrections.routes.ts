import {
  apiErrorSchema,
  correctionAcceptSchema,
  correctionIdParamsSchema,
  correctionListQuerySchema,
  correctionListSchema,
  correctionReceivedSchema,
  correctionRejectSchema,
  correctionSchema,
  correctionSubmissionSchema,
  dataEnvelope,
  facilityIdParamsSchema,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../lib/request-context';
import { routeLimit } from '../../lib/route-limit';
import type { AdminFacilitiesService } from './admin-facilities.service';
import { createFacilityCorrectionsService } from './facility-corrections.service';
import { facilityErrors } from './responses';

/**
 * Per visitor address: a few a minute (a person sends one, maybe two), and a daily cap that stops a
 * slow robot without troubling the many people one mobile carrier's address can stand for.
 */
export const CORRECTIONS_PER_ADDRESS_PER_MINUTE = 5;
export const CORRECTIONS_PER_ADDRESS_PER_DAY = 50;
/** A full week of hours, the note and the contact fit many times over; anything bigger is not a correction. */
export const CORRECTION_BODY_LIMIT = 16 * 1024;

/**
 * The public's corrections (issue 9): a visitor proposes, staff accept field by field or reject.
 * Registered by the facilities back-office, whose service applies what is accepted.
 */
export const facilityCorrectionsRoutes: FastifyPluginAsyncZod<{ facilities: AdminFacilitiesService }> = async (
  app,
  { facilities },
) => {
  const corrections = createFacilityCorrectionsService({ db: app.db, clock: app.clock, facilities });
  const perMinute = routeLimit(app, { name: 'corrections-minute', max: CORRECTIONS_PER_ADDRESS_PER_MINUTE });
  const perDay = routeLimit(app, {
    name: 'corrections-day',
    max: CORRECTIONS_PER_ADDRESS_PER_DAY,
    timeWindow: 24 * 60 * 60 * 1000,
  });

  app.post(
    '/facilities/:id/corrections',
    {
      config: { access: 'public' },
      // Over it, the API's error handler answers 413 (payload_too_large).
      bodyLimit: CORRECTION_BODY_LIMIT,
      // Counted before anything else, so neither a robot's invalid tries nor its guesses go free.
      onRequest: [perMinute, perDay],
      schema: {
        tags: ['facilities'],
        summary: 'Suggest a correction of a public facility (no account needed)',
        params: facilityIdParamsSchema,
        body: correctionSubmissionSchema,
        response: {
          202: correctionReceivedSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await corrections.submit(requestContext(request), request.params.id, request.body);
      return reply.status(202).send({ data: { received: true as const } });
    },
  );

  app.get(
    '/admin/corrections',
    {
      config: { access: 'corrections:read', regionScope: { list: true } },
      schema: {
        tags: ['admin'],
        querystring: correctionListQuerySchema,
        response: { 200: correctionListSchema, ...facilityErrors },
      },
    },
    async (request) => corrections.list(request.query),
  );

  const reviewed = { 200: dataEnvelope(correctionSchema), ...facilityErrors };

  app.post(
    '/admin/corrections/:id/accept',
    {
      config: { access: 'corrections:write', regionScope: { record: 'correction' } },
      schema: { tags: ['admin'], params: correctionIdParamsSchema, body: correctionAcceptSchema, response: reviewed },
    },
    async (request) => ({
      data: await corrections.accept(requestContext(request), request.params.id, request.body.fields),
    }),
  );

  app.post(
    '/admin/corrections/:id/reject',
    {
      config: { access: 'corrections:write', regionScope: { record: 'correction' } },
      schema: { tags: ['admin'], params: correctionIdParamsSchema, body: correctionRejectSchema, response: reviewed },
    },
    async (request) => ({
      data: await corrections.reject(requestContext(request), request.params.id, request.body.reason),
    }),
  );
};
