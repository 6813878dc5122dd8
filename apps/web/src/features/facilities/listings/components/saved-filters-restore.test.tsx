import type { FacilitySummary } from '@hc/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../../../../locales/en/common.json';
import facility from '../../../../locales/en/facility.json';
import listings from '../../../../locales/en/listings.json';
import { ListingPage } from './listing-page';

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

const pharmacy = {
  id: 31,
  name: 'Pharmacie du Soleil',
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
  onCallThisWeek: true,
  onCallPeriod: null,
  onCallPeriods: [],
} as unknown as FacilitySummary;

const place = (id: number, name: string) => ({ id, name, nameEn: name, nameFr: name, code: String(id) });
const references: Record<string, unknown[]> = {
  '/api/regions': [place(3, 'Littoral'), place(4, 'Centre')],
  '/api/divisions': [place(12, 'Wouri'), place(13, 'Moungo')],
  '/api/subdivisions': [place(45, 'Douala I'), place(46, 'Douala V')],
};

const requests: URL[] = [];
const pharmacyRequests = () => requests.filter((url) => url.pathname.startsWith('/api/pharmacies'));

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      requests.push(url);
      const body = url.pathname.startsWith('/api/pharmacies')
        ? { data: [pharmacy], meta: { total: 1, page: 1, pageSize: 20 } }
        : { data: references[url.pathname] ?? [] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

function CurrentSearch() {
  return <pre data-testid="search">{useLocation().search}</pre>;
}

function renderPage(url = '/medical-facilities/pharmacies') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <ListingPage listing="pharmacies" />
          <CurrentSearch />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const search = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');
const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);

beforeEach(() => {
  requests.length = 0;
  localStorage.clear();
  stubApi();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('saved pharmacy filters (spec 02 §3)', { timeout: 20_000 }, () => {
  it('come back with their region, division and subdivision, in the URL, the selects and the request', async () => {
    localStorage.setItem(
      'pharmacyFilters',
      JSON.stringify({ query: 'soleil', region: '3', division: '12', subdivision: '45', onCall: true }),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Pharmacie du Soleil' });

    expect(search().toString()).toBe('query=soleil&region=3&division=12&subdivision=45&onCall=true');
    await waitFor(() => expect(select('Subdivision').selectedOptions[0]?.textContent).toBe('Douala I'));
    expect(select('Region').value).toBe('3');
    expect(select('Division').value).toBe('12');
    expect(select('Subdivision').value).toBe('45');
    expect(screen.getByLabelText<HTMLInputElement>('On-Call Only').checked).toBe(true);

    // Every request for the list used the restored filters (on call: the on-call endpoint), none the region alone.
    expect(pharmacyRequests().length).toBeGreaterThan(0);
    for (const request of pharmacyRequests()) {
      expect(request.pathname).toBe('/api/pharmacies/on-call');
      expect(request.searchParams.get('query')).toBe('soleil');
      expect(request.searchParams.get('region')).toBe('3');
      expect(request.searchParams.get('division')).toBe('12');
      expect(request.searchParams.get('subdivision')).toBe('45');
    }
    // And what is saved again is still the whole set.
    expect(JSON.parse(localStorage.getItem('pharmacyFilters')!)).toEqual({
      query: 'soleil',
      region: '3',
      division: '12',
      subdivision: '45',
      onCall: true,
    });
  });
});
