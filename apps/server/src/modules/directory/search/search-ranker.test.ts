import { afterEach, describe, expect, it } from 'vitest';
import { runIndexQuery, type IndexQuery } from './run-query';
import { ALL_FIELDS, buildSearchIndex, categoryCodes, type CategoryCode, type SearchDocument } from './search-index';
import type { IndexedDirectory } from './search-index-store';
import { createSearchRanker, type SearchRanker } from './search-ranker';

const kinds = ['Hôpital', 'Pharmacie', 'Laboratoire', 'Clinique', 'Centre de Santé'];
const towns = ['Bastos', 'Biyem-Assi', 'Deido', 'Essos', 'Bamenda', 'Garoua', 'Maroua', 'Kribi'];
const names = ['Espoir', 'Bon Berger', 'Providence', 'Saint Luc', 'Cité Verte', 'Marché', 'Carrefour'];

/** A directory of `count` facilities whose names, towns and completeness vary with their number. */
function directory(count: number): SearchDocument[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    category: (i % 3) as CategoryCode,
    regionId: 1 + (i % 4),
    divisionId: 10 + (i % 8),
    subdivisionId: 100 + (i % 16),
    latitude: i % 5 === 0 ? null : 3.8 + (i % 50) / 100,
    longitude: i % 5 === 0 ? null : 11.5 + (i % 30) / 100,
    completeness: i % 4,
    name: `${kinds[i % kinds.length]} ${names[i % names.length]} ${towns[(i * 7) % towns.length]}`,
    texts: [[2, towns[i % towns.length]!]],
  }));
}

const query = (text: string, extra: Partial<IndexQuery> = {}): IndexQuery => ({
  text,
  categories: [categoryCodes.hospital, categoryCodes.pharmacy, categoryCodes.laboratory],
  fields: ALL_FIELDS,
  offset: 0,
  limit: 20,
  ...extra,
});

const queries = [
  query('hopital bastos'),
  query('pharmacie'),
  query('espoir', { regionId: 2 }),
  query('providance'),
  query('saint luc deido', { near: { latitude: 3.85, longitude: 11.52 } }),
  query('centre sante', { categories: [categoryCodes.laboratory], offset: 20 }),
  query('zzzz'),
];

let ranker: SearchRanker | undefined;
afterEach(async () => {
  await ranker?.close();
  ranker = undefined;
});

describe('search ranking on a worker thread', () => {
  it('answers every query as the ranking on this thread does', async () => {
    const indexed: IndexedDirectory = { version: '1', index: buildSearchIndex(directory(600)) };
    const failures: Error[] = [];
    // Two threads: queries sent together are shared between them.
    ranker = createSearchRanker({ minFacilities: 0, workers: 2, onWorkerFailure: (error) => failures.push(error) });
    const answers = await Promise.all(queries.map((q) => ranker!.rank(indexed, q)));
    expect(answers).toEqual(queries.map((q) => runIndexQuery(indexed.index, q)));
    expect(answers[0]![0]!.total).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });

  it('ranks with a newer directory as soon as a request brings it', async () => {
    const before = directory(300);
    ranker = createSearchRanker({ minFacilities: 0, workers: 2 });
    expect((await ranker.rank({ version: '1', index: buildSearchIndex(before) }, query('zorvakdina')))[0]!.ids).toEqual(
      [],
    );
    const added: SearchDocument = { ...before[0]!, id: 9001, name: 'Hôpital Zorvakdina' };
    const newer: IndexedDirectory = { version: '2', index: buildSearchIndex([...before, added]) };
    // Sent together, they reach both threads: each ranks with the newer directory.
    const answers = await Promise.all([1, 2, 3, 4].map(() => ranker!.rank(newer, query('zorvakdina'))));
    expect(answers.map((groups) => groups[0]!.ids)).toEqual([[9001], [9001], [9001], [9001]]);
  });

  it('ranks on this thread when the worker cannot run, and says so', async () => {
    const indexed: IndexedDirectory = { version: '1', index: buildSearchIndex(directory(200)) };
    const failures: boolean[] = [];
    ranker = createSearchRanker({
      minFacilities: 0,
      workerUrl: new URL('./testing/failing-search-worker.mjs', import.meta.url),
      onWorkerFailure: (_error, disabled) => failures.push(disabled),
    });
    for (const q of queries.slice(0, 4)) expect(await ranker.rank(indexed, q)).toEqual(runIndexQuery(indexed.index, q));
    // Started again on the next queries, then given up after three failures in a row.
    expect(failures).toEqual([false, false, true]);
  });

  it('keeps a small directory on this thread', async () => {
    const indexed: IndexedDirectory = { version: '1', index: buildSearchIndex(directory(50)) };
    const failures: Error[] = [];
    ranker = createSearchRanker({
      minFacilities: 51,
      workerUrl: new URL('./testing/failing-search-worker.mjs', import.meta.url),
      onWorkerFailure: (error) => failures.push(error),
    });
    expect(await ranker.rank(indexed, queries[0]!)).toEqual(runIndexQuery(indexed.index, queries[0]!));
    expect(failures).toEqual([]);
  });
});
