// Test helpers of the Employees and Outbox pages (imported by their *.test.tsx files only).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import admin from '../../../locales/en/admin.json';
import common from '../../../locales/en/common.json';
import employees from '../../../locales/en/employees.json';
import forms from '../../../locales/en/forms.json';
import outbox from '../../../locales/en/outbox.json';

configure({ asyncUtilTimeout: 4000 });
export const slowDom = { timeout: 20_000 };

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common, admin, forms, employees, outbox } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
export type Answer = (call: Call) => [number, unknown] | undefined;

export const regions = [{ id: 2, code: 'LT', nameEn: 'Littoral', nameFr: 'Littoral', capital: null, population: null }];
export const divisions = [{ id: 20, code: 'WO', regionId: 2, nameEn: 'Wouri', nameFr: 'Wouri', headquarters: null }];
export const subdivisions = [
  { id: 200, code: 'D1', divisionId: 20, nameEn: 'Douala I', nameFr: 'Douala Ier', type: 'Urban' },
];
export const signedInAdmin = {
  id: 1,
  email: 'admin@sante.example.cm',
  username: null,
  firstName: 'System',
  lastName: 'Administrator',
  role: 'admin',
  status: 'active',
  registrationStatus: 'complete',
  jobTitle: 'Admin',
  twoFactorEnabled: false,
  scopeRegionId: null,
};
const defaults: Record<string, unknown> = {
  '/api/regions': regions,
  '/api/divisions': divisions,
  '/api/subdivisions': subdivisions,
  '/api/auth/session': signedInAdmin,
};

/** Stubs fetch: every call is recorded; geography and the session answer by default, else 404. */
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
        (call.path in defaults
          ? [200, { data: defaults[call.path] }]
          : [404, { error: { code: 'not_found', message: 'Not found' } }]);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <pre data-testid="location">{pathname + search}</pre>;
}

export const currentLocation = (container: HTMLElement) =>
  container.querySelector('[data-testid="location"]')?.textContent ?? '';

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
