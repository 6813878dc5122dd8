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

/** The first load of the page at `pathname` with `search` ("" or "?…"); null for other pages. */
export function firstLoadOf(pathname: string, search = ''): FirstLoad | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = exact[path];
  if (known) return search ? { module: known.module, namespaces: known.namespaces } : known;
  for (const [pattern, api] of details) {
    const id = pattern.exec(path)?.[1];
    if (id) return { module: 'src/app/routes/facility-detail.tsx', namespaces: detail, data: `${api}${id}` };
  }
  return null;
}
