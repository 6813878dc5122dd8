/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  isBuildAsset,
  isKeepablePage,
  isOfflineRead,
  keepable,
  markOfflineCopy,
  type WorkerMessage,
} from './caching-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

const ASSETS = 'assets-v1';
const PAGES = 'pages-v1';
const DATA = 'data-v1';
/** Past this, a slow network counts as none: the kept copy shows instead of a spinner. */
const NETWORK_TIMEOUT_SECONDS = 6;
const DAY = 24 * 60 * 60;

// Only the few small files every page names (the favicon, the manifests) and the app's page: nothing large
// downloads unasked. Pages are not answered from this copy (`directoryIndex` off): online, each page comes from
// the server, with the preloads it writes for the page and the visitor's language.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

// Build files are kept as pages use them: a page visited once works offline afterwards.
registerRoute(
  ({ url }) => isBuildAsset(url, self.location.origin),
  new CacheFirst({
    cacheName: ASSETS,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
  }),
);

// Pages: the network first (a new deployment shows at once), the kept copy offline.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: PAGES,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
    }),
    { denylist: [/^\/api\//, /^\/admin-dashboard/] },
  ),
);

// The directory's public answers: the network first, then the last copy, marked with its time.
registerRoute(
  ({ url, request }) => request.method === 'GET' && isOfflineRead(url, self.location.origin),
  new NetworkFirst({
    cacheName: DATA,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true }),
      { cachedResponseWillBeUsed: async ({ cachedResponse }) => cachedResponse && markOfflineCopy(cachedResponse) },
    ],
  }),
);

// Offline, a page never visited still gets the app (every page is the same HTML: a page kept, else the one
// kept at install), which then says what it cannot show; anything else fails as it would have.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const pages = await caches.open(PAGES);
  const [anyPage] = await pages.keys();
  const kept = anyPage && (await pages.match(anyPage));
  // Else the app's page kept when the worker was installed.
  return kept || (await matchPrecache('index.html')) || Response.error();
});

async function keep(page: string | undefined, urls: string[]): Promise<void> {
  const origin = self.location.origin;
  const { assets, data } = keepable(urls, origin);
  // Each from the browser's own cache where it can (build files) or revalidated (answers: a 304).
  const jobs: Promise<void>[] = [
    caches.open(ASSETS).then((cache) => cache.addAll(assets)),
    caches.open(DATA).then((cache) => cache.addAll(data)),
  ];
  if (page && isKeepablePage(page, origin)) jobs.push(caches.open(PAGES).then((cache) => cache.add(page)));
  // One file that fails (a moment offline) does not stop the others; nothing to report.
  await Promise.allSettled(jobs);
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as WorkerMessage | undefined;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'KEEP') event.waitUntil(keep(message.page, message.urls));
});

clientsClaim();
