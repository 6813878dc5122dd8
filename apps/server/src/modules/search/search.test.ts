import type { ApiError, FacilitySummary, SearchResults } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-25T10:00:00Z') });
});

afterAll(async () => {
  await t?.close();
});

async function search(params: Record<string, string>): Promise<SearchResults> {
  const url = `/api/search?${new URLSearchParams(params).toString()}`;
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  const body = response.json<{ data: SearchResults }>();
  expect(Object.keys(body.data).sort()).toEqual(['hospitals', 'laboratories', 'pharmacies']);
  return body.data;
}

async function searchError(query: string): Promise<ApiError['error']> {
  const response = await t.app.inject({ method: 'GET', url: `/api/search${query}` });
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<ApiError>();
  expect(body.error.code).toBe('validation_failed');
  return body.error;
}

const ids = (facilities: FacilitySummary[]) => facilities.map((f) => f.id);
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The ranking the API promises: 0 exact, 1 starts with, 2 a word starts with, 3 contains, 4 close spelling. */
function matchRank(name: string, query: string): number {
  const n = fold(name);
  const q = fold(query);
  if (n === q) return 0;
  if (n.startsWith(q)) return 1;
  if (n.includes(` ${q}`)) return 2;
  if (n.includes(q)) return 3;
  return 4;
}

describe('GET /api/search validation', () => {
  it('requires q', async () => {
    expect((await searchError('')).fields).toHaveProperty('q');
    expect((await searchError('?q=')).fields).toHaveProperty('q');
    expect((await searchError('?q=%20%20%20')).fields).toHaveProperty('q');
    expect((await searchError('?type=hospital')).fields).toHaveProperty('q');
  });

  it('accepts a limit up to 50 and rejects 51', async () => {
    await search({ q: 'pharmacie', limit: '50' });
    expect((await searchError('?q=pharmacie&limit=51')).fields).toHaveProperty('limit');
    expect((await searchError('?q=pharmacie&limit=0')).fields).toHaveProperty('limit');
  });

  it('rejects an unknown type and an over-long query', async () => {
    expect((await searchError('?q=x&type=dentist')).fields).toHaveProperty('type');
    expect((await searchError(`?q=${'a'.repeat(101)}`)).fields).toHaveProperty('q');
  });
});

describe('GET /api/search matching', () => {
  it('"hopital" finds the names spelled "Hôpital", ignoring accents and case', async () => {
    const { hospitals, pharmacies, laboratories } = await search({ q: 'hopital' });
    expect(ids(hospitals)).toEqual(expect.arrayContaining([1, 2, 6, 9, 10]));
    expect(pharmacies).toEqual([]);
    expect(laboratories).toEqual([]);
    for (const query of ['HOPITAL', 'Hôpital', 'HÔPITAL']) {
      const other = await search({ q: query });
      expect(ids(other.hospitals), query).toEqual(ids(hospitals));
    }
  });

  it('finds an accented name from an unaccented query', async () => {
    const { pharmacies } = await search({ q: 'etoile d omnisport' });
    expect(ids(pharmacies)[0]).toBe(106);
    const { laboratories } = await search({ q: 'bio-sante' });
    expect(ids(laboratories)[0]).toBe(204);
  });

  it('tolerates a one-letter typo in a word of the name', async () => {
    // "Collines" with one letter missing, "Bastos" with two letters swapped.
    expect(ids((await search({ q: 'colines' })).hospitals)).toContain(1);
    expect(ids((await search({ q: 'bastso' })).hospitals)).toEqual([1]);
    // "Kotto" → "Koto".
    expect(ids((await search({ q: 'medilab koto' })).laboratories)[0]).toBe(205);
  });

  it('does not match unrelated text', async () => {
    const results = await search({ q: 'zzzqqq' });
    expect(results).toEqual({ hospitals: [], pharmacies: [], laboratories: [] });
  });

  it('ranks exact and prefix matches before words that start with it, then contains, then close spellings', async () => {
    const { laboratories, hospitals } = await search({ q: 'medi' });
    // "Medilab Kotto" starts with the query; "… Médical …" has a word starting with it; "Biomédical" contains it.
    expect(ids(laboratories)[0]).toBe(205);
    expect(ids(laboratories)).toEqual(expect.arrayContaining([201, 203, 205, 208]));
    expect(ids(laboratories).indexOf(203)).toBeGreaterThan(ids(laboratories).indexOf(201));
    expect(ids(laboratories).indexOf(203)).toBeGreaterThan(ids(laboratories).indexOf(208));
    expect(ids(hospitals)).toContain(8);
    for (const group of [laboratories, hospitals]) {
      const ranks = group.map((f) => matchRank(f.name, 'medi'));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
    // "hopital" itself: the Hôpital names (prefix) come before "… Hospital" (close spelling only).
    const hopital = (await search({ q: 'hopital' })).hospitals;
    const ranks = hopital.map((f) => matchRank(f.name, 'hopital'));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks[0]).toBe(1);
  });

  it('an exact name match comes first', async () => {
    const { laboratories } = await search({ q: 'Medilab Kotto' });
    expect(ids(laboratories)[0]).toBe(205);
  });

  it('takes % and _ literally instead of as wildcards', async () => {
    for (const q of ['%', '_', '%%', '%_%', '\\']) {
      const results = await search({ q });
      const all = [...results.hospitals, ...results.pharmacies, ...results.laboratories];
      expect(
        all.every((f) => f.name.includes(q)),
        q,
      ).toBe(true);
      expect(all, q).toEqual([]);
    }
  });
});

describe('GET /api/search by type', () => {
  it('type=pharmacy fills only pharmacies', async () => {
    const results = await search({ q: 'pharmacie', type: 'pharmacy' });
    expect(results.pharmacies.length).toBeGreaterThan(5);
    expect(results.pharmacies.every((f) => f.category === 'pharmacy')).toBe(true);
    expect(results.hospitals).toEqual([]);
    expect(results.laboratories).toEqual([]);
    // Even a query that matches hospitals by name stays in its group.
    const hopital = await search({ q: 'hopital', type: 'pharmacy' });
    expect(hopital.hospitals).toEqual([]);
  });

  it('type=hospital and type=laboratory fill only their group', async () => {
    const hospitals = await search({ q: 'de', type: 'hospital' });
    expect(hospitals.hospitals.length).toBeGreaterThan(0);
    expect(hospitals.pharmacies).toEqual([]);
    expect(hospitals.laboratories).toEqual([]);
    const labs = await search({ q: 'de', type: 'laboratory' });
    expect(labs.laboratories.length).toBeGreaterThan(0);
    expect(labs.hospitals).toEqual([]);
    expect(labs.pharmacies).toEqual([]);
  });

  it('type=test finds the laboratories offering that test, by English or French name', async () => {
    const widal = await search({ q: 'widal', type: 'test' });
    expect([...ids(widal.laboratories)].sort()).toEqual([201, 205, 207, 211]);
    expect(widal.laboratories.every((f) => f.testsAvailable.some((x) => x.nameEn === 'Typhoid (Widal) Test'))).toBe(
      true,
    );
    expect(widal.hospitals).toEqual([]);
    expect(widal.pharmacies).toEqual([]);

    const exact = await search({ q: 'Typhoid (Widal) Test', type: 'test' });
    expect([...ids(exact.laboratories)].sort()).toEqual([201, 205, 207, 211]);

    // French name, typed without accents: "Goutte épaisse (paludisme)".
    const thickSmear = await search({ q: 'goutte epaisse', type: 'test' });
    expect([...ids(thickSmear.laboratories)].sort()).toEqual([201, 205, 206, 207, 211]);
  });

  it('type=specialty finds the hospitals with that specialty first, by English or French name', async () => {
    const cases = [
      { q: 'Cardiology', specialty: 'Cardiology', expected: [1, 6] },
      { q: 'cardiologie', specialty: 'Cardiology', expected: [1, 6] },
      { q: 'Pédiatrie', specialty: 'Pediatrics', expected: [2, 5, 8, 11] },
      { q: 'pediatrics', specialty: 'Pediatrics', expected: [2, 5, 8, 11] },
    ];
    for (const { q, specialty, expected } of cases) {
      const { hospitals, pharmacies, laboratories } = await search({ q, type: 'specialty' });
      expect(pharmacies).toEqual([]);
      expect(laboratories).toEqual([]);
      const head = hospitals.slice(0, expected.length);
      // Every hospital with the specialty, and them first; a close spelling (e.g. Radiology) may follow.
      expect(
        ids(head).sort((a, b) => a - b),
        q,
      ).toEqual(expected);
      expect(head.every((f) => f.specialties.some((s) => s.nameEn === specialty))).toBe(true);
      expect(hospitals.slice(expected.length).every((f) => !f.specialties.some((s) => s.nameEn === specialty))).toBe(
        true,
      );
    }
  });

  it('type=doctor finds the hospital of a doctor, ignoring accents', async () => {
    for (const q of ['Hélène Ngono', 'helene ngono', 'HELENE NGONO']) {
      const { hospitals, pharmacies, laboratories } = await search({ q, type: 'doctor' });
      expect(ids(hospitals), q).toEqual([1]);
      expect(pharmacies).toEqual([]);
      expect(laboratories).toEqual([]);
    }
    // "Dr. Bernadette Epée" practises at hospital 7.
    expect(ids((await search({ q: 'epee', type: 'doctor' })).hospitals)).toEqual([7]);
    expect(ids((await search({ q: 'Thérèse', type: 'doctor' })).hospitals)).toEqual([6]);
  });
});

describe('GET /api/search filters and limits', () => {
  it('location filters restrict every group', async () => {
    const unfiltered = await search({ q: 'hopital' });
    const littoral = await search({ q: 'hopital', region: '101' });
    expect(littoral.hospitals.length).toBeGreaterThan(0);
    expect(littoral.hospitals.length).toBeLessThan(unfiltered.hospitals.length);
    expect(littoral.hospitals.every((f) => f.region?.id === 101)).toBe(true);
    expect(ids(littoral.hospitals)).toContain(6);

    const wouri = await search({ q: 'pharmacie', division: '14' });
    expect(wouri.pharmacies.length).toBeGreaterThan(0);
    expect(wouri.pharmacies.every((f) => f.division?.id === 14)).toBe(true);

    const bonapriso = await search({ q: 'a', subdivision: '99' });
    const all = [...bonapriso.hospitals, ...bonapriso.pharmacies, ...bonapriso.laboratories];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((f) => f.subdivision?.id === 99)).toBe(true);

    const nowhere = await search({ q: 'hopital', region: '106' });
    expect(nowhere.hospitals).toEqual([]);
  });

  it('empty filter values mean no restriction', async () => {
    const plain = await search({ q: 'hopital' });
    const empty = await search({ q: 'hopital', region: '', division: '', subdivision: '', type: '' });
    expect(ids(empty.hospitals)).toEqual(ids(plain.hospitals));
  });

  it('limit caps each group separately', async () => {
    const capped = await search({ q: 'a', limit: '2' });
    expect(capped.hospitals).toHaveLength(2);
    expect(capped.pharmacies).toHaveLength(2);
    expect(capped.laboratories).toHaveLength(2);
    const wide = await search({ q: 'a', limit: '50' });
    expect(wide.pharmacies.length).toBeGreaterThan(2);
    // The capped answer is the head of the full ranking.
    expect(ids(capped.pharmacies)).toEqual(ids(wide.pharmacies).slice(0, 2));
  });
});
