import { Suspense } from 'react';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { RouteErrorBoundary } from '../route-error-boundary';

// Out of the detail page's first load (its budget): downloaded only for a facility its managers confirmed.
const ConfirmedLine = lazyWithRetry(() =>
  import('./facility-confirmed-line').then((m) => ({ default: m.ConfirmedLine })),
);

/**
 * Issue 35: "Updated by the facility on …" or "Not confirmed for over a year" (facility-confirmed-line.tsx);
 * nothing, and nothing downloaded, for a facility never confirmed. Without its code (offline, never
 * downloaded) the page goes on without it.
 */
export function ConfirmedNote(props: { confirmedAt: string | null | undefined; now: Date; className?: string }) {
  if (!props.confirmedAt) return null;
  return (
    <RouteErrorBoundary quiet>
      <Suspense fallback={null}>
        <ConfirmedLine {...props} />
      </Suspense>
    </RouteErrorBoundary>
  );
}
