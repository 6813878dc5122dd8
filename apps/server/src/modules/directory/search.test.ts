import type { Db } from '@hc/db';
import { createDoctor, createFacility, createLabTest, createPlace, createSpecialty } from '@hc/db/factories';
import type { FacilitySummary, FieldErrorCode, SearchResults } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';
import { expectFieldError as expectFieldErrorIn, readPublic } from '../../test/public-api';

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp({ clock: createFakeClock('2026-11-25T10:00:00Z').clock });
  db = t.database.db;
});

afterAll(async () => {
  await t?.close();
});

const inject = (url: string) => readPublic(t, url);

async function search(params: Record<string, string | number>): Promise<SearchResults> {
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const url = `/api/search?${query.toString()}`;
  const response = await inject(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  const body = response.json<{ data: SearchResults }>();
  expect(Object.keys(body.data).sort()).toEqual(['hospitals', 'laboratories', 'pharmacies']);
  return body.data;
}

const expectFieldError = async (query: string, path: string, code: FieldErrorCode) =>
  expectFieldErrorIn(await inject(`/api/search${query}`), path, code);

const ids = (facilities: FacilitySummary[]) => facilities.map((f) => f.id);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const none = { hospitals: [], pharmacies: [], laboratories: [] };

/** A new place, and a way to create facilities in it: each test searches its own place. */
async function newPlace() {
  const place = await createPlace(db);
  const add = async (name: string, category: FacilitySummary['category'] = 'hospital', extra = {}) =>
    (await createFacility(db, { ...place, name, category, ...extra })).id;
  return { ...place, region: place.regionId, add };
}

describe('GET /api/search validation', () => {
  it.each<[string, string, FieldErrorCode]>([
    ['', 'q', 'required'],
    ['?q=', 'q', 'required'],
    ['?q=%20%20%20', 'q', 'required'],
    ['?type=hospital', 'q', 'required'],
    ['?q=pharmacie&limit=51', 'limit', 'too_large'],
    ['?q=pharmacie&limit=0', 'limit', 'too_small'],
    ['?q=pharmacie&limit=2.5', 'limit', 'not_integer'],
    ['?q=x&type=dentist', 'type', 'invalid_choice'],
    [`?q=${'a'.repeat(101)}`, 'q', 'too_long'],
    ['?q=x&region=abc', 'region', 'invalid_type'],
  ])('GET /api/search%s answers 400 naming %s (%s)', async (query, path, code) => {
    await expectFieldError(query, path, code);
  });

  it('accepts a limit of 50 and names the bounds it breaks', async () => {
    expect(await search({ q: 'nothing like this', limit: 50 })).toEqual(none);
    const error = await expectFieldError('?q=x&limit=51', 'limit', 'too_large');
    expect(error.fields?.[0]?.params).toEqual({ maximum: 50 });
  });
});

describe('GET /api/search matching', () => {
  it('finds "Hôpital" names from "hopital", ignoring accents and case, in the hospitals group only', async () => {
    const p = await newPlace();
    const central = await p.add('Hôpital Central');
    const general = await p.add('HÔPITAL GÉNÉRAL');
    const clinic = await p.add('Clinique Sainte Marie');
    await p.add('Pharmacie du Marché', 'pharmacy');
    await p.add('Laboratoire Central', 'laboratory');

    const results = await search({ q: 'hopital', region: p.region });
    expect(sorted(ids(results.hospitals).slice(0, 2))).toEqual(sorted([central, general]));
    // A clinic is in the hospitals group: "hôpital" finds it through its kind, after the names that hold the word.
    expect(ids(results.hospitals)[2]).toBe(clinic);
    expect(results.pharmacies).toEqual([]);
    expect(results.laboratories).toEqual([]);
    for (const q of ['HOPITAL', 'Hôpital', 'HÔPITAL', 'hôpital']) {
      expect(ids((await search({ q, region: p.region })).hospitals), q).toEqual(ids(results.hospitals));
    }
  });

  it('finds an accented name from an unaccented query', async () => {
    const p = await newPlace();
    const etoile = await p.add("Pharmacie de l'Étoile d'Omnisport", 'pharmacy');
    await p.add('Pharmacie du Soleil', 'pharmacy');
    const bioSante = await p.add('Laboratoire Bio-Santé', 'laboratory');
    expect(ids((await search({ q: 'etoile d omnisport', region: p.region })).pharmacies)[0]).toBe(etoile);
    expect(ids((await search({ q: 'bio-sante', region: p.region })).laboratories)).toEqual([bioSante]);
  });

  it('forgives one typo in a word of five letters or more, and none in a shorter word', async () => {
    const p = await newPlace();
    const collines = await p.add('Hôpital Les Collines de Bastos');
    await p.add('Centre Médical Akwa');
    const kotto = await p.add('Medilab Kotto', 'laboratory');
    // A letter missing, two letters swapped, a letter wrong, a letter added.
    expect(ids((await search({ q: 'colines', region: p.region })).hospitals)).toEqual([collines]);
    expect(ids((await search({ q: 'bastso', region: p.region })).hospitals)).toEqual([collines]);
    expect(ids((await search({ q: 'medelab kotto', region: p.region })).laboratories)).toEqual([kotto]);
    expect(ids((await search({ q: 'medilab kottoo', region: p.region })).laboratories)).toEqual([kotto]);
    // Two typos in one word, or one in a four-letter word, is another word.
    expect(ids((await search({ q: 'collinnes', region: p.region })).hospitals)).toEqual([collines]);
    expect(ids((await search({ q: 'cilinnes', region: p.region })).hospitals)).toEqual([]);
    expect(ids((await search({ q: 'medilab koto', region: p.region })).laboratories)).toEqual([]);
  });

  it('does not match unrelated text', async () => {
    const p = await newPlace();
    await p.add('Hôpital Central');
    expect(await search({ q: 'zzzqqq' })).toEqual(none);
    expect(await search({ q: 'zzzqqq', region: p.region })).toEqual(none);
  });

  it('ranks an exact name, then names starting with the query, then a word starting with it; the middle of a word is no match', async () => {
    const p = await newPlace();
    await p.add('Laboratoire Biomédical', 'laboratory');
    const wordStart = await p.add('Centre Médical Akwa', 'laboratory');
    const longerPrefix = await p.add('Medilab Kotto Annexe', 'laboratory');
    const prefix = await p.add('Medilab Bonapriso', 'laboratory');
    const exact = await p.add('Medi', 'laboratory');
    await p.add('Laboratoire Central', 'laboratory');

    const { laboratories } = await search({ q: 'medi', region: p.region });
    expect(ids(laboratories)).toEqual([exact, prefix, longerPrefix, wordStart]);
    expect(ids((await search({ q: 'Medilab Kotto Annexe', region: p.region })).laboratories)[0]).toBe(longerPrefix);
  });

  it('ranks close spellings after every facility holding the words as typed, whatever its rank or record', async () => {
    const p = await newPlace();
    const spelledClose = await p.add('Colines Clinic', 'hospital', {
      phone: '+237 600 00 00 00',
      hoursText: 'Open 24/7',
      lat: 3.87,
      lng: 11.51,
    });
    const asTyped = await p.add('Hôpital Les Collines');
    expect(ids((await search({ q: 'collines', region: p.region })).hospitals)).toEqual([asTyped, spelledClose]);
    // "Hospital" is how an English name spells "hôpital", and the place is a hospital: no typo there, so the
    // more complete record leads.
    const english = await p.add('Central Hospital', 'hospital', { phone: '+237 600 00 00 01' });
    const french = await p.add('Grand Hôpital Central');
    expect(ids((await search({ q: 'hopital central', region: p.region })).hospitals)).toEqual([english, french]);
  });

  it('reads punctuation as a space between words, never as a pattern', async () => {
    const p = await newPlace();
    const percent = await p.add('Pharmacie 100% Santé', 'pharmacy');
    const underscore = await p.add('Pharmacie A_B', 'pharmacy');
    const backslash = await p.add('Pharmacie C\\D', 'pharmacy');
    await p.add('Pharmacie ABC', 'pharmacy');
    expect(ids((await search({ q: '100%', region: p.region })).pharmacies)).toEqual([percent]);
    expect(ids((await search({ q: 'a_b', region: p.region })).pharmacies)).toEqual([underscore]);
    expect(ids((await search({ q: 'c\\d', region: p.region })).pharmacies)).toEqual([backslash]);
    for (const q of ['%', '_', '\\', '%%', '%_%']) {
      expect(await search({ q, region: p.region }), q).toEqual(none);
    }
  });
});

describe('GET /api/search by type', () => {
  it('type=hospital, pharmacy or laboratory fills only that group, even when others match', async () => {
    const p = await newPlace();
    const hospital = await p.add('Hôpital de la Cité');
    const pharmacy = await p.add('Pharmacie de la Cité', 'pharmacy');
    const lab = await p.add('Laboratoire de la Cité', 'laboratory');
    expect(await search({ q: 'cite', region: p.region })).toEqual({
      hospitals: [expect.objectContaining({ id: hospital })],
      pharmacies: [expect.objectContaining({ id: pharmacy })],
      laboratories: [expect.objectContaining({ id: lab })],
    });
    expect(await search({ q: 'cite', type: 'hospital', region: p.region })).toMatchObject({
      hospitals: [{ id: hospital }],
      pharmacies: [],
      laboratories: [],
    });
    expect(await search({ q: 'cite', type: 'pharmacy', region: p.region })).toMatchObject({
      hospitals: [],
      pharmacies: [{ id: pharmacy }],
      laboratories: [],
    });
    expect(await search({ q: 'cite', type: 'laboratory', region: p.region })).toMatchObject({
      hospitals: [],
      pharmacies: [],
      laboratories: [{ id: lab }],
    });
  });

  it('type=test finds the laboratories offering that test, by English or French name', async () => {
    await createLabTest(db, { nameEn: 'Typhoid (Widal) Test', nameFr: 'Test de Widal (typhoïde)' });
    await createLabTest(db, { nameEn: 'Malaria Thick Smear', nameFr: 'Goutte épaisse (paludisme)' });
    const p = await newPlace();
    const both = await p.add('Labo Alpha', 'laboratory', {
      testNames: ['Typhoid (Widal) Test', 'Malaria Thick Smear'],
    });
    const widalOnly = await p.add('Labo Beta', 'laboratory', { testNames: ['Typhoid (Widal) Test'] });
    const smearOnly = await p.add('Labo Gamma', 'laboratory', { testNames: ['Malaria Thick Smear'] });
    await p.add('Widal Hospital', 'hospital');

    for (const q of ['widal', 'Typhoid (Widal) Test', 'typhoide']) {
      const results = await search({ q, type: 'test', region: p.region });
      expect(sorted(ids(results.laboratories)), q).toEqual(sorted([both, widalOnly]));
      expect(results.laboratories.every((f) => f.testsAvailable.some((x) => x.nameEn === 'Typhoid (Widal) Test'))).toBe(
        true,
      );
      expect(results.hospitals).toEqual([]);
      expect(results.pharmacies).toEqual([]);
    }
    const smear = await search({ q: 'goutte epaisse', type: 'test', region: p.region });
    expect(sorted(ids(smear.laboratories))).toEqual(sorted([both, smearOnly]));
  });

  it('type=specialty finds the hospitals with that specialty first, by English or French name', async () => {
    await createSpecialty(db, { nameEn: 'Cardiology', nameFr: 'Cardiologie' });
    await createSpecialty(db, { nameEn: 'Pediatrics', nameFr: 'Pédiatrie' });
    const p = await newPlace();
    const heart = await p.add('Hôpital A', 'hospital', { specialtyNames: ['Cardiology'] });
    const both = await p.add('Hôpital B', 'hospital', { specialtyNames: ['Cardiology', 'Pediatrics'] });
    const children = await p.add('Hôpital C', 'hospital', { specialtyNames: ['Pediatrics'] });
    await p.add('Pharmacie Cardio', 'pharmacy', { specialtyNames: ['Cardiology'] });

    const cases = [
      { q: 'Cardiology', specialty: 'Cardiology', expected: [heart, both] },
      { q: 'cardiologie', specialty: 'Cardiology', expected: [heart, both] },
      { q: 'Pédiatrie', specialty: 'Pediatrics', expected: [both, children] },
      { q: 'pediatrics', specialty: 'Pediatrics', expected: [both, children] },
    ];
    for (const { q, specialty, expected } of cases) {
      const { hospitals, pharmacies, laboratories } = await search({ q, type: 'specialty', region: p.region });
      expect(pharmacies).toEqual([]);
      expect(laboratories).toEqual([]);
      expect(sorted(ids(hospitals)), q).toEqual(sorted(expected));
      expect(hospitals.every((f) => f.specialties.some((s) => s.nameEn === specialty))).toBe(true);
    }
  });

  it('type=doctor finds the hospital of a doctor, ignoring accents and case', async () => {
    const p = await newPlace();
    const hospital = await p.add('Hôpital A');
    const other = await p.add('Hôpital B');
    await createDoctor(db, { facilityId: hospital, name: 'Dr. Hélène Ngono' });
    await createDoctor(db, { facilityId: other, name: 'Dr. Bernadette Epée' });
    for (const q of ['Hélène Ngono', 'helene ngono', 'HELENE NGONO', 'ngono']) {
      expect(await search({ q, type: 'doctor', region: p.region }), q).toMatchObject({
        hospitals: [{ id: hospital }],
        pharmacies: [],
        laboratories: [],
      });
    }
    expect(ids((await search({ q: 'epee', type: 'doctor', region: p.region })).hospitals)).toEqual([other]);
    // type=doctor looks at doctors only: a facility named like a doctor is not a doctor.
    const named = await p.add('Clinique Ngono');
    expect(ids((await search({ q: 'ngono', type: 'doctor', region: p.region })).hospitals)).toEqual([hospital]);
    // Without a type, a doctor's name finds the hospital too, after the facility named so.
    expect(ids((await search({ q: 'ngono', region: p.region })).hospitals)).toEqual([named, hospital]);
  });
});

describe('GET /api/search filters and limits', () => {
  it('location filters restrict every group', async () => {
    const here = await newPlace();
    const there = await newPlace();
    // A word no other test uses, so the search without a filter sees only these.
    const word = 'Nkolbisson';
    const hospitalHere = await here.add(`Hôpital ${word}`);
    const pharmacyHere = await here.add(`Pharmacie ${word}`, 'pharmacy');
    const labHere = await here.add(`Laboratoire ${word}`, 'laboratory');
    const hospitalThere = await there.add(`Clinique ${word}`);

    const everywhere = await search({ q: word });
    expect(sorted(ids(everywhere.hospitals))).toEqual(sorted([hospitalHere, hospitalThere]));
    const expectedHere = { hospitals: [hospitalHere], pharmacies: [pharmacyHere], laboratories: [labHere] };
    const filters: Record<string, number>[] = [
      { region: here.regionId },
      { division: here.divisionId },
      { subdivision: here.subdivisionId },
    ];
    for (const filter of filters) {
      const results = await search({ q: word, ...filter });
      expect(
        {
          hospitals: ids(results.hospitals),
          pharmacies: ids(results.pharmacies),
          laboratories: ids(results.laboratories),
        },
        JSON.stringify(filter),
      ).toEqual(expectedHere);
    }
    expect(ids((await search({ q: word, region: there.regionId })).hospitals)).toEqual([hospitalThere]);
    expect(await search({ q: word, region: there.regionId, division: here.divisionId })).toEqual(none);
  });

  it('empty filter values mean no restriction', async () => {
    const p = await newPlace();
    await p.add('Hôpital Mvog-Ada');
    const plain = await search({ q: 'mvog' });
    expect(plain.hospitals).toHaveLength(1);
    expect(await search({ q: 'mvog', region: '', division: '', subdivision: '', type: '', limit: '' })).toEqual(plain);
  });

  it('limit caps each group separately, keeping the head of the ranking', async () => {
    const p = await newPlace();
    for (const category of ['hospital', 'pharmacy', 'laboratory'] as const) {
      for (const name of ['Santé Alpha', 'Santé Beta', 'Santé Gamma']) await p.add(`${name} ${category}`, category);
    }
    const capped = await search({ q: 'sante', limit: 2, region: p.region });
    const wide = await search({ q: 'sante', limit: 50, region: p.region });
    for (const group of ['hospitals', 'pharmacies', 'laboratories'] as const) {
      expect(capped[group], group).toHaveLength(2);
      expect(wide[group], group).toHaveLength(3);
      expect(ids(capped[group])).toEqual(ids(wide[group]).slice(0, 2));
    }
  });

  it('answers with the public summary of each facility', async () => {
    const p = await newPlace();
    const id = await p.add('Pharmacie Summary', 'pharmacy', { phone: '+237 600 00 00 00', lat: 3.87, lng: 11.51 });
    const [found] = (await search({ q: 'pharmacie summary', region: p.region })).pharmacies;
    expect(found).toMatchObject({
      id,
      name: 'Pharmacie Summary',
      category: 'pharmacy',
      phone: '+237 600 00 00 00',
      region: { id: p.regionId },
      latitude: 3.87,
      longitude: 11.51,
      hasValidLocation: true,
      onCallThisWeek: false,
    });
  });
});
