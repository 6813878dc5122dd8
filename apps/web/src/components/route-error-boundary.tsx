import { Component, useEffect, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../lib/analytics/track';
import { retryFailedLoads } from '../lib/lazy-with-retry';
import { isLoadFailure, reloadIfRedeployed } from '../lib/new-deployment';

type Props = {
  children: ReactNode;
  /** For parts a page can do without (the footer): a failure shows nothing; a later render tries again. */
  quiet?: boolean;
  /** For a part of a page (a tab's content): the message and Retry take its place, and the page stays. */
  part?: boolean;
};
type State = { error: Error | null };

/**
 * One page's failures stay on that page: a download that failed (offline, or a deployment that
 * removed the old files) or a bug shows a translated message with Retry, under the header and
 * menu, instead of a blank screen. Keyed by the path where it is used, so another page starts clean.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    // A dropped connection is not a bug worth a crash report (and could not be sent anyway).
    if (!isLoadFailure(error)) track(new ErrorEvent('error', { error, message: error.message }));
    if (this.props.quiet) retryFailedLoads();
  }

  retry = () => {
    retryFailedLoads();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.quiet) return null;
    return <RouteError loadFailure={isLoadFailure(error)} onRetry={this.retry} part={this.props.part} />;
  }
}

function RouteError({ loadFailure, onRetry, part }: { loadFailure: boolean; onRetry: () => void; part?: boolean }) {
  const { t } = useTranslation();
  // A failed download first checks whether a new version was deployed (then the tab reloads once).
  const [checking, setChecking] = useState(loadFailure);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!loadFailure) return;
    let current = true;
    void reloadIfRedeployed().then((reloading) => {
      if (current && !reloading) setChecking(false);
    });
    return () => {
      current = false;
    };
  }, [loadFailure]);
  useEffect(() => {
    // A part's message does not take the focus from what the visitor is doing; role=alert announces it.
    if (!checking) heading.current?.focus();
  }, [checking]);

  if (checking) {
    return (
      <p className="p-8 text-center" role="status">
        {t('layout.loadingPage')}
      </p>
    );
  }
  const offline = loadFailure && typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <section className={part ? 'p-4 text-center' : 'mx-auto max-w-xl p-8 text-center'} role="alert">
      {!part && (
        <h1 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
          {t('layout.pageError.title')}
        </h1>
      )}
      <p className="mt-3 text-slate-700">
        {t(
          offline
            ? 'layout.pageError.offline'
            : loadFailure
              ? 'layout.pageError.loadFailed'
              : 'layout.pageError.failed',
        )}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-6 rounded-lg bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
      >
        {t('layout.pageError.retry')}
      </button>
    </section>
  );
}
