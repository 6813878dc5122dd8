import type { Db } from '@hc/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import { ingestBeacon, type Beacon } from './ingest';
import type { VisitorKeysService } from './visitor-keys';

/** Beacons waiting at most: past it, new ones are dropped (and counted in the log), never queued forever. */
const MAX_WAITING = 2000;
/** Salts and visitor-day rows are pruned at most this often per process. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

export type PendingBeacon = Omit<Beacon, 'keys'> & { ip: string; userAgent: string };

/**
 * Beacons are answered 202 at once and written afterwards, one at a time per process: a burst of
 * visitors costs the public pages nothing, and a failure is logged, never shown to a visitor.
 */
export function createIngestionQueue(deps: { db: Db; clock: Clock; log: FastifyBaseLogger; keys: VisitorKeysService }) {
  const waiting: PendingBeacon[] = [];
  let running: Promise<void> | null = null;
  let prunedAt = 0;
  let dropped = 0;

  async function run(): Promise<void> {
    while (waiting.length > 0) {
      const next = waiting.shift()!;
      try {
        const now = deps.clock();
        if (now.getTime() - prunedAt >= PRUNE_EVERY_MS) {
          prunedAt = now.getTime();
          await deps.keys.prune(now);
        }
        const keys = await deps.keys.keysFor(next.ip, next.userAgent, next.receivedAt);
        const { ip: _ip, userAgent: _userAgent, ...beacon } = next;
        await ingestBeacon(deps.db, { ...beacon, keys });
      } catch (error) {
        deps.log.error({ err: error }, 'analytics: a beacon could not be recorded');
      }
    }
    if (dropped > 0) {
      deps.log.warn({ dropped }, 'analytics: beacons dropped while the queue was full');
      dropped = 0;
    }
  }

  return {
    accept(beacon: PendingBeacon): void {
      if (waiting.length >= MAX_WAITING) {
        dropped += 1;
        return;
      }
      waiting.push(beacon);
      running ??= run().finally(() => {
        running = null;
      });
    },
    /** Resolves once every accepted beacon is written (tests, and a graceful shutdown). */
    async drain(): Promise<void> {
      while (running) await running;
    },
  };
}
export type IngestionQueue = ReturnType<typeof createIngestionQueue>;
