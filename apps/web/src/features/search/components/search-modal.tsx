import { Suspense } from 'react';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';

// The modal's code (and the dialog's) is fetched when it first opens: most visits never open it.
const SearchModalContent = lazyWithRetry(() =>
  import('./search-modal-content').then((m) => ({ default: m.SearchModalContent })),
);

export type SearchModalProps = {
  open: boolean;
  onClose: () => void;
};

/**
 * "Healthcare Facility Search" (spec 01 §2.7, §9): the search panel in a modal up to 90% wide and at
 * most 1400 px, over a 0.75 backdrop; closes on a backdrop click, Escape or Close, and locks page scroll.
 */
export function SearchModal({ open, onClose }: SearchModalProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SearchModalContent onClose={onClose} />
    </Suspense>
  );
}
