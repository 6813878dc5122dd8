import type { FacilitySummary } from '@hc/shared';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteErrorBoundary } from '../../../../components/route-error-boundary';
import { lazyWithRetry } from '../../../../lib/lazy-with-retry';
import { ListingPage, type ListingParts, type ResultGroup } from './listing-page';

// The place and time choices, folded: not needed to show the answer, so loaded beside it (the server names
// the chunk in the page's HTML) rather than before it, out of the page's first load.
const OnCallControls = lazyWithRetry(() => import('./on-call-controls').then((m) => ({ default: m.OnCallControls })));
// Where no pharmacy on call is published: shown on an empty list only.
const NoRotaHelp = lazyWithRetry(() => import('./no-rota-help').then((m) => ({ default: m.NoRotaHelp })));

/** The page's own parts: the answer in two, and what it says and offers when empty (issue 34). */
function useOnCallParts(): ListingParts {
  const { t } = useTranslation('listings');
  return {
    // As the API orders it: on duty at the instant, then later that week (each nearest first with a position).
    groupResults: (items: FacilitySummary[], at: Date | null) =>
      (
        [
          { key: 'now', items: items.filter((facility) => facility.onDutyNow) },
          { key: 'later', items: items.filter((facility) => !facility.onDutyNow) },
        ] satisfies ResultGroup[]
      )
        .filter((group) => group.items.length > 0)
        .map((group) => ({ ...group, title: t(`onCall.group.${group.key}${at ? 'At' : ''}`) })),
    renderEmpty: ({ state, at, near }) => (
      <>
        <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-800">
          {t(state.openNow ? 'empty.onCallOpen' : at ? 'empty.onCallAt' : 'empty.onCall')}
        </p>
        {/* Its own code and words, fetched only here; without them (offline), the sentence above. */}
        <RouteErrorBoundary quiet>
          <Suspense fallback={null}>
            <NoRotaHelp state={state} at={at} near={near} />
          </Suspense>
        </RouteErrorBoundary>
      </>
    ),
  };
}

/** Spec 02 §2, issue 34: the pharmacies on call, the answer on a phone's first screen. */
export function OnCallListingPage() {
  const parts = useOnCallParts();
  return (
    <ListingPage
      listing="pharmaciesOnCall"
      parts={parts}
      filters={(slot) => (
        // The folded controls' height, so the list does not jump when they come; without their code (offline,
        // never downloaded), the answer still shows.
        <RouteErrorBoundary quiet>
          <Suspense fallback={<div className="min-h-[6.5rem]" />}>
            <OnCallControls slot={slot} />
          </Suspense>
        </RouteErrorBoundary>
      )}
    />
  );
}
