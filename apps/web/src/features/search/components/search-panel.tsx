import { Suspense, useEffect, useReducer, useRef, useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { NearPosition } from '../../../components/facility/near-me';
import { RouteErrorBoundary } from '../../../components/route-error-boundary';
import { Tabs } from '../../../components/ui/tabs';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { withCatalogs } from '../../../lib/i18n';
import { neededOffline } from '../../../lib/offline/needed-offline';
import { useIsMobile } from '../../../lib/use-media-query';
import { initialSearchState, searchReducer, type SearchAction, type SearchTab } from '../search-state';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../use-debounced-value';
import { LocationSearchForm } from './location-search-form';

// The name search (its results list, hours, infinite paging) is the second tab: its code comes when chosen,
// or at once for a visitor who saved the directory (offline, the name search answers from that copy).
const loadNameSearch = withCatalogs(() => import('./name-search-form'), ['facility']);
neededOffline(loadNameSearch);
const NameSearchForm = lazyWithRetry(() => loadNameSearch().then((m) => ({ default: m.NameSearchForm })));
// "Use my location" (the geolocation request and the distances): out of the landing page's first load.
const NearMe = lazyWithRetry(() => import('../../../components/facility/near-me').then((m) => ({ default: m.NearMe })));

export type SearchPanelProps = {
  /** 'landing': a card in the hero; 'modal': flat, inside the search modal. */
  variant?: 'landing' | 'modal';
  /** Called when a location search opens its listing page (the modal closes itself). */
  onSearch?: () => void;
};

/** The facility search panel of spec 01 §2.4: search by location, or by name. */
export function SearchPanel(props: SearchPanelProps) {
  return (
    // The 'search' catalog loads on demand; keep the room so the page does not jump.
    <Suspense fallback={<div className="min-h-64" aria-hidden="true" />}>
      <SearchPanelContent {...props} />
    </Suspense>
  );
}

function SearchPanelContent({ variant = 'landing', onSearch }: SearchPanelProps) {
  const { t } = useTranslation('search');
  const isMobile = useIsMobile();
  const [state, dispatchState] = useReducer(searchReducer, initialSearchState);

  // "Use my location", held in memory only: the name search sends it as `near` (nearer first), the
  // location search opens its listing nearest first. Without a position: choose a town instead.
  const [isNearWanted, setIsNearWanted] = useState(false);
  const [isLocationMissing, setIsLocationMissing] = useState(false);
  const [position, setPosition] = useState<NearPosition | null>(null);
  const [placeFocusRequests, setPlaceFocusRequests] = useState(0);
  const placeSelect = useRef<HTMLSelectElement>(null);
  const onLocationUnavailable = () => {
    setIsNearWanted(false);
    setIsLocationMissing(true);
    dispatchState({ type: 'placeChoiceRequested' });
    setPlaceFocusRequests((count) => count + 1);
  };
  const located = isNearWanted ? position : null;
  useEffect(() => {
    // Once the location tab shows its place filters.
    if (placeFocusRequests > 0) placeSelect.current?.focus();
  }, [placeFocusRequests]);
  const onNearPress = () => {
    setIsLocationMissing(false);
    setIsNearWanted(!isNearWanted);
  };
  // Clear empties the form and stops using the position.
  const dispatch: Dispatch<SearchAction> = (action) => {
    if (action.type === 'cleared') {
      setIsNearWanted(false);
      setIsLocationMissing(false);
    }
    dispatchState(action);
  };

  // Name search: run once the box has been stable for 300 ms (spec 01 §4, §9).
  const settledRevision = useDebouncedValue(state.queryRevision, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    dispatchState({ type: 'querySettled', revision: settledRevision });
  }, [settledRevision]);

  const tabs: { id: SearchTab; label: string }[] = [
    { id: 'location', label: isMobile ? t('tabs.locationMobile') : t('tabs.location') },
    { id: 'name', label: isMobile ? t('tabs.nameMobile') : t('tabs.name') },
  ];

  return (
    <section
      aria-label={t('panelLabel')}
      className={
        variant === 'landing'
          ? 'mx-auto mt-8 w-full max-w-[1200px] rounded-2xl bg-white p-4 text-left text-slate-900 shadow-xl ring-1 ring-slate-200 md:p-6'
          : 'w-full text-left text-slate-900'
      }
    >
      <Tabs
        tabs={tabs}
        selected={state.tab}
        onSelect={(tab) => dispatchState({ type: 'tabChanged', tab: tab as SearchTab })}
        label={t('panelLabel')}
        className="flex flex-col"
        tabClassName={(isSelected) =>
          `flex-1 border-b-4 px-3 py-2 text-center font-semibold sm:flex-none sm:px-5 ${
            isSelected
              ? 'border-brand text-brand'
              : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900'
          }`
        }
      >
        <div className="flex flex-col gap-4 pt-4">
          {/* Above both tabs, so its message stays when a refusal brings the location tab. */}
          <div className="min-h-10">
            {/* Without its code (offline on a first visit), the search works without it. */}
            <RouteErrorBoundary quiet>
              <Suspense fallback={null}>
                <NearMe
                  isWanted={isNearWanted}
                  isUnavailable={isLocationMissing}
                  onPress={onNearPress}
                  onPosition={setPosition}
                  onUnavailable={onLocationUnavailable}
                />
              </Suspense>
            </RouteErrorBoundary>
          </div>
          {state.tab === 'location' ? (
            <LocationSearchForm
              state={state}
              dispatch={dispatch}
              isMobile={isMobile}
              onSearch={onSearch}
              isNearFirst={isNearWanted}
              placeRef={placeSelect}
            />
          ) : (
            // Its code not yet downloaded and the network gone: a message and Retry in the tab, the page stays.
            <RouteErrorBoundary part>
              <Suspense fallback={<div className="min-h-40" aria-hidden="true" />}>
                <NameSearchForm state={state} dispatch={dispatch} located={located} />
              </Suspense>
            </RouteErrorBoundary>
          )}
        </div>
      </Tabs>
    </section>
  );
}
