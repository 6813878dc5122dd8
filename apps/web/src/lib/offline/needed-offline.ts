/**
 * Code that answering from the saved directory needs but that pages load lazily (the name search's
 * tab), registered by the parts that load it. A visitor who saves the directory gets it at once, and
 * at every later visit, so it is on the device (the worker keeps what pages download) before the
 * network drops: fetched on first use, as for every other visitor, it would come too late offline.
 */
const loaders = new Set<() => Promise<unknown>>();

const fetchNow = (load: () => Promise<unknown>) => void load().catch(() => undefined);

export function neededOffline(load: () => Promise<unknown>): void {
  loaders.add(load);
  if (hasSavedDirectory()) fetchNow(load);
}

/**
 * Once a directory is saved on the device. Resolves when that code has come (or failed to), so the
 * visitor is told "Saved" only once the copy can answer offline.
 */
export async function fetchCodeNeededOffline(): Promise<void> {
  await Promise.all([...loaders].map((load) => load().catch(() => undefined)));
}

/**
 * Whether a directory is saved on the device. The key is SAVED_DIRECTORY_KEY
 * (saved-directory/saved-directory-key.ts), read here without importing it: that module is in the
 * saved copy's own chunk, which every page would then download.
 */
export function hasSavedDirectory(): boolean {
  try {
    return localStorage.getItem('savedDirectory') !== null;
  } catch {
    return false;
  }
}
