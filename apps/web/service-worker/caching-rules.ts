/**
 * What the service worker keeps for offline use, and how it marks what it answers from its copy.
 * Kept apart from the worker itself so the rules are tested like any module.
 */

/**
 * The directory's public reads: lists, searches, the on-call list, facilities and the places and
 * reference lists their filters need. Never the back-office, an account or anything else tied to
 * a person: those are not kept on the device.
 */
const OFFLINE_READS =
  /^\/api\/(?:search|hospitals|pharmacies|laboratories|facilities|doctors|regions|divisions|subdivisions|specialties|laboratory-tests|services|facility-types)(?:\/|$)/;

export function isOfflineRead(url: URL, origin: string): boolean {
  return url.origin === origin && OFFLINE_READS.test(url.pathname);
}

/** Hashed build files: never change under their name, so a kept copy is always right. */
export function isBuildAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/');
}

/** Set on an answer the worker gave from its copy (no network): when the server had written it. */
export const OFFLINE_COPY_HEADER = 'x-offline-copy';

/** The copy, marked with when the server answered it (its Date header), else when it was kept. */
export async function markOfflineCopy(cached: Response, keptAt: () => Date = () => new Date()): Promise<Response> {
  const headers = new Headers(cached.headers);
  const date = Date.parse(cached.headers.get('date') ?? '');
  headers.set(OFFLINE_COPY_HEADER, new Date(Number.isNaN(date) ? keptAt().getTime() : date).toISOString());
  return new Response(await cached.blob(), { status: cached.status, statusText: cached.statusText, headers });
}

/** Messages the page sends the worker. */
export type WorkerMessage =
  | { type: 'SKIP_WAITING' }
  /**
   * What the page downloaded before the worker took control (its address, build files and public
   * answers): kept now, mostly from the browser's own cache, so the first visit works offline too.
   */
  | { type: 'KEEP'; page?: string; urls: string[] };

export type Keepable = { assets: string[]; data: string[] };

/** The same-origin build files and public answers among `urls`, at most `limit` of each. */
export function keepable(urls: readonly string[], origin: string, limit = 200): Keepable {
  const assets = new Set<string>();
  const data = new Set<string>();
  for (const raw of urls) {
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      continue;
    }
    if (isBuildAsset(url, origin) && assets.size < limit) assets.add(url.pathname);
    else if (isOfflineRead(url, origin) && data.size < limit) data.add(url.pathname + url.search);
  }
  return { assets: [...assets], data: [...data] };
}

/** Whether `page` is an address of this site the worker may keep as a page. */
export function isKeepablePage(page: string, origin: string): boolean {
  try {
    const url = new URL(page, origin);
    return url.origin === origin && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/admin-dashboard');
  } catch {
    return false;
  }
}
