/**
 * A small in-process cache of serialized public answers. The directory is read-mostly, so a
 * popular search need not be recomputed for every visitor; entries expire after a short TTL so
 * that other processes' writes show up quickly, and this process's writes clear it at once.
 */
export type ResponseCache = {
  get(key: string): string | undefined;
  set(key: string, body: string): void;
  clear(): void;
  readonly size: number;
};

export function createResponseCache(options: { maxEntries: number; ttlMs: number; now?: () => number }): ResponseCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { body: string; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      // Re-insert to mark as most recently used (Map keeps insertion order).
      entries.delete(key);
      entries.set(key, entry);
      return entry.body;
    },
    set(key, body) {
      entries.delete(key);
      entries.set(key, { body, expiresAt: now() + options.ttlMs });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
