import { detailSaved, isSavedDetail } from './detail-saved';
import { loadSavedDirectory } from './directory-store';
import { isSavedList, listSaved } from './list-saved';
import { onCallSaved } from './on-call-saved';
import { isSavedPlaces, placesSaved } from './places-saved';
import type { SavedDirectory } from './saved-directory';
import { savedDirectoryTime } from './saved-directory-key';
import type { ReadQuery } from './query-params';
import { searchSaved } from './search-saved';

type Answer = (copy: SavedDirectory, query: ReadQuery, now: Date) => unknown;

/**
 * The public reads the saved copy answers, in the API's shapes: every page it can stand in for opens offline
 * (the name search, the on-call list, the listings, a facility's page, and the place filters they offer).
 */
export function savedAnswerOf(path: string): Answer | undefined {
  if (path === '/api/search') return searchSaved;
  if (path === '/api/pharmacies/on-call') return onCallSaved;
  if (isSavedList(path)) return (copy, query, now) => listSaved(copy, path, query, now);
  if (isSavedDetail(path)) return (copy, _query, now) => detailSaved(copy, path, now);
  if (isSavedPlaces(path)) return (copy, query) => placesSaved(copy, path, query);
  return undefined;
}

/**
 * The answer the saved copy gives a read the network could not. Null when there is no copy or it cannot
 * answer that read. `savedAt` is when the copy was current.
 */
export async function answerFromSavedDirectory(
  path: string,
  query: ReadQuery,
  now: Date = new Date(),
): Promise<{ body: unknown; savedAt: Date } | null> {
  const answer = savedAnswerOf(path);
  if (!answer || savedDirectoryTime() === null) return null;
  const copy = await loadSavedDirectory();
  if (!copy) return null;
  const body = answer(copy, query, now);
  return body ? { body, savedAt: new Date(copy.savedAt) } : null;
}
