import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { runIndexQuery, type GroupAnswer, type IndexQuery } from './run-query';
import type { IndexedDirectory } from './search-index-store';
import type { FromSearchWorker, ToSearchWorker } from './search-worker-messages';

/**
 * From this many facilities a query's ranking (tenths of a millisecond, several milliseconds for a
 * query of one common word) is worth a thread of its own; below it, the ranking takes microseconds
 * and the hand-over would cost more than it saves.
 */
export const SEARCH_WORKER_MIN_FACILITIES = 20_000;
/**
 * Threads ranking at once: one per core, two at most. A broad query ("hop": 71,000 matches) ranks in
 * milliseconds, so while one thread ranks it the other answers the next; beyond two, the server's own
 * thread, PostgreSQL and the other processes of a small machine need the rest.
 */
const DEFAULT_WORKERS = Math.max(1, Math.min(2, os.availableParallelism()));
/** Failures in a row after which this process ranks on its own thread only (a worker that cannot start). */
const MAX_FAILURES_IN_A_ROW = 3;

export type SearchRankerOptions = {
  /** Directories smaller than this are ranked on the calling thread. */
  minFacilities?: number;
  /** How many worker threads rank (DEFAULT_WORKERS). */
  workers?: number;
  /** For tests: another worker script. */
  workerUrl?: URL;
  /** Told when the worker fails (its queries are then ranked on the calling thread, nothing is lost). */
  onWorkerFailure?: (error: Error, disabled: boolean) => void;
};

type Pending = {
  indexed: IndexedDirectory;
  query: IndexQuery;
  resolve: (groups: GroupAnswer[]) => void;
  reject: (error: unknown) => void;
};

type Thread = { worker: Worker; loaded: IndexedDirectory | null; pending: Map<number, Pending> };

/** Bundled, the worker is dist/search-worker.js beside dist/server.js; from source, its TypeScript through tsx. */
function defaultWorkerUrl(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('./search-worker.dev.mjs', import.meta.url)
    : new URL('./search-worker.js', import.meta.url);
}

function rankHere(pending: Pending): void {
  try {
    pending.resolve(runIndexQuery(pending.indexed.index, pending.query));
  } catch (error) {
    pending.reject(error);
  }
}

/**
 * Ranks searches on worker threads, each holding a copy of the index, so the ranking of a large
 * directory runs on other cores while the server's own thread parses requests, assembles and
 * compresses answers. Each worker is sent each newer index once (a copy: tens of milliseconds at
 * 100,000 facilities, once per change of the directory) and answers its queries in order, with the
 * newest index it has: never an older one than the request read. A worker that fails leaves its
 * queries to this thread; it is started again on the next query, up to a few failures in a row.
 */
export function createSearchRanker(options: SearchRankerOptions = {}) {
  const minFacilities = options.minFacilities ?? SEARCH_WORKER_MIN_FACILITIES;
  const threads: (Thread | null)[] = Array.from(
    { length: Math.max(1, options.workers ?? DEFAULT_WORKERS) },
    () => null,
  );
  let nextId = 0;
  let failuresInARow = 0;
  let closed = false;

  const release = (current: Thread) => {
    if (current.pending.size === 0) current.worker.unref();
  };

  const fail = (current: Thread, error: Error) => {
    // 'error' is followed by 'exit', and close() ends the worker on purpose: each failure is handled once.
    const slot = threads.indexOf(current);
    if (slot === -1) return;
    threads[slot] = null;
    failuresInARow++;
    options.onWorkerFailure?.(error, failuresInARow >= MAX_FAILURES_IN_A_ROW);
    void current.worker.terminate();
    for (const pending of current.pending.values()) rankHere(pending);
    current.pending.clear();
  };

  const start = (): Thread => {
    const worker = new Worker(options.workerUrl ?? defaultWorkerUrl());
    const current: Thread = { worker, loaded: null, pending: new Map() };
    worker.on('message', (answer: FromSearchWorker) => {
      const pending = current.pending.get(answer.id);
      if (!pending) return;
      current.pending.delete(answer.id);
      release(current);
      if ('groups' in answer) {
        failuresInARow = 0;
        pending.resolve(answer.groups);
      } else {
        // Whatever stopped the worker stops this thread too, with the error to report.
        rankHere(pending);
      }
    });
    worker.on('error', (error) => fail(current, error));
    worker.on('messageerror', (error) => fail(current, error));
    worker.on('exit', (code) => fail(current, new Error(`the search worker stopped (exit code ${code})`)));
    return current;
  };

  return {
    /** The ranked groups of `query` over `indexed` (or over a newer index the worker already has). */
    rank(indexed: IndexedDirectory, query: IndexQuery): Promise<GroupAnswer[]> {
      return new Promise((resolve, reject) => {
        const pending: Pending = { indexed, query, resolve, reject };
        if (closed || indexed.index.size < minFacilities || failuresInARow >= MAX_FAILURES_IN_A_ROW) {
          rankHere(pending);
          return;
        }
        // The thread owing the fewest answers (a slot without one starts it).
        let slot = 0;
        for (let k = 1; k < threads.length; k++)
          if ((threads[k]?.pending.size ?? 0) < (threads[slot]?.pending.size ?? 0)) slot = k;
        const current = (threads[slot] ??= start());
        if (!current.loaded || BigInt(indexed.version) > BigInt(current.loaded.version)) {
          current.worker.postMessage({ kind: 'index', index: indexed.index } satisfies ToSearchWorker);
          current.loaded = indexed;
        }
        const id = nextId++;
        current.pending.set(id, pending);
        // Referenced only while it owes answers: an idle worker never keeps the process alive.
        if (current.pending.size === 1) current.worker.ref();
        current.worker.postMessage({ kind: 'query', id, query } satisfies ToSearchWorker);
      });
    },
    /** Ends the workers; queries they still owed are ranked here. */
    async close(): Promise<void> {
      closed = true;
      const running = threads.filter((current): current is Thread => current !== null);
      threads.fill(null);
      for (const current of running) {
        for (const pending of current.pending.values()) rankHere(pending);
        current.pending.clear();
      }
      await Promise.all(running.map((current) => current.worker.terminate()));
    },
  };
}
export type SearchRanker = ReturnType<typeof createSearchRanker>;
