import { del, get, set } from 'idb-keyval';
import type { SavedDirectory } from './saved-directory';

const KEY = 'saved-directory-v1';
/** Read once per page: searches offline reuse it instead of reading IndexedDB each time. */
let loaded: Promise<SavedDirectory | null> | null = null;

export function loadSavedDirectory(): Promise<SavedDirectory | null> {
  loaded ??= get<SavedDirectory>(KEY).then(
    (copy) => copy ?? null,
    () => null,
  );
  return loaded;
}

export async function storeSavedDirectory(copy: SavedDirectory): Promise<void> {
  await set(KEY, copy);
  loaded = Promise.resolve(copy);
}

export async function deleteSavedDirectory(): Promise<void> {
  await del(KEY);
  loaded = Promise.resolve(null);
}
