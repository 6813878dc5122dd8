import type { OfflineDirectory, OfflineFacility } from '@hc/shared';
import { describe, expect, it } from 'vitest';
import { savedAnswerOf } from './answer-offline';
import { detailSaved } from './detail-saved';
import { listSaved } from './list-saved';
import { placesSaved } from './places-saved';
import { applyAnswer, type SavedDirectory } from './saved-directory';

// Issue 34, part 6: the pages a saved directory answers offline besides the name search and the on-call list
// (saved-directory.test.ts): the listings, a facility's page and the place filters.

let nextId = 1;
function facility(overrides: Partial<OfflineFacility> = {}): OfflineFacility {
  const id = overrides.id ?? nextId++;
  return { id, category: 'hospital', facilityType: 'hospital', name: `Facility ${id}`, ...overrides };
}

const places = {
  regions: [
    { id: 1, nameEn: 'Centre', nameFr: 'Centre' },
    { id: 2, nameEn: 'Northwest', nameFr: 'Nord-Ouest' },
  ],
  divisions: [
    { id: 10, nameEn: 'Mfoundi', nameFr: 'Mfoundi' },
    { id: 20, nameEn: 'Mezam', nameFr: 'Mezam' },
    { id: 30, nameEn: 'Lekie', nameFr: 'Lékié' },
  ],
  subdivisions: [
    { id: 100, nameEn: 'Yaounde 6', nameFr: 'Yaoundé 6' },
    { id: 101, nameEn: 'Yaounde 1', nameFr: 'Yaoundé 1' },
    { id: 200, nameEn: 'Bamenda 1', nameFr: 'Bamenda 1' },
  ],
};
const yaounde6 = { regionId: 1, divisionId: 10, subdivisionId: 100 };
const yaounde1 = { regionId: 1, divisionId: 10, subdivisionId: 101 };
const bamenda = { regionId: 2, divisionId: 20, subdivisionId: 200 };

function copyOf(facilities: OfflineFacility[], onCall: SavedDirectory['onCall'] = []): SavedDirectory {
  const answer: OfflineDirectory = {
    cursor: '10.0000abcd',
    full: true,
    generatedAt: '2026-11-25T10:00:00.000Z',
    facilities,
    removed: [],
    places,
    onCall,
    attribution: '© OpenStreetMap contributors',
  };
  return applyAnswer(null, answer, new Date('2026-11-25T10:05:00Z'));
}

// Wednesday 25 November 2026, 11:30 in Douala.
const now = new Date('2026-11-25T10:30:00Z');
const allWeek = { opens: '00:00', closes: '24:00' };

describe('a listing from the saved copy', () => {
  const central = facility({
    name: 'Hôpital Central',
    ...yaounde1,
    phone: '+237 1',
    latitude: 3.87,
    longitude: 11.52,
    openingHours: { we: [allWeek] },
  });
  const bastos = facility({ name: 'Clinique de Bastos', facilityType: 'clinic', ...yaounde6, phone: '+237 2' });
  const annex = facility({ name: 'Annexe Hôpital Central', ...yaounde6 });
  const regional = facility({ name: 'Hôpital Régional', ...bamenda, latitude: 5.96, longitude: 10.15 });
  const nuit = facility({ name: 'Pharmacie de Nuit', category: 'pharmacy', facilityType: 'pharmacy', ...yaounde6 });
  const jour = facility({ name: 'Pharmacie du Jour', category: 'pharmacy', facilityType: 'pharmacy', ...yaounde6 });
  const lab = facility({ name: 'Laboratoire Biyem', category: 'laboratory', facilityType: 'laboratory', ...yaounde6 });
  const copy = copyOf(
    [central, bastos, annex, regional, nuit, jour, lab],
    [{ facilityId: nuit.id, startsAt: '2026-11-25T07:00:00.000Z', endsAt: '2026-11-26T07:00:00.000Z' }],
  );
  const names = (path: string, query: Record<string, string | number | boolean> = {}) =>
    listSaved(copy, path, query, now)!.data.map((row) => row.name);

  it('lists one type, most useful first (complete records), then by name, with the total', () => {
    expect(names('/api/hospitals')).toEqual([
      'Hôpital Central',
      'Clinique de Bastos',
      'Hôpital Régional',
      'Annexe Hôpital Central',
    ]);
    expect(listSaved(copy, '/api/laboratories', {}, now)!.meta).toEqual({ total: 1, page: 1, pageSize: 20 });
    expect(names('/api/facilities', { type: 'pharmacy' })).toEqual(['Pharmacie de Nuit', 'Pharmacie du Jour']);
    expect(names('/api/facilities')).toHaveLength(7);
  });

  it('narrows to a region, a division, a subdivision, and a hospital type', () => {
    expect(names('/api/hospitals', { region: 2 })).toEqual(['Hôpital Régional']);
    expect(names('/api/hospitals', { region: 1, division: 10, subdivision: 100 })).toEqual([
      'Clinique de Bastos',
      'Annexe Hôpital Central',
    ]);
    expect(names('/api/hospitals', { facilityType: 'clinic' })).toEqual(['Clinique de Bastos']);
  });

  it('searches the name box as the name search does, best matches first', () => {
    expect(names('/api/hospitals', { query: 'hopital central' })).toEqual([
      'Hôpital Central',
      'Annexe Hôpital Central',
    ]);
    expect(names('/api/hospitals', { query: 'bamenda' })).toEqual(['Hôpital Régional']);
    expect(names('/api/hospitals', { query: 'entral' })).toEqual([]);
  });

  it('keeps the pharmacies on call this week, and those open now (by their hours, or on duty)', () => {
    expect(names('/api/pharmacies', { onCall: true })).toEqual(['Pharmacie de Nuit']);
    expect(names('/api/pharmacies', { openNow: 'true' })).toEqual(['Pharmacie de Nuit']);
    expect(names('/api/hospitals', { openNow: true })).toEqual(['Hôpital Central']);
  });

  it('orders by name, or nearest first within the radius', () => {
    expect(names('/api/hospitals', { sort: 'name' })).toEqual([
      'Annexe Hôpital Central',
      'Clinique de Bastos',
      'Hôpital Central',
      'Hôpital Régional',
    ]);
    expect(names('/api/hospitals', { near: '3.86,11.51', sort: 'distance', radiusKm: 500 })).toEqual([
      'Hôpital Central',
      'Hôpital Régional',
    ]);
    // The default radius (10 km), and nearest first when a position is given without a sort.
    expect(names('/api/hospitals', { near: '3.86,11.51' })).toEqual(['Hôpital Central']);
  });

  it('pages', () => {
    const second = listSaved(copy, '/api/hospitals', { page: 2, pageSize: 3 }, now)!;
    expect(second.data.map((row) => row.name)).toEqual(['Annexe Hôpital Central']);
    expect(second.meta).toEqual({ total: 4, page: 2, pageSize: 3 });
  });

  it('cannot answer filters on what the copy does not hold: specialties, tests, emergency services', () => {
    expect(listSaved(copy, '/api/hospitals', { specialty: 3 }, now)).toBeNull();
    expect(listSaved(copy, '/api/laboratories', { testType: 'malaria' }, now)).toBeNull();
    expect(listSaved(copy, '/api/hospitals', { emergency: true }, now)).toBeNull();
    expect(listSaved(copy, '/api/facilities', { type: 'doctor' }, now)).toBeNull();
  });
});

describe("a facility's page from the saved copy", () => {
  const pharmacy = facility({
    name: 'Pharmacie Bastos',
    category: 'pharmacy',
    facilityType: 'pharmacy',
    ...yaounde6,
    phone: '+237 3',
    address: 'Rue 1.750',
  });
  const copy = copyOf(
    [pharmacy],
    [
      { facilityId: pharmacy.id, startsAt: '2026-11-27T18:00:00.000Z', endsAt: '2026-11-28T06:00:00.000Z' },
      { facilityId: pharmacy.id, startsAt: '2026-11-24T18:00:00.000Z', endsAt: '2026-11-25T06:00:00.000Z' },
    ],
  );

  it('gives what the copy holds, with its coming duty periods, and leaves the rest empty', () => {
    const { data } = detailSaved(copy, `/api/pharmacies/${pharmacy.id}`, now)!;
    expect(data).toMatchObject({
      id: pharmacy.id,
      name: 'Pharmacie Bastos',
      phone: '+237 3',
      address: 'Rue 1.750',
      subdivision: { id: 100, nameEn: 'Yaounde 6', nameFr: 'Yaoundé 6' },
      doctors: [],
      specialties: [],
      email: null,
      operator: null,
      dutyPeriods: [{ id: 1, startsAt: '2026-11-27T18:00:00.000Z', endsAt: '2026-11-28T06:00:00.000Z', note: null }],
    });
    expect(detailSaved(copy, `/api/facilities/${pharmacy.id}`, now)!.data.id).toBe(pharmacy.id);
  });

  it('says nothing of a facility it does not hold, or holds as another type', () => {
    expect(detailSaved(copy, '/api/pharmacies/999999', now)).toBeNull();
    expect(detailSaved(copy, `/api/hospitals/${pharmacy.id}`, now)).toBeNull();
  });
});

describe('the place filters from the saved copy', () => {
  const copy = copyOf([
    facility({ ...yaounde6 }),
    facility({ ...yaounde1 }),
    facility({ ...bamenda }),
    // A division with no facility in the copy (Lékié) is not offered: which region it is in is not known.
  ]);

  it('gives the regions, the divisions of a region and the subdivisions of a division, named', () => {
    expect(placesSaved(copy, '/api/regions', {}).data.map((place) => place.name)).toEqual(['Centre', 'Northwest']);
    expect(placesSaved(copy, '/api/divisions', { region: 1 }).data).toEqual([
      { id: 10, nameEn: 'Mfoundi', nameFr: 'Mfoundi', name: 'Mfoundi', regionId: 1 },
    ]);
    expect(placesSaved(copy, '/api/divisions', {}).data.map((place) => place.id)).toEqual([10, 20]);
    expect(placesSaved(copy, '/api/subdivisions', { division: 10, lang: 'fr' }).data).toEqual([
      { id: 100, nameEn: 'Yaounde 6', nameFr: 'Yaoundé 6', name: 'Yaoundé 6', divisionId: 10 },
      { id: 101, nameEn: 'Yaounde 1', nameFr: 'Yaoundé 1', name: 'Yaoundé 1', divisionId: 10 },
    ]);
  });
});

describe('the reads the saved copy answers', () => {
  it('answers the public pages it can stand in for, and nothing tied to a person or not in the copy', () => {
    for (const path of [
      '/api/search',
      '/api/pharmacies/on-call',
      '/api/hospitals',
      '/api/pharmacies',
      '/api/laboratories',
      '/api/facilities',
      '/api/hospitals/12',
      '/api/pharmacies/12',
      '/api/laboratories/12',
      '/api/facilities/12',
      '/api/regions',
      '/api/divisions',
      '/api/subdivisions',
    ]) {
      expect(savedAnswerOf(path), path).toBeDefined();
    }
    for (const path of ['/api/auth/session', '/api/specialties', '/api/doctors', '/api/hospitals/12/doctors']) {
      expect(savedAnswerOf(path), path).toBeUndefined();
    }
  });
});
