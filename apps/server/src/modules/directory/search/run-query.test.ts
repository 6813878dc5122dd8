import { describe, expect, it } from 'vitest';
import { broadWordScopes } from './broad-word';
import { runIndexQuery, type IndexQuery } from './run-query';
import {
  ALL_FIELDS,
  buildSearchIndex,
  categoryCodes,
  Field,
  type CategoryCode,
  type SearchDocument,
} from './search-index';

const doc = (
  id: number,
  name: string,
  regionId: number,
  category: CategoryCode = categoryCodes.laboratory,
): SearchDocument => ({
  id,
  category,
  regionId,
  divisionId: regionId * 10,
  subdivisionId: regionId * 100,
  latitude: null,
  longitude: null,
  completeness: 0,
  name,
  texts: [],
});

const query = (text: string, extra: Partial<IndexQuery> = {}): IndexQuery => ({
  text,
  categories: [categoryCodes.hospital, categoryCodes.pharmacy, categoryCodes.laboratory],
  fields: ALL_FIELDS,
  offset: 0,
  limit: 50,
  ...extra,
});

describe('runIndexQuery with a type or place filter', () => {
  // A prefix covers several words whose facilities interleave across regions: each word's list must be cut on its own.
  const index = buildSearchIndex([
    doc(1, 'Medilab Nord', 2),
    doc(2, 'Centre Medical Sud', 1),
    doc(3, 'Medilab Sud', 1),
    doc(4, 'Medical Plus', 2),
    doc(5, 'Medi', 1),
    doc(6, 'Medicare', 2, categoryCodes.pharmacy),
    doc(7, 'Medical Est', 3),
  ]);

  it('finds every facility of the place whatever word of the prefix it holds', () => {
    const [, , labs] = runIndexQuery(index, query('medi', { regionId: 1 }));
    expect(labs!.total).toBe(3);
    expect([...labs!.ids].sort()).toEqual([2, 3, 5]);
    const [, , inTwo] = runIndexQuery(index, query('medi', { regionId: 2 }));
    expect([...inTwo!.ids].sort()).toEqual([1, 4]);
    expect(runIndexQuery(index, query('medi', { divisionId: 30 }))[2]!.ids).toEqual([7]);
    expect(runIndexQuery(index, query('medi', { subdivisionId: 999 }))[2]!.ids).toEqual([]);
  });

  it('answers only the categories asked for, and all of a category without a place', () => {
    const [hospitals, pharmacies, labs] = runIndexQuery(index, query('medi', { categories: [categoryCodes.pharmacy] }));
    expect([hospitals!.total, pharmacies!.ids, labs!.total]).toEqual([0, [6], 0]);
    expect(runIndexQuery(index, query('medi'))[2]!.total).toBe(6);
  });
});

describe('runIndexQuery ranks by the name', () => {
  // Records complete in the reverse order of the expected ranking: the tier must win over completeness.
  const ranked = (name: string, id: number, completeness: number): SearchDocument => ({
    ...doc(id, name, 1),
    completeness,
  });
  const index = buildSearchIndex([
    ranked('Laboratoire Saint Luc Annexe', 1, 3),
    ranked('Saint Lucas', 2, 2),
    ranked('Saint Luc', 3, 0),
    ranked('Saint Luc Biyem', 4, 1),
    ranked('Saint', 5, 3),
    ranked('Saintluc', 6, 3),
  ]);

  it('puts the name equal to the query first, then names starting with it, then names holding every word', () => {
    const [, , labs] = runIndexQuery(index, query('saint luc'));
    // "Saint Lucas" starts with "saint luc" too: the last word is the start of a word.
    expect(labs!.ids).toEqual([3, 2, 4, 1]);
    expect(labs!.total).toBe(4);
  });

  it('ignores case and spacing for the name tiers, and a word typed whole is not the start of another', () => {
    expect(runIndexQuery(index, query('SAINT  luc'))[2]!.ids[0]).toBe(3);
    expect(runIndexQuery(index, query('saintluc'))[2]!.ids).toEqual([6]);
  });
});

describe('runIndexQuery over a vocabulary past 65,536 words', () => {
  it('finds a facility by a word numbered beyond what two bytes hold', () => {
    // Each facility holds one word of its own: "w" and a base-26 number, sorted after the shared words.
    const word = (i: number) => `w${i.toString(26).replace(/[0-9]/g, (d) => 'qrstuvwxyz'[Number(d)]!)}`;
    const documents = Array.from({ length: 70_000 }, (_, i) => doc(i + 1, `Labo ${word(i)}`, 1));
    const index = buildSearchIndex(documents);
    expect(index.vocabulary.length).toBeGreaterThan(65_536);
    const last = index.vocabulary.at(-1)!;
    const [, , labs] = runIndexQuery(index, query(last));
    expect(labs!.total).toBe(1);
    expect(documents.find((d) => d.id === labs!.ids[0])!.name).toBe(`Labo ${last}`);
  });
});

describe('runIndexQuery when the rarest word is one most facilities hold', () => {
  // A directory where a few words are everywhere (the kind words, a big town) and the records differ in completeness.
  const random = (() => {
    let seed = 7;
    return () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  })();
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const kinds = ['Hopital', 'Pharmacie', 'Laboratoire'];
  const quarters = ['Bastos', 'Biyem', 'Deido', 'Essos', 'Bonaberi', 'Hopitaux', 'Hospice', 'Mokolo'];
  const documents: SearchDocument[] = Array.from({ length: 900 }, (_, k) => {
    const category = (k % 3) as CategoryCode;
    const regionId = 1 + (k % 4);
    const named = random() < 0.8 ? `${kinds[category]} ` : '';
    return {
      ...doc(k + 1, `${named}${pick(quarters)} ${pick(['Centre', 'Sud', 'Hopital', 'Plus', ''])}`.trim(), regionId),
      category,
      divisionId: regionId * 10 + (k % 2),
      subdivisionId: regionId * 100 + (k % 5),
      completeness: Math.floor(random() * 4),
      texts: [
        [Field.kind, `${kinds[category]} ${['Hospital', 'Pharmacy', 'Laboratory'][category]}`],
        [Field.place, pick(['Yaounde Mfoundi Centre', 'Douala Wouri Littoral Bonaberi', 'Garoua Benoue Nord'])],
      ],
    };
  });
  const index = buildSearchIndex(documents);
  const words = [
    ...[
      'hopital',
      'hopit',
      'hop',
      'hospital',
      'hopitl',
      'pharmacie',
      'pharm',
      'labo',
      'yaounde',
      'douala',
      'bastos',
      'h',
    ],
    // Several words, the rarest of them broad or not, common or distinctive, as typed or with a typo.
    ...['hopital bastos', 'pharmacie sud', 'hop c', 'hospitl plus', 'labo yaounde', 'bastos centre', 'de hopital s'],
    // Words found in the name of some and the place of others: the share of the query's weight in the name.
    ...['hopital centre', 'bonaberi sud', 'hopital bonaberi centre sud', 'pharmacie bonaberi centre', 'centre hopitl'],
  ];
  const shapes: Partial<IndexQuery>[] = [
    {},
    { limit: 3 },
    { offset: 3, limit: 4 },
    { categories: [categoryCodes.hospital] },
    { categories: [categoryCodes.pharmacy], limit: 2 },
    { regionId: 2, limit: 5 },
    { regionId: 3, categories: [categoryCodes.laboratory], offset: 1, limit: 3 },
  ];

  it('answers from the head of the best-first lists exactly what reading every match answers', () => {
    let fast = 0;
    for (const word of words)
      for (const shape of shapes) {
        const asked = query(word, shape);
        if (broadWordScopes(index, asked)) fast++;
        const everyMatch = runIndexQuery(index, asked, { broadWordPostings: Number.POSITIVE_INFINITY });
        expect(runIndexQuery(index, asked, { broadWordPostings: 0 }), `${word} ${JSON.stringify(shape)}`).toEqual(
          everyMatch,
        );
        // Without ranking the words as typed first (when they are many), typos bound nothing.
        expect(runIndexQuery(index, asked, { broadWordPostings: 0, exactFirst: 0 })).toEqual(everyMatch);
        // A walk that gives up half-way leaves the query to the full reading, with nothing of its own kept.
        expect(runIndexQuery(index, asked, { broadWordPostings: 0, maxRanked: 4 })).toEqual(everyMatch);
        if (Object.keys(shape).length === 0) expect(everyMatch.some((group) => group.total > 0)).toBe(true);
      }
    // Every shape above takes the fast way (a region holds a quarter of the directory here).
    expect(fast).toBe(words.length * shapes.length);
  });

  it('leaves a small place, or two place filters, to the full reading', () => {
    expect(broadWordScopes(index, query('hopital', { subdivisionId: 101 }))).toBeNull();
    expect(broadWordScopes(index, query('hopital', { regionId: 1, divisionId: 10 }))).toBeNull();
  });
});

describe('runIndexQuery with other writings of a word', () => {
  const specialtyDoc = (id: number, name: string, specialty: string): SearchDocument => ({
    ...doc(id, name, 1, categoryCodes.hospital),
    texts: [[Field.specialty, specialty]],
  });
  const index = buildSearchIndex([
    doc(1, 'Saint Francis Hospital', 1, categoryCodes.hospital),
    doc(2, 'St Louis Clinic', 1, categoryCodes.hospital),
    doc(3, 'Stade Omnisport Clinic', 1, categoryCodes.hospital),
    doc(4, 'Centre de santé catholique Ste Anne', 1, categoryCodes.hospital),
    specialtyDoc(5, 'Clinique des Enfants', 'Pediatrics Pédiatrie'),
    specialtyDoc(6, 'Clinique du Coeur', 'Cardiology Cardiologie'),
  ]);
  const hospitals = (text: string) => [...runIndexQuery(index, query(text))[0]!.ids];

  it('finds a saint by its abbreviation and an abbreviation by the full word', () => {
    expect(hospitals('st francis')).toEqual([1]);
    expect(hospitals('saint louis')).toEqual([2]);
    expect(hospitals('sainte anne')).toEqual([4]);
    // "st" is still the start of a word as typed ("Stade", "Ste").
    expect(hospitals('st').sort()).toEqual([1, 2, 3, 4]);
  });

  it('finds a specialty by the doctor people ask for, in English or French', () => {
    expect(hospitals('pediatrician')).toEqual([5]);
    expect(hospitals('pediatre')).toEqual([5]);
    expect(hospitals('cardiologist')).toEqual([6]);
  });
});
