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

  const update = useCallback(
    (next: (current: ListingState) => ListingState, replace = false) => {
      setSearchParams((params) => serializeListingState(next(parseListingState(params, keys)), keys), { replace });
    },
    [setSearchParams, keys],
  );

  const setFilters = useCallback(
    (change: Partial<ListingFilters>) => update((current) => changeFilters(current, change)),
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
  const reset = useCallback(() => update(() => emptyListingState), [update]);
  const hrefForPage = useCallback(
    (page: number) => {
      const params = serializeListingState({ ...state, page }, keys).toString();
      return params ? `?${params}` : '?';
    },
    [state, keys],
  );

  const savedKey = saved ? JSON.stringify({ ...state, page: 1 }) : '';
  useEffect(() => {
    if (saved) writeSavedFilters(browserStorage(), saved, JSON.parse(savedKey) as ListingFilters);
  }, [saved, savedKey]);

  return { state, setFilters, setQuery, setPage, reset, hrefForPage };
}
