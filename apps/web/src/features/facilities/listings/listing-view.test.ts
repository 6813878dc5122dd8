import { PAGE_SIZE_MAX } from '@hc/shared';
import { describe, expect, it } from 'vitest';
import { listingConfigs, listingRequest, LISTING_PAGE_SIZE } from './listing-configs';
import { parseListingState } from './listing-state';
import { parseView, VIEW_PARAM } from './listing-view';

describe('parseView', () => {
  it('is the map for view=map only, the list for anything else', () => {
    expect(parseView('map')).toBe('map');
    expect(parseView(null)).toBe('list');
    expect(parseView('')).toBe('list');
    expect(parseView('MAP')).toBe('list');
  });
});

describe('the map view in the listing request', () => {
  const pharmacies = listingConfigs.pharmacies;
  const state = parseListingState(new URLSearchParams('region=3&page=4&view=map'), pharmacies.filters);

  it('asks for the first page at the API’s largest size, with the same filters', () => {
    const map = listingRequest(pharmacies, state, null, null, 'map');
    const list = listingRequest(pharmacies, state);
    expect(map.params).toEqual({ ...list.params, page: 1, pageSize: PAGE_SIZE_MAX });
    expect(list.params).toMatchObject({ page: 4, pageSize: LISTING_PAGE_SIZE });
    expect(map.path).toBe(list.path);
    // How the results are shown is not a filter.
    expect(map.params).not.toHaveProperty(VIEW_PARAM);
  });

  it('is kept across filter changes on every listing', () => {
    for (const config of Object.values(listingConfigs)) expect(config.keptParams).toContain(VIEW_PARAM);
  });
});
