import {
  type FacilityCategory,
  type FacilitySummary,
  type SearchResults as Results,
  type SearchType,
} from '@hc/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Suspense, useRef, useState } from 'react';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { i18n } from '../../../lib/i18n';
import { useTranslation } from 'react-i18next';
import { searchQueryOptions, searchTotalsQueryOptions, type SearchRequest } from '../api/search';
import { CloseIcon } from '../../../components/ui/icons';
import type { NearPosition } from '../../../components/facility/near-me';
import { describeError } from '../../../lib/describe-error';
import { ResultButton } from './result-button';
import type { ActiveSearch } from '../search-state';

// The dialog is only needed once a result is chosen: keep it out of the landing page's first load.
const FacilityDialog = lazyWithRetry(() =>
  import('../../../components/facility/facility-dialog').then((m) => ({ default: m.FacilityDialog })),
);
// The nearest of that kind, offered when nothing matched (issue 34): its code and words come only then (the
// module registers its catalog, so the words are asked for once it has come).
const NearestAlternatives = lazyWithRetry(() =>
  import('./nearest-alternatives').then(async (m) => {
    await i18n.loadNamespaces('search-nearest');
    return { default: m.NearestAlternatives };
  }),
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
  /** Searches the same words again in another type ("Show the 3 pharmacies"). */
  onSwitchType: (type: SearchType) => void;
  /** The visitor's position while "Use my location" is on: nearer first within a rank, and distances. */
  located?: NearPosition | null | undefined;
};

/**
 * The name-search answer: a summary announced to screen readers, then the non-empty groups. The
 * query is keyed by the search that was started, so an older answer never replaces a newer one
 * (and its request is aborted when the key changes). A search narrowed to one type that finds
 * nothing asks once how many match in every type, and offers those (issue 34).
 */
export function SearchResults({
  activeSearch,
  errorDismissed,
  onDismissError,
  onSwitchType,
  located,
}: SearchResultsProps) {
  // 'facility' for the result rows, which render only once the answer has come (see withCatalogs).
  const { t } = useTranslation(['search', 'facility']);
  const { t: tCommon, i18n } = useTranslation();
  const [selected, setSelected] = useState<FacilitySummary | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  // The API takes `near` ("lat,lng") to order each rank nearer first.
  const params: SearchRequest = activeSearch?.params ?? { q: '' };
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
  const nearest = pages?.[0]?.nearest;
  const total = totals ? groups.reduce((sum, group) => sum + totals[group.key], 0) : 0;
  const isSearching = activeSearch !== null && search.isFetching && !search.isFetchingNextPage;

  // Narrowed to one type and nothing found: how many match in every type (one more request, only then).
  const { type: narrowedTo, ...everyType } = params;
  const isNarrowedEmpty = narrowedTo !== undefined && results !== undefined && total === 0 && !isSearching;
  const elsewhere = useQuery({ ...searchTotalsQueryOptions(everyType), enabled: isNarrowedEmpty });
  const otherTotals = isNarrowedEmpty ? elsewhere.data : undefined;
  const others = otherTotals
    ? groups.filter((group) => group.category !== narrowedTo && otherTotals[group.key] > 0)
    : [];
  const otherCount = otherTotals ? others.reduce((sum, group) => sum + otherTotals[group.key], 0) : 0;
  // Announced once, with the types that match, rather than "no results" then the hint.
  const isCheckingElsewhere = isNarrowedEmpty && elsewhere.isPending;

  const summaryText = (): string => {
    if (!activeSearch) return '';
    if (isSearching || isCheckingElsewhere) return t('searching');
    if (!results) return '';
    if (total > 0) return t('results.found', { count: total, query: activeSearch.text });
    if (narrowedTo === undefined) return t('results.none', { query: activeSearch.text });
    const none = t(`results.noneOfType.${narrowedTo}`, { query: activeSearch.text });
    if (!otherTotals || others.length === 0) return none;
    // "No hospitals match "bastos"; 3 pharmacies and 1 laboratory match"
    const kinds = others.map((group) => t(`results.kindCount.${group.key}`, { count: otherTotals[group.key] }));
    return t('results.noneButElsewhere', {
      count: otherCount,
      none,
      kinds: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(kinds),
    });
  };
  const summary = summaryText();

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

      {/* Focused after "Show the 3 pharmacies", whose button goes: the answer is read from here. */}
      <p ref={summaryRef} tabIndex={-1} aria-live="polite" className="text-left font-semibold text-slate-800">
        {summary}
      </p>

      {otherTotals && others.length > 0 ? (
        <div className="flex flex-wrap gap-3">
          {others.map((group) => (
            <button
              key={group.key}
              type="button"
              onClick={() => {
                onSwitchType(group.category);
                summaryRef.current?.focus();
              }}
              className="rounded-lg border border-brand px-4 py-2 font-semibold text-brand hover:bg-blue-50"
            >
              {t(`results.showKind.${group.key}`, { count: otherTotals[group.key] })}
            </button>
          ))}
        </div>
      ) : null}

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

      {activeSearch && results && total === 0 && !isSearching && nearest && nearest.facilities.length > 0 ? (
        <Suspense fallback={null}>
          <NearestAlternatives
            query={activeSearch.text}
            nearest={nearest}
            onOpen={setSelected}
            located={located ?? null}
          />
        </Suspense>
      ) : null}

      {selected ? (
        <Suspense fallback={null}>
          <FacilityDialog facility={selected} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
