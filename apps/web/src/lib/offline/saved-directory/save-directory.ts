import { getOfflineDirectory } from './api/offline-directory';
import { deleteSavedDirectory, loadSavedDirectory, storeSavedDirectory } from './directory-store';
import { applyAnswer } from './saved-directory';
import { savedDirectoryTime } from './saved-directory-key';
import { writeSavedMeta } from './saved-directory-meta';
import { fetchCodeNeededOffline } from '../needed-offline';

export { getSavedDirectorySize } from './api/offline-directory';

/**
 * Saves the directory on the device, or brings the saved copy up to date: only the changes since the
 * copy held are downloaded. Resolves with the number of facilities now saved.
 */
export async function saveDirectory(now: () => Date = () => new Date()): Promise<number> {
  const held = await loadSavedDirectory();
  const answer = await getOfflineDirectory(held?.cursor);
  const copy = applyAnswer(held, answer, now());
  await storeSavedDirectory(copy);
  // The code that answers from the copy, downloaded now while online (the service worker keeps it), and
  // only then the summary that makes the footer say "Saved": a visitor who goes offline as soon as told
  // finds the name search working.
  await Promise.all([fetchCodeNeededOffline(), import('./answer-offline')]);
  writeSavedMeta({ savedAt: copy.savedAt, facilities: copy.facilities.length });
  return copy.facilities.length;
}

export async function removeSavedDirectory(): Promise<void> {
  await deleteSavedDirectory();
  writeSavedMeta(null);
}

/** A saved copy older than this is brought up to date when the site is opened online. */
const REFRESH_AFTER_MS = 6 * 60 * 60 * 1000;

/** Brings the saved copy up to date when it is older than REFRESH_AFTER_MS and the network is there. */
export async function refreshWhenDue(now: Date = new Date()): Promise<void> {
  const savedAt = savedDirectoryTime();
  if (savedAt === null || !navigator.onLine || now.getTime() - savedAt <= REFRESH_AFTER_MS) return;
  await saveDirectory(() => now);
}
