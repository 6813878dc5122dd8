import type { CategoryCode, SearchIndex } from '../search/search-index';
import { SmallestKeys } from '../search/smallest-keys';
import type { ListingFacts } from './listing-facts';

/** A public list asked of memory: the filters of `FacilityFilters`, each already in the index's terms. */
export type ListingQuery = {
  categories: readonly CategoryCode[];
  facilityType?: number | undefined;
  emergencyOnly?: boolean | undefined;
  regionId?: number | undefined;
  divisionId?: number | undefined;
  subdivisionId?: number | undefined;
  /** The name query, folded as `search_name` is. */
  folded?: string | undefined;
  /** Hospitals: the query may match a public doctor's name instead. */
  foldedMatchesDoctors?: boolean | undefined;
  /** Any of these specialties (or tests); an empty list matches nothing. */
  specialtyIds?: readonly number[] | undefined;
  testIds?: readonly number[] | undefined;
  /** 1 for each facility number the time filter keeps (on call this week, open now). */
  onCall?: Uint8Array | undefined;
  open?: Uint8Array | undefined;
  confirmedSinceMs?: number | undefined;
  sort: 'useful' | 'name' | 'confirmed';
  offset: number;
  limit: number;
};

export type ListingAnswer = { total: number; ids: number[] };

/** `matchRank` of text-match.repository: 0 the name, 1 starts with, 2 a word starts with, 3 contains, 4 does not. */
export function matchRank(name: string, folded: string): number {
  if (name === folded) return 0;
  if (name.startsWith(folded)) return 1;
  if (name.includes(` ${folded}`)) return 2;
  return name.includes(folded) ? 3 : 4;
}

function holdsAny(start: Int32Array, ids: Int32Array, i: number, wanted: readonly number[]): boolean {
  for (let k = start[i]!; k < start[i + 1]!; k++) if (wanted.includes(ids[k]!)) return true;
  return false;
}

/** Positions [from, to) of `order`: a category's facilities in one place, `order` holding them in the useful order. */
type Run = { from: number; to: number; order: Int32Array };

/**
 * What to read for each category: the run of the narrowest place asked, whose facilities all are in that
 * place (one region, division, subdivision), in the useful order; none when the category has no facility
 * there. `checkPlace` when a place's facilities are not one such run (a division filed under two regions):
 * then the category's run is read and each facility checked against the place.
 */
function candidateRuns(
  index: SearchIndex,
  facts: ListingFacts,
  query: ListingQuery,
): { runs: Run[]; checkPlace: boolean } {
  const { regionId, divisionId, subdivisionId } = query;
  const [level, place] =
    subdivisionId !== undefined
      ? [3, `s${subdivisionId}`]
      : divisionId !== undefined
        ? [2, `d${divisionId}`]
        : regionId !== undefined
          ? [1, `r${regionId}`]
          : [0, null];
  const runs: Run[] = [];
  let checkPlace = false;
  for (const category of query.categories) {
    const all = index.slices.get(`c${category}`);
    if (!all) continue;
    if (place === null) {
      runs.push({ from: all[0], to: all[1], order: facts.usefulRuns[0]! });
      continue;
    }
    const key = `c${category}:${place}`;
    if (!facts.placeKeys.has(key)) continue;
    const slice = index.slices.get(key);
    // Numbered by category, region, division, subdivision: first and last alike means all alike.
    const [first, last] = slice ? [slice[0], slice[1] - 1] : [-1, -1];
    const uniform =
      slice !== undefined &&
      index.regionId[first] === index.regionId[last] &&
      (level < 3 || index.divisionId[first] === index.divisionId[last]);
    if (!uniform) {
      checkPlace = true;
      runs.push({ from: all[0], to: all[1], order: facts.usefulRuns[0]! });
      continue;
    }
    const inPlace =
      (regionId === undefined || index.regionId[first] === regionId) &&
      (divisionId === undefined || index.divisionId[first] === divisionId) &&
      (subdivisionId === undefined || index.subdivisionId[first] === subdivisionId);
    if (inPlace) runs.push({ from: slice[0], to: slice[1], order: facts.usefulRuns[level]! });
  }
  return { runs, checkPlace };
}

/**
 * One page of a public list and its total, as the list's SQL answers them (list-filters.repository.ts).
 * In the useful order without a name query, the page is read from the heads of the places' runs (already in
 * that order), every facility of the runs tested only when a filter beyond the place asks for it. Otherwise
 * every facility of the runs is tested and the page kept by a bounded heap of sort keys: the query's match
 * rank, then the order's own position (the database's), so a key names its facility.
 */
export function runListing(index: SearchIndex, facts: ListingFacts, query: ListingQuery): ListingAnswer {
  const { runs, checkPlace } = candidateRuns(index, facts, query);
  const { regionId, divisionId, subdivisionId, facilityType, folded, specialtyIds, testIds, onCall, open } = query;
  const emergencyOnly = query.emergencyOnly === true;
  const since = query.confirmedSinceMs;
  const filtered =
    checkPlace ||
    facts.missing > 0 ||
    facilityType !== undefined ||
    emergencyOnly ||
    onCall !== undefined ||
    open !== undefined ||
    since !== undefined ||
    specialtyIds !== undefined ||
    testIds !== undefined;
  const passes = (i: number): boolean =>
    facts.usefulKey[i]! >= 0 &&
    (!checkPlace ||
      ((regionId === undefined || index.regionId[i] === regionId) &&
        (divisionId === undefined || index.divisionId[i] === divisionId) &&
        (subdivisionId === undefined || index.subdivisionId[i] === subdivisionId))) &&
    (facilityType === undefined || facts.facilityType[i] === facilityType) &&
    (!emergencyOnly || facts.emergency[i] === 1) &&
    (onCall === undefined || onCall[i] === 1) &&
    (open === undefined || open[i] === 1) &&
    // NaN (never confirmed) is never at or after anything.
    (since === undefined || facts.confirmedMs[i]! >= since) &&
    (specialtyIds === undefined || holdsAny(facts.specialtyStart, facts.specialtyIds, i, specialtyIds)) &&
    (testIds === undefined || holdsAny(facts.testStart, facts.testIds, i, testIds));
  if (query.sort === 'useful' && folded === undefined)
    return readInUsefulOrder(index, facts, runs, filtered ? passes : null, query.offset, query.limit);

  const candidates = runs.reduce((sum, run) => sum + run.to - run.from, 0);
  const heap = new SmallestKeys(Math.max(1, Math.min(query.offset + query.limit, candidates)));
  const { span } = facts;
  // The useful key spans four name orders; a match rank is above them all.
  const rankSpan = 4 * span;
  const keyOf =
    query.sort === 'confirmed' ? facts.confirmedOrder : query.sort === 'name' ? facts.nameOrder : facts.usefulKey;
  let total = 0;
  for (const { from, to, order } of runs) {
    for (let p = from; p < to; p++) {
      const i = order[p]!;
      if (!passes(i)) continue;
      let rank = 0;
      if (folded !== undefined) {
        rank = matchRank(facts.searchName[i]!, folded);
        if (rank === 4 && !(query.foldedMatchesDoctors && doctorMatches(facts, i, folded))) continue;
      }
      total++;
      heap.offer(rank * rankSpan + keyOf[i]!);
    }
  }
  const byOrder = query.sort === 'confirmed' ? facts.byConfirmedOrder : facts.byNameOrder;
  const keys = heap.sorted().slice(query.offset, query.offset + query.limit);
  return { total, ids: keys.map((key) => index.ids[byOrder[key % span]!]!) };
}

/**
 * The runs merged in the useful order (each already is), counting the facilities that pass and keeping the
 * page's; with nothing to test (`passes` null) every facility counts and the walk stops at the page's end.
 */
function readInUsefulOrder(
  index: SearchIndex,
  facts: ListingFacts,
  runs: readonly Run[],
  passes: ((i: number) => boolean) | null,
  offset: number,
  limit: number,
): ListingAnswer {
  const end = offset + limit;
  const ids: number[] = [];
  if (runs.length === 1) {
    // One category: its run is the order, nothing to merge.
    const { from, to, order } = runs[0]!;
    if (!passes) {
      for (let p = from + offset; p < Math.min(to, from + end); p++) ids.push(index.ids[order[p]!]!);
      return { total: to - from, ids };
    }
    let seen = 0;
    for (let p = from; p < to; p++) {
      const i = order[p]!;
      if (!passes(i)) continue;
      if (seen >= offset && seen < end) ids.push(index.ids[i]!);
      seen++;
    }
    return { total: seen, ids };
  }
  const heads = runs.map((run) => run.from);
  let total = passes ? 0 : runs.reduce((sum, run) => sum + run.to - run.from, 0);
  let seen = 0;
  for (;;) {
    let best = -1;
    for (let r = 0; r < runs.length; r++) {
      if (heads[r]! >= runs[r]!.to) continue;
      if (best < 0 || facts.usefulKey[runs[r]!.order[heads[r]!]!]! < facts.usefulKey[runs[best]!.order[heads[best]!]!]!)
        best = r;
    }
    if (best < 0) break;
    const i = runs[best]!.order[heads[best]!++]!;
    if (passes && !passes(i)) continue;
    if (seen >= offset && seen < end) ids.push(index.ids[i]!);
    seen++;
    if (!passes && seen >= end) break;
  }
  if (passes) total = seen;
  return { total, ids };
}

function doctorMatches(facts: ListingFacts, i: number, folded: string): boolean {
  const names = facts.doctorNames.get(i);
  return names !== undefined && names.some((name) => name.includes(folded));
}
