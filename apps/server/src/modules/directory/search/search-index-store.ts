import type { Db } from '@hc/db';
import type { DirectoryVersion } from '../../../lib/directory-version';
import { buildListingFacts, type ListingFacts } from '../listing/listing-facts';
import { selectListingFacts } from '../listing/listing-facts.repository';
import { loadSearchDocuments } from './directory-documents';
import { buildSearchIndex, type SearchIndex } from './search-index';

export type IndexedDirectory = { version: string; index: SearchIndex };
/** The index and, in its numbering, what the public lists filter and order by: one read model per version. */
export type DirectoryModel = IndexedDirectory & { listing: ListingFacts };

/**
 * The search index of one process, rebuilt from PostgreSQL whenever the directory's change counter
 * moves (a change made by any process), so every process answers from the same data within the
 * counter's freshness. A request never gets an index older than the version it read: it waits for
 * the rebuild, and requests arriving during one share it. The public lists' facts are read and built
 * beside it, so searches and lists answer from the same version.
 */
export function createSearchIndexStore(db: Db, directoryVersion: DirectoryVersion) {
  let current: DirectoryModel | null = null;
  let building: Promise<DirectoryModel> | null = null;

  const rebuild = (version: string): Promise<DirectoryModel> => {
    building ??= Promise.all([loadSearchDocuments(db), selectListingFacts(db)])
      .then(([documents, facts]) => {
        const index = buildSearchIndex(documents);
        const model: DirectoryModel = { version, index, listing: buildListingFacts(index, facts) };
        if (!current || BigInt(current.version) < BigInt(version)) current = model;
        return model;
      })
      .finally(() => {
        building = null;
      });
    return building;
  };

  return {
    /** The index for `version` (the directory version this request reads everything else at). */
    async at(version: string): Promise<DirectoryModel> {
      const wanted = BigInt(version);
      for (;;) {
        // The counter only grows: an index built at a later version serves an earlier one too.
        if (current && BigInt(current.version) >= wanted) return current;
        // A build already under way may be for an older version: let it finish, then look again. One that
        // failed fails its waiters too (searches and lists share it): retrying at once would make each wait
        // for the database's fault twice over.
        const pending = building;
        if (pending) {
          await pending;
          continue;
        }
        return rebuild(version);
      }
    },
    /** The index for `version` if this process holds it already, else null (nothing is started). */
    ready(version: string): DirectoryModel | null {
      return current && BigInt(current.version) >= BigInt(version) ? current : null;
    },
    /** The newest index built, whatever its version (null before the first). */
    latest(): DirectoryModel | null {
      return current;
    },
    async current(): Promise<DirectoryModel> {
      return this.at(await directoryVersion.current());
    },
  };
}
export type SearchIndexStore = ReturnType<typeof createSearchIndexStore>;
