import { AS_TYPED, type WordMatches } from './query-words';
import { nextScratch } from './scratch';
import { Field, firstAtLeast, listRank, nameRuns, type Run, type SearchIndex } from './search-index';
import type { IndexQuery } from './run-query';
import { SmallestKeys } from './smallest-keys';

/**
 * From this many postings a query of one word ("hopital", "pharm", "douala") is ranked from the head
 * of its best-first lists: walking all of them costs more than the rest of the request.
 */
export const BROAD_WORD_POSTINGS = 4096;

/** One category the query asks for: its run of facility numbers, and the part of it the place filter keeps. */
export type CategoryScope = { category: number; all: Run; kept: Run };

/**
 * The categories asked for with their runs, when the fast way applies: no place, or one place filter
 * (region, division or subdivision) holding at least a sixteenth of the categories' facilities, one run in
 * each. Otherwise null: a small place's facilities are fewer than the head of a list to skip through.
 */
export function broadWordScopes(index: SearchIndex, query: IndexQuery): CategoryScope[] | null {
  const places = [
    query.regionId === undefined ? null : `r${query.regionId}`,
    query.divisionId === undefined ? null : `d${query.divisionId}`,
    query.subdivisionId === undefined ? null : `s${query.subdivisionId}`,
  ].filter((place) => place !== null);
  if (places.length > 1) return null;
  const [place] = places;
  const scopes: CategoryScope[] = [];
  let allSize = 0;
  let keptSize = 0;
  for (const category of new Set(query.categories)) {
    const all = index.slices.get(`c${category}`);
    if (!all) continue;
    const kept = place === undefined ? all : index.slices.get(`c${category}:${place}`);
    // No run for the place: none of its facilities, or not one run (see sliceBy): the full way knows.
    if (!kept) return null;
    scopes.push({ category, all, kept });
    allSize += all[1] - all[0];
    keptSize += kept[1] - kept[0];
  }
  return keptSize * 16 >= allSize ? scopes : null;
}

/**
 * How many facilities the walk may rank before it gives up: the heads of the lists rank well only when the
 * word is in the names of the best records ("hopital"); a word found mostly elsewhere (a town, a kind)
 * leaves the page to records of the last tier, which can be anywhere in the lists.
 */
export const MAX_RANKED = 2048;

/** The rank key of a name starting with the query, before its completeness: typos 0, tier 1, share 0. */
const TIER_1_PRIMARY = 1 * 3 * 4;

/** The first position in [lo, hi) of `byCompletenessName` whose record misses at least `missing` of phone, hours and position. */
function firstAtLeastMissing(index: SearchIndex, order: Int32Array, lo: number, hi: number, missing: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (3 - index.completeness[order[mid]!]! < missing) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The word's best-first lists are read from their heads until no facility left in them could enter the
 * page; the totals are counted from the ascending lists, where a category's (and a place's) facilities are
 * one run. Answers what runIndexQuery would for a query of this one word with every field, no distance and
 * no required field (run-query.test.ts checks them against each other), or null when the walk gave up.
 */
export function rankBroadWord(
  index: SearchIndex,
  word: WordMatches,
  scopes: readonly CategoryScope[],
  /** The query as folded for the name tiers, when they apply (a distinctive word), and their runs of name ranks. */
  nameTiers: { text: string; runs: readonly [exact: Run, prefix: Run] } | null,
  capacity: number,
  maxRanked = MAX_RANKED,
): { heaps: SmallestKeys[]; totals: Int32Array } | null {
  const { postingStart, postings, rankedPostings, docStart, docWords, docFields, completeness, nameRank } = index;
  const n = index.size;
  const marks = word.marks;
  const wordIds: number[] = [];
  for (const ranges of [word.exact, word.typo])
    for (let r = 0; r < ranges.length; r += 2)
      for (let w = ranges[r]!; w < ranges[r + 1]!; w++) if (!wordIds.includes(w)) wordIds.push(w);

  const [[exactFrom, exactTo], [prefixFrom, prefixTo]] = nameTiers?.runs ?? [
    [0, 0],
    [0, 0],
  ];
  /** The facility's rank key as runIndexQuery computes it for one word, or -1 when it does not hold the word. */
  const keyOf = (i: number): number => {
    let best = 0;
    let inName = false;
    for (let k = docStart[i]!; k < docStart[i + 1]!; k++) {
      const mark = marks[docWords[k]!]!;
      if (mark === 0) continue;
      if (mark > best) best = mark;
      if (docFields[k]! & Field.name) inName = true;
    }
    if (best === 0) return -1;
    const rank = nameRank[i]!;
    const tier = rank >= exactFrom && rank < exactTo ? 0 : rank >= prefixFrom && rank < prefixTo ? 1 : inName ? 2 : 3;
    const share = tier === 3 ? 2 : 0;
    const typos = best === AS_TYPED ? 0 : 1;
    return (((typos * 4 + tier) * 3 + share) * 4 + (3 - completeness[i]!)) * n + rank;
  };

  const heaps = [0, 1, 2].map(() => new SmallestKeys(capacity));
  const { marks: seen, stamp } = nextScratch(index);
  const scopeOf = new Array<CategoryScope | undefined>(3);
  for (const scope of scopes) scopeOf[scope.category] = scope;
  let ranked = 0;
  const offer = (i: number) => {
    const scope = scopeOf[index.category[i]!];
    if (!scope || i < scope.kept[0] || i >= scope.kept[1] || seen[i] === stamp) return;
    seen[i] = stamp;
    ranked++;
    const key = keyOf(i);
    if (key >= 0) heaps[scope.category]!.offer(key);
  };
  // Names equal to the query (tier 0), then names starting with it (tier 1), read from each category's
  // names by completeness: within one completeness a name further on ranks no better than its place says.
  if (nameTiers)
    for (const { category, all } of scopes) {
      const heap = heaps[category]!;
      const order = index.byCompletenessName;
      const bands = [0, 1, 2, 3, 4].map((missing) => firstAtLeastMissing(index, order, all[0], all[1], missing));
      const runs = [0, 1, 2, 3].map((missing) =>
        nameRuns(index, nameTiers.text, order, [bands[missing]!, bands[missing + 1]!]),
      );
      for (const [[equalFrom, equalTo]] of runs) for (let at = equalFrom; at < equalTo; at++) offer(order[at]!);
      for (let missing = 0; missing < 4; missing++) {
        const bandPrimary = TIER_1_PRIMARY + missing;
        if (heap.size === heap.capacity && bandPrimary * n >= heap.keys[0]!) break;
        const [, [startFrom, startTo]] = runs[missing]!;
        for (let at = startFrom; at < startTo; at++) {
          const i = order[at]!;
          if (heap.size === heap.capacity && bandPrimary * n + nameRank[i]! >= heap.keys[0]!) break;
          offer(i);
        }
      }
      if (ranked > maxRanked) return null;
    }
  // Everything else is tier 2 or worse, and has a typo unless some word it holds is the query as typed (a
  // word whose own list it is in, with a lower bound): no facility ranks better than its list position says.
  for (const { category, all } of scopes) {
    const heap = heaps[category]!;
    for (const w of wordIds) {
      const typos = marks[w] === AS_TYPED ? 0 : 1;
      const bestPrimary = (typos * 4 + 2) * 3 * 4;
      const from = firstAtLeast(postings, postingStart[w]!, postingStart[w + 1]!, all[0]);
      const to = firstAtLeast(postings, from, postingStart[w + 1]!, all[1]);
      for (let p = from; p < to; p++) {
        const i = rankedPostings[p]!;
        if (heap.size === heap.capacity && bestPrimary * n + listRank(index, i) >= heap.keys[0]!) break;
        offer(i);
        if (ranked > maxRanked) return null;
      }
    }
  }

  // Totals: a facility holds a word once, so one word's run counts itself, and a word every facility of the
  // run holds (a kind: "hopital" for hospitals) counts them all; otherwise each facility is counted once.
  const totals = new Int32Array(3);
  const { marks: counted, stamp: counting } = nextScratch(index);
  for (const { category, kept } of scopes) {
    const runs = wordIds.map((w) => {
      const from = firstAtLeast(postings, postingStart[w]!, postingStart[w + 1]!, kept[0]);
      return [from, firstAtLeast(postings, from, postingStart[w + 1]!, kept[1])] as const;
    });
    const keptSize = kept[1] - kept[0];
    if (runs.length === 1 || runs.some(([from, to]) => to - from === keptSize)) {
      totals[category] = Math.max(...runs.map(([from, to]) => to - from));
      continue;
    }
    let total = 0;
    for (const [from, to] of runs)
      for (let p = from; p < to; p++) {
        const i = postings[p]!;
        if (counted[i] === counting) continue;
        counted[i] = counting;
        total++;
      }
    totals[category] = total;
  }
  return { heaps, totals };
}
