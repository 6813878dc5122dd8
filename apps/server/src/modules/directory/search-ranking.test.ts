import type { Db } from '@hc/db';
import {
  createDivision,
  createDoctor,
  createFacility,
  createLabTest,
  createRegion,
  createSpecialty,
  createSubdivision,
} from '@hc/db/factories';
import { sql } from 'drizzle-orm';
import type { FacilityCategory, SearchResponse } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError, readOk, readPublic } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp({ clock: createFakeClock('2026-11-25T10:00:00Z').clock });
  db = t.database.db;
});

afterAll(async () => {
  await t?.close();
});

let towns = 0;
/** A town name no other test uses, made of letters only (so it is one word). */
function townName(): string {
  towns++;
  let suffix = '';
  for (let n = towns + Math.floor(Math.random() * 1e6); n > 0; n = Math.floor(n / 26)) {
    suffix += String.fromCharCode(97 + (n % 26));
  }
  return `Zorv${suffix}`;
}

/** A town (subdivision) with its division and region, named as given, and a way to add facilities there. */
async function newTown(names: { subdivision?: string; division?: string; region?: string; regionFr?: string } = {}) {
  const region = await createRegion(db, {
    ...(names.region ? { nameEn: names.region, nameFr: names.regionFr ?? names.region } : {}),
  });
  const division = await createDivision(db, {
    regionId: region.id,
    ...(names.division ? { nameEn: names.division, nameFr: names.division } : {}),
  });
  const name = names.subdivision ?? townName();
  const subdivision = await createSubdivision(db, { divisionId: division.id, nameEn: name, nameFr: name });
  const place = { regionId: region.id, divisionId: division.id, subdivisionId: subdivision.id };
  const add = async (
    facilityName: string,
    category: FacilityCategory = 'hospital',
    extra: Parameters<typeof createFacility>[1] = {},
  ) => (await createFacility(db, { ...place, name: facilityName, category, ...extra })).id;
  return { name, region: region.id, ...place, add };
}

const complete = { phone: '+237 222 00 00 00', hoursText: 'Open 24/7', lat: 3.87, lng: 11.51 };

async function search(params: Record<string, string | number>): Promise<SearchResponse> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  return readOk<SearchResponse>(t, `/api/search?${query.toString()}`);
}
const ids = (response: SearchResponse, group: keyof SearchResponse['data']) => response.data[group].map((f) => f.id);

describe('GET /api/search word rules', () => {
  it('needs every word, in any order, each at the start of a word', async () => {
    const town = await newTown();
    const collines = await town.add('Hôpital Les Collines de Bastos');
    for (const q of ['hopital bastos', 'bastos hopital', 'collines bas', 'HÔPITAL  collines']) {
      expect(ids(await search({ q, region: town.region }), 'hospitals'), q).toEqual([collines]);
    }
    for (const q of ['hopital bastos maternite', 'ital', 'pital', 'stos']) {
      expect(ids(await search({ q, region: town.region }), 'hospitals'), q).toEqual([]);
    }
  });

  it('finds a facility through its town, division or region (in English or French), its address, specialty, test or doctor', async () => {
    const town = await newTown({ division: 'Mezamzor', region: 'North-West', regionFr: 'Nord-Ouest' });
    const pharmacy = await town.add('Pharmacie Espoir', 'pharmacy', { address: 'Carrefour Deido, face église' });
    const hospital = await town.add('Hôpital Protestant', 'hospital', { specialtyNames: ['Pediatrics'] });
    const lab = await town.add('Laboratoire Bon Berger', 'laboratory');
    const test = await createLabTest(db, { nameEn: 'Blood glucose', nameFr: 'Glycémie' });
    await db.execute(sql`INSERT INTO facility_tests (facility_id, test_id) VALUES (${lab}, ${test.id})`);
    const cardiology = await createSpecialty(db, { nameEn: 'Cardiology', nameFr: 'Cardiologie' });
    await createDoctor(db, { facilityId: hospital, name: 'Dr. Hélène Mbarga', specialtyId: cardiology.id });

    const cases: [string, keyof SearchResponse['data'], number][] = [
      [`pharmacie ${town.name}`, 'pharmacies', pharmacy],
      ['pharmacie mezamzor', 'pharmacies', pharmacy],
      ['pharmacy north west', 'pharmacies', pharmacy],
      ['pharmacie nord ouest', 'pharmacies', pharmacy],
      ['pharmacie deido', 'pharmacies', pharmacy],
      [`pediatre ${town.name}`, 'hospitals', hospital],
      ['pediatrics', 'hospitals', hospital],
      ['cardiologie', 'hospitals', hospital],
      ['mbarga', 'hospitals', hospital],
      ['glycemie', 'laboratories', lab],
      [`labo ${town.name}`, 'laboratories', lab],
    ];
    for (const [q, group, id] of cases) {
      expect(ids(await search({ q, region: town.region }), group), q).toEqual([id]);
    }
  });

  it('needs no particle ("de", "du", "the") unless the query has nothing else', async () => {
    const town = await newTown();
    const biyem = await town.add('Pharmacie du Carrefour Biyem-Assi', 'pharmacy');
    expect(ids(await search({ q: 'pharmacie de biyem', region: town.region }), 'pharmacies')).toEqual([biyem]);
    expect(ids(await search({ q: 'the biyem assi pharmacy', region: town.region }), 'pharmacies')).toEqual([biyem]);
    expect(ids(await search({ q: 'du', region: town.region }), 'pharmacies')).toEqual([biyem]);
    expect(ids(await search({ q: 'des', region: town.region }), 'pharmacies')).toEqual([]);
  });
});

describe('GET /api/search ranking', () => {
  it('ranks the exact name, the name prefix, all words in the name, then matches through the place; complete records first within a rank', async () => {
    const town = await newTown();
    const viaPlaceBare = await town.add('Clinique Espoir');
    const viaPlaceComplete = await town.add('Polyclinique Espoir', 'hospital', complete);
    const allInName = await town.add(`Centre ${town.name} Espoir`);
    const prefix = await town.add(`Espoir ${town.name} Annexe`);
    const exact = await town.add(`Espoir ${town.name}`);
    const result = await search({ q: `espoir ${town.name}`, region: town.region });
    expect(ids(result, 'hospitals')).toEqual([exact, prefix, allInName, viaPlaceComplete, viaPlaceBare]);
  });

  it('does not put an entry named only "Hôpital" first for "hopital": common words weigh less', async () => {
    const town = await newTown();
    const bare = await town.add('Hôpital');
    const laquintinie = await town.add('Hôpital Laquintinie', 'hospital', complete);
    expect(ids(await search({ q: 'hopital', region: town.region }), 'hospitals')).toEqual([laquintinie, bare]);
    // A distinctive word makes the exact name count again.
    const named = await town.add('Hôpital Zorvakdina');
    await town.add('Hôpital Zorvakdina Annexe', 'hospital', complete);
    expect(ids(await search({ q: 'hopital zorvakdina', region: town.region }), 'hospitals')[0]).toBe(named);
  });

  it('weighs distinctive words found in the name above common ones when some word matched elsewhere', async () => {
    const town = await newTown();
    // Both hold every word somewhere; the first holds the distinctive ones in its name.
    const saintLuc = await town.add('Hôpital Saint Luc');
    const elsewhere = await town.add(`Hôpital ${town.name}`, 'hospital', { ...complete, address: 'Rue Saint Luc' });
    expect(ids(await search({ q: `saint luc ${town.name}`, region: town.region }), 'hospitals')).toEqual([
      saintLuc,
      elsewhere,
    ]);
  });

  it('puts the nearest first within a rank when a position is given, and never above a more complete record', async () => {
    const town = await newTown();
    const position = (lat: number, lng: number) => ({ phone: '+237 600 00 00 00', hoursText: '08:00-20:00', lat, lng });
    const far = await town.add('Pharmacie Zorvakfar', 'pharmacy', position(4.05, 9.7));
    const near = await town.add('Pharmacie Zorvakfar Annexe Nord', 'pharmacy', position(3.87, 11.52));
    const nearest = await town.add('Pharmacie Zorvakfar Centre', 'pharmacy', position(3.8701, 11.5101));
    const nearButBare = await town.add('Pharmacie Zorvakfar Nouvelle', 'pharmacy', { lat: 3.87, lng: 11.51 });
    const at = { q: 'zorvakfar', region: town.region, near: '3.87,11.51' };
    // One rank (the word is in every name): complete records nearest first, then the one without phone and hours.
    expect(ids(await search(at), 'pharmacies')).toEqual([nearest, near, far, nearButBare]);
    // The exact name leads whatever its distance; then the name prefixes, complete ones nearest first.
    expect(ids(await search({ ...at, q: 'pharmacie zorvakfar' }), 'pharmacies')).toEqual([
      far,
      nearest,
      near,
      nearButBare,
    ]);
  });
});

describe('GET /api/search pages', () => {
  it('says how many matched in each group and pages through them without overlap or loss', async () => {
    const town = await newTown();
    const made: number[] = [];
    for (let i = 0; i < 23; i++) {
      made.push(
        await town.add(`Pharmacie ${town.name} ${String(i).padStart(2, '0')}`, 'pharmacy', i % 3 ? {} : complete),
      );
    }
    await town.add(`Hôpital ${town.name}`);
    const q = { q: `pharmacie ${town.name}`, region: town.region, limit: 10 };
    const first = await search(q);
    expect(first.meta).toEqual({ page: 1, limit: 10, totals: { hospitals: 0, pharmacies: 23, laboratories: 0 } });
    const pages = [first, await search({ ...q, page: 2 }), await search({ ...q, page: 3 })];
    expect(pages.map((p) => p.data.pharmacies.length)).toEqual([10, 10, 3]);
    const paged = pages.flatMap((p) => ids(p, 'pharmacies'));
    expect(new Set(paged).size).toBe(23);
    expect([...paged].sort((a, b) => a - b)).toEqual(made);
    expect(ids(await search({ ...q, limit: 50 }), 'pharmacies')).toEqual(paged);
    // The complete records (every third) come first.
    expect(first.data.pharmacies.slice(0, 8).every((f) => f.phone !== null)).toBe(true);
    const beyond = await search({ ...q, page: 4 });
    expect(beyond.data.pharmacies).toEqual([]);
    expect(beyond.meta.totals.pharmacies).toBe(23);
  });

  it('refuses a page beyond the last one it serves', async () => {
    expectFieldError(await readPublic(t, '/api/search?q=pharmacie&page=101'), 'page', 'too_large');
    expectFieldError(await readPublic(t, '/api/search?q=pharmacie&page=0'), 'page', 'too_small');
    expectFieldError(await readPublic(t, '/api/search?q=pharmacie&near=91,11'), 'near', 'invalid_coordinates');
  });
});
