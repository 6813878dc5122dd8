// Part of the public pages' first load: only the button. The form (react-hook-form, Zod, its
// catalog) and the map it may open are lazy chunks, fetched when the visitor presses the button.
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import type { WeeklyHours } from '@hc/shared';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What the correction form needs to know about the facility. */
export type CorrectionTarget = {
  id: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
  openingHours: WeeklyHours | null;
};

const CorrectionDialog = lazyWithRetry(() =>
  import('./correction-dialog').then((m) => ({ default: m.CorrectionDialog })),
);

/** The form's chunk could not be fetched (offline): said beside the button, the page keeps working. */
class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

function LoadFailed() {
  const { t } = useTranslation();
  return (
    <span role="alert" className="text-sm font-medium text-red-700">
      {t('errors.network')}
    </span>
  );
}

type SuggestCorrectionProps = { facility: CorrectionTarget; label: string; className?: string };

/** "Suggest a correction": opens the correction form in a dialog (issue 9). */
export function SuggestCorrection({ facility, label, className }: SuggestCorrectionProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setIsOpen(true)} className={className}>
        {label}
      </button>
      {isOpen ? (
        <LoadBoundary>
          <Suspense
            fallback={
              <span
                aria-hidden="true"
                className="ml-2 inline-block h-4 w-4 animate-spin rounded-full border-2 border-brand border-t-transparent align-middle"
              />
            }
          >
            <CorrectionDialog facility={facility} onClose={() => setIsOpen(false)} />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </>
  );
}
