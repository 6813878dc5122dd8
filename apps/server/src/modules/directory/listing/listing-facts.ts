import { facilityTypes, type FacilityType } from '@hc/shared';
import type { SearchIndex } from '../search/search-index';
import type { ListingFactRow } from './listing-facts.repository';

/**
 * The public lists' facts, in the search index's numbering (everything about facility i is at index i),
 * built with each index from the same directory version.
 */
export type ListingFacts = {
  /** How many positions the orders below hold (every public facility the facts were read with). */
  span: number;
  /** Position of facility i in name order, -1 when the facts do not know it (read a moment apart). */
  nameOrder: Int32Array;
  /** The facility at each name-order position, -1 for one the index does not hold. */
  byNameOrder: Int32Array;
  /** The same for the "confirmed by the facility, most recent first" order. */
  confirmedOrder: Int32Array;
  byConfirmedOrder: Int32Array;
  /**
   * The useful order's key of facility i: more complete records first, then name order (-1: unknown).
   * Unique, so it names its facility: `byNameOrder[key % span]`.
   */
  usefulKey: Int32Array;
  /**
   * Per place level (0 category, 1 region, 2 division, 3 subdivision): facility numbers where each run of a
   * category and place at that level (facilities are numbered by category, region, division, subdivision)
   * holds its own facilities in the useful order. A list of a place reads its page from the head of its run.
   */
  usefulRuns: Int32Array[];
  /** Facilities of the index the facts do not know (read a moment apart); none in a steady directory. */
  missing: number;
  facilityType: Uint8Array;
  emergency: Uint8Array;
  /** NaN when never confirmed. */
  confirmedMs: Float64Array;
  searchName: string[];
  /** Facility i's specialty ids are specialtyIds[specialtyStart[i]..specialtyStart[i+1]); tests likewise. */
  specialtyStart: Int32Array;
  specialtyIds: Int32Array;
  testStart: Int32Array;
  testIds: Int32Array;
  /** Public doctors' folded names by facility number; most facilities have none. */
  doctorNames: Map<number, readonly string[]>;
  /** The facility number of each id. */
  numberOf: Map<number, number>;
  /** Ids of the facilities with weekly hours: the only ones their hours can make open. */
  withHours: number[];
  /** "c0:s12": a category and place some facility holds (a place absent here has none of that category). */
  placeKeys: Set<string>;
};

export const facilityTypeCode = (type: FacilityType): number => facilityTypes.indexOf(type);

/** Compressed rows of small id lists, one row per facility number. */
function packLists(n: number, listOf: (i: number) => readonly number[] | null | undefined) {
  const start = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) start[i + 1] = start[i]! + (listOf(i)?.length ?? 0);
  const ids = new Int32Array(start[n]!);
  for (let i = 0; i < n; i++) ids.set(listOf(i) ?? [], start[i]!);
  return { start, ids };
}

export function buildListingFacts(index: SearchIndex, rows: readonly ListingFactRow[]): ListingFacts {
  const n = index.size;
  const span = rows.length;
  const numberOf = new Map<number, number>();
  for (let i = 0; i < n; i++) numberOf.set(index.ids[i]!, i);
  const byRow: (ListingFactRow | undefined)[] = new Array<ListingFactRow | undefined>(n);
  const facts: ListingFacts = {
    span,
    nameOrder: new Int32Array(n).fill(-1),
    usefulKey: new Int32Array(n).fill(-1),
    usefulRuns: [],
    missing: 0,
    byNameOrder: new Int32Array(span).fill(-1),
    confirmedOrder: new Int32Array(n).fill(-1),
    byConfirmedOrder: new Int32Array(span).fill(-1),
    facilityType: new Uint8Array(n),
    emergency: new Uint8Array(n),
    confirmedMs: new Float64Array(n).fill(Number.NaN),
    searchName: new Array<string>(n).fill(''),
    specialtyStart: new Int32Array(0),
    specialtyIds: new Int32Array(0),
    testStart: new Int32Array(0),
    testIds: new Int32Array(0),
    doctorNames: new Map(),
    numberOf,
    withHours: [],
    placeKeys: new Set(),
  };
  for (const row of rows) {
    if (row.hasHours) facts.withHours.push(row.id);
    const i = numberOf.get(row.id);
    // A facility made public between the two reads: the next version's facts will hold it.
    if (i === undefined) continue;
    byRow[i] = row;
    facts.nameOrder[i] = row.nameOrder;
    facts.byNameOrder[row.nameOrder] = i;
    facts.confirmedOrder[i] = row.confirmedOrder;
    facts.byConfirmedOrder[row.confirmedOrder] = i;
    facts.facilityType[i] = facilityTypeCode(row.facilityType);
    facts.emergency[i] = row.emergency ? 1 : 0;
    if (row.confirmedMs !== null) facts.confirmedMs[i] = row.confirmedMs;
    facts.searchName[i] = row.searchName;
    if (row.doctors && row.doctors.length > 0) facts.doctorNames.set(i, row.doctors);
  }
  for (let i = 0; i < n; i++) {
    if (facts.nameOrder[i]! < 0) facts.missing++;
    else facts.usefulKey[i] = (3 - index.completeness[i]!) * span + facts.nameOrder[i]!;
  }
  facts.usefulRuns = [0, 1, 2, 3].map((level) => usefulRunsAt(index, facts.usefulKey, 4 * span, level));
  ({ start: facts.specialtyStart, ids: facts.specialtyIds } = packLists(n, (i) => byRow[i]?.specialties));
  ({ start: facts.testStart, ids: facts.testIds } = packLists(n, (i) => byRow[i]?.tests));
  for (let i = 0; i < n; i++) {
    const category = index.category[i]!;
    facts.placeKeys.add(`c${category}:r${index.regionId[i]}`);
    facts.placeKeys.add(`c${category}:d${index.divisionId[i]}`);
    facts.placeKeys.add(`c${category}:s${index.subdivisionId[i]}`);
  }
  return facts;
}

/** Whether facilities i-1 and i share their category and place down to `level` (1 region, 2 division, 3 subdivision). */
function samePlace(index: SearchIndex, level: number, i: number): boolean {
  return (
    index.category[i] === index.category[i - 1] &&
    (level < 1 || index.regionId[i] === index.regionId[i - 1]) &&
    (level < 2 || index.divisionId[i] === index.divisionId[i - 1]) &&
    (level < 3 || index.subdivisionId[i] === index.subdivisionId[i - 1])
  );
}

/**
 * Each run of facilities sharing a category and place at `level` sorted in the useful order: one sort of
 * plain numbers, the run's first facility number then the key (those without a key last, by number).
 */
function usefulRunsAt(index: SearchIndex, usefulKey: Int32Array, keySpan: number, level: number): Int32Array {
  const n = index.size;
  // Keys below keySpan are useful keys; a facility without one gets keySpan + its number.
  const spread = keySpan + n;
  const facilityOfKey = new Int32Array(spread);
  const composite = new Float64Array(n);
  let runStart = 0;
  for (let i = 0; i < n; i++) {
    if (i > 0 && !samePlace(index, level, i)) runStart = i;
    const key = usefulKey[i]! >= 0 ? usefulKey[i]! : keySpan + i;
    facilityOfKey[key] = i;
    composite[i] = runStart * spread + key;
  }
  composite.sort();
  const ordered = new Int32Array(n);
  for (let p = 0; p < n; p++) ordered[p] = facilityOfKey[composite[p]! % spread]!;
  return ordered;
}
