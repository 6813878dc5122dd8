// Test helpers of the back-office (imported by *.test.tsx files and the sections' test helpers only).
import type { SessionUser } from '@hc/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router';
import { vi } from 'vitest';
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

/** Adds a section's English catalogs by namespace: `addCatalogs({ forms, 'pharmacy-calls': pharmacyCalls })`. */
export function addCatalogs(catalogs: Record<string, object>) {
  for (const [namespace, catalog] of Object.entries(catalogs)) i18n.addResourceBundle('en', namespace, catalog);
}

/**
 * For `beforeAll`: jsdom has no modal <dialog>. showModal and close set and remove `open`, and Escape
 * becomes a `cancel` event as in browsers.
 */
export function polyfillDialog() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      if (this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close();
    });
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** For `afterEach`: unmounts what the test rendered and puts back the globals it stubbed (fetch). */
export function cleanupAfterTest() {
  cleanup();
  vi.unstubAllGlobals();
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** One request the page made: method, path, query and body (JSON parsed; a multipart upload as sent). */
export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
/** An answer [status, body], or undefined for the defaults. */
export type Answer = (call: Call) => [number, unknown] | undefined;

/**
 * Stubs `fetch`, recording every call: `answer(call)` first, then `defaults` (a path's `data`, answered
 * with 200), else 404 `not_found`.
 */
export function stubFetch(answer: Answer, defaults: Record<string, unknown> = {}): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const body = init?.body;
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: body instanceof FormData ? body : body ? JSON.parse(String(body)) : undefined,
      };
      calls.push(call);
      const [status, payload] =
        answer(call) ??
        (call.path in defaults
          ? [200, { data: defaults[call.path] }]
          : [404, { error: { code: 'not_found', message: 'Not found' } }]);
      return json(payload, status);
    }),
  );
  return calls;
}

export const regions = [{ id: 2, code: 'LT', nameEn: 'Littoral', nameFr: 'Littoral', capital: null, population: null }];
export const divisions = [{ id: 20, code: 'WO', regionId: 2, nameEn: 'Wouri', nameFr: 'Wouri', headquarters: null }];
export const subdivisions = [
  { id: 200, code: 'D1', divisionId: 20, nameEn: 'Douala I', nameFr: 'Douala Ier', type: 'Urban' },
];
/** Defaults for `stubApi`: one region, one of its divisions and one of its subdivisions. */
export const geography: Record<string, unknown> = {
  '/api/regions': regions,
  '/api/divisions': divisions,
  '/api/subdivisions': subdivisions,
};

/** The signed-in staff account the session probe answers with. */
export function sessionUser(role: SessionUser['role']): SessionUser {
  return {
    id: 99,
    email: `${role}@e2e.test`,
    username: null,
    firstName: 'Ada',
    lastName: 'Staff',
    role,
    status: 'active',
    registrationStatus: 'complete',
    jobTitle: null,
    twoFactorEnabled: false,
    scopeRegionId: null,
  };
}

/** i18n (English catalogs), a fresh query client and a memory router at `url`. */
export function TestProviders({ url, children }: { url: InitialEntry; children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** The router's current search string, for assertions on the URL-kept state. */
function CurrentSearch() {
  const { search } = useLocation();
  return <pre data-testid="search">{search}</pre>;
}

export const currentSearch = (container: HTMLElement) =>
  new URLSearchParams(container.querySelector('[data-testid="search"]')?.textContent ?? '');

/** Renders inside i18n (English catalogs), a fresh query client and a memory router at `url`. */
export function renderWithProviders(ui: ReactNode, { url = '/' }: { url?: string } = {}) {
  return render(
    <TestProviders url={url}>
      {ui}
      <CurrentSearch />
    </TestProviders>,
  );
}

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <pre data-testid="location">{pathname + search}</pre>;
}

/** The path and query string the router is at. */
export const currentLocation = (container: HTMLElement) =>
  container.querySelector('[data-testid="location"]')?.textContent ?? '';

/** Renders the page at `url` under the route `path` (any other path renders nothing), inside the providers. */
export function renderPage(ui: ReactNode, { url, path }: { url: string; path: string }) {
  return render(
    <TestProviders url={url}>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={null} />
      </Routes>
      <CurrentLocation />
    </TestProviders>,
  );
}
