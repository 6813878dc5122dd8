import { apiErrorSchema, getDirectoryWeek, searchQuerySchema, searchResponseSchema } from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPublicRead } from '../../lib/public-read';
import { searchDirectory } from './search.repository';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Search the directory by name, test, specialty or doctor',
        description:
          'Accent- and case-insensitive, tolerant of small typos. Exact and prefix matches rank first. Answers hospitals, pharmacies and laboratories in three groups.',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    (request, reply) =>
      sendPublicRead(request, reply, async () => ({
        data: await searchDirectory(app.db, request.query, getDirectoryWeek(app.clock())),
      })),
  );
};
