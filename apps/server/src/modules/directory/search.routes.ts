import { apiErrorSchema, getDirectoryWeek, searchQuerySchema, searchResponseSchema } from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPublicRead } from '../../lib/public-read';
import { createSearchIndexStore } from '../../lib/search/search-index-store';
import { createSearchRanker } from '../../lib/search/search-ranker';
import { createDirectorySearch } from './search.repository';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const ranker = createSearchRanker({
    minFacilities: app.searchWorkerMinFacilities,
    ...(app.searchWorkers ? { workers: app.searchWorkers } : {}),
    onWorkerFailure: (error, disabled) =>
      app.log.warn(
        { err: error },
        disabled ? 'search worker failed again: ranking on the main thread from now on' : 'search worker failed',
      ),
  });
  app.addHook('onClose', () => ranker.close());
  const search = createDirectorySearch(createSearchIndexStore(app.db, app.directoryVersion), ranker, app.summaries);
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        description:
          'Every word must match, in any order, the start of a word of the name, town, address, specialties, tests or doctors (accents and case ignored; one typo forgiven in words of five letters or more). Ranked: exact name, name prefix, all words in the name, then matches through place, specialty, test or doctor; within a rank, complete records (phone, hours, position) first, then nearest when `near` is given. Answers three groups with their totals; `page` pages each group.',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    (request, reply) =>
      sendPublicRead(request, reply, async () =>
        search(request.query, await app.directoryVersion.current(), getDirectoryWeek(app.clock())),
      ),
  );
};
