/** How long a process trusts the version it last read: the longest a change elsewhere can go unseen. */
const VERSION_TTL_MS = 1000;
/**
 * While a re-read is under way, other readers are answered with the last value for at most this much
 * longer, instead of queueing behind it: under heavy load the read waits its turn (PGlite's one queue,
 * a busy pool) and every cached answer would wait with it.
 */
const STALE_WHILE_READING_MS = 5000;

/**
 * The directory's change counter (bumped by triggers on every table the public API reads), read
 * at most once a second per process. A write made through this process calls `invalidate`: the next
 * reader waits for a read started after it, so a visitor sees their own change at once.
 */
export function createDirectoryVersion(read: () => Promise<string>, now: () => number = Date.now) {
  let cached: { value: string; readAt: number } | null = null;
  let pending: Promise<string> | null = null;
  // Bumped by `invalidate`: a read started before a write may have missed it and is not kept.
  let generation = 0;

  function startRead(): Promise<string> {
    const startedIn = generation;
    const reading = read()
      .then((value) => {
        if (startedIn === generation) cached = { value, readAt: now() };
        return value;
      })
      .finally(() => {
        if (pending === reading) pending = null;
      });
    return reading;
  }

  return {
    async current(): Promise<string> {
      const age = cached ? now() - cached.readAt : Infinity;
      if (cached && age < VERSION_TTL_MS) return cached.value;
      if (pending && cached && age < VERSION_TTL_MS + STALE_WHILE_READING_MS) return cached.value;
      pending ??= startRead();
      return pending;
    },
    invalidate() {
      cached = null;
      pending = null;
      generation += 1;
    },
  };
}
export type DirectoryVersion = ReturnType<typeof createDirectoryVersion>;
