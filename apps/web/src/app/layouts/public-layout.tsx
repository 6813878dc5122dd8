import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../../components/route-error-boundary';
import { useOfflineCopyTime } from '../../lib/offline/offline-copy';
import { useWaitingUpdate } from '../../lib/offline/update-state';
import { WhenVisible } from '../../components/ui/when-visible';
import { trackPageView } from '../../lib/analytics/track';
import { SiteHeader } from '../../features/site-header/components/site-header';
import { PageFrame } from './page-frame';

// The footer and its newsletter form sit below the fold: they load after the page, not before it. The form
// brings the form library and the shared schemas (about 38 KB gzip), so it loads only when the footer comes
// near the screen: a visitor who never scrolls there never pays for it. WhenVisible itself is in the first
// load: loaded later, it could start watching only after a quick scroll had already passed the footer.
const SiteFooter = lazyWithRetry(() =>
  import('../../features/site-footer/components/site-footer').then((m) => ({ default: m.SiteFooter })),
);
const NewsletterForm = lazyWithRetry(() =>
  import('../../features/newsletter/components/newsletter-form').then((m) => ({ default: m.NewsletterForm })),
);

const OfflineNotices = lazyWithRetry(() => import('./offline-notices').then((m) => ({ default: m.OfflineNotices })));

/** The live region for the offline notice and the update prompt, filled (from their chunk) only when there is one. */
function OfflineStatus() {
  const copiedAt = useOfflineCopyTime();
  const applyUpdate = useWaitingUpdate();
  return (
    <div role="status" className="empty:hidden">
      {copiedAt || applyUpdate ? (
        <RouteErrorBoundary quiet>
          <Suspense fallback={null}>
            <OfflineNotices copiedAt={copiedAt} applyUpdate={applyUpdate} />
          </Suspense>
        </RouteErrorBoundary>
      ) : null}
    </div>
  );
}

export function PublicLayout() {
  const { t } = useTranslation();
  // One page view per route of the public site (the back-office has its own shell and none).
  const { pathname } = useLocation();
  useEffect(trackPageView, [pathname]);
  return (
    <PageFrame
      header={<SiteHeader />}
      status={<OfflineStatus />}
      footer={
        // Offline, a footer that cannot download is left out rather than taking the page with it.
        <RouteErrorBoundary quiet>
          <Suspense fallback={<div className="min-h-64 bg-slate-900" aria-hidden="true" />}>
            <SiteFooter
              newsletter={
                <WhenVisible placeholderClassName="min-h-36">
                  <Suspense fallback={<div className="min-h-36" aria-hidden="true" />}>
                    <NewsletterForm source="footer" />
                  </Suspense>
                </WhenVisible>
              }
            />
          </Suspense>
        </RouteErrorBoundary>
      }
    >
      <RouteErrorBoundary key={pathname}>
        <Suspense
          fallback={
            <p className="p-8 text-center" role="status">
              {t('layout.loadingPage')}
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </PageFrame>
  );
}
