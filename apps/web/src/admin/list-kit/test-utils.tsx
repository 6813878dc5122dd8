// Test helpers of the admin list kit (imported by its *.test.tsx files only).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import admin from '../../locales/en/admin.json';
import common from '../../locales/en/common.json';

// A loaded machine (the whole suite in parallel) is slower than the defaults allow.
configure({ asyncUtilTimeout: 4000 });
/** For `describe(name, slowDom, ...)`: a first render of the kit can take seconds on a busy machine. */
export const slowDom = { timeout: 20_000 };

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common, admin } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** The router's current search string, for assertions on the URL-kept state. */
function CurrentSearch() {
  const { search } = useLocation();
  return <pre data-testid="search">{search}</pre>;
}

export const currentSearch = (container: HTMLElement) =>
  new URLSearchParams(container.querySelector('[data-testid="search"]')?.textContent ?? '');

/** Renders inside i18n (English catalogs), a fresh query client and a memory router at `url`. */
export function renderWithProviders(ui: ReactNode, { url = '/' }: { url?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          {ui}
          <CurrentSearch />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
