import { createDivision, createFacility, createRegion, createSubdivision } from '@hc/db/factories';
import type { SearchResponse } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOk } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

// The ranking moves to a worker thread from 20,000 facilities; here from the first, so the API's answers are
// checked through the path a large directory takes, on both engines.
let t: TestApp;
/** What the server logs at warning level and above: a failed worker says so there (and its queries are ranked on the server thread). */
const warnings: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    clock: createFakeClock('2026-11-25T10:00:00Z').clock,
    searchWorkerMinFacilities: 0,
    logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } },
  });
});

afterAll(async () => {
  await t?.close();
});

const search = (q: string, region: number, paging: Record<string, string> = {}) =>
  readOk<SearchResponse>(t, `/api/search?${new URLSearchParams({ q, region: String(region), ...paging }).toString()}`);
const hospitalIds = (response: SearchResponse) => response.data.hospitals.map((f) => f.id);

describe('GET /api/search ranked on a worker thread', () => {
  it('ranks, counts and pages as on the server thread, and finds a facility added after the first search', async () => {
    const db = t.database.db;
    const region = await createRegion(db);
    const division = await createDivision(db, { regionId: region.id });
    const subdivision = await createSubdivision(db, {
      divisionId: division.id,
      nameEn: 'Zorvbastos',
      nameFr: 'Zorvbastos',
    });
    const place = { regionId: region.id, divisionId: division.id, subdivisionId: subdivision.id };
    const add = async (name: string, extra: Parameters<typeof createFacility>[1] = {}) =>
      (await createFacility(db, { ...place, category: 'hospital', name, ...extra })).id;
    const viaPlace = await add('Clinique Espoir');
    const allInName = await add('Centre Zorvbastos Espoir');
    const exact = await add('Espoir Zorvbastos');

    const first = await search('espoir zorvbastos', region.id);
    expect(hospitalIds(first)).toEqual([exact, allInName, viaPlace]);
    expect(first.meta.totals).toMatchObject({ hospitals: 3, pharmacies: 0, laboratories: 0 });

    const prefix = await add('Espoir Zorvbastos Annexe');
    const second = await search('espoir zorvbastos', region.id);
    expect(hospitalIds(second)).toEqual([exact, prefix, allInName, viaPlace]);
    expect(second.meta.totals.hospitals).toBe(4);
    expect(second.data.hospitals[0]).toMatchObject({ id: exact, name: 'Espoir Zorvbastos' });
    const secondPage = await search('espoir zorvbastos', region.id, { limit: '2', page: '2' });
    expect(hospitalIds(secondPage)).toEqual([allInName, viaPlace]);
    expect(secondPage.meta.totals.hospitals).toBe(4);
    expect(warnings.filter((line) => line.includes('search worker'))).toEqual([]);
  });
});
