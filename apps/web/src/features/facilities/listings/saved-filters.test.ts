import { describe, expect, it } from 'vitest';
import { listingConfigs } from './listing-configs';
import { emptyListingState } from './listing-state';
import {
  labSavedFilters,
  pharmacySavedFilters,
  readSavedFilters,
  restoreSearch,
  toStoredFilters,
  writeSavedFilters,
} from './saved-filters';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const pharmacyKeys = listingConfigs.pharmacies.filters;

describe('saved filters (spec 02 §3)', () => {
  it('stores exactly the spec fields under pharmacyFilters and labFilters', () => {
    const filters = { ...emptyListingState, query: 'deido', region: 101, division: 12, test: 4, onCall: true };
    expect(toStoredFilters(filters, pharmacySavedFilters)).toEqual({
      query: 'deido',
      region: '101',
      division: '12',
      subdivision: '',
      onCall: true,
    });
    expect(toStoredFilters(filters, labSavedFilters)).toEqual({
      query: 'deido',
      region: '101',
      division: '12',
      test: '4',
      onCall: true,
    });
  });

  it('reads back what it wrote', () => {
    const storage = memoryStorage();
    const { page: _page, ...filters } = { ...emptyListingState, query: 'deido', region: 101, onCall: true };
    writeSavedFilters(storage, pharmacySavedFilters, filters);
    expect(JSON.parse(storage.items.get('pharmacyFilters')!)).toMatchObject({ query: 'deido', region: '101' });
    expect(readSavedFilters(storage, pharmacySavedFilters)).toEqual(filters);
  });

  it('reads back a whole location: region, division and subdivision together', () => {
    const storage = memoryStorage();
    const { page: _page, ...filters } = {
      ...emptyListingState,
      query: 'deido',
      region: 101,
      division: 12,
      subdivision: 45,
      onCall: true,
    };
    writeSavedFilters(storage, pharmacySavedFilters, filters);
    expect(readSavedFilters(storage, pharmacySavedFilters)).toEqual(filters);
    const lab = memoryStorage({ labFilters: JSON.stringify({ region: '101', division: '12', test: '4' }) });
    expect(readSavedFilters(lab, labSavedFilters)).toEqual({
      query: '',
      region: 101,
      division: 12,
      test: 4,
      onCall: false,
    });
  });

  it('ignores missing, malformed or orphaned values', () => {
    expect(readSavedFilters(memoryStorage(), pharmacySavedFilters)).toBeNull();
    expect(readSavedFilters(memoryStorage({ pharmacyFilters: '{oops' }), pharmacySavedFilters)).toBeNull();
    expect(readSavedFilters(memoryStorage({ pharmacyFilters: '[1]' }), pharmacySavedFilters)).toBeNull();
    const saved = memoryStorage({
      pharmacyFilters: JSON.stringify({ query: '<x>', region: '', division: '12', subdivision: 'abc', onCall: 'yes' }),
    });
    expect(readSavedFilters(saved, pharmacySavedFilters)).toEqual({ query: 'x', onCall: false });
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readSavedFilters(broken, labSavedFilters)).toBeNull();
    expect(() => writeSavedFilters(broken, labSavedFilters, { query: '', onCall: false })).not.toThrow();
    expect(readSavedFilters(null, labSavedFilters)).toBeNull();
  });
});

describe('restoreSearch: the URL always wins', () => {
  const saved = { query: 'deido', region: 101, onCall: true };

  it('restores the saved filters when the URL has none', () => {
    expect(restoreSearch(new URLSearchParams(''), pharmacyKeys, saved)).toBe('?query=deido&region=101&onCall=true');
    // The page number alone is not a filter; restoring starts again at page 1.
    expect(restoreSearch(new URLSearchParams('page=3'), pharmacyKeys, saved)).toBe(
      '?query=deido&region=101&onCall=true',
    );
  });

  it('leaves the URL alone when it holds any filter', () => {
    expect(restoreSearch(new URLSearchParams('region=100'), pharmacyKeys, saved)).toBeNull();
    expect(restoreSearch(new URLSearchParams('onCall=true'), pharmacyKeys, saved)).toBeNull();
  });

  it('has nothing to restore when nothing useful was saved', () => {
    expect(restoreSearch(new URLSearchParams(''), pharmacyKeys, null)).toBeNull();
    expect(restoreSearch(new URLSearchParams(''), pharmacyKeys, { query: '', onCall: false })).toBeNull();
  });
});
