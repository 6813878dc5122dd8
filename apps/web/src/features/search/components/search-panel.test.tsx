import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/en/common.json';
import facility from '../../../locales/en/facility.json';
import search from '../../../locales/en/search.json';
import { SEARCH_DEBOUNCE_MS } from '../use-debounced-value';
import { SearchPanel } from './search-panel';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common, search, facility } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

const regions = [
  { id: 100, code: 'CM-CE', nameEn: 'Centre', nameFr: 'Centre', capital: null, population: null },
  { id: 101, code: 'CM-LT', nameEn: 'Littoral', nameFr: 'Littoral', capital: null, population: null },
];
const divisions = [{ id: 14, code: 'X', nameEn: 'Wouri', nameFr: 'Wouri', regionId: 101, headquarters: null }];

function facilityRow(id: number, name: string, category: 'hospital' | 'pharmacy' | 'laboratory') {
  return {
    id,
    name,
    category,
    facilityType: category,
    address: null,
    phone: null,
    hours: null,
    specialties: [],
    testsAvailable: [],
    onCallThisWeek: category === 'pharmacy',
    latitude: null,
    longitude: null,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Search answers by query: a delay and the hospitals to return (paged 20 at a time, as the API does;
 * `total` hospitals matched in all when more than the names given), and the pharmacies (by default one
 * when some hospital matches). A `type` narrows the answer to its group, as the API does.
 */
let searchAnswers: Record<
  string,
  { delay: number; names: string[]; pharmacies?: string[]; status?: number; total?: number }
>;
const PAGE = 20;
const searchCalls: URLSearchParams[] = [];

function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), 'http://test');
  if (url.pathname === '/api/regions') return Promise.resolve(json({ data: regions }));
  if (url.pathname === '/api/divisions') return Promise.resolve(json({ data: divisions }));
  if (url.pathname === '/api/subdivisions') return Promise.resolve(json({ data: [] }));
  if (url.pathname === '/api/search') {
    searchCalls.push(url.searchParams);
    const answer = searchAnswers[url.searchParams.get('q') ?? ''] ?? { delay: 0, names: [] };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        if (answer.status) {
          resolve(json({ error: { code: 'validation_failed', message: 'Bad' } }, answer.status));
          return;
        }
        const page = Number(url.searchParams.get('page') ?? '1');
        const limit = Number(url.searchParams.get('limit') ?? PAGE);
        const type = url.searchParams.get('type');
        const pharmacies = answer.pharmacies
          ? answer.pharmacies.map((name, i) => facilityRow(600 + i, name, 'pharmacy'))
          : [
              {
                ...facilityRow(500, 'Pharmacie du Port', 'pharmacy'),
                latitude: 4.0483,
                longitude: 9.712,
                hasValidLocation: true,
              },
            ].slice(0, answer.names.length ? 1 : 0);
        const hospitals = answer.names.map((name, i) => facilityRow(i + 1, name, 'hospital'));
        const inGroup = (group: 'hospital' | 'pharmacy') => type === null || type === group;
        const totals = {
          hospitals: inGroup('hospital') ? (answer.total ?? hospitals.length) : 0,
          pharmacies: inGroup('pharmacy') ? pharmacies.length : 0,
          laboratories: 0,
        };
        resolve(
          json({
            data: {
              hospitals: inGroup('hospital') ? hospitals.slice((page - 1) * limit, page * limit) : [],
              pharmacies: inGroup('pharmacy') ? pharmacies.slice((page - 1) * limit, page * limit) : [],
              laboratories: [],
            },
            meta: { page, limit, totals },
          }),
        );
      }, answer.delay);
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(init.signal?.reason);
      });
    });
  }
  return Promise.resolve(json({ data: [] }));
}

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

function renderPanel(): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (children: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/']}>
          {children}
          <CurrentUrl />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
  render(
    wrap(
      <Routes>
        <Route path="/" element={<SearchPanel />} />
        <Route path="*" element={<p>Listing</p>} />
      </Routes>,
    ),
  );
}

beforeEach(() => {
  searchAnswers = {};
  searchCalls.length = 0;
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
});

/** The browser gives a position in Douala, or refuses (code 1, PERMISSION_DENIED). */
function stubGeolocation(answer: 'allowed' | 'refused') {
  const getCurrentPosition = vi.fn((onPosition: PositionCallback, onError?: PositionErrorCallback | null) => {
    if (answer === 'allowed') onPosition({ coords: { latitude: 4.04831, longitude: 9.70428 } } as GeolocationPosition);
    else onError?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

const UNAVAILABLE = 'We could not get your location. Choose your town instead.';
const useMyLocation = () => screen.findByRole('button', { name: 'Use my location' });

describe('SearchPanel, location tab', () => {
  it('tells why nothing happens without a facility type, then opens the listing with the filters in the URL', async () => {
    renderPanel();
    const searchButton = screen.getByRole('button', { name: 'Search' });
    expect(searchButton).toHaveProperty('disabled', false);
    expect(searchButton.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(searchButton);
    expect(screen.getByRole('alert').textContent).toBe('Please select a facility type');
    const typeSelect = screen.getByLabelText(/Facility Type/);
    expect(document.activeElement).toBe(typeSelect);
    expect(screen.getByTestId('url').textContent).toBe('/');

    fireEvent.change(typeSelect, { target: { value: '2' } });
    expect(screen.queryByRole('alert')).toBeNull();
    const division = screen.getByLabelText('Division');
    expect(division).toHaveProperty('disabled', true);
    const region = screen.getByLabelText('Region');
    await waitFor(() => expect(within(region).getByRole('option', { name: 'Littoral' })).toBeTruthy());
    fireEvent.change(region, { target: { value: '101' } });
    await waitFor(() => expect(within(division).getByRole('option', { name: 'Wouri' })).toBeTruthy());
    fireEvent.change(division, { target: { value: '14' } });
    fireEvent.click(screen.getByLabelText('Show Only On-Call Pharmacies'));
    fireEvent.click(searchButton);
    await waitFor(() =>
      expect(screen.getByTestId('url').textContent).toBe(
        '/medical-facilities/pharmacies?region=101&division=14&onCall=true',
      ),
    );
  });
});

describe('SearchPanel, a type among hospitals', () => {
  it('lets a hospital search pick a CSI, and opens the hospitals listing of that type', async () => {
    renderPanel();
    const typeSelect = screen.getByLabelText(/Facility Type/);
    expect(screen.queryByLabelText('Type of facility')).toBeNull();
    fireEvent.change(typeSelect, { target: { value: '1' } });
    const kind = screen.getByLabelText('Type of facility');
    expect(within(kind).getByRole('option', { name: 'All types' })).toBeTruthy();
    fireEvent.change(kind, { target: { value: 'integrated_health_center' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('url').textContent).toBe(
        '/medical-facilities/hospitals?facilityType=integrated_health_center',
      ),
    );
  });
});

describe('SearchPanel, "Use my location"', () => {
  it('location tab: the listing opens nearest first, with no position in its URL', async () => {
    const getCurrentPosition = stubGeolocation('allowed');
    renderPanel();
    fireEvent.change(screen.getByLabelText(/Facility Type/), { target: { value: '3' } });
    fireEvent.click(await useMyLocation());
    expect(await screen.findByText('Nearest first, from your location.')).toBeTruthy();
    expect((await useMyLocation()).getAttribute('aria-pressed')).toBe('true');
    expect(getCurrentPosition).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('url').textContent).toBe('/medical-facilities/laboratories?sort=distance'),
    );
  });

  it('location tab, refused: says so and moves the focus to the region; pressed again, asks again', async () => {
    stubGeolocation('refused');
    renderPanel();
    fireEvent.click(await useMyLocation());
    const notice = await screen.findByText(UNAVAILABLE);
    expect(notice.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Region')));
    expect((await useMyLocation()).getAttribute('aria-pressed')).toBe('false');

    const getCurrentPosition = stubGeolocation('allowed');
    fireEvent.click(await useMyLocation());
    expect(await screen.findByText('Nearest first, from your location.')).toBeTruthy();
    expect(getCurrentPosition).toHaveBeenCalledOnce();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  });

  it('name tab: sends the position as `near` and shows how far each result is', async () => {
    stubGeolocation('allowed');
    searchAnswers = { port: { delay: 0, names: ['Hôpital du Port'] } };
    renderPanel();
    fireEvent.click(screen.getByRole('tab', { name: 'Search by Name' }));
    fireEvent.click(await useMyLocation());
    await screen.findByText('Nearest first, from your location.');
    const box = await screen.findByRole('searchbox');
    fireEvent.change(box, { target: { value: 'port' } });
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByText('Found 2 results for "port"')).toBeTruthy();
    expect(searchCalls.map((p) => p.get('near'))).toEqual(['4.0483,9.7043']);
    // The pharmacy has a position, the hospital none.
    expect(screen.getAllByTestId('distance').map((node) => node.textContent)).toEqual(['850 m away']);
    expect(screen.getByRole('button', { name: /Pharmacie du Port/ }).textContent).toContain('850 m away');
  });

  it('name tab, refused: brings the location tab and its region choice', async () => {
    stubGeolocation('refused');
    renderPanel();
    fireEvent.click(screen.getByRole('tab', { name: 'Search by Name' }));
    fireEvent.click(await useMyLocation());
    expect(await screen.findByText(UNAVAILABLE)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Find a Healthcare Facility' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Region')));
  });
});

describe('SearchPanel, name tab', () => {
  // The debounce runs on the test's clock: the test lets its 300 ms pass instead of waiting for them.
  // `shouldAdvanceTime` keeps the clock moving for the rest (the fake server's replies, whose bodies
  // are read by real streams, and React Query's notifications), so `findBy` still works.
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  /** Lets `ms` of (fake) time pass, running the timers due and the promises they settle. */
  const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  async function openNameTab() {
    renderPanel();
    fireEvent.click(screen.getByRole('tab', { name: 'Search by Name' }));
    return screen.findByRole('searchbox');
  }

  it('searches after the typing stops, and an older, slower answer never replaces a newer one', async () => {
    searchAnswers = {
      hop: { delay: 400, names: ['Old answer'] },
      hopital: { delay: 10, names: ['Hôpital Laquintinie', 'Hôpital Général'] },
    };
    const box = await openNameTab();
    fireEvent.change(box, { target: { value: 'Hop' } });
    expect(searchCalls).toEqual([]);
    await pass(SEARCH_DEBOUNCE_MS);
    await waitFor(() => expect(searchCalls.map((p) => p.get('q'))).toEqual(['hop']));
    fireEvent.change(box, { target: { value: 'Hopital' } });
    await pass(SEARCH_DEBOUNCE_MS + 10);
    expect(await screen.findByText('Found 3 results for "Hopital"')).toBeTruthy();
    // Past the time the older request would have answered.
    await pass(500);
    expect(screen.queryByText('Old answer')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Hospitals (2)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pharmacies (1)' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Laboratories/ })).toBeNull();
    // No type chosen: every type is searched.
    expect(searchCalls.map((p) => p.get('type'))).toEqual([null, null]);
  });

  it('submitting runs at once; an empty box clears the results; a failure is shown and can be dismissed', async () => {
    searchAnswers = { nothing: { delay: 0, names: [] }, broken: { delay: 0, names: [], status: 400 } };
    const box = await openNameTab();
    fireEvent.change(box, { target: { value: 'nothing' } });
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByText('No results found for "nothing"')).toBeTruthy();
    // The debounce of the submitted text does not search again.
    await pass(SEARCH_DEBOUNCE_MS);
    expect(searchCalls.map((p) => p.get('q'))).toEqual(['nothing']);

    fireEvent.change(box, { target: { value: '' } });
    await pass(SEARCH_DEBOUNCE_MS);
    await waitFor(() => expect(screen.queryByText(/No results found/)).toBeNull());

    fireEvent.change(box, { target: { value: 'broken' } });
    fireEvent.submit(box.closest('form')!);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Server Error (400)');
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss the error message' }));
    expect(screen.queryByRole('alert')).toBeNull();
    // Once the typing would have settled, the dismissed banner stays dismissed.
    await pass(SEARCH_DEBOUNCE_MS);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(searchCalls.map((p) => p.get('q'))).toEqual(['nothing', 'broken']);
  });

  it('says how many matched in all and shows more on request, until every match is shown', async () => {
    const names = Array.from({ length: 27 }, (_, i) => `Hôpital ${String(i + 1).padStart(2, '0')}`);
    searchAnswers = { hopital: { delay: 0, names } };
    const box = await openNameTab();
    fireEvent.change(box, { target: { value: 'hopital' } });
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByText('Found 28 results for "hopital"')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hospitals (27)' })).toBeTruthy();
    expect(screen.queryByText('Hôpital 21')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more (21 of 28 shown)' }));
    expect(await screen.findByText('Hôpital 27')).toBeTruthy();
    expect(screen.getAllByText(/^Hôpital \d\d$/)).toHaveLength(27);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(searchCalls.map((p) => p.get('page'))).toEqual(['1', '2']);
  });

  it('searches every type by default, and shows each group that matched with its total', async () => {
    searchAnswers = {
      'pharmacie bastos': { delay: 0, names: [], pharmacies: ['Pharmacie de Bastos', 'Pharmacie Bastos Carrefour'] },
    };
    const box = await openNameTab();
    const kind = screen.getByLabelText('What are you looking for?');
    expect(kind).toHaveProperty('value', 'all');
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Everything', 'Hospital', 'Laboratory', 'Pharmacy', 'Test', 'Specialty', 'Doctor']);
    expect(screen.getByRole('searchbox', { name: 'Name or place' })).toBe(box);
    fireEvent.change(box, { target: { value: 'Pharmacie Bastos' } });
    await pass(SEARCH_DEBOUNCE_MS);
    expect(await screen.findByText('Found 2 results for "Pharmacie Bastos"')).toBeTruthy();
    const group = screen.getByRole('region', { name: 'Pharmacies (2)' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringContaining('Pharmacie de Bastos'), expect.stringContaining('Pharmacie Bastos Carrefour')]);
    expect(screen.queryByRole('heading', { name: /Hospitals/ })).toBeNull();
    expect(searchCalls).toHaveLength(1);
    expect(searchCalls[0]!.has('type')).toBe(false);
  });

  it('narrowed to hospitals and empty, says which types match and switches to one with a press', async () => {
    searchAnswers = {
      bastos: { delay: 0, names: [], pharmacies: ['Pharmacie de Bastos', 'Pharmacie du Lac', 'Pharmacie Etoa'] },
    };
    const box = await openNameTab();
    fireEvent.change(screen.getByLabelText('What are you looking for?'), { target: { value: 'hospital' } });
    expect(screen.getByRole('searchbox', { name: 'Hospital name' })).toBe(box);
    fireEvent.change(box, { target: { value: 'Bastos' } });
    fireEvent.submit(box.closest('form')!);
    const summary = await screen.findByText('No hospitals match "Bastos"; 3 pharmacies match');
    // The summary is the live region: said once, with the hint.
    expect(summary.getAttribute('aria-live')).toBe('polite');
    // The narrowed search, then one request for the totals of every type.
    expect(searchCalls.map((p) => [p.get('type'), p.get('limit')])).toEqual([
      ['hospital', null],
      [null, '1'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Show the 3 pharmacies' }));
    expect(document.activeElement).toBe(summary);
    expect(await screen.findByText('Found 3 results for "Bastos"')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Pharmacies (3)' })).toBeTruthy();
    expect(screen.getByLabelText('What are you looking for?')).toHaveProperty('value', 'pharmacy');
    expect(screen.getByRole('searchbox', { name: 'Pharmacy name' })).toHaveProperty('value', 'Bastos');
    expect(screen.queryByRole('button', { name: /^Show the/ })).toBeNull();
    // The switch is searched once; the debounce of the typed text does not search again.
    await pass(SEARCH_DEBOUNCE_MS);
    expect(searchCalls.map((p) => p.get('type'))).toEqual(['hospital', null, 'pharmacy']);
  });

  it('narrowed and empty everywhere, says so with no button; narrowed with results, asks nothing more', async () => {
    searchAnswers = { zzq: { delay: 0, names: [] }, central: { delay: 0, names: ['Hôpital Central'] } };
    const box = await openNameTab();
    fireEvent.change(screen.getByLabelText('What are you looking for?'), { target: { value: 'pharmacy' } });
    fireEvent.change(box, { target: { value: 'zzq' } });
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByText('No pharmacies match "zzq"')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Show the/ })).toBeNull();
    expect(searchCalls.map((p) => p.get('type'))).toEqual(['pharmacy', null]);

    fireEvent.change(screen.getByLabelText('What are you looking for?'), { target: { value: 'hospital' } });
    fireEvent.change(box, { target: { value: 'central' } });
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByText('Found 1 result for "central"')).toBeTruthy();
    await pass(SEARCH_DEBOUNCE_MS);
    expect(searchCalls.map((p) => p.get('type'))).toEqual(['pharmacy', null, 'hospital']);
  });

  it('changing the search type clears the box and the results', async () => {
    searchAnswers = { hopital: { delay: 0, names: ['Hôpital Central'] } };
    const box = await openNameTab();
    fireEvent.change(box, { target: { value: 'hopital' } });
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByText('Found 2 results for "hopital"')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('What are you looking for?'), { target: { value: 'pharmacy' } });
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '');
    expect(screen.queryByText(/Found/)).toBeNull();
    expect(screen.getByLabelText('Pharmacy name')).toBeTruthy();
  });
});
