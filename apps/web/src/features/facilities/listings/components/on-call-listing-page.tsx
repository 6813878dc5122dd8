import { Suspense } from 'react';
import { lazyWithRetry } from '../../../../lib/lazy-with-retry';
import { ListingPage } from './listing-page';

// The place and time choices, folded: not needed to show the answer, so loaded beside it (the server names
// the chunk in the page's HTML) rather than before it, out of the page's first load.
const OnCallControls = lazyWithRetry(() => import('./on-call-controls').then((m) => ({ default: m.OnCallControls })));

/** Spec 02 §2, issue 34: the pharmacies on call, the answer on a phone's first screen. */
export function OnCallListingPage() {
  return (
    <ListingPage
      listing="pharmaciesOnCall"
      filters={(slot) => (
        // The folded controls' height, so the list does not jump when they come.
        <Suspense fallback={<div className="min-h-[6.5rem]" />}>
          <OnCallControls slot={slot} />
        </Suspense>
      )}
    />
  );
}
