import {
  SEARCH_QUERY_MAX,
  facilityListSorts,
  hospitalFacilityTypes,
  sanitizeInput,
  type FacilityListSort,
  type FacilityType,
} from '@hc/shared';

/**
 * The filters of a listing page, held in the URL query string (the contract of
 * features/search/listing-url.ts): `query`, `region`, `division`, `subdivision`, `facilityType` (a
 * hospital type: `integrated_health_center`…), `specialty` (id), `test` (id), `onCall=true`,
 * `openNow=true`, `confirmed=true` (issue 35: confirmed by the facility recently), `sort` (`name` or `distance`; absent means most useful first) and `page` (absent
 * means 1). The visitor's position for `distance` is never written there: a shared or
 * bookmarked link must not carry where its author stood.
 */
export type FilterKey =
  | 'query'
  | 'region'
  | 'division'
  | 'subdivision'
  | 'facilityType'
  | 'specialty'
  | 'test'
  | 'onCall'
  | 'openNow'
  | 'confirmed'
  | 'sort';

export type ListingFilters = {
  query: string;
  region?: number | undefined;
  division?: number | undefined;
  subdivision?: number | undefined;
  facilityType?: FacilityType | undefined;
  specialty?: number | undefined;
  test?: number | undefined;
  onCall: boolean;
  /** Only those open now (the on-call list: at the instant chosen). Never saved: it is about the moment. */
  openNow?: boolean | undefined;
  /** Only those the facility's own managers confirmed recently (issue 35). */
  confirmed?: boolean | undefined;
  /** Absent (as in saved filters, which never keep it) means `useful`. */
  sort?: FacilityListSort | undefined;
};
export type ListingState = ListingFilters & { page: number };

/** Every key, in the order they are written to the URL. */
export const filterKeys: readonly FilterKey[] = [
  'query',
  'region',
  'division',
  'subdivision',
  'facilityType',
  'specialty',
  'test',
  'onCall',
  'openNow',
  'confirmed',
  'sort',
];

export const emptyListingState: ListingState = { query: '', onCall: false, page: 1 };

/** A positive integer id, or undefined for anything else ("", "abc", "-1", "1.5"). */
export function parseId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** Spec 01 §5: typed text loses < > " ' and backslash and is trimmed; capped to the API's limit. */
export function cleanQuery(value: string): string {
  return sanitizeInput(value).slice(0, SEARCH_QUERY_MAX).trim();
}

/**
 * A division needs its region and a subdivision its division (the cascade of spec 02 §2): orphans are
 * dropped, a complete region → division → subdivision chain is kept as it is.
 */
export function withCascade<T extends ListingFilters>(state: T): T {
  const next = { ...state };
  if (next.region === undefined) next.division = undefined;
  if (next.division === undefined) next.subdivision = undefined;
  return next;
}

/** Reads the keys a listing uses from its query string; anything else, or malformed, is ignored. */
export function parseListingState(params: URLSearchParams, keys: readonly FilterKey[]): ListingState {
  const state: ListingState = { ...emptyListingState };
  for (const key of keys) {
    if (key === 'query') state.query = cleanQuery(params.get('query') ?? '');
    else if (key === 'onCall') state.onCall = params.get('onCall') === 'true';
    else if (key === 'openNow' || key === 'confirmed') {
      if (params.get(key) === 'true') state[key] = true;
    } else if (key === 'sort') state.sort = facilityListSorts.find((sort) => sort === params.get('sort'));
    else if (key === 'facilityType')
      state.facilityType = hospitalFacilityTypes.find((type) => type === params.get(key));
    else state[key] = parseId(params.get(key));
  }
  state.page = parseId(params.get('page')) ?? 1;
  return withCascade(state);
}

/** The query string of a state: only non-empty values, in a fixed order; page only when past 1. */
export function serializeListingState(state: ListingState, keys: readonly FilterKey[]): URLSearchParams {
  const params = new URLSearchParams();
  const normalized = withCascade(state);
  for (const key of filterKeys) {
    if (!keys.includes(key)) continue;
    if (key === 'query') {
      if (normalized.query) params.set('query', normalized.query);
    } else if (key === 'onCall' || key === 'openNow' || key === 'confirmed') {
      if (normalized[key]) params.set(key, 'true');
    } else if (key === 'sort') {
      if (normalized.sort && normalized.sort !== 'useful') params.set('sort', normalized.sort);
    } else {
      const id = normalized[key];
      if (id !== undefined) params.set(key, String(id));
    }
  }
  if (normalized.page > 1) params.set('page', String(normalized.page));
  return params;
}

/**
 * Spec 02 §4: choosing a region clears division and subdivision, choosing a division clears
 * subdivision, and every filter change goes back to page 1.
 */
export function changeFilters(state: ListingState, change: Partial<ListingFilters>): ListingState {
  const next: ListingState = { ...state, ...change, page: 1 };
  if ('region' in change && change.region !== state.region) {
    next.division = undefined;
    next.subdivision = undefined;
  }
  if ('division' in change && change.division !== state.division) next.subdivision = undefined;
  if ('query' in change) next.query = cleanQuery(change.query ?? '');
  return withCascade(next);
}

/** True when the query string holds any filter of the listing (the page number is not a filter). */
export function hasFilterParams(params: URLSearchParams, keys: readonly FilterKey[]): boolean {
  return serializeListingState({ ...parseListingState(params, keys), page: 1 }, keys).size > 0;
}

export function isFiltered(state: ListingState, keys: readonly FilterKey[]): boolean {
  return serializeListingState({ ...state, page: 1 }, keys).size > 0;
}
