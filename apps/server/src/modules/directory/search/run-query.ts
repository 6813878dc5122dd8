import { BROAD_WORD_POSTINGS, broadWordScopes, rankFromBestFirst } from './broad-word';
import {
  ALL_FIELDS,
  Field,
  firstAtLeast,
  nameRuns,
  type CategoryCode,
  type Run,
  type SearchIndex,
} from './search-index';
import { primaryRank } from './rank-key';
import { nextScratch } from './scratch';
import { SmallestKeys } from './smallest-keys';
import { AS_TYPED, queryWordMatches, type WordMatches } from './query-words';
import { COMMON_WORDS, PARTICLES, words } from './text';

export type IndexQuery = {
  text: string;
  /** Which groups to answer (0 hospitals, 1 pharmacies, 2 laboratories). */
  categories: readonly CategoryCode[];
  /** The fields a word may match in (a search by specialty looks at specialties and places). */
  fields: number;
  /** When set, at least one word must match in this field. */
  requiredField?: number;
  regionId?: number | undefined;
  divisionId?: number | undefined;
  subdivisionId?: number | undefined;
  near?: { latitude: number; longitude: number } | undefined;
  offset: number;
  limit: number;
};

export type GroupAnswer = { total: number; ids: number[] };

/** A query's words beyond this many are ignored (the limit on a query's length keeps it small anyway). */
const MAX_WORDS = 10;
/** Distances are ranked in steps of 10 m, up to 2^21 steps (beyond any distance in the country). */
const DISTANCE_STEPS = 2 ** 21;
const EARTH_RADIUS_M = 6_371_000;

type QueryWord = WordMatches & { weight: number };

/** What the rarest word's postings say about a candidate. */
const FOUND_IN_NAME = 1;
const FOUND_AS_TYPED = 2;
const FOUND_IN_REQUIRED = 4;

export function distanceSteps(index: SearchIndex, i: number, near: { latitude: number; longitude: number }): number {
  const lat = index.latitude[i]!;
  if (Number.isNaN(lat)) return DISTANCE_STEPS - 1;
  const toRad = Math.PI / 180;
  const dLat = (lat - near.latitude) * toRad;
  const dLng = (index.longitude[i]! - near.longitude) * toRad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(near.latitude * toRad) * Math.cos(lat * toRad) * Math.sin(dLng / 2) ** 2;
  const metres = 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
  return Math.min(DISTANCE_STEPS - 1, Math.floor(metres / 10));
}

const EMPTY_RUN: Run = [0, 0];

/**
 * Every word of the query must match (a word or the start of one, one typo forgiven from five
 * letters), in any order, in the allowed fields. Answers each group's total and one page of ids, ranked:
 *   tier 0 the name is the query; 1 the name starts with the query (both only when the query holds a
 *   distinctive word: "hopital" alone is a browse); 2 every word is in the name; 3 some word matched
 *   through the place, address, specialty, test or a doctor, split by the share of the query's weight
 *   found in the name (common words weigh 1, distinctive ones 3);
 *   all of it after every facility matching each word as typed (a typo is forgiven, not preferred:
 *   "garoua" finds Garoua before Maroua); within a rank complete records (phone, hours, position)
 *   first, then nearest first when a position is given, then by name.
 */
export function runIndexQuery(
  index: SearchIndex,
  query: IndexQuery,
  /** For tests: when the way for a broad rarest word applies, and the limits of its walk (broad-word.ts). */
  options: { broadWordPostings?: number; maxRanked?: number; exactFirst?: number } = {},
): GroupAnswer[] {
  const groups: GroupAnswer[] = [0, 1, 2].map(() => ({ total: 0, ids: [] }));
  const queryWords = words(query.text).slice(0, MAX_WORDS);
  const meaningful = queryWords.filter((word) => !PARTICLES.has(word));
  const required = meaningful.length > 0 ? meaningful : queryWords;
  if (required.length === 0 || index.size === 0) return groups;

  const matched: QueryWord[] = [];
  for (const word of new Set(required)) {
    const matches = queryWordMatches(index, word);
    if (matches.estimate === 0) return groups;
    matched.push({ ...matches, weight: COMMON_WORDS.has(word) ? 1 : 3 });
  }
  const totalWeight = matched.reduce((sum, w) => sum + w.weight, 0);
  const distinctive = required.some((word) => !COMMON_WORDS.has(word));
  // Names equal to the query, then names starting with it, as runs of name ranks (names sort by
  // their folded text): a rank check per candidate instead of reading its name.
  const [exactNames, prefixNames] = distinctive ? nameRuns(index, queryWords.join(' ')) : [EMPTY_RUN, EMPTY_RUN];
  const driver = matched.reduce((best, w) => (w.estimate < best.estimate ? w : best));

  const wanted = new Uint8Array(3);
  for (const category of query.categories) wanted[category] = 1;
  const heaps = [0, 1, 2].map(() => new SmallestKeys(Math.max(1, query.offset + query.limit)));
  const n = index.size;
  const { near, fields, requiredField } = query;
  const broadScopes =
    !near &&
    requiredField === undefined &&
    fields === ALL_FIELDS &&
    driver.estimate >= (options.broadWordPostings ?? BROAD_WORD_POSTINGS)
      ? broadWordScopes(index, query)
      : null;
  const broad =
    broadScopes &&
    rankFromBestFirst(
      index,
      matched,
      driver,
      broadScopes,
      distinctive ? { text: queryWords.join(' '), runs: [exactNames, prefixNames] } : null,
      heaps[0]!.capacity,
      options,
    );
  if (broad) return answer(index, query, broad.heaps, broad.totals);
  const { marks, flags, candidates, stamp } = nextScratch(index);

  // Typed arrays in locals and the other words as plain arrays: this runs for every candidate.
  const { docStart, docWords, docFields, category: categoryOf, completeness, nameRank } = index;
  const others = matched.filter((w) => w !== driver);
  const otherMarks = others.map((w) => w.marks);
  const otherWeights = others.map((w) => w.weight);
  const placeFiltered =
    query.regionId !== undefined || query.divisionId !== undefined || query.subdivisionId !== undefined;
  const needRequired = requiredField !== undefined;
  const requiredMask = requiredField ?? 0;

  const totals = new Int32Array(3);
  const [exactFrom, exactTo] = exactNames;
  const [prefixFrom, prefixTo] = prefixNames;
  const considerAll = (candidateCount: number) => {
    candidates: for (let c = 0; c < candidateCount; c++) {
      const i = candidates[c]!;
      const category = categoryOf[i]!;
      if (!wanted[category]) continue candidates;
      if (placeFiltered) {
        if (query.regionId !== undefined && index.regionId[i] !== query.regionId) continue candidates;
        if (query.divisionId !== undefined && index.divisionId[i] !== query.divisionId) continue candidates;
        if (query.subdivisionId !== undefined && index.subdivisionId[i] !== query.subdivisionId) continue candidates;
      }
      const start = docStart[i]!;
      const end = docStart[i + 1]!;
      let allInName = true;
      let nameWeight = 0;
      let typos = 0;
      // The rarest word is known to be there: its postings carry where and how, no need to look again.
      const found0 = flags[i]!;
      let requiredFieldSeen = !needRequired || (found0 & FOUND_IN_REQUIRED) !== 0;
      if (found0 & FOUND_IN_NAME) nameWeight += driver.weight;
      else allInName = false;
      if (!(found0 & FOUND_AS_TYPED)) typos = 1;
      for (let o = 0; o < otherMarks.length; o++) {
        const marksOfWord = otherMarks[o]!;
        let best = 0;
        let inName = false;
        for (let k = start; k < end; k++) {
          const mark = marksOfWord[docWords[k]!]!;
          if (mark === 0) continue;
          const wordFields = docFields[k]! & fields;
          if (wordFields === 0) continue;
          if (mark > best) best = mark;
          if (wordFields & Field.name) inName = true;
          if (wordFields & requiredMask) requiredFieldSeen = true;
          // Name words come first, so past a match as typed nothing later changes the answer (but a required field may still be due).
          if (mark === AS_TYPED && requiredFieldSeen) break;
        }
        if (best === 0) continue candidates;
        if (inName) nameWeight += otherWeights[o]!;
        else allInName = false;
        if (best !== AS_TYPED) typos = 1;
      }
      if (!requiredFieldSeen) continue candidates;

      // Names equal to the query or starting with it were found once per query as runs of name ranks.
      const rank = nameRank[i]!;
      const tier =
        rank >= exactFrom && rank < exactTo ? 0 : rank >= prefixFrom && rank < prefixTo ? 1 : allInName ? 2 : 3;
      const primary = primaryRank(typos, tier, nameWeight, totalWeight, completeness[i]!);
      const key = near ? (primary * DISTANCE_STEPS + distanceSteps(index, i, near)) * n + rank : primary * n + rank;
      totals[category]!++;
      // Most candidates of a broad query cannot enter a full page: refused without the call.
      const heap = heaps[category]!;
      if (heap.size < heap.capacity || key < heap.keys[0]!) heap.offer(key);
    }
  };

  // The runs of facility numbers the type and place allow (see SearchIndex.slices).
  const place =
    query.subdivisionId !== undefined
      ? `s${query.subdivisionId}`
      : query.divisionId !== undefined
        ? `d${query.divisionId}`
        : query.regionId !== undefined
          ? `r${query.regionId}`
          : null;
  const slices: [number, number][] = [];
  for (const category of query.categories) {
    const slice = (place && index.slices.get(`c${category}:${place}`)) ?? index.slices.get(`c${category}`);
    if (slice) slices.push(slice);
  }

  // Gather the rarest word's facilities once each, with what all its postings say about each.
  const { postingStart, postings, postingFields } = index;
  const nameField = Field.name;
  let candidateCount = 0;
  for (const [ranges, asTyped] of [
    [driver.exact, FOUND_AS_TYPED],
    [driver.typo, 0],
  ] as const) {
    // Each word's posting list is ascending (not a run of several words): cut each one to each slice.
    for (let r = 0; r < ranges.length; r += 2)
      for (let word = ranges[r]!; word < ranges[r + 1]!; word++)
        for (const [sliceFrom, sliceTo] of slices) {
          const first = postingStart[word]!;
          const last = postingStart[word + 1]!;
          const from = firstAtLeast(postings, first, last, sliceFrom);
          const to = firstAtLeast(postings, from, last, sliceTo);
          for (let p = from; p < to; p++) {
            const where = postingFields[p]! & fields;
            if (where === 0) continue;
            const i = postings[p]!;
            let found = asTyped;
            if (where & nameField) found |= FOUND_IN_NAME;
            if (where & requiredMask) found |= FOUND_IN_REQUIRED;
            if (marks[i] !== stamp) {
              marks[i] = stamp;
              flags[i] = found;
              candidates[candidateCount++] = i;
            } else flags[i]! |= found;
          }
        }
  }
  considerAll(candidateCount);
  return answer(index, query, heaps, totals);
}

/** Each group's page, from the keys kept (a key ends with the name rank), and its total. */
function answer(
  index: SearchIndex,
  query: IndexQuery,
  heaps: readonly SmallestKeys[],
  totals: Int32Array,
): GroupAnswer[] {
  return heaps.map((heap, category) => ({
    total: totals[category]!,
    ids: heap
      .sorted()
      .slice(query.offset, query.offset + query.limit)
      .map((key) => index.ids[index.byNameRank[key % index.size]!]!),
  }));
}
