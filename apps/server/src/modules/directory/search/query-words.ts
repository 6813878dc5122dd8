import { LRUCache } from 'lru-cache';
import { Field, type SearchIndex } from './search-index';
import { otherWritings } from './other-writings';
import { matchWord, type WordRanges } from './vocabulary';

/** A typo is forgiven only in a word this long: shorter words have too many neighbours. */
const MIN_TYPO_LENGTH = 5;
/** `marks[wordId]` for a word matched as typed (the vocabulary word starts with the query word). */
export const AS_TYPED = 2;
/** `marks[wordId]` for a word matched through a close spelling. */
const CLOSE_SPELLING = 1;

/** What one query word matches in an index: the vocabulary words, a mark per vocabulary word, and how many postings they hold. */
export type WordMatches = {
  exact: WordRanges;
  typo: WordRanges;
  /** `marks[wordId]`: AS_TYPED, CLOSE_SPELLING or 0 (no match), so checking a facility's word is one array read. */
  marks: Uint8Array;
  /** Postings over every matching word: the rarest query word drives the search. */
  estimate: number;
};

/**
 * Matches kept per index, bounded by their marks' bytes. Queries never seen before are mostly made
 * of words seen before ("pharmacie", a town, a quarter): in 40,000 distinct queries built from the
 * bench's names and towns, 4,006 distinct words out of 84,770. Walking the vocabulary for a close
 * spelling costs more than the rest of the query, so each word is walked once per index.
 */
const CACHE_BYTES = 32 * 1024 * 1024;
const caches = new WeakMap<SearchIndex, LRUCache<string, WordMatches>>();

function markRanges(marks: Uint8Array, ranges: WordRanges, value: number): void {
  for (let k = 0; k < ranges.length; k += 2) {
    for (let id = ranges[k]!; id < ranges[k + 1]!; id++) if (marks[id]! < value) marks[id] = value;
  }
}

function postingsIn(index: SearchIndex, ranges: WordRanges): number {
  let total = 0;
  for (let k = 0; k < ranges.length; k += 2)
    total += index.postingStart[ranges[k + 1]!]! - index.postingStart[ranges[k]!]!;
  return total;
}

/** Half-open ranges merged into ascending, disjoint ones (a word and its other writings may overlap). */
function unionRanges(ranges: WordRanges): WordRanges {
  const pairs: [number, number][] = [];
  for (let k = 0; k < ranges.length; k += 2) pairs.push([ranges[k]!, ranges[k + 1]!]);
  pairs.sort((a, b) => a[0] - b[0]);
  const merged: WordRanges = [];
  for (const [lo, hi] of pairs) {
    const last = merged.length - 1;
    if (last > 0 && lo <= merged[last]!) merged[last] = Math.max(merged[last]!, hi);
    else merged.push(lo, hi);
  }
  return merged;
}

/**
 * A query word that is, whole, the name of a place ("bamenda", a word of "Bamenda I"): the vocabulary's ranges
 * of the words that start with it split into that word and the longer ones. Null when the word is no place's.
 */
function placeWordSplit(
  index: SearchIndex,
  word: string,
  exact: WordRanges,
): [whole: WordRanges, longer: WordRanges] | null {
  const [lo, hi] = exact.length === 2 ? [exact[0]!, exact[1]!] : [0, 0];
  // The word itself sorts first among the words that start with it.
  if (lo === hi || index.vocabulary[lo] !== word || !(index.vocabularyFields[lo]! & Field.place)) return null;
  return [[lo, lo + 1], lo + 1 < hi ? [lo + 1, hi] : []];
}

function computeMatches(index: SearchIndex, word: string): WordMatches {
  const own = matchWord(index.vocabulary, word, word.length >= MIN_TYPO_LENGTH);
  // A town's whole name is that town: a longer word starting with it is another place ("bamenda" is not
  // "Bamendjou", "Kolbenda" not "Kolbendaro") and counts as a close spelling, after the town's own facilities.
  const split = placeWordSplit(index, word, own.exact);
  const ownExact = split ? split[0] : own.exact;
  // Another writing of the word counts as typed: "st" finds "Saint Francis", "pediatrician" finds "Pédiatrie".
  const other = (otherWritings.get(word) ?? []).flatMap((writing) => matchWord(index.vocabulary, writing, false).exact);
  const exact = other.length > 0 ? unionRanges([...ownExact, ...other]) : ownExact;
  const typo = split && split[1].length > 0 ? unionRanges([...own.typo, ...split[1]]) : own.typo;
  const marks = new Uint8Array(index.vocabulary.length);
  markRanges(marks, typo, CLOSE_SPELLING);
  markRanges(marks, exact, AS_TYPED);
  return { exact, typo, marks, estimate: postingsIn(index, exact) + postingsIn(index, typo) };
}

/** The matches of a folded query word in `index`; the same object for the same word while it stays cached (read-only). */
export function queryWordMatches(index: SearchIndex, word: string): WordMatches {
  let cache = caches.get(index);
  if (!cache) {
    cache = new LRUCache<string, WordMatches>({
      maxSize: CACHE_BYTES,
      sizeCalculation: (matches) => Math.max(1, matches.marks.byteLength),
    });
    caches.set(index, cache);
  }
  let matches = cache.get(word);
  if (!matches) {
    matches = computeMatches(index, word);
    cache.set(word, matches);
  }
  return matches;
}
