import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListingConfig } from './listing-configs';
import {
  changeFilters,
  cleanQuery,
  emptyListingState,
  parseListingState,
  serializeListingState,
  type ListingFilters,
  type ListingState,
} from './listing-state';
import { VIEW_PARAM } from './listing-view';
import { browserStorage, writeSavedFilters } from './saved-filters';

/**
 * A listing's filters, read from and written to the URL: selects and pages push a history entry
 * (Back undoes them), typing replaces it. The listings with saved filters keep them in step.
 */
export function useListingFilters(config: ListingConfig) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters: keys, saved } = config;
  const search = searchParams.toString();
  const state = useMemo(() => parseListingState(new URLSearchParams(search), keys), [search, keys]);

  const kept = config.keptParams;
  const update = useCallback(
    (next: (current: ListingState) => ListingState, replace = false, keep: readonly string[] = kept) => {
      setSearchParams(
        (params) => {
          const serialized = serializeListingState(next(parseListingState(params, keys)), keys);
          for (const key of keep) {
            const value = params.get(key);
            if (value) serialized.set(key, value);
          }
          return serialized;
        },
        { replace },
      );
    },
    [setSearchParams, keys, kept],
  );

  const setFilters = useCallback(
    (change: Partial<ListingFilters>, replace = false) => update((current) => changeFilters(current, change), replace),
    [update],
  );
  const setQuery = useCallback(
    (query: string) =>
      update((current) => (current.query === cleanQuery(query) ? current : changeFilters(current, { query })), true),
    [update],
  );
  const setPage = useCallback(
    (page: number, replace = false) => update((current) => ({ ...current, page }), replace),
    [update],
  );
  // Reset Filters clears the kept parameters too (the on-call list goes back to now), except the
  // list/map choice: the map stays, showing the unfiltered results.
  const reset = useCallback(() => update(() => emptyListingState, false, [VIEW_PARAM]), [update]);
  /** One kept parameter (the on-call list's `at`, the list/map `view`) set or cleared, back to the first page. */
  const setKeptParam = useCallback(
    (key: string, value: string | null) =>
      setSearchParams((params) => {
        const next = serializeListingState({ ...parseListingState(params, keys), page: 1 }, keys);
        for (const other of kept) {
          const current = params.get(other);
          if (other !== key && current) next.set(other, current);
        }
        if (value) next.set(key, value);
        return next;
      }),
    [setSearchParams, keys, kept],
  );
  const hrefForPage = useCallback(
    (page: number) => {
      const params = serializeListingState({ ...state, page }, keys);
      for (const key of kept) {
        const value = searchParams.get(key);
        if (value) params.set(key, value);
      }
      const text = params.toString();
      return text ? `?${text}` : '?';
    },
    [state, keys, kept, searchParams],
  );

  const savedKey = saved ? JSON.stringify({ ...state, page: 1 }) : '';
  useEffect(() => {
    if (saved) writeSavedFilters(browserStorage(), saved, JSON.parse(savedKey) as ListingFilters);
  }, [saved, savedKey]);

  return { state, searchParams, setFilters, setQuery, setPage, setKeptParam, reset, hrefForPage };
}
