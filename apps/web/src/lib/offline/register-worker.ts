import { Workbox } from 'workbox-window';
import { offerUpdate } from './update-state';

/**
 * Installs the service worker (a chunk of its own, loaded once the page is idle: nothing here
 * delays the first screen). A new version waits until the visitor accepts it.
 */
export async function registerWorker(): Promise<void> {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    offerUpdate(() => {
      workbox.addEventListener('controlling', () => location.reload());
      workbox.messageSkipWaiting();
    });
  });
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', keepFirstVisit, { once: true });
  }
  await workbox.register();
  // A directory the visitor saved for offline use gets the changes made since, when it is due (a failure
  // leaves the copy as it was, to try again on the next visit). The key is SAVED_DIRECTORY_KEY
  // (saved-directory/saved-directory-key.ts), read here without importing it: that would cost every page
  // a chunk of its own.
  if (hasSavedDirectory()) {
    void import('./saved-directory/save-directory').then((m) => m.refreshWhenDue()).catch(() => {});
  }
}

/** How long downloads begun before the worker took over are watched for (they finish outside it). */
const LATE_DOWNLOADS_MS = 60_000;

/**
 * First visit: the worker controls the page from now on (it claims it on activation); it is told
 * the page's address and everything downloaded until now, then each download that was already
 * under way (it finishes outside the worker). What comes later passes through the worker anyway.
 */
function keepFirstVisit(): void {
  const keep = (urls: string[], page?: string) =>
    navigator.serviceWorker.controller?.postMessage({ type: 'KEEP', page, urls });
  // The page's address once: each later message names only the downloads that ended since.
  keep(
    performance.getEntriesByType('resource').map((entry) => entry.name),
    location.href,
  );
  const late = new PerformanceObserver((list) => {
    const urls = list
      .getEntries()
      .filter((entry) => (entry as PerformanceResourceTiming).workerStart === 0)
      .map((entry) => entry.name);
    if (urls.length > 0) keep(urls);
  });
  late.observe({ type: 'resource' });
  setTimeout(() => late.disconnect(), LATE_DOWNLOADS_MS);
}

function hasSavedDirectory(): boolean {
  try {
    return localStorage.getItem('savedDirectory') !== null;
  } catch {
    return false;
  }
}
