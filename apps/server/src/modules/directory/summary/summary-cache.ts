import type { Db } from '@hc/db';
import type { TimeWindow } from '@hc/shared';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { toFacilitySummary } from './facility-mapper';
import { selectPublicSummariesAfter, selectSummariesById, type FacilitySummaryRow } from '../summary.repository';

/**
 * Serialized summaries kept in memory, in bytes: about 100,000 facilities' worth. Past it the
 * cache starts afresh (and stops filling ahead).
 */
const MAX_BYTES = 80_000_000;
/** Summaries read per statement while filling ahead: small enough not to hold up requests. */
const FILL_BATCH = 500;
/**
 * Below this many facilities, reading the few summaries a search lacks costs less than reading them
 * all after every change (which, on the embedded database, holds up every other query meanwhile).
 */
export const READ_AHEAD_MIN_FACILITIES = 20_000;

/** `filling`: summaries are being (or were) read ahead for this generation, or never will be. */
type Generation = { key: string; json: Map<number, Buffer>; bytes: number; filling: boolean };

const serialize = (row: FacilitySummaryRow) => Buffer.from(JSON.stringify(toFacilitySummary(row)));

/**
 * The given facilities' summaries of `week`, serialized, read now (what the cache below keeps): one
 * statement for any set of ids, planned once per connection, as planning a summary costs more than
 * reading a page of them.
 */
export async function readSummaries(db: Db, ids: readonly number[], week: TimeWindow): Promise<Map<number, Buffer>> {
  const rows = await selectSummariesById(db, ids, week);
  return new Map(rows.map((row) => [row.id, serialize(row)]));
}

/**
 * Each public facility's summary, serialized once per directory version and duty week (what a
 * summary depends on) and kept as UTF-8, so an answer is assembled by copying bytes rather than by
 * joining strings and encoding the result (which cost as much as ranking the search). In a large
 * directory, when a new version or week starts, every summary is
 * read ahead in small batches in the background, so a search never seen before finds its rows
 * ready; otherwise (and for a summary not yet read) summaries are read on demand. PostgreSQL stays the source: nothing here outlives the version it was read at.
 */
export function createSummaryCache(db: Db) {
  let current: Generation = { key: '', json: new Map(), bytes: 0, filling: false };
  let closed = false;

  const keep = (generation: Generation, rows: FacilitySummaryRow[]) => {
    for (const row of rows) {
      const json = serialize(row);
      if (!generation.json.has(row.id)) generation.bytes += json.length;
      generation.json.set(row.id, json);
    }
  };

  async function fillAhead(generation: Generation, week: TimeWindow): Promise<void> {
    let after = 0;
    while (!closed && current === generation && generation.bytes < MAX_BYTES) {
      const rows = await selectPublicSummariesAfter(db, week, after, FILL_BATCH);
      if (current !== generation || rows.length === 0) return;
      keep(generation, rows);
      after = rows[rows.length - 1]!.id;
      await yieldToRequests();
    }
  }

  return {
    async get(ids: number[], version: string, week: TimeWindow, directorySize: number): Promise<Map<number, Buffer>> {
      const key = `${version}|${week.start.getTime()}`;
      if (current.key !== key || current.bytes > MAX_BYTES) {
        // Past the size bound the same key starts afresh and stops filling ahead.
        current = { key, json: new Map(), bytes: 0, filling: current.key === key };
      }
      // The first caller that knows the directory is large starts the fill (the on-call list does not know).
      if (!current.filling && directorySize >= READ_AHEAD_MIN_FACILITIES) {
        current.filling = true;
        // A failed fill only means reading on demand; the request path reports database trouble itself.
        void fillAhead(current, week).catch(() => undefined);
      }
      const generation = current;
      const missing = ids.filter((id) => !generation.json.has(id));
      if (missing.length > 0) {
        for (const [id, json] of await readSummaries(db, missing, week)) {
          if (!generation.json.has(id)) generation.bytes += json.length;
          generation.json.set(id, json);
        }
      }
      return generation.json;
    },
    close() {
      closed = true;
    },
  };
}
export type SummaryCache = ReturnType<typeof createSummaryCache>;
