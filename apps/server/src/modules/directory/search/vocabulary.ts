/**
 * The words a query word matches in a sorted vocabulary, as ranges of word ids. Because the
 * vocabulary is sorted, every word starting with a given prefix sits in one contiguous range, so
 * "the start of a word" is one range and "close to the start of a word" a few: the sorted array is
 * walked as a trie (each node a range sharing a prefix), keeping one row of the Damerau-Levenshtein
 * table per node and leaving a branch once every cell is over one edit.
 */

/** Half-open ranges of word ids, flattened: [lo0, hi0, lo1, hi1, …]. */
export type WordRanges = number[];

export type WordMatch = {
  /** Words that start with the query word. */
  exact: WordRanges;
  /** Words whose start is one edit (insert, delete, substitute, swap two neighbours) from it. */
  typo: WordRanges;
};

/** The first index in [lo, hi) whose word is not below `key`. */
function lowerBound(vocabulary: readonly string[], key: string, lo = 0, hi = vocabulary.length): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (vocabulary[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The range of words that start with `prefix`. */
export function prefixRange(vocabulary: readonly string[], prefix: string): [number, number] {
  const lo = lowerBound(vocabulary, prefix);
  // U+FFFF sorts after every character a folded word holds.
  const hi = lowerBound(vocabulary, `${prefix}\uffff`, lo);
  return [lo, hi];
}

/** In [lo, hi), all sharing `depth` characters and longer than `depth`: the end of the run whose next character is `code`. */
function runEnd(vocabulary: readonly string[], depth: number, code: number, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (vocabulary[mid]!.charCodeAt(depth) <= code) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function matchWord(vocabulary: readonly string[], word: string, allowTypo: boolean): WordMatch {
  const [lo, hi] = prefixRange(vocabulary, word);
  const exact = lo < hi ? [lo, hi] : [];
  if (!allowTypo) return { exact, typo: [] };
  const typo: WordRanges = [];
  const m = word.length;
  const first = new Array<number>(m + 1);
  for (let j = 0; j <= m; j++) first[j] = j;

  const walk = (
    from: number,
    to: number,
    depth: number,
    row: number[],
    previousRow: number[] | null,
    previousCode: number,
  ) => {
    let i = from;
    // Words that end at this node sort first; they are shorter than the path below.
    while (i < to && vocabulary[i]!.length <= depth) i++;
    while (i < to) {
      const code = vocabulary[i]!.charCodeAt(depth);
      const end = runEnd(vocabulary, depth, code, i, to);
      const next = new Array<number>(m + 1);
      next[0] = depth + 1;
      let best = next[0];
      for (let j = 1; j <= m; j++) {
        const cost = word.charCodeAt(j - 1) === code ? 0 : 1;
        let value = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + cost);
        if (previousRow && j > 1 && word.charCodeAt(j - 1) === previousCode && word.charCodeAt(j - 2) === code) {
          value = Math.min(value, previousRow[j - 2]! + 1);
        }
        next[j] = value;
        if (value < best) best = value;
      }
      if (next[m]! <= 1) {
        // The path so far is within one edit of the whole word: every word below starts with a close spelling.
        if (!(i >= lo && end <= hi)) typo.push(i, end);
      } else if (best <= 1) {
        walk(i, end, depth + 1, next, row, code);
      }
      i = end;
    }
  };
  walk(0, vocabulary.length, 0, first, null, -1);
  return { exact, typo };
}
