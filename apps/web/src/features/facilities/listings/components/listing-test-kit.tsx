// Test helpers of the listing pages (imported by their *.test.tsx files only): the English catalogs, the
// providers, a stub of the API that records each request, and facility rows built from defaults.
import type { FacilitySummary } from '@hc/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import common from '../../../../locales/en/common.json';
import facility from '../../../../locales/en/facility.json';
import listings from '../../../../locales/en/listings.json';
import type { ListingId } from '../listing-configs';
import { FilteredListingPage } from './filtered-listing-page';
import { OnCallListingPage } from './on-call-listing-page';

// A loaded machine (the whole suite in parallel) is slower than the defaults allow.
configure({ asyncUtilTimeout: 4000 });

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en-GB',
  fallbackLng: 'en',
  resources: { en: { common, facility, listings } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** A public facility summary as the API gives it: no place, contact, hours or position unless given. */
export function summary<T extends FacilitySummary = FacilitySummary>(
  id: number,
  name: string,
  overrides: Partial<T> & Record<string, unknown> = {},
): T {
  return {
    id,
    name,
    category: 'pharmacy',
    facilityType: 'pharmacy',
    region: null,
    division: null,
    subdivision: null,
    address: null,
    phone: null,
    hours: null,
    openingHours: null,
    specialties: [],
    testsAvailable: [],
    services: [],
    latitude: null,
    longitude: null,
    hasValidLocation: false,
    onCallThisWeek: false,
    onCallPeriod: null,
    onCallPeriods: [],
    ...overrides,
  } as unknown as T;
}

/**
 * Replaces fetch: each request is recorded (returned array) and answered 200 with `answer(url)`, or
 * `{ data: [] }` when it gives nothing.
 */
export function stubApi(answer: (url: URL) => unknown): URL[] {
  const requests: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      requests.push(url);
      const body = answer(url) ?? { data: [] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
}

/** One page of a list, as the API answers it. */
export const page = (data: unknown[], pageSize = 20) => ({ data, meta: { total: data.length, page: 1, pageSize } });

function CurrentSearch() {
  return <pre data-testid="search">{useLocation().search}</pre>;
}

/**
 * A listing page at `url`, with the address bar's query string readable through `currentSearch`;
 * `extra` renders inside the same router (a Back button, say).
 */
export function renderListing(listing: ListingId, url: string, extra?: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          {listing === 'pharmaciesOnCall' ? <OnCallListingPage /> : <FilteredListingPage listing={listing} />}
          <CurrentSearch />
          {extra}
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** The address bar's query string as written ("?a=1&b=2", or "" for none). */
export const currentSearchText = () => screen.getByTestId('search').textContent ?? '';
export const currentSearch = () => new URLSearchParams(currentSearchText());
