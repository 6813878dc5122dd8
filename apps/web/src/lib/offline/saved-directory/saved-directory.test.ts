import type { OfflineDirectory, OfflineFacility } from '@hc/shared';
import { describe, expect, it } from 'vitest';
import { onCallSaved } from './on-call-saved';
import { applyAnswer, type SavedDirectory } from './saved-directory';
import { searchSaved } from './search-saved';

let nextId = 1;
function facility(overrides: Partial<OfflineFacility> = {}): OfflineFacility {
  const id = overrides.id ?? nextId++;
  return { id, category: 'hospital', facilityType: 'hospital', name: `Facility ${id}`, ...overrides };
}

const places = {
  regions: [{ id: 1, nameEn: 'Centre', nameFr: 'Centre' }],
  divisions: [{ id: 10, nameEn: 'Mfoundi', nameFr: 'Mfoundi' }],
  subdivisions: [
    { id: 100, nameEn: 'Yaounde 6', nameFr: 'Yaoundé 6' },
    { id: 200, nameEn: 'Bamenda 1', nameFr: 'Bamenda 1' },
  ],
};
const yaounde = { regionId: 1, divisionId: 10, subdivisionId: 100 };

function answer(overrides: Partial<OfflineDirectory> = {}): OfflineDirectory {
  return {
    cursor: '10.0000abcd',
    full: true,
    generatedAt: '2026-11-25T10:00:00.000Z',
    facilities: [],
    removed: [],
    places,
    onCall: [],
    attribution: '© OpenStreetMap contributors',
    ...overrides,
  };
}

const copyOf = (facilities: OfflineFacility[], onCall: SavedDirectory['onCall'] = []): SavedDirectory =>
  applyAnswer(null, answer({ facilities, onCall }), new Date('2026-11-25T10:05:00Z'));

const now = new Date('2026-11-25T10:30:00Z');

describe('the saved copy brought up to date', () => {
  it('replaces changed facilities, drops removed ones, keeps the rest and the place names', () => {
    const kept = facility({ name: 'Kept' });
    const edited = facility({ name: 'Before' });
    const removed = facility({ name: 'Removed' });
    const held = copyOf([kept, edited, removed]);
    const added = facility({ name: 'Added' });
    const next = applyAnswer(
      held,
      answer({
        full: false,
        cursor: '12.0000abcd',
        places: null,
        facilities: [{ ...edited, name: 'After' }, added],
        removed: [removed.id],
      }),
      new Date('2026-11-25T12:00:00Z'),
    );
    expect(next.facilities.map((f) => f.name).sort()).toEqual(['Added', 'After', 'Kept']);
    expect(next.places).toEqual(places);
    expect(next).toMatchObject({ cursor: '12.0000abcd', savedAt: '2026-11-25T12:00:00.000Z' });
  });

  it('starts again from a whole copy', () => {
    const held = copyOf([facility({ name: 'Old' })]);
    const next = applyAnswer(held, answer({ facilities: [facility({ name: 'New' })] }), now);
    expect(next.facilities.map((f) => f.name)).toEqual(['New']);
  });
});

describe('the name search from the saved copy', () => {
  const bastos = facility({ name: 'Hôpital Les Collines de Bastos', ...yaounde, phone: '+237 1' });
  const plain = facility({ name: 'Hôpital', ...yaounde });
  const central = facility({ name: 'Hôpital Central', ...yaounde, phone: '+237 2', latitude: 3.8, longitude: 11.5 });
  const biyem = facility({
    name: 'Pharmacie du Carrefour Biyem-Assi',
    category: 'pharmacy',
    facilityType: 'pharmacy',
    ...yaounde,
  });
  const bamenda = facility({
    name: 'Pharmacie Ndamukong',
    category: 'pharmacy',
    facilityType: 'pharmacy',
    regionId: 2,
    subdivisionId: 200,
  });
  const copy = copyOf([bastos, plain, central, biyem, bamenda]);
  const names = (query: Record<string, string | number>) => {
    const { data } = searchSaved(copy, query, now)!;
    return [...data.hospitals, ...data.pharmacies, ...data.laboratories].map((f) => f.name);
  };

  it('matches every word at the start of a word, accents and case ignored, in any order', () => {
    expect(names({ q: 'hopital bastos' })).toEqual(['Hôpital Les Collines de Bastos']);
    expect(names({ q: 'BASTOS collines' })).toEqual(['Hôpital Les Collines de Bastos']);
    expect(names({ q: 'pharmacie de biyem' })).toEqual(['Pharmacie du Carrefour Biyem-Assi']);
    expect(names({ q: 'astos' })).toEqual([]);
  });

  it('finds facilities through their town', () => {
    expect(names({ q: 'pharmacie bamenda' })).toEqual(['Pharmacie Ndamukong']);
    expect(names({ q: 'yaoundé pharmacie' })).toEqual(['Pharmacie du Carrefour Biyem-Assi']);
  });

  it('ranks an exact name first, then name prefixes, complete records first within a rank', () => {
    expect(names({ q: 'hopital', type: 'hospital' })).toEqual([
      'Hôpital',
      'Hôpital Central',
      'Hôpital Les Collines de Bastos',
    ]);
  });

  it('answers one type, one place, and pages with the totals', () => {
    expect(names({ q: 'pharmacie', type: 'pharmacy', subdivision: 200 })).toEqual(['Pharmacie Ndamukong']);
    const first = searchSaved(copy, { q: 'hopital', limit: 2, page: 1 }, now)!;
    expect(first.meta).toEqual({ page: 1, limit: 2, totals: { hospitals: 3, pharmacies: 0, laboratories: 0 } });
    expect(first.data.hospitals).toHaveLength(2);
    const second = searchSaved(copy, { q: 'hopital', limit: 2, page: 2 }, now)!;
    expect(second.data.hospitals.map((f) => f.name)).toEqual(['Hôpital Les Collines de Bastos']);
  });

  it('gives rows the list shape, with place names in both languages', () => {
    const [row] = searchSaved(copy, { q: 'central' }, now)!.data.hospitals;
    expect(row).toMatchObject({
      name: 'Hôpital Central',
      phone: '+237 2',
      subdivision: { id: 100, nameEn: 'Yaounde 6', nameFr: 'Yaoundé 6' },
      latitude: 3.8,
      hasValidLocation: true,
      services: [],
    });
  });

  it('cannot answer searches by specialty, test or doctor, which the copy does not hold', () => {
    expect(searchSaved(copy, { q: 'cardio', type: 'specialty' }, now)).toBeNull();
  });
});

describe('the on-call list from the saved copy', () => {
  const pharmacy = (name: string, more: Partial<OfflineFacility> = {}) =>
    facility({ name, category: 'pharmacy', facilityType: 'pharmacy', ...yaounde, ...more });
  const tonight = pharmacy('Pharmacie de Nuit', { latitude: 3.9, longitude: 11.5 });
  const now24 = pharmacy('Pharmacie du Jour', { latitude: 3.87, longitude: 11.52 });
  const far = pharmacy('Pharmacie Lointaine', { latitude: 4.05, longitude: 9.7 });
  const ended = pharmacy('Pharmacie Finie');
  const nextWeek = pharmacy('Pharmacie Semaine Prochaine');
  const copy = copyOf(
    [tonight, now24, far, ended, nextWeek],
    [
      { facilityId: tonight.id, startsAt: '2026-11-25T18:00:00.000Z', endsAt: '2026-11-26T06:00:00.000Z' },
      { facilityId: tonight.id, startsAt: '2026-11-26T18:00:00.000Z', endsAt: '2026-11-27T06:00:00.000Z' },
      { facilityId: now24.id, startsAt: '2026-11-25T07:00:00.000Z', endsAt: '2026-11-26T07:00:00.000Z' },
      { facilityId: far.id, startsAt: '2026-11-25T08:00:00.000Z', endsAt: '2026-11-26T08:00:00.000Z' },
      { facilityId: ended.id, startsAt: '2026-11-24T07:00:00.000Z', endsAt: '2026-11-25T07:00:00.000Z' },
      // Wednesday 25 November: the directory week ends on Monday 30, 00:00 in Douala.
      { facilityId: nextWeek.id, startsAt: '2026-11-30T08:00:00.000Z', endsAt: '2026-12-01T08:00:00.000Z' },
    ],
  );

  it('lists those on duty now, then later this week, each once, in duty order', () => {
    const { data, meta } = onCallSaved(copy, {}, now);
    expect(data.map((row) => [row.name, row.onDutyNow])).toEqual([
      ['Pharmacie du Jour', true],
      ['Pharmacie Lointaine', true],
      ['Pharmacie de Nuit', false],
    ]);
    expect(data[2]!.dutyWindow).toEqual({ startsAt: '2026-11-25T18:00:00.000Z', endsAt: '2026-11-26T06:00:00.000Z' });
    expect(data[2]!.onCallPeriods).toHaveLength(2);
    expect(meta).toEqual({ total: 3, page: 1, pageSize: 20 });
  });

  it('at a later instant asked for, gives the state then', () => {
    const { data } = onCallSaved(copy, { at: '2026-11-25T20:00:00.000Z' }, now);
    expect(data.find((row) => row.name === 'Pharmacie de Nuit')!.onDutyNow).toBe(true);
  });

  it('with a position, puts those on duty now nearest first', () => {
    const { data } = onCallSaved(copy, { near: '4.04,9.71' }, now);
    expect(data.map((row) => row.name)).toEqual(['Pharmacie Lointaine', 'Pharmacie du Jour', 'Pharmacie de Nuit']);
  });

  it('narrows to a place and pages', () => {
    expect(onCallSaved(copy, { subdivision: 200 }, now).data).toEqual([]);
    const second = onCallSaved(copy, { pageSize: 2, page: 2 }, now);
    expect(second.data.map((row) => row.name)).toEqual(['Pharmacie de Nuit']);
    expect(second.meta.total).toBe(3);
  });
});
