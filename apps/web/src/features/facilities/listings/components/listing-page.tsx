import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { FacilitySummary } from '@hc/shared';
import { FacilityCard, preloadMapAction } from '../../../../components/facility/facility-card';
import { RouteErrorBoundary } from '../../../../components/route-error-boundary';
import type { NearPosition } from '../../../../components/facility/near-me';
import { countPages, Pager } from '../../../../components/ui/pager';
import { facilityListQueryOptions } from '../../api/facility-list';
import { track } from '../../../../lib/analytics/track';
import { describeError } from '../../../../lib/describe-error';
import { lazyWithRetry } from '../../../../lib/lazy-with-retry';
import { listingConfigs, listingRequest, type ListingConfig, type ListingId } from '../listing-configs';
import type { ListingFilters, ListingState } from '../listing-state';
import { parseView, VIEW_PARAM } from '../listing-view';
import { browserStorage, readSavedFilters, restoreSearch } from '../saved-filters';
import { useListingFilters } from '../use-listing-filters';
import { parseAt } from '../at-param';
import type { ListingFiltersProps } from './listing-filters';

// The list/map toggle and the map view (its texts, Leaflet and its CSS, the clustering) are not needed to
// show the list: out of the first load. A failed download is the page's error with Retry, as for the other
// parts loaded on demand; once loaded, a map that fails says so in its place.
const ViewToggle = lazyWithRetry(() => import('./view-toggle').then((m) => ({ default: m.ViewToggle })));
const ResultsMapSection = lazyWithRetry(() =>
  import('./results-map-section').then((m) => ({ default: m.ResultsMapSection })),
);
// "Use my location" (the geolocation request and the distances) is not needed to show the list.
const NearMe = lazyWithRetry(() =>
  import('../../../../components/facility/near-me').then((m) => ({ default: m.NearMe })),
);

const SKELETON_CARDS = 6;

/**
 * Spec 02 §3: when a listing with saved filters opens with no filter in its URL, the saved ones are
 * put into the URL (replacing the entry) before anything is fetched. Only on opening: after that,
 * an empty URL (Reset, Back) means no filter. The link's kept parameters (`view=map`) stay.
 */
function RestoreSavedFilters({ config, children }: { config: ListingConfig; children: ReactNode }) {
  const location = useLocation();
  const [restore] = useState(() => {
    const params = new URLSearchParams(location.search);
    const restored =
      config.saved && restoreSearch(params, config.filters, readSavedFilters(browserStorage(), config.saved));
    if (!restored) return null;
    const search = new URLSearchParams(restored);
    for (const key of config.keptParams) {
      const value = params.get(key);
      if (value) search.set(key, value);
    }
    return `?${search.toString()}`;
  });
  const [isReady, setIsReady] = useState(restore === null);
  if (!isReady && location.search === restore) setIsReady(true);
  if (!isReady && restore) return <Navigate to={{ search: restore, hash: location.hash }} replace />;
  return children;
}

function ResultsSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" role="status" aria-label={label}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className="h-56 animate-pulse rounded-xl border border-slate-200 bg-slate-100 p-4">
            <div className="h-5 w-2/3 rounded bg-slate-300" />
            <div className="mt-4 h-4 w-1/2 rounded bg-slate-200" />
            <div className="mt-2 h-4 w-3/4 rounded bg-slate-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What a listing hands to its filters area: the filters panel's props, and the on-call page's extras. */
export type FiltersSlot = {
  panel: ListingFiltersProps;
  /** The on-call instant chosen (null for now), and how to change it. */
  at: Date | null;
  onAt: (value: string | null) => void;
  isNearWanted: boolean;
  isLocationMissing: boolean;
  onNearPress: () => void;
};

/**
 * A listing's filters area: the panel on the three searchable listings, and on the on-call page the place
 * and time folded into two lines (components/on-call-controls.tsx), loaded beside the list, not before it.
 */
export type RenderFilters = (slot: FiltersSlot) => ReactNode;

/** The results in parts, each under its heading (one part goes without). */
export type ResultGroup = { key: string; title?: string; items: FacilitySummary[] };

/** What one listing shows differently (the on-call page: its duty groups, and what it says when empty). */
export type ListingParts = {
  groupResults?: (items: FacilitySummary[], at: Date | null) => ResultGroup[];
  renderEmpty?: (context: { state: ListingState; at: string | null; near: string | null }) => ReactNode;
};

type ListingProps = { config: ListingConfig; filters: RenderFilters; parts: ListingParts };

function Listing({ config, filters, parts }: ListingProps) {
  // 'facility' for the cards, which render only once the data has come: waited for with the page (see withCatalogs).
  const { t, i18n } = useTranslation(['listings', 'common', 'facility']);
  const { t: tCommon } = useTranslation('common');
  const { state, searchParams, setFilters, setQuery, setPage, setKeptParam, reset, hrefForPage } =
    useListingFilters(config);
  const isOnCall = config.id === 'pharmaciesOnCall';
  const at = isOnCall ? parseAt(searchParams.get('at')) : null;
  const view = parseView(searchParams.get(VIEW_PARAM));
  // "Use my location": nearest first on a sortable list (`sort=distance` in the URL, never the position
  // itself); on the on-call page, which has no sort, a choice held in memory only.
  const hasSort = config.filters.includes('sort');
  const [isNearAsked, setIsNearAsked] = useState(false);
  const [isLocationMissing, setIsLocationMissing] = useState(false);
  const isNearWanted = hasSort ? state.sort === 'distance' : isNearAsked;
  const [position, setPosition] = useState<NearPosition | null>(null);
  const placeSelect = useRef<HTMLSelectElement>(null);
  const onLocationUnavailable = () => {
    setIsLocationMissing(true);
    if (hasSort) setFilters({ sort: 'useful' }, true);
    else setIsNearAsked(false);
    // Refused or unavailable: choose a town instead.
    placeSelect.current?.focus();
  };
  const located = isNearWanted ? position : null;
  const near = located?.near ?? null;
  const onNearPress = () => {
    setIsLocationMissing(false);
    if (hasSort) setFilters({ sort: isNearWanted ? 'useful' : 'distance' });
    else {
      setIsNearAsked(!isNearWanted);
      if (state.page > 1) setPage(1, true);
    }
  };
  const onFilters = (change: Partial<ListingFilters>) => {
    if ('sort' in change) setIsLocationMissing(false);
    setFilters(change);
  };
  const onReset = () => {
    setIsNearAsked(false);
    setIsLocationMissing(false);
    reset();
  };
  useEffect(() => {
    // The pharmacies' map action, asked for while the list is: there when the cards are.
    if (config.showMapAction) preloadMapAction();
  }, [config.showMapAction]);
  const { path, params } = listingRequest(config, state, at ? searchParams.get('at') : null, near, view);
  // While the position is asked for, the list shown stays (or the skeleton) instead of a wrong order.
  const list = useQuery({
    ...facilityListQueryOptions(path, params),
    placeholderData: keepPreviousData,
    enabled: !isNearWanted || near !== null,
  });
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const countId = `${config.id}-count`;

  const total = list.data?.meta.total ?? 0;
  const pageSize = list.data?.meta.pageSize ?? 20;
  const lastPage = countPages(total, pageSize);
  // The map asks for the first page only: a page number in its URL is left for the list.
  const isPastEnd = view === 'list' && list.isSuccess && !list.isPlaceholderData && total > 0 && state.page > lastPage;
  // Analytics: a search each time new filters have their results (turning pages or showing them on the
  // map, which asks for a bigger page, is not a new search).
  const search =
    list.isSuccess && !list.isPlaceholderData ? JSON.stringify([path, { ...params, page: 0, pageSize: 0 }]) : '';
  const trackedSearch = useRef('');
  useEffect(() => {
    if (!search || trackedSearch.current === search) return;
    trackedSearch.current = search;
    track({ type: 'search', kind: params.query ? 'name' : isOnCall ? 'on_call' : config.category, results: total });
  }, [search, total, params.query, isOnCall, config.category]);
  useEffect(() => {
    // A page past the end (an old link, fewer results now) becomes the last page.
    if (isPastEnd) setPage(lastPage, true);
  }, [isPastEnd, lastPage, setPage]);

  // The cards are drawn from a deferred copy: React draws twenty cards in slices of a few milliseconds
  // rather than in one long task, so a slow phone still answers taps while the results come in.
  const shown = useDeferredValue(list.data);
  // Until the deferred copy catches up, what is on screen is the previous results: shown as updating.
  const isUpdating = list.isPlaceholderData || shown !== list.data;
  let results: ReactNode;
  if (list.isError) {
    results = (
      <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
        <p>{describeError(list.error, tCommon)}</p>
        <button
          type="button"
          onClick={() => void list.refetch()}
          className="mt-3 rounded-lg bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900"
        >
          {t('common:actions.retry')}
        </button>
      </div>
    );
  } else if (!shown) {
    results = <ResultsSkeleton label={t('results.loading')} />;
  } else if (shown.data.length === 0) {
    results = parts.renderEmpty?.({ state, at: at ? searchParams.get('at') : null, near }) ?? (
      <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-800">{t(`empty.${config.category}`)}</p>
    );
  } else if (view === 'map') {
    results = (
      <Suspense
        fallback={
          <div className="flex h-[28rem] items-center justify-center rounded-lg bg-slate-100 text-slate-700 sm:h-[36rem]">
            {t('map.loading')}
          </div>
        }
      >
        <ResultsMapSection facilities={shown.data} total={shown.meta.total} isUpdating={isUpdating} />
      </Suspense>
    );
  } else {
    results = (
      <>
        {(parts.groupResults?.(shown.data, at) ?? [{ key: 'all', items: shown.data }]).map((group) => (
          <div key={group.key} className="mb-6">
            {group.title ? <h3 className="mb-3 text-lg font-bold text-slate-900">{group.title}</h3> : null}
            <ul
              aria-labelledby={countId}
              aria-busy={isUpdating || undefined}
              className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${isUpdating ? 'opacity-60' : ''}`}
            >
              {group.items.map((facility) => (
                <li key={facility.id} className="flex">
                  <FacilityCard
                    variant="listing"
                    facility={facility}
                    detailHref={config.detailPath(facility.id)}
                    showDutyPeriod={config.showDutyPeriod}
                    showMapAction={config.showMapAction}
                    distance={located?.distanceOf(facility, i18n.language) ?? null}
                    at={at}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
        <Pager
          className="mt-6"
          page={state.page}
          pageSize={pageSize}
          total={total}
          summary="plain"
          hideWhenSinglePage
          hrefForPage={hrefForPage}
          onNavigate={() => resultsHeading.current?.focus()}
        />
      </>
    );
  }

  return (
    <div className={`mx-auto ${config.containerClass} px-4 py-6 sm:py-10`}>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t(`common:titles.${config.titleKey}`)}</h1>
      <p className="mt-2 text-sm text-slate-700 sm:text-base">{t(`intro.${config.id}`)}</p>
      <div className="mt-6">
        {filters({
          panel: {
            config,
            state,
            onChange: onFilters,
            onQuery: setQuery,
            onReset,
            placeRef: placeSelect,
            nearMe: (
              // Without its code (offline, never downloaded), the listing works without it.
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
            ),
          },
          at,
          onAt: (value) => setKeptParam('at', value),
          isNearWanted,
          isLocationMissing,
          onNearPress,
        })}
      </div>
      <section aria-labelledby={countId} className="mt-8">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <div aria-live="polite" aria-atomic="true">
            <h2 id={countId} ref={resultsHeading} tabIndex={-1} className="text-lg font-bold text-slate-900 sm:text-xl">
              {shown && !list.isError
                ? t(`count.${config.id}${at ? 'At' : ''}`, { count: shown.meta.total })
                : list.isError
                  ? t('results.title')
                  : t('results.loading')}
            </h2>
          </div>
          {/* A new history entry, back to the first page: Back returns to the other view. */}
          <Suspense fallback={<div className="h-[46px] w-36" />}>
            <ViewToggle view={view} onChange={(next) => setKeptParam(VIEW_PARAM, next === 'map' ? next : null)} />
          </Suspense>
        </div>
        {results}
      </section>
    </div>
  );
}

/** One of the four listing pages of spec 02 §2, with its filters area. */
export function ListingPage({
  listing,
  filters,
  parts = {},
}: {
  listing: ListingId;
  filters: RenderFilters;
  parts?: ListingParts;
}) {
  const config = listingConfigs[listing];
  return (
    <RestoreSavedFilters config={config}>
      <Listing config={config} filters={filters} parts={parts} />
    </RestoreSavedFilters>
  );
}
