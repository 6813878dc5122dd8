/**
 * A small in-process cache of serialized public answers. The directory is read-mostly, so a
 * popular search need not be recomputed, re-serialized or re-compressed for every visitor. Keys
 * carry the directory's change counter (lib/directory-version.ts), so a change anywhere makes new
 * keys at once; the time-to-live only bounds memory.
 */
export type ResponseCache<T = CachedBody> = {
  get(key: string): T | undefined;
  set(key: string, body: T): void;
  clear(): void;
  readonly size: number;
};

/** A serialized answer, and its gzip form once a client has asked for it (compressed once, not per request). */
export type CachedBody = { json: string; gzip?: Buffer };

export function createResponseCache<T = CachedBody>(options: {
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
}): ResponseCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { body: T; expiresAt: number }>();
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
