import type { SearchIndex } from './search-index';

type Scratch = { marks: Int32Array; flags: Uint8Array; candidates: Int32Array; stamp: number };
const scratches = new WeakMap<SearchIndex, Scratch>();

/**
 * Per-facility working memory of one query: `marks[i] === stamp` says facility i is already a
 * candidate (no array is cleared per query), `flags[i]` what the rarest word found in it,
 * `candidates` the facilities gathered. A query runs synchronously, so one set serves them all.
 */
export function nextScratch(index: SearchIndex): Scratch {
  let entry = scratches.get(index);
  if (!entry || entry.stamp >= 2 ** 31 - 2) {
    entry = {
      marks: new Int32Array(index.size),
      flags: new Uint8Array(index.size),
      candidates: new Int32Array(index.size),
      stamp: 0,
    };
    scratches.set(index, entry);
  }
  entry.stamp++;
  return entry;
}
