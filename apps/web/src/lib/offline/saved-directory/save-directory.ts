import { getOfflineDirectory, offlineDirectoryUrl } from './api/offline-directory';
import { deleteSavedDirectory, loadSavedDirectory, storeSavedDirectory } from './directory-store';
import { applyAnswer, type SavedDirectory } from './saved-directory';
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
  // The code that answers from the copy, and the pages it answers, downloaded now while online (the service
  // worker keeps them), and only then the summary that makes the footer say "Saved": a visitor who goes
  // offline as soon as told finds the name search, the on-call list and the listings working.
  await Promise.all([fetchCodeNeededOffline(), import('./answer-offline'), forgetOlderOnCallLists(copy.savedAt)]);
  // Read once the download is surely recorded (the browser notes it as it ends, not when the answer is read).
  const downloadedBytes = downloadSize(offlineDirectoryUrl(held?.cursor));
  writeSavedMeta({
    savedAt: copy.savedAt,
    facilities: copy.facilities.length,
    storedBytes: storedSize(copy),
    ...(downloadedBytes === undefined ? {} : { downloadedBytes }),
  });
  return copy.facilities.length;
}

/** The service worker's cache of the directory's public answers (DATA in service-worker/sw.ts). */
export const KEPT_ANSWERS_CACHE = 'data-v1';
const ON_CALL = '/api/pharmacies/on-call';

/**
 * Forgets the on-call lists the service worker kept from pages seen before the copy was saved (at `savedAt`).
 * Offline, the worker answers first with what it kept, and an on-call list tells who was on duty when it was
 * seen: days later, it names pharmacies whose duty has ended. The saved copy, more recent, works it out for
 * the hour asked, and answers once the worker has nothing. Lists kept later (online again) are newer: kept.
 */
export async function forgetOlderOnCallLists(savedAt: string): Promise<void> {
  try {
    if (typeof caches === 'undefined' || !(await caches.has(KEPT_ANSWERS_CACHE))) return;
    const cache = await caches.open(KEPT_ANSWERS_CACHE);
    for (const request of await cache.keys()) {
      if (new URL(request.url).pathname !== ON_CALL) continue;
      const answered = Date.parse((await cache.match(request))?.headers.get('date') ?? '');
      if (!(answered > Date.parse(savedAt))) await cache.delete(request);
    }
  } catch {
    // Storage refused (a private window): the worker's lists stay, dated by the notice.
  }
}

/** What the copy takes on the device: its bytes as JSON (UTF-8), about what IndexedDB holds for it. */
export function storedSize(copy: SavedDirectory): number {
  return new TextEncoder().encode(JSON.stringify(copy)).length;
}

/**
 * The bytes the last download of `url` took over the network, as the browser measured it (Resource Timing):
 * the answer's body as sent (compressed), or only the headers when the browser's copy was still good (a
 * 304). Undefined when the browser recorded nothing (its list of downloads full).
 */
export function downloadSize(url: string): number | undefined {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return undefined;
  const address = new URL(url, location.href).href;
  const entry = performance
    .getEntriesByType('resource')
    .filter((candidate) => candidate.name === address)
    .at(-1) as PerformanceResourceTiming | undefined;
  if (!entry || entry.encodedBodySize === 0) return undefined;
  const { transferSize, encodedBodySize } = entry;
  return transferSize > 0 && transferSize < encodedBodySize ? transferSize : encodedBodySize;
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
