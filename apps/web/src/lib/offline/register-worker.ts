import { hasSavedDirectory } from './needed-offline';
import { offerUpdate } from './update-state';

/**
 * Installs the service worker (a chunk of its own, loaded once the page is idle: nothing here
 * delays the first screen). A new version waits until the visitor accepts it.
 *
 * The browser's own registration API, not workbox-window: the three events we need cost 25 lines,
 * the library 2 KB over the wire on every first visit (issue 15's budget, docs/decisions).
 */
export async function registerWorker(): Promise<void> {
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', keepFirstVisit, { once: true });
  }
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  offerWaitingVersions(registration);
  // A directory the visitor saved for offline use gets the changes made since, when it is due (a failure
  // leaves the copy as it was, to try again on the next visit).
  if (hasSavedDirectory()) {
    void import('./saved-directory/save-directory').then((m) => m.refreshWhenDue()).catch(() => {});
  }
}

/**
 * A new version, installed while this page runs on the old one (or left waiting by an earlier visit),
 * is offered to the visitor; on their word it takes over and the page reloads onto it. A first visit's
 * worker never waits (there is no old one), so nothing is offered then.
 */
function offerWaitingVersions(registration: ServiceWorkerRegistration): void {
  const offer = (worker: ServiceWorker) =>
    offerUpdate(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
    });
  });
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
