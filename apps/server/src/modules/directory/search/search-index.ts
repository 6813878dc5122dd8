import { words } from './text';

/** Where a word of a facility's record comes from; a search by type looks in some fields only. */
export const Field = {
  name: 1,
  place: 2,
  address: 4,
  specialty: 8,
  test: 16,
  doctor: 32,
  /** The kind of facility in both languages ("hôpital", "hospital", "clinique"…). */
  kind: 64,
} as const;
export const ALL_FIELDS = 127;

export const categoryCodes = { hospital: 0, pharmacy: 1, laboratory: 2 } as const;
export type CategoryCode = (typeof categoryCodes)[keyof typeof categoryCodes];

/** One facility as the search sees it. */
export type SearchDocument = {
  id: number;
  category: CategoryCode;
  regionId: number | null;
  divisionId: number | null;
  subdivisionId: number | null;
  latitude: number | null;
  longitude: number | null;
  /** 0-3: how many of a phone, hours and a position the record has. */
  completeness: number;
  name: string;
  /** Texts other than the name, each with the field it belongs to. */
  texts: [field: number, text: string][];
};

/**
 * The public directory as an inverted index over a sorted vocabulary, in flat typed arrays so that
 * 100,000 facilities cost a few megabytes and a query touches only the facilities that hold its rarest word.
 * Facilities are numbered 0…n-1 in the order given; everything about facility i is at index i.
 */
export type SearchIndex = {
  size: number;
  ids: Int32Array;
  category: Uint8Array;
  regionId: Int32Array;
  divisionId: Int32Array;
  subdivisionId: Int32Array;
  latitude: Float64Array;
  longitude: Float64Array;
  completeness: Uint8Array;
  /** The name's folded words joined by one space, for the exact and prefix tiers. */
  foldedName: string[];
  /** Position of each facility in name order (ties by id): the last tie-break of every ranking. */
  nameRank: Int32Array;
  /** The facility at each name-order position. */
  byNameRank: Int32Array;
  /**
   * Each category's facilities at the positions of its run of numbers, more complete records first and each
   * completeness in name order: the names a query starts, best first, are a few binary searches away.
   */
  byCompletenessName: Int32Array;
  /**
   * Facilities are numbered by category, then region, division and subdivision, so each of these
   * holds a contiguous run of numbers ("c0", "c1:r7", "c1:d23", "c1:s101" → [first, end)): a search
   * by type or place reads only that slice of each (ascending) posting list.
   */
  slices: Map<string, [number, number]>;
  vocabulary: string[];
  /** The fields each vocabulary word is in, over every facility: "bamenda" is a place's name (Field.place). */
  vocabularyFields: Uint8Array;
  /**
   * The words of facility i are docWords[docStart[i]..docStart[i+1]), name words first; docFields holds each one's fields.
   * Two bytes a word while the vocabulary allows (up to 65,536 words): half the memory a query reads.
   */
  docStart: Int32Array;
  docWords: Uint16Array | Int32Array;
  docFields: Uint8Array;
  /** The facilities holding word w are postings[postingStart[w]..postingStart[w+1]), ascending; postingFields the fields it is in there. */
  postingStart: Int32Array;
  postings: Int32Array;
  postingFields: Uint8Array;
  /**
   * The same postings best first: within each word and category, the facilities holding it in their name,
   * then the others, each part with more complete records first, then by name (`postings[a..b)` and
   * `rankedPostings[a..b)` hold the same facilities for a category's run of a word). A query whose rarest
   * word most facilities hold ("hopital") is ranked from the heads of its lists (broad-word.ts).
   */
  rankedPostings: Int32Array;
  /** 1 where `rankedPostings` holds a facility with the word in its name (they come first in each part). */
  rankedInName: Uint8Array;
};

/** The first position in postings[lo, hi) (ascending) holding a facility number ≥ `value`. */
export function firstAtLeast(postings: Int32Array, lo: number, hi: number, value: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (postings[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const placeOrder = (a: SearchDocument, b: SearchDocument) =>
  a.category - b.category ||
  (a.regionId ?? 0) - (b.regionId ?? 0) ||
  (a.divisionId ?? 0) - (b.divisionId ?? 0) ||
  (a.subdivisionId ?? 0) - (b.subdivisionId ?? 0) ||
  a.id - b.id;

/** The run of numbers each category, and each place within it, holds (`documents` in place order). */
function sliceBy(documents: readonly SearchDocument[]): Map<string, [number, number]> {
  const slices = new Map<string, [number, number]>();
  const broken = new Set<string>();
  documents.forEach((doc, i) => {
    const keys = [`c${doc.category}`];
    if (doc.regionId !== null) keys.push(`c${doc.category}:r${doc.regionId}`);
    if (doc.divisionId !== null) keys.push(`c${doc.category}:d${doc.divisionId}`);
    if (doc.subdivisionId !== null) keys.push(`c${doc.category}:s${doc.subdivisionId}`);
    for (const key of keys) {
      const slice = slices.get(key);
      if (!slice) slices.set(key, [i, i + 1]);
      else if (slice[1] === i) slice[1] = i + 1;
      else broken.add(key);
    }
  });
  // A place whose facilities are not one run (a division filed under two regions) has no slice: its
  // searches read the whole category, and the place filter checks each facility.
  for (const key of broken) slices.delete(key);
  return slices;
}

export function buildSearchIndex(given: readonly SearchDocument[]): SearchIndex {
  const documents = [...given].sort(placeOrder);
  const n = documents.length;
  // Each facility's distinct words, name first, with the fields each appears in.
  const perDoc: Map<string, number>[] = [];
  const foldedName: string[] = new Array<string>(n);
  const vocabularySet = new Set<string>();
  // Place names and kinds repeat on thousands of facilities: fold each text once.
  const folded = new Map<string, string[]>();
  const wordsOnce = (text: string): string[] => {
    let list = folded.get(text);
    if (!list) folded.set(text, (list = words(text)));
    return list;
  };
  for (let i = 0; i < n; i++) {
    const doc = documents[i]!;
    const fields = new Map<string, number>();
    const nameWords = words(doc.name);
    foldedName[i] = nameWords.join(' ');
    for (const word of nameWords) fields.set(word, (fields.get(word) ?? 0) | Field.name);
    for (const [field, text] of doc.texts) {
      const repeated = field === Field.place || field === Field.kind;
      for (const word of repeated ? wordsOnce(text) : words(text)) fields.set(word, (fields.get(word) ?? 0) | field);
    }
    for (const word of fields.keys()) vocabularySet.add(word);
    perDoc.push(fields);
  }
  const vocabulary = [...vocabularySet].sort();
  const wordId = new Map<string, number>();
  vocabulary.forEach((word, id) => wordId.set(word, id));

  const docStart = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) docStart[i + 1] = docStart[i]! + perDoc[i]!.size;
  const docWords = vocabulary.length <= 0x10000 ? new Uint16Array(docStart[n]!) : new Int32Array(docStart[n]!);
  const docFields = new Uint8Array(docStart[n]!);
  const postingCount = new Int32Array(vocabulary.length + 1);
  for (let i = 0; i < n; i++) {
    let k = docStart[i]!;
    // Map keeps insertion order, so the name's words come first.
    for (const [word, fields] of perDoc[i]!) {
      const id = wordId.get(word)!;
      docWords[k] = id;
      docFields[k] = fields;
      postingCount[id + 1]!++;
      k++;
    }
  }
  const vocabularyFields = new Uint8Array(vocabulary.length);
  for (let k = 0; k < docWords.length; k++) vocabularyFields[docWords[k]!]! |= docFields[k]!;
  const postingStart = new Int32Array(vocabulary.length + 1);
  for (let w = 0; w < vocabulary.length; w++) postingStart[w + 1] = postingStart[w]! + postingCount[w + 1]!;
  const postings = new Int32Array(postingStart[vocabulary.length]!);
  const postingFields = new Uint8Array(postings.length);
  const fill = postingStart.slice(0, vocabulary.length);
  for (let i = 0; i < n; i++) {
    for (let k = docStart[i]!; k < docStart[i + 1]!; k++) {
      const at = fill[docWords[k]!]!++;
      postings[at] = i;
      postingFields[at] = docFields[k]!;
    }
  }

  const order = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) =>
      (foldedName[a]! < foldedName[b]! ? -1 : foldedName[a]! > foldedName[b]! ? 1 : 0) ||
      documents[a]!.id - documents[b]!.id,
  );
  const nameRank = new Int32Array(n);
  const byNameRank = new Int32Array(n);
  order.forEach((doc, rank) => {
    nameRank[doc] = rank;
    byNameRank[rank] = doc;
  });

  const index: SearchIndex = {
    size: n,
    ids: new Int32Array(n),
    category: new Uint8Array(n),
    regionId: new Int32Array(n),
    divisionId: new Int32Array(n),
    subdivisionId: new Int32Array(n),
    latitude: new Float64Array(n).fill(Number.NaN),
    longitude: new Float64Array(n).fill(Number.NaN),
    completeness: new Uint8Array(n),
    foldedName,
    nameRank,
    byNameRank,
    byCompletenessName: byNameRank,
    slices: sliceBy(documents),
    vocabulary,
    vocabularyFields,
    docStart,
    docWords,
    docFields,
    postingStart,
    postings,
    postingFields,
    rankedPostings: postings,
    rankedInName: new Uint8Array(0),
  };
  for (let i = 0; i < n; i++) {
    const doc = documents[i]!;
    index.ids[i] = doc.id;
    index.category[i] = doc.category;
    index.regionId[i] = doc.regionId ?? 0;
    index.divisionId[i] = doc.divisionId ?? 0;
    index.subdivisionId[i] = doc.subdivisionId ?? 0;
    if (doc.latitude !== null && doc.longitude !== null) {
      index.latitude[i] = doc.latitude;
      index.longitude[i] = doc.longitude;
    }
    index.completeness[i] = doc.completeness;
  }
  ({ ranked: index.rankedPostings, inName: index.rankedInName } = rankPostings(index));
  index.byCompletenessName = orderByCompletenessName(index);
  return index;
}

function orderByCompletenessName(index: SearchIndex): Int32Array {
  // Where each (category, completeness) group starts: categories in number order, 3 (complete) first.
  const starts = new Int32Array(13);
  for (let i = 0; i < index.size; i++) starts[index.category[i]! * 4 + 3 - index.completeness[i]! + 1]!++;
  for (let k = 1; k < 12; k++) starts[k]! += starts[k - 1]!;
  const ordered = new Int32Array(index.size);
  for (const i of index.byNameRank) ordered[starts[index.category[i]! * 4 + 3 - index.completeness[i]!]!++] = i;
  return ordered;
}

/** The first position in [lo, hi) of a name order (`byNameRank`, a run of `byCompletenessName`) whose folded name is not below `key`. */
function firstNameAtLeast(index: SearchIndex, order: Int32Array, key: string, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (index.foldedName[order[mid]!]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export type Run = readonly [from: number, to: number];

/** The positions in a name order (all names by default) of names equal to `folded`, and of names that start with it (longer ones). */
export function nameRuns(
  index: SearchIndex,
  folded: string,
  order = index.byNameRank,
  [lo, hi]: Run = [0, index.size],
): [exact: Run, prefix: Run] {
  const from = firstNameAtLeast(index, order, folded, lo, hi);
  // A name longer than the query sorts after it: U+0000 is below any character a name can hold next.
  const longer = firstNameAtLeast(index, order, `${folded}\u0000`, from, hi);
  const end = firstNameAtLeast(index, order, `${folded}\uffff`, longer, hi);
  return [
    [from, longer],
    [longer, end],
  ];
}

/** The rank of a facility among its category's matches for a word that says nothing more: see `rankedPostings`. */
export function listRank(index: SearchIndex, i: number): number {
  return (3 - index.completeness[i]!) * index.size + index.nameRank[i]!;
}

/**
 * Each word's postings sorted best first within each category (facility numbers run by category): those
 * holding the word in their name, then the others, each part by `listRank`.
 */
function rankPostings(index: SearchIndex): { ranked: Int32Array; inName: Uint8Array } {
  const { postings, postingStart, postingFields, byNameRank, size: n } = index;
  const ranked = new Int32Array(postings.length);
  const inName = new Uint8Array(postings.length);
  // A sort key per posting that names its facility (the name rank is unique): plain numbers sort fast.
  const elsewhere = 4 * n;
  const keys = new Int32Array(postings.length);
  const categoryStarts = [1, 2].flatMap((category) => index.slices.get(`c${category}`)?.[0] ?? []);
  for (let word = 0; word + 1 < postingStart.length; word++) {
    const end = postingStart[word + 1]!;
    let from = postingStart[word]!;
    for (const start of [...categoryStarts, n]) {
      const to = firstAtLeast(postings, from, end, start);
      for (let p = from; p < to; p++)
        keys[p] = (postingFields[p]! & Field.name ? 0 : elsewhere) + listRank(index, postings[p]!);
      keys.subarray(from, to).sort();
      for (let p = from; p < to; p++) {
        ranked[p] = byNameRank[keys[p]! % n]!;
        inName[p] = keys[p]! < elsewhere ? 1 : 0;
      }
      from = to;
    }
  }
  return { ranked, inName };
}
