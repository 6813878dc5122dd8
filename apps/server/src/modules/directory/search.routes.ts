import { apiErrorSchema, getDirectoryWeek, searchQuerySchema, searchResponseSchema } from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPublicRead } from '../../lib/public-read';
import type { SearchIndexStore } from './search/search-index-store';
import { createSearchRanker, SEARCH_WORKER_MIN_FACILITIES } from './search/search-ranker';
import type { SummaryCache } from './summary/summary-cache';
import { createDirectorySearch } from './search-answer';

export type SearchRoutesOptions = {
  summaries: SummaryCache;
  store: SearchIndexStore;
  /** From how many facilities searches are ranked on a worker thread (SEARCH_WORKER_MIN_FACILITIES by default). */
  searchWorkerMinFacilities?: number | undefined;
  /** How many worker threads rank searches; unset, the ranker's default. */
  searchWorkers?: number | undefined;
};

export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, options) => {
  const ranker = createSearchRanker({
    minFacilities: options.searchWorkerMinFacilities ?? SEARCH_WORKER_MIN_FACILITIES,
    ...(options.searchWorkers ? { workers: options.searchWorkers } : {}),
    onWorkerFailure: (error, disabled) =>
      app.log.warn(
        { err: error },
        disabled ? 'search worker failed again: ranking on the main thread from now on' : 'search worker failed',
      ),
  });
  app.addHook('onClose', () => ranker.close());
  const search = createDirectorySearch(options.store, ranker, options.summaries);
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        description:
          'Every word must match, in any order, the start of a word of the name, town, address, specialties, tests or doctors (accents and case ignored; one typo forgiven in words of five letters or more). Ranked: exact name, name prefix, all words in the name, then matches through place, specialty, test or doctor; within a rank, complete records (phone, hours, position) first, then nearest when `near` is given. Answers three groups with their totals; `page` pages each group. When every group is empty (first page, a search by name or type), `nearest` offers a few facilities of the kind the query names, nearest to the place it names, else to the place filter, else to `near`.',
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
