// Test helpers of the managers' space (imported by its *.test.tsx files only).
import type { ManagedFacility, SessionUser } from '@hc/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import common from '../../locales/en/common.json';
import facility from '../../locales/en/facility.json';
import forms from '../../locales/en/forms.json';
import hours from '../../locales/en/hours.json';
import manager from '../../locales/en/manager.json';

/** Its own i18next instance: the web tests share one module graph, so the app's global one is left alone. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common, facility, forms, hours, manager } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** One request the page made. */
export type Call = { method: string; path: string; body: unknown };
/** An answer [status, body], or undefined for 404. */
export type Answer = (call: Call) => [number, unknown] | undefined;

/** Stubs `fetch` for one test (restored by the file's afterEach), recording every call. */
export function stubFetch(answer: Answer): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const [status, payload] = answer(call) ?? [404, { error: { code: 'not_found', message: 'Not found' } }];
      return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

export const writes = (calls: readonly Call[]) => calls.filter((call) => call.method !== 'GET');

export const managerUser: SessionUser = {
  id: 41,
  email: 'awa@example.cm',
  username: null,
  firstName: 'Awa',
  lastName: 'Manager',
  role: 'facility_manager',
  status: 'active',
  registrationStatus: 'complete',
  jobTitle: null,
  twoFactorEnabled: false,
  scopeRegionId: null,
};

const littoral = { nameEn: 'Douala I', nameFr: 'Douala Ier' };

export const pharmacy: ManagedFacility = {
  id: 7,
  name: 'Pharmacie du Port',
  category: 'pharmacy',
  facilityType: 'pharmacy',
  status: 'active',
  subdivision: littoral,
  confirmedAt: '2026-06-01T10:00:00.000Z',
  confirmationDueAt: '2026-12-01T10:00:00.000Z',
  phones: [{ number: '+237222112233', label: 'Reception' }],
  email: null,
  website: null,
  openingHours: null,
  services: [],
  specialtyIds: [],
  testIds: [],
  emergency: null,
  beds: null,
  address: 'Rue de la Joie',
  regionId: 2,
  divisionId: 20,
  subdivisionId: 200,
  latitude: 4.05,
  longitude: 9.7,
  pendingProposals: 0,
  version: 3,
};

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <pre data-testid="location">{pathname + search}</pre>;
}

/** Renders `ui` at `url` under the route `path`, with i18n, a fresh query client and the router's location. */
export function renderAt(ui: ReactNode, { url, path }: { url: string; path: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
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

export const currentLocation = (container: HTMLElement) =>
  container.querySelector('[data-testid="location"]')?.textContent ?? '';
