// Test helpers of the Patients pages (imported by their *.test.tsx files only).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import admin from '../../../locales/en/admin.json';
import common from '../../../locales/en/common.json';
import forms from '../../../locales/en/forms.json';
import patients from '../../../locales/en/patients.json';

// A loaded machine (the whole suite in parallel) is slower than the defaults allow.
configure({ asyncUtilTimeout: 4000 });
export const slowDom = { timeout: 20_000 };

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common, admin, forms, patients } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
/** An answer [status, body], or undefined for the defaults (geography lists, else 404). */
export type Answer = (call: Call) => [number, unknown] | undefined;

export const regions = [{ id: 2, code: 'LT', nameEn: 'Littoral', nameFr: 'Littoral', capital: null, population: null }];
export const divisions = [{ id: 20, code: 'WO', regionId: 2, nameEn: 'Wouri', nameFr: 'Wouri', headquarters: null }];
export const subdivisions = [
  { id: 200, code: 'D1', divisionId: 20, nameEn: 'Douala I', nameFr: 'Douala Ier', type: 'Urban' },
];
/** The signed-in account's role the session probe answers with (admin unless a test says otherwise). */
export const session = { role: 'admin' as string };
const sessionUser = () => ({
  id: 1,
  email: 'staff@example.cm',
  username: null,
  firstName: 'Staff',
  lastName: 'Member',
  role: session.role,
  status: 'active',
  registrationStatus: 'complete',
  jobTitle: 'Admin',
  twoFactorEnabled: false,
  scopeRegionId: null,
});
const geography: Record<string, unknown> = {
  '/api/regions': regions,
  '/api/divisions': divisions,
  '/api/subdivisions': subdivisions,
};

/** Stubs fetch: every call is recorded; the geography lists answer by default. */
export function stubApi(answer: Answer): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const [status, body] =
        answer(call) ??
        (call.path === '/api/auth/session' ? [200, { data: sessionUser() }] : undefined) ??
        (call.path in geography ? [200, { data: geography[call.path] }] : [404, { error: { code: 'not_found' } }]);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <pre data-testid="location">{pathname + search}</pre>;
}

/** The path and query string the router is at. */
export const currentLocation = (container: HTMLElement) =>
  container.querySelector('[data-testid="location"]')?.textContent ?? '';

/** Renders the page at `url` under `path`, inside i18n (English), a fresh query client and a memory router. */
export function renderPage(ui: ReactNode, { url, path }: { url: string; path: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
