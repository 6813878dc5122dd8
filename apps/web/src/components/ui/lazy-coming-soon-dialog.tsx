import { useEffect, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComingSoonDialog as ComingSoonDialogType } from './coming-soon-dialog';

type ComingSoonDialogComponent = typeof ComingSoonDialogType;

let loaded: ComingSoonDialogComponent | null = null;
const load = () => import('./coming-soon-dialog').then((m) => (loaded = m.ComingSoonDialog));

/**
 * The Coming Soon popup, its code (and the dialog's) fetched the first time one opens: most visits
 * never open one, and the landing page's first visit pays for every kilobyte (issue 15).
 *
 * Shown by a state update once the code is here rather than by React.lazy: a Suspense boundary
 * reveals late content on a timer, which a page (or a test) with a paused clock never runs. A failed
 * download (offline, never opened before) says so; closing that message lets the next press try again.
 */
export function LazyComingSoonDialog(props: ComponentProps<ComingSoonDialogComponent>) {
  const { t } = useTranslation();
  const [Dialog, setDialog] = useState<ComingSoonDialogComponent | null>(() => loaded);
  const [failure, setFailure] = useState<string | null>(null);
  const isOpen = props.feature !== null;
  const { onClose } = props;
  useEffect(() => {
    if (!isOpen || Dialog) return;
    let isCurrent = true;
    load().then(
      (component) => {
        if (isCurrent) setDialog(() => component);
      },
      () => {
        // The words of a page's failed download (common: always loaded, nothing more to download).
        if (isCurrent) setFailure(navigator.onLine ? 'layout.pageError.loadFailed' : 'layout.pageError.offline');
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isOpen, Dialog]);
  if (!isOpen) return null;
  if (failure) {
    // Not a dialog (its code is what failed to come): a message at the foot of the screen, announced.
    return (
      <p role="alert" className="fixed inset-x-4 bottom-4 z-50 rounded-lg bg-red-50 p-4 text-red-900 shadow-lg">
        {t(failure)}{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => {
            setFailure(null);
            onClose();
          }}
        >
          {t('actions.close')}
        </button>
      </p>
    );
  }
  return Dialog ? <Dialog {...props} /> : null;
}
