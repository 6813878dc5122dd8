import { firstLoadOf, NEAR_RADIUS_KM_MAX } from '@hc/shared';
import { buildUrl } from '../../../lib/api-client';
import { describe, expect, it } from 'vitest';
import { listingConfigs, listingRequest } from './listing-configs';
import {
  changeFilters,
  emptyListingState,
  filterKeys,
  hasFilterParams,
  parseListingState,
  serializeListingState,
  type ListingState,
} from './listing-state';

const all = filterKeys;
const parse = (search: string, keys = all) => parseListingState(new URLSearchParams(search), keys);
const serialize = (state: ListingState, keys = all) => serializeListingState(state, keys).toString();

describe('parseListingState', () => {
  it('reads the listing URL contract (features/search/listing-url.ts)', () => {
    expect(parse('region=101&division=12&subdivision=80&specialty=3&test=4&onCall=true&query=deido&page=2')).toEqual({
      query: 'deido',
      region: 101,
      division: 12,
      subdivision: 80,
      specialty: 3,
      test: 4,
      onCall: true,
      page: 2,
    });
  });

  it('ignores malformed values, unknown parameters and keys the listing does not use', () => {
    expect(parse('region=abc&division=-1&page=0&onCall=yes&other=1')).toEqual(emptyListingState);
    expect(parse('region=1.5&page=x')).toEqual(emptyListingState);
    expect(parse('specialty=3&test=4&region=100', ['region', 'division'])).toEqual({
      ...emptyListingState,
      region: 100,
    });
  });

  it('drops a division without its region and a subdivision without its division', () => {
    expect(parse('division=12&subdivision=80')).toEqual(emptyListingState);
    expect(parse('region=101&subdivision=80')).toEqual({ ...emptyListingState, region: 101 });
  });

  it('sanitises and caps the query (spec 01 §5)', () => {
    expect(parse(`query=${encodeURIComponent('  <b>"Deido"</b>\\ ')}`).query).toBe('bDeido/b');
    expect(parse(`query=${'a'.repeat(150)}`).query).toHaveLength(100);
  });
});

describe('serializeListingState', () => {
  it('writes only non-empty values in a fixed order, page only past 1', () => {
    const state: ListingState = { ...emptyListingState, onCall: true, region: 101, query: 'x y', page: 1 };
    expect(serialize(state)).toBe('query=x+y&region=101&onCall=true');
    expect(serialize({ ...state, page: 3 })).toBe('query=x+y&region=101&onCall=true&page=3');
    expect(serialize(emptyListingState)).toBe('');
  });

  it('round-trips through the URL', () => {
    const searches = [
      'region=101&division=12&onCall=true',
      'query=h%C3%B4pital&region=100&division=7&subdivision=46&specialty=1&page=4',
      'region=100&test=1',
      '',
    ];
    for (const search of searches) expect(serialize(parse(search))).toBe(search);
    const state = parse('query=caduc%C3%A9e&region=100&division=7&subdivision=46&onCall=true&page=2');
    expect(parse(serialize(state))).toEqual(state);
  });

  it('leaves out the keys a listing does not use', () => {
    const state = parse('region=101&division=12&subdivision=80&specialty=3&onCall=true');
    expect(serialize(state, listingConfigs.laboratories.filters)).toBe('region=101&division=12');
  });
});

describe('the sort in the URL (issue 14)', () => {
  it('reads name and distance, and takes anything else as most useful first', () => {
    expect(parse('sort=name').sort).toBe('name');
    expect(parse('sort=distance&region=101')).toMatchObject({ sort: 'distance', region: 101 });
    for (const search of ['', 'sort=useful', 'sort=NAME', 'sort=nearest']) {
      expect(serialize(parse(search)), search).toBe('');
    }
  });

  it('writes only a sort other than the default, never a position', () => {
    expect(serialize({ ...emptyListingState, region: 101, sort: 'name' })).toBe('region=101&sort=name');
    expect(serialize({ ...emptyListingState, sort: 'useful' })).toBe('');
    for (const search of ['query=x&region=101&sort=distance&page=2', 'sort=name']) {
      expect(serialize(parse(search))).toBe(search);
    }
  });

  it('is not read on the on-call list, which keeps its duty order', () => {
    expect(parse('sort=name&region=101', listingConfigs.pharmaciesOnCall.filters).sort).toBeUndefined();
  });

  it('goes back to page 1 when changed', () => {
    expect(changeFilters(parse('region=101&page=3'), { sort: 'name' })).toMatchObject({ sort: 'name', page: 1 });
  });
});

describe('changeFilters (spec 02 §4)', () => {
  const deep = parse('query=x&region=101&division=12&subdivision=80&page=3');

  it('a new region clears division and subdivision', () => {
    expect(changeFilters(deep, { region: 100 })).toMatchObject({
      region: 100,
      division: undefined,
      subdivision: undefined,
      query: 'x',
    });
    expect(changeFilters(deep, { region: undefined })).toMatchObject({ region: undefined, division: undefined });
  });

  it('a new division clears the subdivision only', () => {
    expect(changeFilters(deep, { division: 13 })).toMatchObject({ region: 101, division: 13, subdivision: undefined });
  });

  it('the same region keeps the rest', () => {
    expect(changeFilters(deep, { region: 101 })).toMatchObject({ division: 12, subdivision: 80 });
  });

  it('any change goes back to page 1', () => {
    expect(changeFilters(deep, { subdivision: 81 }).page).toBe(1);
    expect(changeFilters(deep, { onCall: true }).page).toBe(1);
    expect(changeFilters(deep, { query: 'y' }).page).toBe(1);
  });

  it('cleans a typed query', () => {
    expect(changeFilters(emptyListingState, { query: '  <Deido> ' }).query).toBe('Deido');
  });
});

describe('hasFilterParams', () => {
  it('counts only the filters the listing uses, not the page', () => {
    expect(hasFilterParams(new URLSearchParams('page=2'), all)).toBe(false);
    expect(hasFilterParams(new URLSearchParams('specialty=1'), listingConfigs.pharmacies.filters)).toBe(false);
    expect(hasFilterParams(new URLSearchParams('onCall=true'), listingConfigs.pharmacies.filters)).toBe(true);
    expect(hasFilterParams(new URLSearchParams('query=%20'), all)).toBe(false);
  });
});

describe('listingRequest', () => {
  it('sends the test as testType, the query lower-cased, 20 a page', () => {
    const state = parse('query=Bio&region=100&test=1&page=2', listingConfigs.laboratories.filters);
    expect(listingRequest(listingConfigs.laboratories, state)).toEqual({
      path: '/api/laboratories',
      params: {
        query: 'bio',
        region: 100,
        division: undefined,
        subdivision: undefined,
        specialty: undefined,
        testType: 1,
        page: 2,
        pageSize: 20,
      },
    });
  });

  it('uses the on-call endpoint, with no onCall parameter, for on-call pharmacies', () => {
    const onCall = parse('region=101&onCall=true', listingConfigs.pharmacies.filters);
    const request = listingRequest(listingConfigs.pharmacies, onCall);
    expect(request.path).toBe('/api/pharmacies/on-call');
    expect(request.params).not.toHaveProperty('onCall');
    expect(listingRequest(listingConfigs.pharmacies, { ...onCall, onCall: false }).path).toBe('/api/pharmacies');
    expect(listingRequest(listingConfigs.pharmaciesOnCall, emptyListingState).path).toBe('/api/pharmacies/on-call');
  });

  it('sends the sort; nearest first only with the position, else the default order', () => {
    const hospitals = listingConfigs.hospitals;
    const request = (search: string, near?: string) =>
      listingRequest(hospitals, parse(search, hospitals.filters), null, near).params;
    expect(request('')).toMatchObject({ sort: undefined, near: undefined });
    expect(request('sort=name', '4.05,9.7')).toMatchObject({ sort: 'name', near: undefined });
    expect(request('sort=distance', '4.0483,9.7043')).toMatchObject({ sort: 'distance', near: '4.0483,9.7043' });
    expect(request('sort=distance')).toMatchObject({ sort: undefined, near: undefined });
  });

  it('sends no sort to the on-call endpoint, but the position, which orders each duty group nearest first', () => {
    const pharmacies = listingConfigs.pharmacies;
    const onCall = parse('onCall=true&sort=distance', pharmacies.filters);
    expect(listingRequest(pharmacies, onCall, null, '4.05,9.7').params).toMatchObject({
      sort: undefined,
      near: '4.05,9.7',
      radiusKm: NEAR_RADIUS_KM_MAX,
      pageSize: 20,
    });
    expect(listingRequest(pharmacies, onCall).params).toMatchObject({ near: undefined, pageSize: 20 });
    expect(listingRequest(listingConfigs.pharmaciesOnCall, emptyListingState, null, '3.87,11.5').params).toMatchObject({
      sort: undefined,
      near: '3.87,11.5',
      radiusKm: NEAR_RADIUS_KM_MAX,
    });
    expect(listingRequest(pharmacies, { ...onCall, onCall: false }, null, '4.05,9.7').params).toMatchObject({
      sort: 'distance',
      near: '4.05,9.7',
      pageSize: 20,
    });
  });

  it('sends the hospital query and specialty id', () => {
    const state = parse('query=Ngu&specialty=1', listingConfigs.hospitals.filters);
    expect(listingRequest(listingConfigs.hospitals, state)).toMatchObject({
      path: '/api/hospitals',
      params: { query: 'ngu', specialty: 1 },
    });
  });
});

describe('openNow', () => {
  it('is read from and written to the URL as openNow=true, on the lists that have it', () => {
    const hospitals = listingConfigs.hospitals.filters;
    const state = parse('region=2&openNow=true', hospitals);
    expect(state.openNow).toBe(true);
    expect(serializeListingState(state, hospitals).toString()).toBe('region=2&openNow=true');
    expect(parse('openNow=yes', hospitals).openNow).toBeUndefined();
    expect(listingRequest(listingConfigs.hospitals, state).params.openNow).toBe(true);
    expect(listingRequest(listingConfigs.hospitals, parse('region=2', hospitals)).params.openNow).toBeUndefined();
    for (const id of ['pharmacies', 'laboratories', 'pharmaciesOnCall'] as const)
      expect(listingConfigs[id].filters, id).toContain('openNow');
  });
});

describe('the first read the server names in the page HTML (packages/shared page-first-load.ts)', () => {
  it('is exactly the request each listing makes with no filters, so the browser reuses it', () => {
    const pages = [
      ['pharmaciesOnCall', '/pharmacies-on-call'],
      ['hospitals', '/medical-facilities/hospitals'],
    ] as const;
    for (const [id, page] of pages) {
      const { path, params } = listingRequest(listingConfigs[id], emptyListingState);
      expect(buildUrl(path, params), page).toBe(firstLoadOf(page)!.data);
    }
  });

  it("is the on-call page's request for the place it remembers (its cookie), as it restores it", () => {
    for (const [cookie, place] of [
      ['oncall_place=2.14.', { region: 2, division: 14 }],
      ['oncall_place=2.14.77', { region: 2, division: 14, subdivision: 77 }],
      ['oncall_place=2..', { region: 2 }],
    ] as const) {
      const { path, params } = listingRequest(listingConfigs.pharmaciesOnCall, { ...emptyListingState, ...place });
      expect(buildUrl(path, params), cookie).toBe(firstLoadOf('/pharmacies-on-call', '', cookie)!.data);
    }
  });
});
