import type { Db } from '@hc/db';
import { addApiLatency } from '../../sql/analytics-events.repository';
import { hourOf } from './periods';

/** Upper bounds (ms) of the latency buckets; one more bucket holds everything slower. */
export const API_LATENCY_BUCKETS_MS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000] as const;

const bucketOf = (ms: number) => {
  const index = API_LATENCY_BUCKETS_MS.findIndex((bound) => ms <= bound);
  return index === -1 ? API_LATENCY_BUCKETS_MS.length : index;
};

type Tally = { hour: Date; route: string; requests: number; totalMs: number; buckets: number[] };

/**
 * The server's own latency per route, counted in memory and added to `api_latency` once a minute
 * (and on close), so any number of processes add up in one table and a request pays a map update.
 */
export function createLatencyRecorder(db: Db) {
  let tallies = new Map<string, Tally>();
  return {
    record(route: string, ms: number, at: Date): void {
      const hour = hourOf(at);
      const id = `${hour.getTime()} ${route}`;
      let tally = tallies.get(id);
      if (!tally) {
        tally = { hour, route, requests: 0, totalMs: 0, buckets: Array(API_LATENCY_BUCKETS_MS.length + 1).fill(0) };
        tallies.set(id, tally);
      }
      tally.requests += 1;
      tally.totalMs += ms;
      tally.buckets[bucketOf(ms)]! += 1;
    },
    async flush(): Promise<void> {
      if (tallies.size === 0) return;
      const rows = [...tallies.values()];
      tallies = new Map();
      await addApiLatency(
        db,
        rows.map((row) => ({ ...row, totalMs: Math.round(row.totalMs) })),
      );
    },
  };
}
export type LatencyRecorder = ReturnType<typeof createLatencyRecorder>;

/** The latency below which `share` of the requests fell: the upper bound of the bucket that reaches it. */
export function latencyPercentile(buckets: number[], share: number): number {
  const total = buckets.reduce((a, b) => a + b, 0);
  let seen = 0;
  for (const [index, count] of buckets.entries()) {
    seen += count;
    if (seen >= total * share) return API_LATENCY_BUCKETS_MS[index] ?? API_LATENCY_BUCKETS_MS.at(-1)! * 2;
  }
  return 0;
}
