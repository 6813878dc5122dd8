import type { Db } from '@hc/db';
import { PHARMACY_CALL_MAX_DAYS, type TimeWindow } from '@hc/shared';
import { LRUCache } from 'lru-cache';
import { selectRotaPeriods } from './week-rota.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Weeks kept per process: most visitors ask about this one, some about the next. */
const WEEKS_KEPT = 8;

/**
 * The live duty periods (`pharmacy_duty_live`) that can answer an instant of one directory week, in
 * the on-call list's order (start, name, facility), as flat arrays: 50,000 periods fit in a few
 * hundred kilobytes, and choosing a page and counting its list is one pass over them in memory.
 */
export type WeekRota = {
  size: number;
  facilityId: Int32Array;
  startsAt: Float64Array;
  endsAt: Float64Array;
  liveFrom: Float64Array;
  regionId: Int32Array;
  divisionId: Int32Array;
  subdivisionId: Int32Array;
};

/** Periods starting from PHARMACY_CALL_MAX_DAYS before the week (one may still run) to its end. */
export async function loadWeekRota(db: Db, week: TimeWindow): Promise<WeekRota> {
  const from = new Date(week.start.getTime() - PHARMACY_CALL_MAX_DAYS * DAY_MS);
  const rows = await selectRotaPeriods(db, from, week.end);
  const size = rows.length;
  const rota: WeekRota = {
    size,
    facilityId: new Int32Array(size),
    startsAt: new Float64Array(size),
    endsAt: new Float64Array(size),
    liveFrom: new Float64Array(size),
    regionId: new Int32Array(size),
    divisionId: new Int32Array(size),
    subdivisionId: new Int32Array(size),
  };
  rows.forEach((row, i) => {
    rota.facilityId[i] = row.facilityId;
    rota.startsAt[i] = row.startsMs;
    rota.endsAt[i] = row.endsMs;
    rota.liveFrom[i] = row.liveMs;
    rota.regionId[i] = row.regionId ?? 0;
    rota.divisionId[i] = row.divisionId ?? 0;
    rota.subdivisionId[i] = row.subdivisionId ?? 0;
  });
  return rota;
}

export type RotaPlace = {
  region?: number | undefined;
  division?: number | undefined;
  subdivision?: number | undefined;
};
export type RotaEntry = { facilityId: number; startsAt: Date; endsAt: Date; onDutyNow: boolean };

/**
 * The pharmacies to go to at `at` in a place: each one's period containing `at` ([live_from,
 * ends_at): the one running, or the next one when none runs), on duty first (they started at or
 * before `at`, the list's order puts them first), one page of them and how many in all.
 */
export function pageOfRota(
  rota: WeekRota,
  at: Date,
  place: RotaPlace,
  offset: number,
  limit: number,
): { total: number; entries: RotaEntry[] } {
  const instant = at.getTime();
  const earliestStart = instant - PHARMACY_CALL_MAX_DAYS * DAY_MS;
  const { region, division, subdivision } = place;
  const entries: RotaEntry[] = [];
  let total = 0;
  for (let i = 0; i < rota.size; i++) {
    if (rota.liveFrom[i]! > instant || rota.endsAt[i]! <= instant || rota.startsAt[i]! <= earliestStart) continue;
    if (region !== undefined && rota.regionId[i] !== region) continue;
    if (division !== undefined && rota.divisionId[i] !== division) continue;
    if (subdivision !== undefined && rota.subdivisionId[i] !== subdivision) continue;
    if (total >= offset && total < offset + limit) {
      entries.push({
        facilityId: rota.facilityId[i]!,
        startsAt: new Date(rota.startsAt[i]!),
        endsAt: new Date(rota.endsAt[i]!),
        onDutyNow: rota.startsAt[i]! <= instant,
      });
    }
    total++;
  }
  return { total, entries };
}

/**
 * Each week's rota per process, read again from PostgreSQL when the directory's change counter
 * moves (every change to a duty period or a pharmacy bumps it, through any process): a request
 * reads the rota of the version it read, and requests arriving together share one read.
 */
export function createWeekRotas(db: Db) {
  const rotas = new LRUCache<string, Promise<WeekRota>>({ max: WEEKS_KEPT });
  return async (version: string, week: TimeWindow): Promise<WeekRota> => {
    const key = `${version}|${week.start.getTime()}`;
    let rota = rotas.get(key);
    if (!rota) {
      rota = loadWeekRota(db, week);
      rotas.set(key, rota);
      // A failed read is not kept: the next request reads again.
      rota.catch(() => rotas.delete(key));
    }
    return rota;
  };
}
export type WeekRotas = ReturnType<typeof createWeekRotas>;
