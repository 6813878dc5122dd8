import { useSyncExternalStore } from 'react';
import { SAVED_DIRECTORY_KEY as KEY } from './saved-directory-key';

/**
 * What the page knows of the saved copy without opening IndexedDB: whether there is one, its age, and what it
 * costs: the bytes it takes on the device, and the bytes its last download took over the network (the whole
 * copy, or only the changes of an update). Copies saved before the sizes were kept have none.
 */
export type SavedDirectoryMeta = {
  savedAt: string;
  facilities: number;
  storedBytes?: number;
  downloadedBytes?: number;
};

const listeners = new Set<() => void>();
let cached: { raw: string | null; meta: SavedDirectoryMeta | null } | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readSavedMeta(): SavedDirectoryMeta | null {
  const raw = storage()?.getItem(KEY) ?? null;
  if (cached?.raw === raw) return cached.meta;
  let meta: SavedDirectoryMeta | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<SavedDirectoryMeta>) : null;
    if (parsed && typeof parsed.savedAt === 'string' && typeof parsed.facilities === 'number') {
      meta = { savedAt: parsed.savedAt, facilities: parsed.facilities };
      if (typeof parsed.storedBytes === 'number') meta.storedBytes = parsed.storedBytes;
      if (typeof parsed.downloadedBytes === 'number') meta.downloadedBytes = parsed.downloadedBytes;
    }
  } catch {
    meta = null;
  }
  cached = { raw, meta };
  return meta;
}

export function writeSavedMeta(meta: SavedDirectoryMeta | null): void {
  const store = storage();
  if (meta) store?.setItem(KEY, JSON.stringify(meta));
  else store?.removeItem(KEY);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The saved copy's summary, kept current when it is saved, refreshed or removed. */
export function useSavedDirectoryMeta(): SavedDirectoryMeta | null {
  return useSyncExternalStore(subscribe, readSavedMeta, () => null);
}
