import { ANALYTICS_BODY_MAX_BYTES, analyticsBatchSchema, apiErrorSchema } from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeLimit } from '../../lib/route-limit';
import { describeAgent } from './user-agent';

/** Beacons one address may send a minute: a page sends one every 15 seconds at most, a household shares an address. */
const BEACONS_PER_ADDRESS_PER_MINUTE = 120;

/**
 * POST /api/events (issue 13): the public site's page views and events. No cookie is read or set; the
 * address and user agent only make the day's visitor key. Robots get the same 202 and are not
 * recorded. The batch is validated here and written after the answer (`app.analytics`).
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const perMinute = routeLimit(app, { name: 'events-minute', max: BEACONS_PER_ADDRESS_PER_MINUTE });

  app.post(
    '/events',
    {
      config: { access: 'public' },
      bodyLimit: ANALYTICS_BODY_MAX_BYTES,
      onRequest: [perMinute],
      schema: {
        tags: ['analytics'],
        summary: 'Record page views and events of the public site (first-party, no cookie)',
        body: analyticsBatchSchema,
        response: {
          202: z.object({ data: z.object({ received: z.literal(true) }) }),
          400: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'];
      const agent = describeAgent(userAgent);
      if (!agent.isBot) {
        app.analytics.accept({
          batch: request.body,
          ip: request.ip,
          userAgent: userAgent!,
          device: agent.device,
          platform: agent.platform,
          receivedAt: app.clock(),
          siteHost: request.host.split(':')[0] ?? request.host,
        });
      }
      return reply.status(202).send({ data: { received: true as const } });
    },
  );
};
