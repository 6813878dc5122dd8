import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { facilitiesRoutes } from './facilities.routes';
import { createDirectoryListings } from './listing/directory-listings';
import { createSearchIndexStore } from './search/search-index-store';
import { searchRoutes } from './search.routes';
import { createSummaryCache } from './summary/summary-cache';

export type DirectoryOptions = {
  /** For tests: from how many facilities searches are ranked on a worker thread. */
  searchWorkerMinFacilities?: number | undefined;
  /** For the bench: how many worker threads rank searches. */
  searchWorkers?: number | undefined;
};

/**
 * The public directory's read side: lists, one facility, featured, on call, and search. The lists and
 * search share one read model (the index and the lists' facts, per directory version) and one cache of
 * serialized summaries (per directory version and duty week).
 */
export const directoryRoutes: FastifyPluginAsyncZod<DirectoryOptions> = async (app, options) => {
  const summaries = createSummaryCache(app.db);
  app.addHook('onClose', async () => summaries.close());
  const store = createSearchIndexStore(app.db, app.directoryVersion);
  const listings = createDirectoryListings(app.db, store, summaries);
  await app.register(facilitiesRoutes, { summaries, listings });
  await app.register(searchRoutes, { summaries, store, ...options });
};
