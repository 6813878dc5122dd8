import { parentPort } from 'node:worker_threads';
import { runIndexQuery } from './run-query';
import type { SearchIndex } from './search-index';
import type { FromSearchWorker, ToSearchWorker } from './search-worker-messages';

/**
 * The search ranking on a thread of its own (see search-ranker.ts): it keeps the newest index it
 * was sent and answers each query with it, in the order they come.
 */
let index: SearchIndex | null = null;

const port = parentPort;
if (!port) throw new Error('search-worker runs as a worker thread');

port.on('message', (message: ToSearchWorker) => {
  if (message.kind === 'index') {
    index = message.index;
    return;
  }
  let answer: FromSearchWorker;
  try {
    if (!index) throw new Error('no index received');
    answer = { id: message.id, groups: runIndexQuery(index, message.query) };
  } catch (error) {
    answer = { id: message.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
