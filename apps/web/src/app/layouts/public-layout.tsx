import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

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
      <main id="main" className="flex-1">
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
    </div>
  );
}
