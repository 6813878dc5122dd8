import {
  cleanQuery,
  emptyListingState,
  hasFilterParams,
  parseId,
  serializeListingState,
  withCascade,
  type FilterKey,
  type ListingFilters,
} from './listing-state';

/**
 * Spec 02 §3 and §9: the filters kept in the browser, per listing (ids and flags). The order is not one of
 * them, nor the hospitals' facility type (hospitals keep no saved filters).
 */
export type SavedFiltersSpec = {
  storageKey: 'pharmacyFilters' | 'labFilters' | 'onCallPlace';
  keys: readonly Exclude<FilterKey, 'sort' | 'facilityType'>[];
};

export const pharmacySavedFilters: SavedFiltersSpec = {
  storageKey: 'pharmacyFilters',
  keys: ['query', 'region', 'division', 'subdivision', 'onCall', 'confirmed'],
};
/** Issue 34: the on-call page opens on the place chosen there last (its own: the listing's search stays apart). */
export const onCallSavedPlace: SavedFiltersSpec = {
  storageKey: 'onCallPlace',
  keys: ['region', 'division', 'subdivision'],
};
export const labSavedFilters: SavedFiltersSpec = {
  storageKey: 'labFilters',
  keys: ['query', 'region', 'division', 'test', 'onCall', 'confirmed'],
};

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
/** The stored shape: ids as strings ("" for none), onCall a boolean, confirmed true or absent. */
type StoredFilters = Partial<Record<FilterKey, string | boolean>>;

/** localStorage, or null when the browser refuses it (private mode, disabled storage). */
export function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function toStoredFilters(filters: ListingFilters, spec: SavedFiltersSpec): StoredFilters {
  const stored: StoredFilters = {};
  for (const key of spec.keys) {
    if (key === 'onCall') stored.onCall = filters.onCall;
    // Written only when on: the sets saved before issue 35 read the same.
    else if (key === 'confirmed') {
      if (filters.confirmed) stored.confirmed = true;
    } else if (key === 'query') stored.query = filters.query;
    else stored[key] = filters[key] === undefined ? '' : String(filters[key]);
  }
  return stored;
}

/** The saved filters, validated like URL values; null when nothing usable is stored. */
export function readSavedFilters(storage: StorageLike | null, spec: SavedFiltersSpec): ListingFilters | null {
  let raw: unknown;
  try {
    const text = storage?.getItem(spec.storageKey);
    if (!text) return null;
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const stored = raw as Record<string, unknown>;
  const change: Partial<ListingFilters> = {};
  for (const key of spec.keys) {
    const value = stored[key];
    if (key === 'confirmed') {
      if (value === true || value === 'true') change.confirmed = true;
    } else if (key === 'onCall' || key === 'openNow') change[key] = value === true || value === 'true';
    else if (key === 'query') change.query = typeof value === 'string' ? value : '';
    else change[key] = typeof value === 'string' || typeof value === 'number' ? parseId(String(value)) : undefined;
  }
  // Not changeFilters: it treats the region as a new choice and clears the division and subdivision
  // that belong to it. A saved set is restored as a whole; only an orphan division or subdivision goes.
  const { page: _page, ...filters } = withCascade({
    ...emptyListingState,
    ...change,
    query: cleanQuery(change.query ?? ''),
  });
  return filters;
}

export function writeSavedFilters(storage: StorageLike | null, spec: SavedFiltersSpec, filters: ListingFilters) {
  try {
    storage?.setItem(spec.storageKey, JSON.stringify(toStoredFilters(filters, spec)));
  } catch {
    // Full or disabled storage: the filters simply are not remembered.
  }
}

/**
 * The query string to restore when a listing opens: the saved filters, but only when the URL holds
 * no filter of its own (the URL always wins). Null means "leave the URL alone".
 */
export function restoreSearch(
  params: URLSearchParams,
  listingKeys: readonly FilterKey[],
  saved: ListingFilters | null,
): string | null {
  if (!saved || hasFilterParams(params, listingKeys)) return null;
  const restored = serializeListingState({ ...emptyListingState, ...saved, page: 1 }, listingKeys);
  return restored.size > 0 ? `?${restored.toString()}` : null;
}
