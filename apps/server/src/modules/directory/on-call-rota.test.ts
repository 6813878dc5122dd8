import type { Db } from '@hc/db';
import { createDivision, createDutyPeriod, createFacility, createPlace } from '@hc/db/factories';
import { getDirectoryWeek } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacilityFilters } from './list-filters.repository';
import { listOnCallPharmacies } from './on-call.repository';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadWeekRota } from './on-call/week-rota';
import { SerializedJson } from '../../lib/public-read';
import { createSummaryCache, readSummaries } from './summary/summary-cache';

const HOUR_MS = 60 * 60 * 1000;
/** A Wednesday; its directory week runs from Monday 23 November 00:00 to Monday 30 November 00:00 (Douala). */
const WEEK = getDirectoryWeek(new Date('2026-11-25T10:00:00Z'));

let t: TestApp;
let db: Db;
const places: Record<'north' | 'northEast' | 'south', { regionId: number; divisionId: number; subdivisionId: number }> =
  {} as never;

/** Deterministic choices, so a failure can be replayed. */
function sequence(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  places.north = await createPlace(db);
  // A second division of the same region, so a region filter and a division filter differ.
  const northEast = await createDivision(db, { regionId: places.north.regionId });
  places.northEast = await createPlace(db, { divisionId: northEast.id });
  places.south = await createPlace(db);
  const pick = sequence(7);
  const where = [places.north, places.northEast, places.south];
  for (let p = 0; p < 18; p++) {
    // Names repeat, so the order falls back on the facility id.
    const pharmacy = await createFacility(db, { ...where[p % 3]!, category: 'pharmacy', name: `Pharmacie ${p % 5}` });
    // Back-to-back and spaced periods from ten days before the week to its last night, some across its edges.
    let start = WEEK.start.getTime() - (10 * 24 - pick(48)) * HOUR_MS;
    while (start < WEEK.end.getTime()) {
      const length = (2 + pick(70)) * HOUR_MS;
      await createDutyPeriod(db, {
        facilityId: pharmacy.id,
        startsAt: new Date(start),
        endsAt: new Date(start + length),
      });
      start += length + pick(3) * pick(30) * HOUR_MS;
    }
  }
});

afterAll(async () => {
  await t?.close();
});

type OnCallAnswer = Exclude<Awaited<ReturnType<typeof listOnCallPharmacies>>, SerializedJson>;
const asObject = (answer: Awaited<ReturnType<typeof listOnCallPharmacies>>): OnCallAnswer => {
  if (answer instanceof SerializedJson) throw new Error('expected the answer as objects');
  return answer;
};

describe('the on-call list read from the week rota in memory', () => {
  it('answers the same pharmacies, order, windows and totals as PostgreSQL, for every place, instant and page', async () => {
    const rota = await loadWeekRota(db, WEEK);
    const summaries = createSummaryCache(db);
    // As the route reads summaries: kept for the current week, read at once for another.
    const fromCache = { rota: async () => rota, summaries: (ids: number[]) => summaries.get(ids, 'v1', WEEK, 0) };
    const readNow = { rota: async () => rota, summaries: (ids: number[]) => readSummaries(db, ids, WEEK) };
    const json = (answer: Awaited<ReturnType<typeof listOnCallPharmacies>>) => {
      expect(answer).toBeInstanceOf(SerializedJson);
      return JSON.parse((answer as SerializedJson).json.toString()) as unknown;
    };
    const filters: FacilityFilters[] = [
      {},
      { region: places.north.regionId },
      { region: places.north.regionId, division: places.northEast.divisionId },
      { subdivision: places.south.subdivisionId },
      { region: places.south.regionId, division: places.north.divisionId },
    ];
    const instants = [WEEK.start.getTime(), WEEK.end.getTime() - 1];
    for (let at = WEEK.start.getTime() + 90 * 60_000; at < WEEK.end.getTime(); at += 7 * HOUR_MS) instants.push(at);
    let compared = 0;
    let onDutyNow = 0;
    for (const instant of instants) {
      const at = new Date(instant);
      for (const filter of filters) {
        for (const page of [1, 2, 3, 9]) {
          const bySql = asObject(await listOnCallPharmacies(db, filter, { page, pageSize: 4 }, at));
          const expected = JSON.parse(JSON.stringify(bySql)) as unknown;
          const what = `${at.toISOString()} ${JSON.stringify(filter)} page ${page}`;
          expect(json(await listOnCallPharmacies(db, filter, { page, pageSize: 4 }, at, fromCache)), what).toEqual(
            expected,
          );
          expect(json(await listOnCallPharmacies(db, filter, { page, pageSize: 4 }, at, readNow)), what).toEqual(
            expected,
          );
          compared += bySql.data.length;
          onDutyNow += bySql.data.filter((row) => row.onDutyNow).length;
        }
      }
    }
    // The comparison covered pharmacies on duty at the instant and pharmacies on duty later.
    expect(onDutyNow).toBeGreaterThan(50);
    expect(compared - onDutyNow).toBeGreaterThan(50);
  });
});
