import { describe, expect, it } from 'vitest';
import {
  buildActiveSearch,
  initialSearchState,
  searchReducer,
  validateLocationSearch,
  type SearchAction,
  type SearchState,
} from './search-state';

const run = (state: SearchState, ...actions: SearchAction[]) => actions.reduce(searchReducer, state);

/** A name search for "Hôpital" that has settled, with a region chosen. */
function searchedState(): SearchState {
  return run(
    initialSearchState,
    { type: 'regionChanged', region: 101 },
    { type: 'tabChanged', tab: 'name' },
    { type: 'queryChanged', query: '  Hôpital<script> ' },
    { type: 'nameSubmitted' },
  );
}

describe('searchReducer', () => {
  it('starts on the location tab, every type searched by name, nothing chosen', () => {
    expect(initialSearchState).toMatchObject({
      tab: 'location',
      facilityType: null,
      searchType: 'all',
      query: '',
      activeSearch: null,
      validationError: null,
      showFilters: false,
      location: {},
    });
  });

  describe('changing tab', () => {
    it('clears the error, the results and the query, keeps the location', () => {
      const withError = run(initialSearchState, { type: 'locationSubmitted' });
      expect(withError.validationError).toBe('missingType');
      const next = searchReducer(withError, { type: 'tabChanged', tab: 'name' });
      expect(next.tab).toBe('name');
      expect(next.validationError).toBeNull();

      const searched = searchedState();
      const back = searchReducer(searched, { type: 'tabChanged', tab: 'location' });
      expect(back).toMatchObject({ tab: 'location', query: '', activeSearch: null, validationError: null });
      expect(back.location).toEqual({ region: 101 });
      expect(back.queryRevision).toBeGreaterThan(searched.queryRevision);
    });

    it('does nothing when the tab is already selected', () => {
      const state = searchedState();
      expect(searchReducer(state, { type: 'tabChanged', tab: 'name' })).toBe(state);
    });
  });

  it('changing search type clears the query and the results', () => {
    const next = searchReducer(searchedState(), { type: 'searchTypeChanged', searchType: 'pharmacy' });
    expect(next).toMatchObject({ searchType: 'pharmacy', query: '', activeSearch: null });
  });

  it('switching to a type with matches keeps the words and searches them in that type at once', () => {
    const narrowed = run(
      initialSearchState,
      { type: 'regionChanged', region: 101 },
      { type: 'tabChanged', tab: 'name' },
      { type: 'searchTypeChanged', searchType: 'hospital' },
      { type: 'queryChanged', query: 'Bastos' },
      { type: 'nameSubmitted' },
      { type: 'searchErrorDismissed' },
    );
    expect(narrowed.activeSearch?.params).toEqual({ q: 'bastos', type: 'hospital', region: 101 });
    const switched = searchReducer(narrowed, { type: 'searchTypeSwitched', searchType: 'pharmacy' });
    expect(switched).toMatchObject({
      searchType: 'pharmacy',
      query: 'Bastos',
      activeSearch: { params: { q: 'bastos', type: 'pharmacy', region: 101 }, text: 'Bastos' },
      searchErrorDismissed: false,
    });
    // The debounce of the typed words does not search again.
    expect(searchReducer(switched, { type: 'querySettled', revision: switched.queryRevision })).toBe(switched);
  });

  it('changing facility type resets the specialty, the test and the on-call flag', () => {
    const hospital = run(
      initialSearchState,
      { type: 'facilityTypeChanged', facilityType: 'hospital' },
      { type: 'specialtyChanged', specialty: 4 },
    );
    expect(hospital.specialty).toBe(4);
    const pharmacy = run(
      hospital,
      { type: 'facilityTypeChanged', facilityType: 'pharmacy' },
      { type: 'onCallChanged', onCall: true },
    );
    expect(pharmacy).toMatchObject({ facilityType: 'pharmacy', specialty: undefined, onCall: true });
    const laboratory = run(
      pharmacy,
      { type: 'facilityTypeChanged', facilityType: 'laboratory' },
      { type: 'testChanged', test: 20 },
    );
    expect(laboratory).toMatchObject({ facilityType: 'laboratory', onCall: false, test: 20 });
    expect(searchReducer(laboratory, { type: 'facilityTypeChanged', facilityType: 'hospital' })).toMatchObject({
      test: undefined,
      specialty: undefined,
      onCall: false,
    });
  });

  it('choosing a facility type clears the missing-type error', () => {
    const next = run(
      initialSearchState,
      { type: 'locationSubmitted' },
      { type: 'facilityTypeChanged', facilityType: 'pharmacy' },
    );
    expect(next.validationError).toBeNull();
  });

  it('changing region resets division and subdivision; changing division resets subdivision', () => {
    const full = run(
      initialSearchState,
      { type: 'regionChanged', region: 101 },
      { type: 'divisionChanged', division: 14 },
      { type: 'subdivisionChanged', subdivision: 80 },
    );
    expect(full.location).toEqual({ region: 101, division: 14, subdivision: 80 });
    expect(searchReducer(full, { type: 'divisionChanged', division: 11 }).location).toEqual({
      region: 101,
      division: 11,
    });
    expect(searchReducer(full, { type: 'regionChanged', region: 100 }).location).toEqual({ region: 100 });
    expect(searchReducer(full, { type: 'regionChanged', region: undefined }).location).toEqual({
      region: undefined,
    });
  });

  it('a running name search follows the location filters', () => {
    const next = searchReducer(searchedState(), { type: 'regionChanged', region: undefined });
    expect(next.activeSearch?.params).toEqual({ q: 'hôpitalscript' });
  });

  it('Clear resets everything but the tab', () => {
    const dirty = run(
      initialSearchState,
      { type: 'facilityTypeChanged', facilityType: 'laboratory' },
      { type: 'testChanged', test: 3 },
      { type: 'regionChanged', region: 101 },
      { type: 'filtersToggled' },
      { type: 'locationSubmitted' },
      { type: 'tabChanged', tab: 'name' },
      { type: 'searchTypeChanged', searchType: 'doctor' },
      { type: 'queryChanged', query: 'mbarga' },
      { type: 'nameSubmitted' },
      { type: 'searchErrorDismissed' },
    );
    const cleared = searchReducer(dirty, { type: 'cleared' });
    expect(cleared).toEqual({ ...initialSearchState, tab: 'name', queryRevision: dirty.queryRevision + 1 });
  });

  it('the Show/Hide Filters toggle flips, and a valid location search hides the filters', () => {
    const shown = searchReducer(initialSearchState, { type: 'filtersToggled' });
    expect(shown.showFilters).toBe(true);
    expect(searchReducer(shown, { type: 'filtersToggled' }).showFilters).toBe(false);
    const searched = run(
      shown,
      { type: 'facilityTypeChanged', facilityType: 'pharmacy' },
      { type: 'locationSubmitted' },
    );
    expect(searched).toMatchObject({ showFilters: false, validationError: null });
  });

  it('without a position, "Use my location" brings the location tab with its place filters shown', () => {
    const fromName = searchReducer(searchedState(), { type: 'placeChoiceRequested' });
    expect(fromName).toMatchObject({ tab: 'location', showFilters: true, activeSearch: null });
    expect(fromName.location).toEqual({ region: 101 });
    const shown = run(initialSearchState, { type: 'filtersToggled' });
    expect(searchReducer(shown, { type: 'placeChoiceRequested' })).toBe(shown);
    expect(searchReducer(initialSearchState, { type: 'placeChoiceRequested' })).toEqual({
      ...initialSearchState,
      showFilters: true,
    });
  });

  it('a location search without a type shows the missing-type error and keeps the filters open', () => {
    const next = run(initialSearchState, { type: 'filtersToggled' }, { type: 'locationSubmitted' });
    expect(next).toMatchObject({ validationError: 'missingType', showFilters: true });
    expect(searchReducer(next, { type: 'validationErrorDismissed' }).validationError).toBeNull();
  });

  describe('name search', () => {
    it('typing bumps the revision but does not search yet', () => {
      const next = run(initialSearchState, { type: 'tabChanged', tab: 'name' }, { type: 'queryChanged', query: 'h' });
      expect(next.query).toBe('h');
      expect(next.activeSearch).toBeNull();
    });

    it('runs when the current revision settles, sanitised, lower-cased, with the location filters', () => {
      const typed = run(
        initialSearchState,
        { type: 'regionChanged', region: 101 },
        { type: 'divisionChanged', division: 14 },
        { type: 'tabChanged', tab: 'name' },
        { type: 'queryChanged', query: ' "Laquintinie" ' },
      );
      const settled = searchReducer(typed, { type: 'querySettled', revision: typed.queryRevision });
      expect(settled.activeSearch).toEqual({
        params: { q: 'laquintinie', region: 101, division: 14 },
        text: 'Laquintinie',
      });
    });

    it('ignores a settled revision that is no longer current', () => {
      const typed = run(initialSearchState, { type: 'queryChanged', query: 'hop' });
      const later = searchReducer(typed, { type: 'queryChanged', query: 'hopi' });
      expect(searchReducer(later, { type: 'querySettled', revision: typed.queryRevision })).toBe(later);
    });

    it('an empty (or only unsafe characters) query clears the results', () => {
      const searched = searchedState();
      const emptied = searchReducer(searched, { type: 'queryChanged', query: ' <> ' });
      const settled = searchReducer(emptied, { type: 'querySettled', revision: emptied.queryRevision });
      expect(settled.activeSearch).toBeNull();
    });

    it('the debounce does not run again the search just submitted, nor bring back a dismissed failure', () => {
      const typed = run(initialSearchState, { type: 'queryChanged', query: 'broken' });
      const submitted = searchReducer(typed, { type: 'nameSubmitted' });
      const dismissed = searchReducer(submitted, { type: 'searchErrorDismissed' });
      expect(searchReducer(dismissed, { type: 'querySettled', revision: typed.queryRevision })).toBe(dismissed);
      // The next edit is searched once it settles, as usual.
      const edited = searchReducer(dismissed, { type: 'queryChanged', query: 'broken2' });
      const settled = searchReducer(edited, { type: 'querySettled', revision: edited.queryRevision });
      expect(settled).toMatchObject({ searchErrorDismissed: false, activeSearch: { text: 'broken2' } });
      expect(searchReducer(settled, { type: 'querySettled', revision: edited.queryRevision })).toBe(settled);
    });

    it('submitting runs at once when not blank, and does nothing when blank', () => {
      const typed = run(initialSearchState, { type: 'queryChanged', query: 'Pharmacie' });
      expect(searchReducer(typed, { type: 'nameSubmitted' }).activeSearch?.params.q).toBe('pharmacie');
      const blank = run(initialSearchState, { type: 'queryChanged', query: '   ' });
      expect(searchReducer(blank, { type: 'nameSubmitted' })).toBe(blank);
    });

    it('a dismissed failure banner comes back for the next search', () => {
      const dismissed = searchReducer(searchedState(), { type: 'searchErrorDismissed' });
      expect(dismissed.searchErrorDismissed).toBe(true);
      const typed = searchReducer(dismissed, { type: 'queryChanged', query: 'clinique' });
      expect(searchReducer(typed, { type: 'nameSubmitted' }).searchErrorDismissed).toBe(false);
    });
  });
});

describe('validateLocationSearch', () => {
  it('requires a facility type', () => {
    expect(validateLocationSearch({ facilityType: null })).toBe('missingType');
    expect(validateLocationSearch({ facilityType: 'laboratory' })).toBeNull();
  });
});

describe('buildActiveSearch', () => {
  it('strips < > " \' and backslash, trims and lower-cases; only set filters are sent', () => {
    const state = { ...initialSearchState, query: ` <B>Centre\\ 'Pasteur" `, searchType: 'laboratory' as const };
    expect(buildActiveSearch(state)).toEqual({
      params: { q: 'bcentre pasteur', type: 'laboratory' },
      text: 'BCentre Pasteur',
    });
  });
});
