import type { GroupAnswer, IndexQuery } from './run-query';
import type { SearchIndex } from './search-index';

/** What the main thread sends the search worker: the index to rank with (a copy), then queries. */
export type ToSearchWorker = { kind: 'index'; index: SearchIndex } | { kind: 'query'; id: number; query: IndexQuery };

/** The worker's answer to query `id`: the ranked groups, or why it could not rank. */
export type FromSearchWorker = { id: number; groups: GroupAnswer[] } | { id: number; error: string };
