import {
  sanitizeDisplayText,
  type FacilityCategory,
  type FacilitySummary,
  type SearchResults as Results,
} from '@hc/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { useTranslation } from 'react-i18next';
import { searchQueryOptions, type SearchRequest } from '../api/search';
import { CloseIcon } from '../../../components/ui/icons';
import { FacilityHours } from '../../../components/facility/facility-hours';
import type { NearPosition } from '../../../components/facility/near-me';
import { describeError } from '../../../lib/describe-error';
import { localizedName } from '../../../lib/localized';
import type { ActiveSearch } from '../search-state';

// The dialog is only needed once a result is chosen: keep it out of the landing page's first load.
const FacilityDialog = lazyWithRetry(() =>
  import('../../../components/facility/facility-dialog').then((m) => ({ default: m.FacilityDialog })),
);

const groups = [
  { key: 'hospitals', category: 'hospital' },
  { key: 'pharmacies', category: 'pharmacy' },
  { key: 'laboratories', category: 'laboratory' },
] as const satisfies readonly { key: keyof Results; category: FacilityCategory }[];

type SearchResultsProps = {
  activeSearch: ActiveSearch | null;
  errorDismissed: boolean;
  onDismissError: () => void;
  /** The visitor's position while "Use my location" is on: nearer first within a rank, and distances. */
  located?: NearPosition | null | undefined;
};

/**
 * The name-search answer: a summary announced to screen readers, then the non-empty groups. The
 * query is keyed by the search that was started, so an older answer never replaces a newer one
 * (and its request is aborted when the key changes).
 */
export function SearchResults({ activeSearch, errorDismissed, onDismissError, located }: SearchResultsProps) {
  // 'facility' for the result rows, which render only once the answer has come (see withCatalogs).
  const { t } = useTranslation(['search', 'facility']);
  const { t: tCommon } = useTranslation();
  const [selected, setSelected] = useState<FacilitySummary | null>(null);
  // The API takes `near` ("lat,lng") to order each rank nearer first.
  const params = activeSearch?.params ?? { q: '', type: 'hospital' };
  const sent: SearchRequest = located ? { ...params, near: located.near } : params;
  const search = useInfiniteQuery({
    ...searchQueryOptions(sent),
    enabled: activeSearch !== null,
  });

  const pages = activeSearch && search.isSuccess ? search.data.pages : undefined;
  // The pages loaded so far, one list per group, and how many matched in all.
  const results = pages
    ? (Object.fromEntries(groups.map((g) => [g.key, pages.flatMap((page) => page.data[g.key])])) as Results)
    : undefined;
  const totals = pages?.[0]?.meta.totals;
  const total = totals ? groups.reduce((sum, group) => sum + totals[group.key], 0) : 0;
  const isSearching = activeSearch !== null && search.isFetching && !search.isFetchingNextPage;
  const summary = !activeSearch
    ? ''
    : isSearching
      ? t('searching')
      : results
        ? total > 0
          ? t('results.found', { count: total, query: activeSearch.text })
          : t('results.none', { query: activeSearch.text })
        : '';

  return (
    <div className="flex flex-col gap-4">
      {activeSearch && search.isError && !errorDismissed ? (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <p className="font-semibold">{describeError(search.error, tCommon) || t('errors.searchFailed')}</p>
          <button
            type="button"
            onClick={onDismissError}
            aria-label={t('actions.dismissError')}
            className="-m-1 rounded p-1 hover:bg-red-100"
          >
            <CloseIcon className="h-5 w-5" />
          </button>
        </div>
      ) : null}

      <p aria-live="polite" className="text-left font-semibold text-slate-800">
        {summary}
      </p>

      {results && total > 0 ? (
        <div className="grid gap-6 text-left">
          {groups.map((group) =>
            results[group.key].length > 0 ? (
              <section key={group.key} aria-labelledby={`search-group-${group.key}`}>
                <h3 id={`search-group-${group.key}`} className="mb-2 text-lg font-bold text-slate-900">
                  {t(`results.groups.${group.key}`, { count: totals?.[group.key] ?? 0 })}
                </h3>
                <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
                  {results[group.key].map((facility) => (
                    <li key={facility.id}>
                      <ResultButton facility={facility} onOpen={setSelected} located={located ?? null} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null,
          )}
          {search.hasNextPage ? (
            <button
              type="button"
              onClick={() => void search.fetchNextPage()}
              disabled={search.isFetchingNextPage}
              className="justify-self-center rounded-lg border border-brand px-5 py-2 font-semibold text-brand hover:bg-blue-50 disabled:opacity-60"
            >
              {search.isFetchingNextPage
                ? t('results.loadingMore')
                : t('results.showMore', {
                    shown: groups.reduce((sum, group) => sum + results[group.key].length, 0),
                    count: total,
                  })}
            </button>
          ) : null}
        </div>
      ) : null}

      {selected ? (
        <Suspense fallback={null}>
          <FacilityDialog facility={selected} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

type ResultButtonProps = {
  facility: FacilitySummary;
  onOpen: (f: FacilitySummary) => void;
  located: NearPosition | null;
};

function ResultButton({ facility, onOpen, located }: ResultButtonProps) {
  const { t, i18n } = useTranslation(['facility', 'search']);
  const distance = located?.distanceOf(facility, i18n.language) ?? null;
  const text = (value: string | null | undefined, fallback: string) =>
    value && value.trim() ? sanitizeDisplayText(value) : t(fallback);
  const names = (rows: { nameEn: string; nameFr: string }[]) =>
    rows.map((row) => localizedName(row, i18n.language)).join(', ');
  // Where it is, since many mapped facilities have no street address.
  const place = [facility.subdivision, facility.division]
    .map((ref) => localizedName(ref, i18n.language))
    .filter(Boolean)
    .join(', ');

  return (
    <button
      type="button"
      onClick={() => onOpen(facility)}
      aria-haspopup="dialog"
      className="flex h-full w-full flex-col gap-1 rounded-lg border border-slate-300 bg-white p-3 text-left text-sm shadow-sm hover:border-brand hover:bg-blue-50"
    >
      <span className="flex flex-wrap items-center gap-2 text-base font-bold text-brand">
        {text(facility.name, `unknown.${facility.category}`)}
        {facility.category === 'pharmacy' && facility.onCallThisWeek ? (
          <span className="rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-bold uppercase text-white">
            {t('onCall')}
          </span>
        ) : null}
      </span>
      {distance === null ? null : (
        <span className="font-semibold text-brand" data-testid="distance">
          {t('card.distanceAway', distance)}
        </span>
      )}
      <span className="text-slate-700">{text(facility.address, 'fallback.address')}</span>
      {place ? <span className="text-slate-700">{place}</span> : null}
      {facility.category === 'hospital' ? (
        <span className="text-slate-700">
          <span className="font-semibold">{t('search:results.specialtiesLabel')}</span>{' '}
          {names(facility.specialties) || t('fallback.specialties')}
        </span>
      ) : null}
      {facility.category === 'pharmacy' ? (
        <span className="text-slate-700">
          <span className="font-semibold">{t('search:results.hoursLabel')}</span>{' '}
          <FacilityHours hours={facility.hours} openingHours={facility.openingHours} />
        </span>
      ) : null}
      {facility.category === 'laboratory' ? (
        <span className="text-slate-700">
          <span className="font-semibold">{t('search:results.testsLabel')}</span>{' '}
          {names(facility.testsAvailable) || t('fallback.tests')}
        </span>
      ) : null}
    </button>
  );
}
