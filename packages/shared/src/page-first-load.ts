/**
 * What the first screen of a public page needs beyond the app's entry: its route module (as the web
 * build names it), the catalogs it reads (besides `common`) and, with no filters in the address, the
 * API read it starts with. The server names them in the page's HTML so the browser fetches them all
 * at once instead of one after the other (issue 15: on a 3G link each step costs a round trip or more).
 * Keep in step with apps/web/src/app/router.tsx and the pages' first requests (a web test checks the
 * listings' and detail pages' requests against `data`).
 */
export type FirstLoad = {
  /** The route module, relative to apps/web (a key of the build manifest). */
  module: string;
  namespaces: readonly string[];
  /** The API read of the first screen, exactly as the page asks for it. */
  data?: string;
  /**
   * Modules the page loads on demand as it opens (relative to apps/web): fetched beside the route's chunks
   * rather than after them.
   */
  onDemand?: readonly string[];
};

const LIST_FIRST_PAGE = 'page=1&pageSize=20';
const listing = ['listings', 'facility'] as const;
const detail = ['detail', 'facility'] as const;

const exact: Record<string, FirstLoad> = {
  '/': { module: 'src/app/routes/home.tsx', namespaces: ['landing', 'search'] },
  '/pharmacies-on-call': {
    module: 'src/app/routes/pharmacies-on-call.tsx',
    namespaces: listing,
    data: `/api/pharmacies/on-call?${LIST_FIRST_PAGE}`,
    // The folded place and time choices (on-call-listing-page.tsx).
    onDemand: ['src/features/facilities/listings/components/on-call-controls.tsx'],
  },
  '/medical-facilities/hospitals': {
    module: 'src/app/routes/hospitals-listing.tsx',
    namespaces: listing,
    data: `/api/hospitals?${LIST_FIRST_PAGE}`,
  },
  // The pharmacies listing may restore the visitor's saved filters: its first read is not known here.
  '/medical-facilities/pharmacies': { module: 'src/app/routes/pharmacies-listing.tsx', namespaces: listing },
  '/medical-facilities/laboratories': {
    module: 'src/app/routes/laboratories-listing.tsx',
    namespaces: listing,
  },
};

const details: [RegExp, string][] = [
  [/^\/hospitals\/(\d+)$/, '/api/hospitals/'],
  [/^\/(?:medical-facilities\/)?pharmacies\/(\d+)$/, '/api/pharmacies/'],
  [/^\/medical-facilities\/laboratories\/(\d+)$/, '/api/laboratories/'],
];

/**
 * The on-call page's remembered place, as its cookie holds it ("region.division.subdivision", ids or
 * empty): the page opens on it (issue 34), so its first read is that place's, not the whole country's.
 */
export const ON_CALL_PLACE_COOKIE = 'oncall_place';

/** The place the cookie names, as the on-call page's first read asks for it; null when none. */
export function onCallPlaceQuery(cookieValue: string | undefined): string | null {
  const match = /^(\d*)\.(\d*)\.(\d*)$/.exec(cookieValue ?? '');
  if (!match?.[1]) return null;
  const [, region, division, subdivision] = match;
  const place = [
    ['region', region],
    ['division', division],
    ['subdivision', subdivision],
  ].filter(([, id]) => id);
  return place.map(([key, id]) => `${key}=${id}`).join('&');
}

/**
 * The first load of the page at `pathname` with `search` ("" or "?…"); null for other pages. `cookies`
 * (the request's Cookie header) names the on-call page's remembered place.
 */
export function firstLoadOf(pathname: string, search = '', cookies = ''): FirstLoad | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = exact[path];
  if (known) {
    const remembered =
      path === '/pharmacies-on-call' && !search
        ? onCallPlaceQuery(new RegExp(`(?:^|;\\s*)${ON_CALL_PLACE_COOKIE}=([^;]*)`).exec(cookies)?.[1])
        : null;
    if (remembered) return { ...known, data: `/api/pharmacies/on-call?${remembered}&${LIST_FIRST_PAGE}` };
    if (!search) return known;
    const { data: _data, ...withoutData } = known;
    return withoutData;
  }
  for (const [pattern, api] of details) {
    const id = pattern.exec(path)?.[1];
    if (id) return { module: 'src/app/routes/facility-detail.tsx', namespaces: detail, data: `${api}${id}` };
  }
  return null;
}
