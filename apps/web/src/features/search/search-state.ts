import {
  normalizeSearchQuery,
  sanitizeInput,
  searchTypes,
  type FacilityCategory,
  type FacilityType,
  type SearchType,
} from '@hc/shared';
import type { SearchRequest } from './api/search';

/**
 * The search panel's state (spec 01 §4) as a pure reducer, so every transition is unit-tested.
 * Name-search results themselves live in TanStack Query, keyed by `activeSearch`: setting it runs
 * the search, setting it to null clears the results.
 */

export type SearchTab = 'location' | 'name';

/** The fixed local list of facility types of the location tab (spec 01 §2.4: ids 1 to 3). */
export const facilityTypeOptions = [
  { id: 1, category: 'hospital' },
  { id: 2, category: 'pharmacy' },
  { id: 3, category: 'laboratory' },
] as const satisfies readonly { id: number; category: FacilityCategory }[];

/**
 * "What are you looking for" (spec 01 §2.4): the spec's types, after `all`, the default (issue 34): the first
 * search covers hospitals, pharmacies and laboratories at once, and the visitor may narrow it to one type.
 */
export const nameSearchKinds = ['all', ...searchTypes] as const;
export type NameSearchKind = (typeof nameSearchKinds)[number];

export type LocationFilters = {
  region?: number | undefined;
  division?: number | undefined;
  subdivision?: number | undefined;
};

/** A name search that has been started: what is sent, and the text shown in the summary. */
export type ActiveSearch = { params: SearchRequest; text: string };

export type ValidationError = 'missingType';

export type SearchState = {
  tab: SearchTab;
  facilityType: FacilityCategory | null;
  location: LocationFilters;
  specialty: number | undefined;
  /** A type among hospitals (a CSI, a district hospital…); hospitals only. */
  hospitalType: FacilityType | undefined;
  test: number | undefined;
  onCall: boolean;
  searchType: NameSearchKind;
  /** The name box as typed; sanitised only when sent. */
  query: string;
  /** Bumped on every edit of the name box, so the debounce can tell a settled edit from a stale one. */
  queryRevision: number;
  /**
   * The revision of the name box the current search was started for (by Enter, Search or the
   * debounce). The debounce never starts it again: a search the visitor just submitted is not
   * re-run 300 ms later (which would also bring back a failure banner they had dismissed).
   */
  searchedRevision: number;
  activeSearch: ActiveSearch | null;
  validationError: ValidationError | null;
  /** The visitor closed the red banner of the current search's failure. */
  searchErrorDismissed: boolean;
  /** Mobile layout: the location filters are shown. */
  showFilters: boolean;
};

export const initialSearchState: SearchState = {
  tab: 'location',
  facilityType: null,
  location: {},
  specialty: undefined,
  hospitalType: undefined,
  test: undefined,
  onCall: false,
  searchType: 'all',
  query: '',
  queryRevision: 0,
  // The empty box the panel opens with is settled: there is nothing to search.
  searchedRevision: 0,
  activeSearch: null,
  validationError: null,
  searchErrorDismissed: false,
  showFilters: false,
};

export type SearchAction =
  | { type: 'tabChanged'; tab: SearchTab }
  | { type: 'facilityTypeChanged'; facilityType: FacilityCategory | null }
  | { type: 'regionChanged'; region: number | undefined }
  | { type: 'divisionChanged'; division: number | undefined }
  | { type: 'subdivisionChanged'; subdivision: number | undefined }
  | { type: 'specialtyChanged'; specialty: number | undefined }
  | { type: 'hospitalTypeChanged'; hospitalType: FacilityType | undefined }
  | { type: 'testChanged'; test: number | undefined }
  | { type: 'onCallChanged'; onCall: boolean }
  | { type: 'searchTypeChanged'; searchType: NameSearchKind }
  /**
   * "Show the 3 pharmacies" under a narrowed search that found nothing: the same words, searched again in
   * the type that has matches (unlike the selector, which empties the box, spec 01 §4).
   */
  | { type: 'searchTypeSwitched'; searchType: SearchType }
  | { type: 'queryChanged'; query: string }
  /** The debounce elapsed for this revision of the name box. */
  | { type: 'querySettled'; revision: number }
  /** Enter or the Search button on the name tab. */
  | { type: 'nameSubmitted' }
  /** Enter or the Search button on the location tab; the caller navigates when `validateLocationSearch` passes. */
  | { type: 'locationSubmitted' }
  | { type: 'cleared' }
  /** "Use my location" got no position: the location tab, its place filters shown, to choose a town. */
  | { type: 'placeChoiceRequested' }
  | { type: 'filtersToggled' }
  | { type: 'searchErrorDismissed' }
  | { type: 'validationErrorDismissed' };

/** Spec 01 §5: a location search needs a facility type. */
export function validateLocationSearch(state: Pick<SearchState, 'facilityType'>): ValidationError | null {
  return state.facilityType ? null : 'missingType';
}

/** The search to run for the current name box, or null when the sanitised query is empty (no search). */
export function buildActiveSearch(state: SearchState): ActiveSearch | null {
  const q = normalizeSearchQuery(state.query);
  if (!q) return null;
  const { region, division, subdivision } = state.location;
  // `all`: no type, the API answers every group.
  const params: SearchRequest = state.searchType === 'all' ? { q } : { q, type: state.searchType };
  if (region !== undefined) params.region = region;
  if (division !== undefined) params.division = division;
  if (subdivision !== undefined) params.subdivision = subdivision;
  return { params, text: sanitizeInput(state.query) };
}

/** A running name search follows the location filters it was sent with. */
function withLocation(state: SearchState, location: LocationFilters): SearchState {
  const next = { ...state, location };
  return state.activeSearch ? withActiveSearch(next, buildActiveSearch(next)) : next;
}

function withActiveSearch(state: SearchState, activeSearch: ActiveSearch | null): SearchState {
  return { ...state, activeSearch, searchErrorDismissed: false };
}

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'tabChanged':
      if (action.tab === state.tab) return state;
      return {
        ...state,
        tab: action.tab,
        query: '',
        queryRevision: state.queryRevision + 1,
        activeSearch: null,
        validationError: null,
        searchErrorDismissed: false,
      };
    case 'facilityTypeChanged':
      return {
        ...state,
        facilityType: action.facilityType,
        specialty: undefined,
        hospitalType: undefined,
        test: undefined,
        onCall: false,
        validationError: action.facilityType ? null : state.validationError,
      };
    case 'regionChanged':
      return withLocation(state, { region: action.region });
    case 'divisionChanged':
      return withLocation(state, { region: state.location.region, division: action.division });
    case 'subdivisionChanged':
      return withLocation(state, { ...state.location, subdivision: action.subdivision });
    case 'specialtyChanged':
      return { ...state, specialty: action.specialty };
    case 'hospitalTypeChanged':
      return { ...state, hospitalType: action.hospitalType };
    case 'testChanged':
      return { ...state, test: action.test };
    case 'onCallChanged':
      return { ...state, onCall: action.onCall };
    case 'searchTypeChanged':
      return {
        ...state,
        searchType: action.searchType,
        query: '',
        queryRevision: state.queryRevision + 1,
        activeSearch: null,
        searchErrorDismissed: false,
      };
    case 'searchTypeSwitched': {
      const next = { ...state, searchType: action.searchType };
      return { ...withActiveSearch(next, buildActiveSearch(next)), searchedRevision: state.queryRevision };
    }
    case 'queryChanged':
      return { ...state, query: action.query, queryRevision: state.queryRevision + 1 };
    case 'querySettled':
      // A late timer for an older revision must not undo what happened since, and the revision
      // already searched (submitted before the typing settled) is not searched again.
      if (action.revision !== state.queryRevision || action.revision === state.searchedRevision) return state;
      return { ...withActiveSearch(state, buildActiveSearch(state)), searchedRevision: action.revision };
    case 'nameSubmitted': {
      const activeSearch = buildActiveSearch(state);
      // Submitting a blank box does nothing (spec 01 §4: "if the query is not blank").
      return activeSearch ? { ...withActiveSearch(state, activeSearch), searchedRevision: state.queryRevision } : state;
    }
    case 'locationSubmitted': {
      const validationError = validateLocationSearch(state);
      return validationError ? { ...state, validationError } : { ...state, validationError: null, showFilters: false };
    }
    case 'cleared':
      return { ...initialSearchState, tab: state.tab, queryRevision: state.queryRevision + 1 };
    case 'placeChoiceRequested': {
      const next = searchReducer(state, { type: 'tabChanged', tab: 'location' });
      return next.showFilters ? next : { ...next, showFilters: true };
    }
    case 'filtersToggled':
      return { ...state, showFilters: !state.showFilters };
    case 'searchErrorDismissed':
      return { ...state, searchErrorDismissed: true };
    case 'validationErrorDismissed':
      return { ...state, validationError: null };
  }
}
