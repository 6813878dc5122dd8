import {
  apiErrorSchema,
  NEWSLETTER_RATE_LIMIT_PER_MINUTE,
  newsletterSignupResponseSchema,
  newsletterSignupSchema,
  type NewsletterSignup,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { subscribeToNewsletter } from './newsletter.repository';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  // Counted per address, after validation (the body is parsed by then), on top of the per-visitor API limit.
  // createRateLimit is used rather than route `config.rateLimit` because the API scope's limiter has already
  // marked the request as counted, and the plugin then skips a second, route-level limiter.
  const limitPerAddress = app.createRateLimit({
    max: NEWSLETTER_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `newsletter:${(request.body as NewsletterSignup).email}`,
  });

  app.post(
    '/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an address to the newsletter (idempotent: 201 the first time, 200 after)',
        body: newsletterSignupSchema,
        response: { 200: newsletterSignupResponseSchema, 201: newsletterSignupResponseSchema, ...errors },
      },
      preHandler: async (request, reply) => {
        const limit = await limitPerAddress(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', limit.ttlInSeconds);
          throw new AppError('rate_limited', 'Too many requests, please wait a moment');
        }
      },
    },
    async (request, reply) => {
      const { created } = await subscribeToNewsletter(app.db, request.body, app.clock());
      return reply.status(created ? 201 : 200).send({ data: { subscribed: true as const } });
    },
  );
};
