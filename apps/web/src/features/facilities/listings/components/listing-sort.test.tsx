import type { FacilitySummary } from '@hc/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

const hospital = {
  id: 7,
  name: 'Hôpital Laquintinie',
  category: 'hospital',
  facilityType: 'hospital',
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
} as unknown as FacilitySummary;

const requests: URL[] = [];
const hospitalRequests = () => requests.filter((url) => url.pathname === '/api/hospitals');

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      requests.push(url);
      const body =
        url.pathname === '/api/hospitals'
          ? { data: [hospital], meta: { total: 1, page: 1, pageSize: 20 } }
          : { data: [] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

/** The browser's answer to a position request: a position, or a refusal. */
function stubGeolocation(answer: 'allowed' | 'refused') {
  const getCurrentPosition = vi.fn((onPosition: PositionCallback, onError?: PositionErrorCallback | null) => {
    if (answer === 'allowed') onPosition({ coords: { latitude: 4.04831, longitude: 9.70428 } } as GeolocationPosition);
    else onError?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

function CurrentSearch() {
  return <pre data-testid="search">{useLocation().search}</pre>;
}

function renderPage(url = '/medical-facilities/hospitals') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <ListingPage listing="hospitals" />
          <CurrentSearch />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const search = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');
const sortBy = () => screen.getByLabelText<HTMLSelectElement>('Sort by');

beforeEach(() => {
  requests.length = 0;
  stubApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('sorting a listing (issue 14)', { timeout: 20_000 }, () => {
  it('shows the most useful first by default and keeps the name order in the URL and the request', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Hôpital Laquintinie' });
    expect(sortBy().value).toBe('useful');
    expect(hospitalRequests()[0]!.searchParams.has('sort')).toBe(false);

    fireEvent.change(sortBy(), { target: { value: 'name' } });
    await waitFor(() => expect(search().get('sort')).toBe('name'));
    await waitFor(() => expect(hospitalRequests().at(-1)!.searchParams.get('sort')).toBe('name'));
  });

  it('sorts nearest first from the position the browser gives, which stays out of the URL', async () => {
    const getCurrentPosition = stubGeolocation('allowed');
    renderPage('/medical-facilities/hospitals?region=3');
    await screen.findByRole('heading', { name: 'Hôpital Laquintinie' });

    fireEvent.change(sortBy(), { target: { value: 'distance' } });
    await waitFor(() => expect(hospitalRequests().at(-1)!.searchParams.get('sort')).toBe('distance'));
    expect(getCurrentPosition).toHaveBeenCalledOnce();
    const request = hospitalRequests().at(-1)!.searchParams;
    expect(request.get('near')).toBe('4.0483,9.7043');
    expect(request.get('region')).toBe('3');
    expect(search().toString()).toBe('region=3&sort=distance');
    expect(sortBy().value).toBe('distance');
  });

  it('asks for the position again when a link opens nearest first', async () => {
    stubGeolocation('allowed');
    renderPage('/medical-facilities/hospitals?sort=distance');
    await screen.findByRole('heading', { name: 'Hôpital Laquintinie' });
    // Never the wrong order first: the only request waits for the position.
    expect(hospitalRequests().map((url) => url.searchParams.get('near'))).toEqual(['4.0483,9.7043']);
  });

  it('says so, and stays most useful first, when the position is refused', async () => {
    stubGeolocation('refused');
    renderPage();
    await screen.findByRole('heading', { name: 'Hôpital Laquintinie' });

    fireEvent.change(sortBy(), { target: { value: 'distance' } });
    const notice = await screen.findByText('Your location is not available; showing the most useful first.');
    expect(notice.getAttribute('aria-live')).toBe('polite');
    expect(sortBy().value).toBe('useful');
    expect(search().has('sort')).toBe(false);
    expect(hospitalRequests().every((url) => !url.searchParams.has('sort') && !url.searchParams.has('near'))).toBe(
      true,
    );

    // Another choice clears the notice.
    fireEvent.change(sortBy(), { target: { value: 'name' } });
    await waitFor(() => expect(screen.queryByText(/Your location is not available/)).toBeNull());
  });

  it('says so when the browser has no geolocation at all', async () => {
    renderPage('/medical-facilities/hospitals?sort=distance');
    expect(await screen.findByText('Your location is not available; showing the most useful first.')).toBeTruthy();
    await waitFor(() => expect(search().has('sort')).toBe(false));
    await screen.findByRole('heading', { name: 'Hôpital Laquintinie' });
    expect(hospitalRequests().every((url) => !url.searchParams.has('sort'))).toBe(true);
  });
});
