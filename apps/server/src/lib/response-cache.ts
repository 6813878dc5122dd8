import { LRUCache } from 'lru-cache';

/**
 * A small in-process cache of serialized public answers. The directory is read-mostly, so a
 * popular search need not be recomputed, re-serialized or re-compressed for every visitor. Keys
 * carry the directory's change counter (lib/directory-version.ts), so a change anywhere makes new
 * keys at once; the time-to-live only bounds memory.
 *
 * Least recently used first out, kept by lru-cache: a Map re-inserted on every hit (the usual
 * hand-made LRU) costs about 12 µs per hit once it holds a few thousand entries (V8 rehashes it),
 * more than the whole answer costs to send.
 */
export type ResponseCache<T = CachedBody> = {
  get(key: string): T | undefined;
  set(key: string, body: T): void;
  clear(): void;
  readonly size: number;
  /** What the entries held count for, in bytes (never above `maxBytes`). */
  readonly bytes: number;
};

/**
 * A serialized answer, and its gzip form once a client has asked for it (compressed fast for the
 * first reader, then once more at the best level when a second one asks: see lib/public-read.ts).
 */
export type CachedBody = {
  json: string | Buffer;
  gzip?: Buffer;
  gzipBest?: boolean;
  /** The compression under way, which readers arriving meanwhile await rather than start again. */
  gzipping?: Promise<Buffer> | undefined;
};

/**
 * What a cached answer may come to hold: its JSON, and later its gzip form (never larger than the JSON
 * for the answers worth compressing), counted up front since lru-cache sizes an entry once, when set.
 */
export const cachedBodyBytes = (body: CachedBody) =>
  2 * (typeof body.json === 'string' ? Buffer.byteLength(body.json) : body.json.length);

/**
 * Bounded by bytes, not entries: a count of entries lets a stream of distinct large answers (or junk
 * queries) grow the process without limit, as 16,000 junk query strings once took it past 1.3 GB.
 */
export function createResponseCache<T extends NonNullable<unknown> = CachedBody>(options: {
  maxBytes: number;
  sizeOf: (body: T) => number;
  ttlMs: number;
  now?: () => number;
}): ResponseCache<T> {
  const now = options.now ?? Date.now;
  const entries = new LRUCache<string, { body: T; expiresAt: number }>({
    maxSize: options.maxBytes,
    // Every entry counts at least a little, so a flood of empty answers is bounded too.
    sizeCalculation: (entry, key) => Math.max(1, options.sizeOf(entry.body) + key.length),
  });
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.body;
    },
    set(key, body) {
      entries.set(key, { body, expiresAt: now() + options.ttlMs });
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
}
