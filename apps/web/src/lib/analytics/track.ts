import type { AnalyticsEvent } from '@hc/shared';

/**
 * First-party analytics (issue 13), the always-loaded half: `track` only queues. The rest (batches,
 * beacons, the visit's referrer, UTM tags and load time) is in ./sender, a chunk fetched when the
 * browser is idle or the page is hidden: every byte here is in every page's first load. Production
 * builds only, unless VITE_ANALYTICS=on (a test, or a developer watching the beacons).
 */

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** An event as a call site gives it: the path and the delay before sending are added for it. */
export type TrackedEvent = DistributiveOmit<AnalyticsEvent, 'ago' | 'path'>;

/** What the page saw (errors stay raw until the sender reads them), when (Date.now()) and on which path. */
export type QueuedEvent = { data: TrackedEvent | ErrorEvent | PromiseRejectionEvent; at: number; path: string };

const queue: QueuedEvent[] = [];
let deliver: ((item: QueuedEvent) => void) | undefined;
// A chunk that fails to download leaves the events queued: no retry, nothing thrown.
const loadSender = () => import('./sender').then((sender) => (deliver = sender.startSender(queue)), Boolean);

export function track(data: QueuedEvent['data']): void {
  if (!import.meta.env.PROD && import.meta.env.VITE_ANALYTICS !== 'on') return;
  const item = { data, at: Date.now(), path: location.pathname };
  if (deliver) deliver(item);
  else if (queue.push(item) < 2) {
    // Safari has no requestIdleCallback: 2 s. Hiding the page (switching away, leaving) loads it at once.
    if ('requestIdleCallback' in window) requestIdleCallback(loadSender);
    else setTimeout(loadSender, 2000);
    document.addEventListener('visibilitychange', loadSender, { once: true });
  }
}

/** A page view of the current path (pathname only); the sender adds where the visit came from to the first. */
export const trackPageView = () => track({ type: 'page_view' });

// Uncaught errors and rejections from the first script on (the sender keeps 5 a page load).
addEventListener('error', track);
addEventListener('unhandledrejection', track);
