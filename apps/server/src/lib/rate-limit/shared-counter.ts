import type { Db } from '@hc/db';
import { addRateLimitCounts, deleteEndedRateLimitWindows } from '../../sql/rate-limits.repository';
import { sha256 } from '../crypto';

export type Hit = { current: number; ttl: number };

/**
 * Request counts per key, shared by every server process through PostgreSQL. A key's window starts at its
 * first request (as @fastify/rate-limit's own store does), so a burst is not let through twice by a
 * boundary of the clock.
 *
 * Below half its limit, a key's hits are counted in memory, and the process adds its counts to the shared
 * rows about once a second (one statement for all keys), reading back everyone's totals: such a request
 * costs no query, which matters most on sign-in, where a burst of attempts must not queue for database
 * connections. From half the limit on, every hit is added to the shared row at once and answered with
 * everyone's total. So a burst spread over N processes within one second can pass a limit by at most
 * (N - 1) × half of it, once; after that every process knows everyone's total. If the database cannot be reached,
 * the process keeps counting on its own: a fault of the database never refuses a visitor by itself.
 */
export type SharedCounter = {
  hit(key: string, timeWindowMs: number, max: number): Promise<Hit>;
  /** Adds the counts not yet shared to the database (also done on a timer). */
  flush(): Promise<void>;
  close(): Promise<void>;
};

type Entry = { hash: string; windowStart: number; expiresAt: number; shared: number; pending: number };

export type SharedCounterOptions = {
  db: Db;
  now: () => number;
  flushIntervalMs?: number;
  /** How often windows that have ended are deleted from the table. */
  sweepIntervalMs?: number;
  onError?: (error: unknown) => void;
};

const FLUSH_BATCH = 500;

export function createSharedCounter(options: SharedCounterOptions): SharedCounter {
  const { db, now } = options;
  const flushIntervalMs = options.flushIntervalMs ?? 1000;
  const sweepIntervalMs = options.sweepIntervalMs ?? 60_000;
  const entries = new Map<string, Entry>();
  let timer: NodeJS.Timeout | undefined;
  let lastSweep = now();
  let closed = false;

  const entryFor = (key: string, timeWindowMs: number, at: number): Entry => {
    // The window's length is part of the key: two limits may count the same key over different windows.
    const id = `${key}@${timeWindowMs}`;
    let entry = entries.get(id);
    if (!entry) {
      // Hashed: keys hold addresses and email addresses, which the table has no reason to keep readable.
      entry = { hash: sha256(id), windowStart: at, expiresAt: at + timeWindowMs, shared: 0, pending: 0 };
      entries.set(id, entry);
    } else if (entry.expiresAt <= at) {
      Object.assign(entry, { windowStart: at, expiresAt: at + timeWindowMs, shared: 0, pending: 0 });
    }
    return entry;
  };

  /** Adds the entries' pending counts to their rows; on failure the counts stay pending. */
  async function share(batch: Entry[]): Promise<void> {
    const at = now();
    const taken = batch.map((entry) => {
      const count = entry.pending;
      entry.pending = 0;
      return count;
    });
    try {
      const rows = await addRateLimitCounts(
        db,
        batch.map((entry, i) => ({
          key: entry.hash,
          windowStart: entry.windowStart,
          expiresAt: entry.expiresAt,
          count: taken[i]!,
        })),
        at,
      );
      const byHash = new Map(rows.map((row) => [row.hash, row]));
      for (const entry of batch) {
        const row = byHash.get(entry.hash);
        if (!row) continue;
        // The database's window wins (another process may have started it); within one window, answers of
        // two statements in flight may arrive in either order, and a total only grows.
        const sameWindow = row.expiresAt === entry.expiresAt;
        entry.shared = sameWindow ? Math.max(entry.shared, row.count) : row.count;
        entry.windowStart = row.windowStart;
        entry.expiresAt = row.expiresAt;
      }
    } catch (error) {
      batch.forEach((entry, i) => (entry.pending += taken[i]!));
      throw error;
    }
  }

  async function flush(): Promise<void> {
    const at = now();
    const pending: Entry[] = [];
    for (const [id, entry] of entries) {
      if (entry.pending > 0) pending.push(entry);
      else if (entry.expiresAt <= at) entries.delete(id);
    }
    for (let i = 0; i < pending.length; i += FLUSH_BATCH) await share(pending.slice(i, i + FLUSH_BATCH));
    if (at - lastSweep >= sweepIntervalMs) {
      lastSweep = at;
      await deleteEndedRateLimitWindows(db, at);
    }
  }

  const scheduleFlush = () => {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      flush().catch((error: unknown) => options.onError?.(error));
    }, flushIntervalMs);
    timer.unref();
  };

  return {
    async hit(key, timeWindowMs, max) {
      const at = now();
      const entry = entryFor(key, timeWindowMs, at);
      entry.pending += 1;
      if ((entry.shared + entry.pending) * 2 > max) {
        try {
          await share([entry]);
        } catch (error) {
          options.onError?.(error);
        }
      } else {
        scheduleFlush();
      }
      return { current: entry.shared + entry.pending, ttl: Math.max(0, entry.expiresAt - at) };
    },
    flush,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await flush().catch((error: unknown) => options.onError?.(error));
    },
  };
}
