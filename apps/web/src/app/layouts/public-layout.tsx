import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { SiteFooter } from '../../features/site-footer/components/site-footer';
import { SiteHeader } from '../../features/site-header/components/site-header';

export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t('layout.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense
          fallback={
            <p className="p-8 text-center" role="status">
              {t('layout.loadingPage')}
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter newsletter={<NewsletterForm source="footer" />} />
    </div>
  );
}
