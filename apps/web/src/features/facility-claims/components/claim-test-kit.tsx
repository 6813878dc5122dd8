// Test helpers of the claim flow and the confirmation page (imported by their *.test.tsx files only): the
// catalogs in both languages, the providers, and a stub of the API answering by method and path.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import common from '../../../locales/en/common.json';
import claimEn from '../../../locales/en/facility-claim.json';
import facility from '../../../locales/en/facility.json';
import forms from '../../../locales/en/forms.json';
import commonFr from '../../../locales/fr/common.json';
import claimFr from '../../../locales/fr/facility-claim.json';
import facilityFr from '../../../locales/fr/facility.json';
import formsFr from '../../../locales/fr/forms.json';

// A loaded machine (the whole suite in parallel) is slower than the defaults allow.
configure({ asyncUtilTimeout: 4000 });

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: { common, facility, forms, 'facility-claim': claimEn },
    fr: { common: commonFr, facility: facilityFr, forms: formsFr, 'facility-claim': claimFr },
  },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export type Answer = { status: number; body?: unknown };
export type SentRequest = { method: string; path: string; url: URL; body: BodyInit | null | undefined };

/**
 * Replaces fetch: `answer(method, path, request)` gives each request's answer (200 `{ data: [] }` when it
 * gives nothing). Returns the requests, in order. Restore with `vi.unstubAllGlobals()`.
 */
export function stubApi(answer: (method: string, path: string, request: SentRequest) => Answer | undefined) {
  const requests: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const request = { method: init?.method ?? 'GET', path: url.pathname, url, body: init?.body };
      requests.push(request);
      const { status, body } = answer(request.method, request.path, request) ?? { status: 200, body: { data: [] } };
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}

export const apiError = (status: number, code: string, fields?: { path: string; code: string }[]): Answer => ({
  status,
  body: { error: { code, message: 'ENGLISH SERVER TEXT', requestId: 'r1', ...(fields ? { fields } : {}) } },
});

export function renderAt(url: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return client;
}

/** A signed-in account as GET /api/auth/session gives it. */
export const sessionUser = {
  id: 41,
  email: 'awa@test.example',
  firstName: 'Awa',
  lastName: 'Ndiaye',
  role: 'facility_manager',
  status: 'active',
  registrationStatus: 'registration_started',
};

/** An image of `bytes` bytes (content irrelevant: the browser's check reads the type and the size). */
export const imageFile = (name = 'licence.jpg', type = 'image/jpeg', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type });
