import { queryWordMatches, type WordMatches } from './query-words';
import { distanceSteps, type IndexQuery } from './run-query';
import { Field, type SearchIndex } from './search-index';
import { SmallestKeys } from './smallest-keys';
import { PARTICLES, words } from './text';

/** How many alternatives a search that found nothing offers. */
export const NEAREST_LIMIT = 6;

/**
 * What the alternatives are nearest to: the place the query named (its words, as folded), the place the
 * visitor chose (the filter), or the visitor's position.
 */
export type NearestBasis = 'query' | 'filter' | 'visitor';

export type NearestAnswer = { basis: NearestBasis; placeWords: string[]; ids: number[] };

type Position = { latitude: number; longitude: number };

/** The vocabulary words a query word matches, as typed or, when `withTypos`, through a close spelling. */
function eachWord(matches: WordMatches, withTypos: boolean, visit: (word: number) => boolean | void): boolean {
  for (const ranges of withTypos ? [matches.exact, matches.typo] : [matches.exact])
    for (let r = 0; r < ranges.length; r += 2)
      for (let w = ranges[r]!; w < ranges[r + 1]!; w++) if (visit(w) === true) return true;
  return false;
}

/** Whether a query word names a kind of facility ("csi", "clinique", "pharmacie"): some facility has it as its kind. */
function isKindWord(index: SearchIndex, matches: WordMatches): boolean {
  return eachWord(matches, false, (w) => (index.vocabularyFields[w]! & Field.kind) !== 0);
}

/** Whether a query word is, as typed, a word of a place's name ("bamenda", "ndu"). */
function isPlaceWord(index: SearchIndex, matches: WordMatches): boolean {
  return eachWord(matches, false, (w) => (index.vocabularyFields[w]! & Field.place) !== 0);
}

/** Whether facility `i` holds the query word in one of `fields`. */
function holds(index: SearchIndex, i: number, matches: WordMatches, fields: number, minMark: number): boolean {
  for (let k = index.docStart[i]!; k < index.docStart[i + 1]!; k++)
    if (matches.marks[index.docWords[k]!]! >= minMark && index.docFields[k]! & fields) return true;
  return false;
}

/** The facilities (any group) holding every word, as typed, in one of `fields`. */
function holdersOf(index: SearchIndex, all: readonly WordMatches[], fields: number): number[] {
  const [first, ...others] = [...all].sort((a, b) => a.estimate - b.estimate);
  if (!first) return [];
  const found = new Set<number>();
  eachWord(first, false, (w) => {
    for (let p = index.postingStart[w]!; p < index.postingStart[w + 1]!; p++)
      if (index.postingFields[p]! & fields) found.add(index.postings[p]!);
  });
  return [...found].filter((i) => others.every((word) => holds(index, i, word, fields, 2)));
}

const median = (values: number[]) => {
  values.sort((a, b) => a - b);
  const middle = values.length >> 1;
  return values.length % 2 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
};

/** The middle of these facilities' positions (the median of each coordinate: one stray record moves it little), or null. */
function centreOf(index: SearchIndex, facilities: Iterable<number>): Position | null {
  const latitudes: number[] = [];
  const longitudes: number[] = [];
  for (const i of facilities) {
    if (Number.isNaN(index.latitude[i]!)) continue;
    latitudes.push(index.latitude[i]!);
    longitudes.push(index.longitude[i]!);
  }
  return latitudes.length > 0 ? { latitude: median(latitudes), longitude: median(longitudes) } : null;
}

function inFilter(index: SearchIndex, i: number, query: IndexQuery): boolean {
  return (
    (query.regionId === undefined || index.regionId[i] === query.regionId) &&
    (query.divisionId === undefined || index.divisionId[i] === query.divisionId) &&
    (query.subdivisionId === undefined || index.subdivisionId[i] === query.subdivisionId)
  );
}

/**
 * The facilities to offer when a search found nothing (issue 34, docs/decisions/2026-11-28-search-no-match.md):
 * those of the kind the query names ("csi", "pharmacie", "district hospital"; else of the groups asked for), nearest
 * to the place it names: where the facilities holding its other words are ("nkolndongo", "bamenda"), else the place
 * filter the visitor chose, else the visitor's position. Null when there is no such place or no such facility.
 */
export function findNearest(index: SearchIndex, query: IndexQuery, limit = NEAREST_LIMIT): NearestAnswer | null {
  const queryWords = [...new Set(words(query.text).filter((word) => !PARTICLES.has(word)))].slice(0, 10);
  if (queryWords.length === 0 || index.size === 0) return null;
  const kind: WordMatches[] = [];
  // The other words that match something: a word matching nothing ("zzz", a name not in the directory) says nowhere.
  const others: { word: string; matches: WordMatches }[] = [];
  for (const word of queryWords) {
    const matches = queryWordMatches(index, word);
    if (isKindWord(index, matches)) kind.push(matches);
    else if (matches.estimate > 0) others.push({ word, matches });
  }

  // Where to look from: the facilities in the place the other words name (a town: "bamenda"), else those holding
  // them at all (a neighbourhood in a name or an address: "nkolndongo"), else the facilities in the place named by
  // those of them that are a place's name ("ndu" in "pharmacie de garde ndu").
  let basis: NearestBasis;
  let from: Position | null = null;
  let placeWords: string[] = [];
  const filtered = query.regionId !== undefined || query.divisionId !== undefined || query.subdivisionId !== undefined;
  const otherMatches = others.map((other) => other.matches);
  from =
    centreOf(index, holdersOf(index, otherMatches, Field.place)) ??
    centreOf(index, holdersOf(index, otherMatches, Field.name | Field.address | Field.place));
  if (from) placeWords = others.map((other) => other.word);
  else {
    const places = others.filter((other) => isPlaceWord(index, other.matches));
    from = centreOf(
      index,
      holdersOf(
        index,
        places.map((other) => other.matches),
        Field.place,
      ),
    );
    if (from) placeWords = places.map((other) => other.word);
  }
  if (from) basis = 'query';
  else if (filtered) {
    basis = 'filter';
    from = query.near ?? null;
  } else if (query.near) {
    basis = 'visitor';
    from = query.near;
  } else return null;

  // The facilities of the kind asked for: every kind word as the kind (or in the name), in the groups asked for.
  const wanted = new Set<number>(query.categories);
  const heap = new SmallestKeys(limit);
  const n = index.size;
  const inFilterArea: number[] = [];
  const consider = (i: number) => {
    if (!wanted.has(index.category[i]!)) return;
    if (basis === 'filter' && !inFilter(index, i, query)) return;
    if (!kind.every((word) => holds(index, i, word, Field.kind | Field.name, 2))) return;
    if (basis === 'filter' && !from) {
      inFilterArea.push(i);
      return;
    }
    if (Number.isNaN(index.latitude[i]!)) return;
    const key = distanceSteps(index, i, from!) * n + index.nameRank[i]!;
    if (heap.size < heap.capacity || key < heap.keys[0]!) heap.offer(key);
  };
  const driver = kind.reduce<WordMatches | null>((best, w) => (!best || w.estimate < best.estimate ? w : best), null);
  if (driver) {
    const seen = new Set<number>();
    eachWord(driver, false, (w) => {
      for (let p = index.postingStart[w]!; p < index.postingStart[w + 1]!; p++) {
        const i = index.postings[p]!;
        if (!seen.has(i)) {
          seen.add(i);
          consider(i);
        }
      }
    });
  } else {
    for (const category of wanted) {
      const slice = index.slices.get(`c${category}`);
      if (slice) for (let i = slice[0]; i < slice[1]; i++) consider(i);
    }
  }
  if (basis === 'filter' && !from) {
    // The chosen place, with no position to measure from: from the middle of its facilities of that kind.
    from = centreOf(index, inFilterArea);
    if (!from) return null;
    for (const i of inFilterArea) {
      if (Number.isNaN(index.latitude[i]!)) continue;
      const key = distanceSteps(index, i, from) * n + index.nameRank[i]!;
      if (heap.size < heap.capacity || key < heap.keys[0]!) heap.offer(key);
    }
  }
  const ids = heap.sorted().map((key) => index.ids[index.byNameRank[key % n]!]!);
  return ids.length > 0 ? { basis, placeWords: basis === 'query' ? placeWords : [], ids } : null;
}
