import { describe, expect, it } from 'vitest';
import { buildSearchIndex, categoryCodes, type CategoryCode, type SearchDocument } from '../search/search-index';
import { buildListingFacts } from './listing-facts';
import type { ListingFactRow } from './listing-facts.repository';
import { runListing, type ListingQuery } from './run-listing';

type Facility = {
  id: number;
  category: CategoryCode;
  region: number;
  division: number;
  completeness: number;
  name: string;
};

const documentOf = (f: Facility): SearchDocument => ({
  id: f.id,
  category: f.category,
  regionId: f.region,
  divisionId: f.division,
  subdivisionId: f.division * 10,
  latitude: null,
  longitude: null,
  completeness: f.completeness,
  name: f.name,
  texts: [],
});

/** The facts as the database would number them: name order by code point, then id. */
function factsOf(facilities: readonly Facility[]): ListingFactRow[] {
  const byName = [...facilities].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
  return facilities.map((f) => ({
    id: f.id,
    facilityType: 'hospital',
    emergency: f.id % 2 === 0,
    searchName: f.name.toLowerCase(),
    hasHours: false,
    confirmedMs: null,
    nameOrder: byName.indexOf(f),
    confirmedOrder: byName.indexOf(f),
    specialties: null,
    tests: null,
    doctors: null,
  }));
}

/** What the lists' SQL would answer: filter, then completeness (most first), name, id. */
function expected(facilities: readonly Facility[], keep: (f: Facility) => boolean, offset: number, limit: number) {
  const kept = facilities
    .filter(keep)
    .sort((a, b) => b.completeness - a.completeness || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
  return { total: kept.length, ids: kept.slice(offset, offset + limit).map((f) => f.id) };
}

const query = (extra: Partial<ListingQuery>): ListingQuery => ({
  categories: [categoryCodes.hospital, categoryCodes.pharmacy, categoryCodes.laboratory],
  sort: 'useful',
  offset: 0,
  limit: 100,
  ...extra,
});

describe('runListing', () => {
  // Division 7 is the last of region 1 and the first of region 2: its facilities are one run of numbers
  // across two regions, which a division's own run (one region) is not.
  const facilities: Facility[] = [];
  let id = 1;
  for (const [region, division] of [
    [1, 5],
    [1, 7],
    [2, 7],
    [2, 9],
  ] as const)
    for (let k = 0; k < 6; k++)
      facilities.push({
        id: id++,
        category: (k % 3) as CategoryCode,
        region,
        division,
        completeness: (k * 7 + id) % 4,
        name: ['Beta', 'alpha', 'Alpha', 'Gamma'][(k + id) % 4]!,
      });
  const index = buildSearchIndex(facilities.map(documentOf));
  const facts = buildListingFacts(index, factsOf(facilities));

  it('reads a division filed under two regions by checking each facility, alone and with its region', () => {
    for (const category of [categoryCodes.hospital, categoryCodes.pharmacy, categoryCodes.laboratory]) {
      const inCategory = (f: Facility) => f.category === category;
      expect(runListing(index, facts, query({ categories: [category], divisionId: 7 }))).toEqual(
        expected(facilities, (f) => inCategory(f) && f.division === 7, 0, 100),
      );
      for (const region of [1, 2])
        expect(runListing(index, facts, query({ categories: [category], regionId: region, divisionId: 7 }))).toEqual(
          expected(facilities, (f) => inCategory(f) && f.division === 7 && f.region === region, 0, 100),
        );
    }
  });

  it('merges the categories in the useful order, page by page, with and without a filter beyond the place', () => {
    for (const [offset, limit] of [
      [0, 5],
      [5, 5],
      [20, 5],
    ] as const) {
      expect(runListing(index, facts, query({ offset, limit }))).toEqual(
        expected(facilities, () => true, offset, limit),
      );
      expect(runListing(index, facts, query({ offset, limit, regionId: 2 }))).toEqual(
        expected(facilities, (f) => f.region === 2, offset, limit),
      );
      expect(runListing(index, facts, query({ offset, limit, emergencyOnly: true }))).toEqual(
        expected(facilities, (f) => f.id % 2 === 0, offset, limit),
      );
    }
  });

  it('leaves out a facility the facts do not know, and answers a place of another region as empty', () => {
    const partial = buildListingFacts(index, factsOf(facilities.filter((f) => f.id !== 3)));
    expect(runListing(index, partial, query({}))).toEqual(expected(facilities, (f) => f.id !== 3, 0, 100));
    expect(runListing(index, facts, query({ regionId: 1, divisionId: 9 }))).toEqual({ total: 0, ids: [] });
    expect(runListing(index, facts, query({ regionId: 3 }))).toEqual({ total: 0, ids: [] });
  });
});
