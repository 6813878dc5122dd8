import type { Db } from '@hc/db';
import { createFacility, createPlace, createSubdivision } from '@hc/db/factories';
import type { FacilitySummary, SearchResponse } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let db: Db;
let visitor = 0;

beforeAll(async () => {
  t = await createTestApp({ clock: createFakeClock('2026-11-25T10:00:00Z').clock });
  db = t.database.db;
});

afterAll(async () => {
  await t?.close();
});

/** One search, from a visitor of its own (the rate limit counts per address). */
async function search(params: Record<string, string | number>): Promise<SearchResponse> {
  t.app.directoryVersion.invalidate();
  visitor++;
  const url = `/api/search?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`;
  const response = await t.app.inject({ method: 'GET', url, remoteAddress: `10.34.${visitor >> 8}.${visitor & 255}` });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<SearchResponse>();
}

const ids = (facilities: FacilitySummary[] | undefined) => (facilities ?? []).map((f) => f.id);

/** A subdivision with these names, in a new division and region. */
async function town(nameEn: string, nameFr = nameEn) {
  const subdivision = await createSubdivision(db, { nameEn, nameFr });
  return createPlace(db, { subdivisionId: subdivision.id });
}

describe('GET /api/search: place words (issue 34)', () => {
  it('ranks a facility in the town the query names before one whose name holds a longer word starting with it', async () => {
    const kolbenda = await town('Kolbenda III', 'Kolbenda 3e');
    const elsewhere = await town('Zwatchang');
    const inTown = await createFacility(db, {
      ...kolbenda,
      name: 'Hôpital de District de Tubeh',
      facilityType: 'district_hospital',
    });
    const namesake = await createFacility(db, {
      ...elsewhere,
      name: 'Hôpital de District de Kolbendaro',
      facilityType: 'district_hospital',
    });

    // "kolbenda" is a town's whole name: "Kolbendaro" is another place, found after the town's own hospital.
    const answer = await search({ q: 'district hospital kolbenda' });
    expect(ids(answer.data.hospitals)).toEqual([inTown.id, namesake.id]);
    expect(answer.nearest).toBeUndefined();
    // The longer name typed in full is that place's.
    expect(ids((await search({ q: 'district hospital kolbendaro' })).data.hospitals)).toEqual([namesake.id]);
    // The town in French, and its start still being typed.
    expect(ids((await search({ q: 'hopital kolbenda 3e' })).data.hospitals)).toEqual([inTown.id]);
    expect(ids((await search({ q: 'district hospital kolbe' })).data.hospitals).sort()).toEqual(
      [inTown.id, namesake.id].sort(),
    );
  });

  it('finds a hospital by a neighbourhood of its address, as a "clinique" or a "hospital"', async () => {
    const place = await createPlace(db);
    const hospital = await createFacility(db, {
      ...place,
      name: 'Riverbank Care Hospital',
      address: 'Rue Njo-Njo, Zonapriso, Douala',
    });
    const pharmacy = await createFacility(db, {
      ...place,
      category: 'pharmacy',
      facilityType: 'pharmacy',
      name: 'Pharmacie Sainte-Claire',
      address: 'Rue Koloko, Zonapriso',
    });

    for (const q of ['clinique zonapriso', 'clinic zonapriso', 'hospital zonapriso', 'hopital zonapriso']) {
      const { data } = await search({ q });
      expect(ids(data.hospitals), q).toEqual([hospital.id]);
      expect(data.pharmacies, q).toEqual([]);
    }
    const { data } = await search({ q: 'pharmacie zonapriso' });
    expect(ids(data.pharmacies)).toEqual([pharmacy.id]);
    expect(data.hospitals).toEqual([]);
  });
});

describe('GET /api/search: the nearest when nothing matches (issue 34)', () => {
  it('offers the facilities of the kind asked for nearest to the place the query names, nearest first', async () => {
    const place = await createPlace(db);
    // Nkolzongo is known only as a name: its district hospital stands there.
    await createFacility(db, {
      ...place,
      name: 'Hôpital de District de Nkolzongo',
      facilityType: 'district_hospital',
      lat: 3.86,
      lng: 11.52,
    });
    const csi = (name: string, lat: number) =>
      createFacility(db, { ...place, name, facilityType: 'integrated_health_center', lat, lng: 11.52 });
    const far = await csi('Centre de Santé Intégré de Mfandena', 3.95);
    const near = await csi('Centre de Santé Intégré de Ekounou', 3.865);
    const middle = await csi('Centre de Santé Intégré de Mimboman', 3.88);
    // Not of that kind, however near.
    await createFacility(db, { ...place, name: 'Clinique Ndongo', lat: 3.861, lng: 11.52 });
    await createFacility(db, {
      ...place,
      category: 'pharmacy',
      facilityType: 'pharmacy',
      name: 'Pharmacie Ndongo',
      lat: 3.861,
      lng: 11.52,
    });

    const answer = await search({ q: 'CSI de Nkolzongo' });
    expect(answer.data).toEqual({ hospitals: [], pharmacies: [], laboratories: [] });
    expect(answer.meta.totals).toEqual({ hospitals: 0, pharmacies: 0, laboratories: 0 });
    expect(answer.nearest?.basis).toBe('query');
    expect(answer.nearest?.place).toBe('Nkolzongo');
    expect(ids(answer.nearest?.facilities).slice(0, 3)).toEqual([near.id, middle.id, far.id]);
    expect(answer.nearest?.facilities.every((f) => f.facilityType === 'integrated_health_center')).toBe(true);
    // The same with the type chosen; none for a type whose group holds no CSI.
    expect(ids((await search({ q: 'csi nkolzongo', type: 'hospital' })).nearest?.facilities).slice(0, 3)).toEqual([
      near.id,
      middle.id,
      far.id,
    ]);
    expect((await search({ q: 'csi nkolzongo', type: 'pharmacy' })).nearest).toBeUndefined();
  });

  it('ignores a word matching nothing and looks from the town the other words name', async () => {
    const yelbo = await town('Yelbo I', 'Yelbo 1er');
    const away = await town('Quorra');
    const inTown = await createFacility(db, {
      ...yelbo,
      category: 'pharmacy',
      facilityType: 'pharmacy',
      name: 'Commercial Street Pharmacy',
      lat: 5.96,
      lng: 10.15,
    });
    const outOfTown = await createFacility(db, {
      ...away,
      category: 'pharmacy',
      facilityType: 'pharmacy',
      name: 'Pharmacie du Lac',
      lat: 6.3,
      lng: 10.5,
    });

    const answer = await search({ q: 'pharmacie qwzrtx yelbo' });
    expect(answer.data.pharmacies).toEqual([]);
    expect(answer.nearest?.basis).toBe('query');
    expect(answer.nearest?.place).toBe('yelbo');
    const offered = ids(answer.nearest?.facilities);
    expect(offered[0]).toBe(inTown.id);
    expect(offered).toContain(outOfTown.id);
    expect(answer.nearest?.facilities.every((f) => f.category === 'pharmacy')).toBe(true);
  });

  it('else offers the nearest in the place filter, or to the visitor, and nothing without a place', async () => {
    const place = await createPlace(db);
    const other = await createPlace(db);
    const lab = (where: typeof place, name: string, lat: number) =>
      createFacility(db, { ...where, category: 'laboratory', facilityType: 'laboratory', name, lat, lng: 9.7 });
    const first = await lab(place, 'Laboratoire Alpha', 4.05);
    const second = await lab(place, 'Laboratoire Beta', 4.2);
    const outside = await lab(other, 'Laboratoire Gamma', 4.051);

    const inFilter = await search({ q: 'qxqxqx', type: 'laboratory', region: place.regionId, near: '4.0,9.7' });
    expect(inFilter.nearest?.basis).toBe('filter');
    expect(inFilter.nearest?.place).toBeNull();
    expect(ids(inFilter.nearest?.facilities)).toEqual([first.id, second.id]);

    const visitorNear = await search({ q: 'qxqxqx', type: 'laboratory', near: '4.06,9.7' });
    expect(visitorNear.nearest?.basis).toBe('visitor');
    expect(ids(visitorNear.nearest?.facilities).slice(0, 2)).toEqual([outside.id, first.id]);

    // Nothing to be near, a search by test, or a later page: no alternatives.
    expect((await search({ q: 'qxqxqx', type: 'laboratory' })).nearest).toBeUndefined();
    expect((await search({ q: 'qxqxqx', type: 'test', near: '4.06,9.7' })).nearest).toBeUndefined();
    expect((await search({ q: 'qxqxqx', type: 'laboratory', near: '4.06,9.7', page: 2 })).nearest).toBeUndefined();
    // A search that finds something offers none.
    const found = await search({ q: 'laboratoire alpha', near: '4.06,9.7' });
    expect(ids(found.data.laboratories)[0]).toBe(first.id);
    expect(found.nearest).toBeUndefined();
  });
});
