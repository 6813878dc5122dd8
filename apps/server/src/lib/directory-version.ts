import type { Db } from '@hc/db';
import { readStateVersion } from './state-version';

/** How long a process trusts the version it last read: the longest a change elsewhere can go unseen. */
const VERSION_TTL_MS = 1000;

/**
 * The directory's change counter (bumped by triggers on every table the public API reads), read
 * at most once a second per process. A write made through this process calls `invalidate`.
 */
export function createDirectoryVersion(db: Db, now: () => number = Date.now) {
  let cached: { value: string; readAt: number } | null = null;
  let pending: Promise<string> | null = null;
  return {
    async current(): Promise<string> {
      if (cached && now() - cached.readAt < VERSION_TTL_MS) return cached.value;
      pending ??= readStateVersion(db, 'directory_state')
        .then((version) => {
          cached = { value: version, readAt: now() };
          return cached.value;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    invalidate() {
      cached = null;
    },
  };
}
export type DirectoryVersion = ReturnType<typeof createDirectoryVersion>;
