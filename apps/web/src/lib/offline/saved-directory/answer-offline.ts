import { loadSavedDirectory } from './directory-store';
import { onCallSaved } from './on-call-saved';
import { savedDirectoryTime } from './saved-directory-key';
import type { ReadQuery } from './query-params';
import { searchSaved } from './search-saved';

/**
 * The answer the saved copy gives a read the network could not: the name search and the on-call list.
 * Null when there is no copy or it cannot answer that read. `savedAt` is when the copy was current.
 */
export async function answerFromSavedDirectory(
  path: string,
  query: ReadQuery,
  now: Date = new Date(),
): Promise<{ body: unknown; savedAt: Date } | null> {
  const answer = path === '/api/search' ? searchSaved : path === '/api/pharmacies/on-call' ? onCallSaved : undefined;
  if (!answer || savedDirectoryTime() === null) return null;
  const copy = await loadSavedDirectory();
  if (!copy) return null;
  const body = answer(copy, query, now);
  return body ? { body, savedAt: new Date(copy.savedAt) } : null;
}
