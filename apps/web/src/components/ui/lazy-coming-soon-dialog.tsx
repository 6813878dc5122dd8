import { useEffect, useState, type ComponentProps } from 'react';
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
 * download (offline, never opened before) closes the teaser again, so the next press tries again.
 */
export function LazyComingSoonDialog(props: ComponentProps<ComingSoonDialogComponent>) {
  const [Dialog, setDialog] = useState<ComingSoonDialogComponent | null>(() => loaded);
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
        if (isCurrent) onClose();
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isOpen, Dialog, onClose]);
  if (!isOpen || !Dialog) return null;
  return <Dialog {...props} />;
}
