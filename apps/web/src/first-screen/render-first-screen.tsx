// Built for Node by vite.first-screen.config.ts, at build time only: never part of what browsers download.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance, type Resource } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SiteHeader } from '../features/site-header/components/site-header';
import { navItems } from '../features/site-header/nav-items';
import { PageFrame } from '../app/layouts/page-frame';

/** The header links' paths: each one marks its own link as the current page, so each has its own markup. */
export const navPaths: readonly string[] = navItems.map((item) => item.to);

/**
 * The page frame a visitor sees before the scripts arrive (docs/decisions/2026-11-27-first-screen.md):
 * the real header, drawn by the real component, in `language`, as on `pathname` (its current link), for a
 * signed-out visitor. The app replaces it when it starts.
 */
export async function renderFirstScreen(
  pathname: string,
  language: string,
  common: Record<string, unknown>,
): Promise<string> {
  const resources: Resource = { [language]: { common } };
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources,
    ns: ['common'],
    defaultNS: 'common',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // Signed out: the session is never asked here, so the header shows what a signed-out visitor sees.
  const queries = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queries}>
        <MemoryRouter initialEntries={[pathname]}>
          <PageFrame header={<SiteHeader isFirstScreen />} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
