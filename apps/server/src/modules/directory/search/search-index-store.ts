import type { Db } from '@hc/db';
import type { DirectoryVersion } from '../../../lib/directory-version';
import { loadSearchDocuments } from './directory-documents';
import { buildSearchIndex, type SearchIndex } from './search-index';

export type IndexedDirectory = { version: string; index: SearchIndex };

/**
 * The search index of one process, rebuilt from PostgreSQL whenever the directory's change counter
 * moves (a change made by any process), so every process answers from the same data within the
 * counter's freshness. A request never gets an index older than the version it read: it waits for
 * the rebuild, and requests arriving during one share it.
 */
export function createSearchIndexStore(db: Db, directoryVersion: DirectoryVersion) {
  let current: IndexedDirectory | null = null;
  let building: Promise<IndexedDirectory> | null = null;

  const rebuild = (version: string): Promise<IndexedDirectory> => {
    building ??= loadSearchDocuments(db)
      .then((documents) => {
        const index = buildSearchIndex(documents);
        if (!current || BigInt(current.version) < BigInt(version)) current = { version, index };
        return { version, index };
      })
      .finally(() => {
        building = null;
      });
    return building;
  };

  return {
    /** The index for `version` (the directory version this request reads everything else at). */
    async at(version: string): Promise<IndexedDirectory> {
      const wanted = BigInt(version);
      for (;;) {
        // The counter only grows: an index built at a later version serves an earlier one too.
        if (current && BigInt(current.version) >= wanted) return current;
        // A build already under way may be for an older version: let it finish, then look again.
        const pending = building;
        if (pending) {
          await pending.catch(() => undefined);
          continue;
        }
        return rebuild(version);
      }
    },
    async current(): Promise<IndexedDirectory> {
      return this.at(await directoryVersion.current());
    },
  };
}
export type SearchIndexStore = ReturnType<typeof createSearchIndexStore>;
