import type { AnalyticsBatch, AnalyticsEvent } from '@hc/shared';
import type { QueuedEvent, TrackedEvent } from './track';

/**
 * First-party analytics, the lazy half: turns what ./track queued into beacons for POST /api/events
 * (the contract: packages/shared/src/schemas/analytics.ts). A beacon carries at most
 * ANALYTICS_BATCH_MAX events and ANALYTICS_BODY_MAX_BYTES; beacons leave when that many events wait,
 * 15 s after the first one started waiting, and when the page is hidden or left. One attempt each:
 * what fails is dropped, never retried. Nothing here throws into the page.
 */

// The contract's ANALYTICS_BATCH_MAX and ANALYTICS_BODY_MAX_BYTES, copied: importing them would bring the
// contract's Zod schemas, and Zod, into this chunk (sender.test.ts checks that they still agree).
export const BATCH_MAX = 25;
export const BODY_MAX_BYTES = 16 * 1024;
export const ANALYTICS_ENDPOINT = '/api/events';
export const FLUSH_INTERVAL_MS = 15_000;
/** Client errors kept per page load: an error in a loop must not become a flood of beacons. */
export const CLIENT_ERRORS_MAX = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
const LOAD_MS_MAX = 120_000;
const PATH_MAX = 300;

/** Staff screens are not website traffic (React Router matches the back-office's prefix in any case). */
export function isAdminPath(path: string): boolean {
  return /^\/admin-dashboard(\/|$)/i.test(path);
}

type WireEvent = Omit<AnalyticsEvent, 'ago'>;
type Pending = { event: WireEvent; at: number; isFirstView: boolean };
type Context = Omit<AnalyticsBatch, 'events'>;

const cut = (value: string, max: number) => value.trim().slice(0, max);

/** A script's address without this site's origin (`/assets/index-abc.js`), or nothing. */
function scriptSource(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return cut(url.startsWith(location.origin) ? url.slice(location.origin.length) : url, 300) || undefined;
}

/** An uncaught error (window `error`) or rejection (`unhandledrejection`), cut to the contract's limits. */
export function describeClientError(raw: ErrorEvent | PromiseRejectionEvent): TrackedEvent {
  const isRejection = 'reason' in raw;
  const error: unknown = isRejection ? raw.reason : raw.error;
  const text =
    error instanceof Error
      ? `${error.name}: ${error.message}`
      : !isRejection && raw.message
        ? raw.message
        : String(error);
  const source = isRejection ? undefined : scriptSource(raw.filename);
  const line = isRejection ? 0 : raw.lineno;
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack.slice(0, 4000) : '';
  return {
    type: 'client_error',
    message: cut(text, 500) || 'Error',
    ...(source ? { source } : {}),
    ...(Number.isInteger(line) && line > 0 && line <= 10_000_000 ? { line } : {}),
    ...(stack ? { stack } : {}),
  };
}

/** Where the visit came from, for its first page view: the referring site, UTM tags and the load time. */
function visitOrigin(): Pick<Extract<AnalyticsEvent, { type: 'page_view' }>, 'referrer' | 'utm' | 'loadMs'> {
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  // The address the page was loaded from: the visitor may have moved on within the app since.
  const params = new URL(navigation?.name || location.href).searchParams;
  const utm: Record<string, string> = {};
  for (const key of ['source', 'medium', 'campaign']) {
    const value = cut(params.get(`utm_${key}`) ?? '', 100);
    if (value) utm[key] = value;
  }
  // The referring site only (the server reads its host): a path can carry somebody's details.
  const referrer = /^https?:/.test(document.referrer) ? new URL(document.referrer).origin : '';
  const loadMs =
    navigation && navigation.loadEventEnd > 0 ? Math.round(navigation.loadEventEnd - navigation.startTime) : -1;
  return {
    ...(referrer ? { referrer } : {}),
    ...(Object.keys(utm).length ? { utm } : {}),
    ...(loadMs >= 0 && loadMs <= LOAD_MS_MAX ? { loadMs } : {}),
  };
}

function readContext(): Context {
  return {
    // The interface language, as lib/i18n keeps it on <html lang> (no import of i18n: this chunk stays alone).
    language: document.documentElement.lang.startsWith('fr') ? 'fr' : 'en',
    build: typeof __BUILD_VERSION__ === 'string' ? __BUILD_VERSION__.slice(0, 40) : 'dev',
    standalone:
      (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches) ||
      (navigator as { standalone?: boolean }).standalone === true,
  };
}

const byteLength = (text: string) => new Blob([text]).size;

/**
 * The next beacon's body: as many of the first events as fit the count and byte limits (an event too
 * large alone is dropped). Removes what it takes from `events`.
 */
function takeBatch(events: AnalyticsEvent[], context: Context): string | null {
  let body: string | null = null;
  let count = 0;
  while (count < Math.min(events.length, BATCH_MAX)) {
    const next = JSON.stringify({ events: events.slice(0, count + 1), ...context } satisfies AnalyticsBatch);
    if (byteLength(next) > BODY_MAX_BYTES) break;
    body = next;
    count += 1;
  }
  events.splice(0, Math.max(count, 1));
  return body;
}

/** sendBeacon (survives the page closing), else a keepalive fetch without cookies; one attempt. */
function post(body: string) {
  try {
    if (
      'sendBeacon' in navigator &&
      navigator.sendBeacon(ANALYTICS_ENDPOINT, new Blob([body], { type: 'application/json' }))
    )
      return;
  } catch {
    // Fall through to fetch.
  }
  try {
    fetch(ANALYTICS_ENDPOINT, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined);
  } catch {
    // Dropped: analytics never get in the visitor's way.
  }
}

export type Sender = {
  add: (item: QueuedEvent) => void;
  /** Sends everything waiting, in as many beacons as the limits need. */
  flush: () => void;
  /** Removes its listeners and timer (tests; a page load keeps one sender). */
  stop: () => void;
};

export function createSender(): Sender {
  let pending: Pending[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let errorCount = 0;
  let hasFirstView = false;

  function flush() {
    try {
      clearTimeout(timer);
      timer = undefined;
      const now = Date.now();
      const events = pending.flatMap(({ event, at, isFirstView }): AnalyticsEvent[] => {
        const ago = Math.max(0, now - at);
        if (ago > DAY_MS) return [];
        return [{ ...event, ...(isFirstView ? visitOrigin() : {}), ago } as AnalyticsEvent];
      });
      pending = [];
      const context = readContext();
      while (events.length > 0) {
        const body = takeBatch(events, context);
        if (body) post(body);
      }
    } catch {
      pending = [];
    }
  }

  function add({ data, at, path }: QueuedEvent) {
    try {
      if (isAdminPath(path)) return;
      const event = data instanceof Event ? describeClientError(data) : data;
      if (event.type === 'client_error' && ++errorCount > CLIENT_ERRORS_MAX) return;
      const isFirstView = event.type === 'page_view' && !hasFirstView;
      hasFirstView ||= isFirstView;
      pending.push({ event: { ...event, path: path.slice(0, PATH_MAX) || '/' }, at, isFirstView });
      if (pending.length >= BATCH_MAX) flush();
      else timer ??= setTimeout(flush, FLUSH_INTERVAL_MS);
    } catch {
      // An event that cannot be read is left out.
    }
  }

  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const onPageHide = () => flush();
  const onInstalled = () => add({ data: { type: 'app_installed' }, at: Date.now(), path: location.pathname });
  document.addEventListener('visibilitychange', onVisibility);
  addEventListener('pagehide', onPageHide);
  addEventListener('appinstalled', onInstalled);

  return {
    add,
    flush,
    stop() {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      removeEventListener('pagehide', onPageHide);
      removeEventListener('appinstalled', onInstalled);
    },
  };
}

let sender: Sender | undefined;

/** Called by ./track once this chunk is loaded: takes over the queue and returns where new events go. */
export function startSender(queue: QueuedEvent[]): Sender['add'] {
  sender ??= createSender();
  for (const item of queue.splice(0)) sender.add(item);
  if (document.visibilityState === 'hidden') sender.flush();
  return sender.add;
}
