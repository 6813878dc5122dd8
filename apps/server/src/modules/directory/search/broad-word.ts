import { AS_TYPED, type WordMatches } from './query-words';
import { primaryRank, TIER_1_BEST, tier2Best } from './rank-key';
import { nextScratch } from './scratch';
import { Field, firstAtLeast, listRank, nameRuns, type Run, type SearchIndex } from './search-index';
import type { IndexQuery } from './run-query';
import { SmallestKeys } from './smallest-keys';

/**
 * From this many postings in its rarest word a query ("hopital", "pharm", "pharmacie cent") is ranked from
 * the head of that word's best-first lists: reading every match costs more than the rest of the request.
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

/** Up to this many facilities holding the rarest word as typed are ranked before the lists are read. */
export const EXACT_FIRST = 512;

/** The first position in [lo, hi) of `byCompletenessName` whose record misses at least `missing` of phone, hours and position. */
function firstAtLeastMissing(index: SearchIndex, order: Int32Array, lo: number, hi: number, missing: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (3 - index.completeness[order[mid]!]! < missing) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A word of the query with what it matches, and its weight (a common word 1, a distinctive one 3). */
export type WeightedWord = WordMatches & { weight: number };

/** The words a query word matches, each vocabulary word once (a word can be both as typed and close). */
function vocabularyWords(word: WordMatches): Int32Array {
  const ids = new Set<number>();
  for (const ranges of [word.exact, word.typo])
    for (let r = 0; r < ranges.length; r += 2) for (let w = ranges[r]!; w < ranges[r + 1]!; w++) ids.add(w);
  return Int32Array.from(ids);
}

/** Each word's postings in [lo, hi), as flat pairs of positions: [from0, to0, from1, to1, …]. */
function runsIn(index: SearchIndex, words: Int32Array, lo: number, hi: number): Int32Array {
  const { postings, postingStart } = index;
  const runs = new Int32Array(words.length * 2);
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    const from = firstAtLeast(postings, postingStart[w]!, postingStart[w + 1]!, lo);
    runs[2 * k] = from;
    runs[2 * k + 1] = firstAtLeast(postings, from, postingStart[w + 1]!, hi);
  }
  return runs;
}

/**
 * The rarest word's best-first lists are read from their heads until no facility left in them could enter
 * the page; the totals are counted from the ascending lists, where a category's (and a place's) facilities
 * are one run. Answers what runIndexQuery would for these words with every field, no distance and no
 * required field (run-query.test.ts checks them against each other), or null when the walk gave up.
 * (Loops over typed arrays and numbers only: this runs for every query, and V8 keeps it optimized so.)
 */
export function rankFromBestFirst(
  index: SearchIndex,
  matched: readonly WeightedWord[],
  driver: WeightedWord,
  scopes: readonly CategoryScope[],
  /** The query as folded for the name tiers, when they apply (a distinctive word), and their runs of name ranks. */
  nameTiers: { text: string; runs: readonly [exact: Run, prefix: Run] } | null,
  capacity: number,
  { maxRanked = MAX_RANKED, exactFirst = EXACT_FIRST }: { maxRanked?: number; exactFirst?: number } = {},
): { heaps: SmallestKeys[]; totals: Int32Array } | null {
  const { postings, rankedPostings, rankedInName, docStart, docWords, docFields, completeness, nameRank } = index;
  const n = index.size;
  const driverWords = vocabularyWords(driver);
  const wordMarks = matched.map((word) => word.marks);
  const weights = Int32Array.from(matched, (word) => word.weight);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const exactFrom = nameTiers ? nameTiers.runs[0][0] : 0;
  const exactTo = nameTiers ? nameTiers.runs[0][1] : 0;
  const prefixFrom = nameTiers ? nameTiers.runs[1][0] : 0;
  const prefixTo = nameTiers ? nameTiers.runs[1][1] : 0;

  /** The facility's rank key as runIndexQuery computes it, or -1 when it does not hold every word. */
  const keyOf = (i: number): number => {
    let typos = 0;
    let allInName = true;
    let nameWeight = 0;
    for (let o = 0; o < wordMarks.length; o++) {
      const marks = wordMarks[o]!;
      let best = 0;
      let inName = false;
      for (let k = docStart[i]!; k < docStart[i + 1]!; k++) {
        const mark = marks[docWords[k]!]!;
        if (mark === 0) continue;
        if (mark > best) best = mark;
        if (docFields[k]! & Field.name) inName = true;
        // Name words come first: past a match as typed, nothing later changes the answer.
        if (mark === AS_TYPED) break;
      }
      if (best === 0) return -1;
      if (inName) nameWeight += weights[o]!;
      else allInName = false;
      if (best !== AS_TYPED) typos = 1;
    }
    const rank = nameRank[i]!;
    const tier =
      rank >= exactFrom && rank < exactTo ? 0 : rank >= prefixFrom && rank < prefixTo ? 1 : allInName ? 2 : 3;
    return primaryRank(typos, tier, nameWeight, totalWeight, completeness[i]!) * n + rank;
  };

  // The totals first: for several words, counting finds which facilities hold them all (`member`).
  const totals = new Int32Array(3);
  const several = matched.length > 1;
  const { marks: member, stamp: memberStamp } = nextScratch(index);
  const others = matched.filter((word) => word !== driver).map(vocabularyWords);
  // Each scope as numbers: category, its run, the place's run.
  const scoped = Int32Array.from(
    scopes.flatMap(({ category, all, kept }) => [category, all[0], all[1], kept[0], kept[1]]),
  );
  for (let s = 0; s < scoped.length; s += 5) {
    const category = scoped[s]!;
    const keptFrom = scoped[s + 3]!;
    const keptTo = scoped[s + 4]!;
    const driverRuns = runsIn(index, driverWords, keptFrom, keptTo);
    // A facility holds a word once, so one word's run counts itself, and a word every facility of the place
    // holds (a kind: "hopital" for hospitals) counts them all.
    if (!several) {
      let largest = 0;
      for (let r = 0; r < driverRuns.length; r += 2) largest = Math.max(largest, driverRuns[r + 1]! - driverRuns[r]!);
      if (driverRuns.length === 2 || largest === keptTo - keptFrom) {
        totals[category] = largest;
        continue;
      }
    }
    // Otherwise the rarest word's facilities, once each, kept while each other word is found in them.
    const scratch = nextScratch(index);
    const { candidates, marks: found, stamp: foundStamp } = scratch;
    let count = 0;
    for (let r = 0; r < driverRuns.length; r += 2)
      for (let p = driverRuns[r]!; p < driverRuns[r + 1]!; p++) {
        const i = postings[p]!;
        if (found[i] === foundStamp) continue;
        found[i] = foundStamp;
        candidates[count++] = i;
      }
    for (const words of others) {
      const { marks, stamp: holding } = nextScratch(index);
      const runs = runsIn(index, words, keptFrom, keptTo);
      for (let r = 0; r < runs.length; r += 2)
        for (let p = runs[r]!; p < runs[r + 1]!; p++) marks[postings[p]!] = holding;
      let still = 0;
      for (let c = 0; c < count; c++) if (marks[candidates[c]!] === holding) candidates[still++] = candidates[c]!;
      count = still;
    }
    totals[category] = count;
    // Categories are apart in the numbering: a later category's counting leaves these marks alone.
    if (several) for (let c = 0; c < count; c++) member[candidates[c]!] = memberStamp;
  }

  const heaps = [0, 1, 2].map(() => new SmallestKeys(capacity));
  const { marks: seen, stamp } = nextScratch(index);
  const keptFrom = new Int32Array(3);
  const keptTo = new Int32Array(3);
  for (let s = 0; s < scoped.length; s += 5) {
    keptFrom[scoped[s]!] = scoped[s + 3]!;
    keptTo[scoped[s]!] = scoped[s + 4]!;
  }
  let ranked = 0;
  const offer = (i: number) => {
    const category = index.category[i]!;
    if (i < keptFrom[category]! || i >= keptTo[category]! || seen[i] === stamp) return;
    if (several && member[i] !== memberStamp) return;
    seen[i] = stamp;
    ranked++;
    const key = keyOf(i);
    if (key >= 0) heaps[category]!.offer(key);
  };

  // Names equal to the query (tier 0), then names starting with it (tier 1), read from each category's
  // names by completeness: within one completeness a name further on ranks no better than its place says.
  if (nameTiers) {
    const order = index.byCompletenessName;
    const bands = new Int32Array(5);
    const runs = new Int32Array(12);
    for (let s = 0; s < scoped.length; s += 5) {
      const heap = heaps[scoped[s]!]!;
      for (let missing = 0; missing <= 4; missing++)
        bands[missing] = firstAtLeastMissing(index, order, scoped[s + 1]!, scoped[s + 2]!, missing);
      for (let missing = 0; missing < 4; missing++) {
        const band: Run = [bands[missing]!, bands[missing + 1]!];
        const [equal, start] = nameRuns(index, nameTiers.text, order, band);
        runs.set([equal[0], equal[1], start[1]], missing * 3);
        for (let at = equal[0]; at < equal[1]; at++) offer(order[at]!);
      }
      for (let missing = 0; missing < 4; missing++) {
        const bandPrimary = TIER_1_BEST + missing;
        if (heap.size === heap.capacity && bandPrimary * n >= heap.keys[0]!) break;
        for (let at = runs[missing * 3 + 1]!; at < runs[missing * 3 + 2]!; at++) {
          const i = order[at]!;
          if (heap.size === heap.capacity && bandPrimary * n + nameRank[i]! >= heap.keys[0]!) break;
          offer(i);
        }
      }
      if (ranked > maxRanked) return null;
    }
  }

  // A facility holding a word as typed has no typo; when those words are rare, they are all ranked here, and
  // every facility left has a typo.
  const exactWords = driverWords.filter((w) => driver.marks[w] === AS_TYPED);
  let exactPostings = 0;
  const exactRuns: Int32Array[] = [];
  for (let s = 0; s < scoped.length; s += 5) exactRuns.push(runsIn(index, exactWords, scoped[s + 1]!, scoped[s + 2]!));
  for (const runs of exactRuns) for (let r = 0; r < runs.length; r += 2) exactPostings += runs[r + 1]! - runs[r]!;
  let typoFloor = 0;
  if (exactPostings <= exactFirst) {
    for (const runs of exactRuns)
      for (let r = 0; r < runs.length; r += 2) for (let p = runs[r]!; p < runs[r + 1]!; p++) offer(postings[p]!);
    typoFloor = 1;
  }
  // Everything else is tier 2 or worse. In each list a facility ranks no better than its place says: among
  // those with the word in their name, tier 2 with the fewest typos any facility left can have; among the
  // others, tier 3 (one with another word of the rarest in its name is in that word's list), with a typo when
  // this word is one.
  const inNameBest = tier2Best(typoFloor);
  const elsewhereShare = several ? 1 : 0;
  for (let s = 0; s < scoped.length; s += 5) {
    const heap = heaps[scoped[s]!]!;
    const lists = runsIn(index, driverWords, scoped[s + 1]!, scoped[s + 2]!);
    for (let k = 0; k < driverWords.length; k++) {
      const from = lists[2 * k]!;
      const to = lists[2 * k + 1]!;
      const split = firstOutOfName(rankedInName, from, to);
      const typos = Math.max(typoFloor, driver.marks[driverWords[k]!] === AS_TYPED ? 0 : 1);
      const elsewhereBest = primaryRank(typos, 3, elsewhereShare, 1, 3);
      for (let p = from; p < to; p++) {
        const i = rankedPostings[p]!;
        const bestPrimary = p < split ? inNameBest : elsewhereBest;
        if (heap.size === heap.capacity && bestPrimary * n + listRank(index, i) >= heap.keys[0]!) {
          // Past the bound of the part with the name; the part without it has its own.
          if (p < split) {
            p = split - 1;
            continue;
          }
          break;
        }
        offer(i);
        if (ranked > maxRanked) return null;
      }
    }
  }
  return { heaps, totals };
}

/** The first position in [lo, hi) of a ranked list's part whose facilities do not hold the word in their name. */
function firstOutOfName(inName: Uint8Array, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (inName[mid] === 1) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
