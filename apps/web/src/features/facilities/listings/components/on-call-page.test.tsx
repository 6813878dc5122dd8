import type { OnCallPharmacy } from '@hc/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentSearch, page, renderListing, stubApi, summary } from './listing-test-kit';
/** Sunday 29 Nov 2026, 23:30 in Douala. */
const NOW = new Date('2026-11-29T23:30:00+01:00');
const sundayNight = { startsAt: '2026-11-29T21:00:00.000Z', endsAt: '2026-11-30T06:30:00.000Z' };
const mondayNight = { startsAt: '2026-11-30T21:00:00.000Z', endsAt: '2026-12-01T06:30:00.000Z' };

const row = (id: number, name: string, overrides: Partial<OnCallPharmacy>): OnCallPharmacy =>
  summary<OnCallPharmacy>(id, name, {
    openingHours: { mo: [{ opens: '08:00', closes: '20:00' }] },
    onCallThisWeek: true,
    onDutyNow: false,
    dutyWindow: null,
    ...overrides,
  });

const defaultRows = [
  row(101, 'Pharmacie du Carrefour Biyem-Assi', {
    onDutyNow: true,
    dutyWindow: sundayNight,
    onCallPeriod: sundayNight,
  }),
  row(102, 'Pharmacie Later', { onDutyNow: false, dutyWindow: mondayNight }),
];

let rows = defaultRows;
let requests: URL[] = [];
const renderPage = (url = '/pharmacies-on-call') => renderListing('pharmaciesOnCall', url);
const search = currentSearch;
const onCallRequests = () => requests.filter((url) => url.pathname === '/api/pharmacies/on-call');

beforeEach(() => {
  rows = defaultRows;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  requests = stubApi((url) =>
    url.pathname === '/api/pharmacies/on-call' ? page(rows, Number(url.searchParams.get('pageSize'))) : undefined,
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
});

/** The browser gives this position, or refuses (code 1, PERMISSION_DENIED). */
function stubGeolocation(position: { latitude: number; longitude: number } | 'refused') {
  const getCurrentPosition = vi.fn((onPosition: PositionCallback, onError?: PositionErrorCallback | null) => {
    if (position === 'refused') onError?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    else onPosition({ coords: position } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

/** Yaoundé, Poste centrale. */
const YAOUNDE = { latitude: 3.866667, longitude: 11.516667 };
const placed = (latitude: number, longitude: number) => ({ latitude, longitude, hasValidLocation: true });

describe('"Use my location" on the on-call page', { timeout: 20_000 }, () => {
  const useMyLocation = () => screen.findByRole('button', { name: 'Use my location' });
  const names = (group: string) =>
    within(screen.getByRole('heading', { name: group }).parentElement!)
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-labelledby'))
      .map((id) => document.getElementById(id!)!.textContent);

  it('sends the position with the request (the API orders each duty group nearest first) and shows distances', async () => {
    rows = [
      row(3, 'Pharmacie de la Poste', { onDutyNow: true, dutyWindow: sundayNight, ...placed(3.8689, 11.5156) }),
      row(1, 'Pharmacie Mvog-Mbi', { onDutyNow: true, dutyWindow: sundayNight, ...placed(3.8542, 11.5213) }),
      row(2, 'Pharmacie sans adresse', { onDutyNow: true, dutyWindow: sundayNight }),
      row(4, 'Pharmacie Bastos', { onDutyNow: false, dutyWindow: mondayNight, ...placed(3.8958, 11.5099) }),
      row(5, 'Pharmacie Nlongkak', { onDutyNow: false, dutyWindow: mondayNight, ...placed(3.8797, 11.5199) }),
    ];
    stubGeolocation(YAOUNDE);
    renderPage('/pharmacies-on-call?region=100');
    await screen.findByRole('heading', { name: 'On duty now' });
    // No distance until the button is pressed.
    expect(screen.queryByTestId('distance')).toBeNull();

    fireEvent.click(await useMyLocation());
    await waitFor(() => expect(onCallRequests().at(-1)!.searchParams.get('near')).toBe('3.8667,11.5167'));
    const request = onCallRequests().at(-1)!.searchParams;
    expect(request.get('radiusKm')).toBe('200');
    expect(request.get('pageSize')).toBe('20');
    expect(request.get('region')).toBe('100');
    expect(request.has('sort')).toBe(false);
    // Memory only: the URL is unchanged.
    expect(search().toString()).toBe('region=100');
    expect(await screen.findByText('Nearest first, from your location.')).toBeTruthy();

    // In the order the API gives, each with its distance measured on the device.
    await waitFor(() => expect(screen.getAllByTestId('distance').length).toBeGreaterThan(0));
    expect(names('On duty now')).toEqual(['Pharmacie de la Poste', 'Pharmacie Mvog-Mbi', 'Pharmacie sans adresse']);
    const [poste, mvogMbi, unplaced] = screen.getAllByRole('article');
    expect(within(poste!).getByTestId('distance').textContent).toBe('270 m away');
    expect(within(mvogMbi!).getByTestId('distance').textContent).toBe('1.5 km away');
    expect(within(unplaced!).queryByTestId('distance')).toBeNull();

    // Reset stops using the position.
    fireEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() => expect(onCallRequests().at(-1)!.searchParams.has('near')).toBe(false));
    expect((await useMyLocation()).getAttribute('aria-pressed')).toBe('false');
  });

  it('refused: says so in a live region and moves the focus to the region, to choose a town instead', async () => {
    stubGeolocation('refused');
    renderPage();
    await screen.findByRole('heading', { name: 'On duty now' });
    fireEvent.click(await useMyLocation());
    const notice = await screen.findByText('We could not get your location. Choose your town instead.');
    expect(notice.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Region')));
    expect(onCallRequests().every((url) => !url.searchParams.has('near'))).toBe(true);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});

describe('the on-call page', { timeout: 20_000 }, () => {
  it('lists the pharmacies on duty now first, open with their window, then those later this week', async () => {
    renderPage();
    const now = await screen.findByRole('heading', { name: 'On duty now' });
    const later = screen.getByRole('heading', { name: 'Later this week' });
    expect(now.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByRole('heading', { name: 'Pharmacie du Carrefour Biyem-Assi' })).toBeTruthy();
    // Issue 10: on duty on Sunday at 23:30 is open now, never "Closed now" next to "On call".
    expect(within(first!).getByTestId('open-state').textContent).toBe('Open now · On duty until 07:30');
    expect(within(second!).getByTestId('open-state').textContent).toBe('Closed now');
    expect((await screen.findByTestId('on-call-when')).textContent).toMatch(/you can go to now/);
    // "Now" is the server's: no `at` is sent.
    expect(onCallRequests()[0]!.searchParams.has('at')).toBe(false);
  });

  it('writes the date and time chosen as `at` (Douala time) in the URL and the request; Back to now and Reset clear it', async () => {
    renderPage('/pharmacies-on-call?region=3&page=2');
    await screen.findByRole('heading', { name: 'On duty now' });

    fireEvent.change(await screen.findByLabelText('I will go on'), { target: { value: '2026-12-05T23:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));

    await waitFor(() => expect(search().get('at')).toBe('2026-12-05T23:00:00+01:00'));
    expect(search().get('region')).toBe('3');
    expect(search().get('page')).toBeNull();
    await waitFor(() => expect(onCallRequests().at(-1)!.searchParams.get('at')).toBe('2026-12-05T23:00:00+01:00'));
    expect(await screen.findByRole('heading', { name: 'On duty at that time' })).toBeTruthy();
    expect(screen.getByTestId('on-call-when').textContent).toMatch(/Saturday.*5 December.*23:00/);

    fireEvent.click(screen.getByRole('button', { name: 'Back to now' }));
    await waitFor(() => expect(search().has('at')).toBe(false));
    expect(search().get('region')).toBe('3');

    fireEvent.change(screen.getByLabelText('I will go on'), { target: { value: '2026-12-05T23:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(search().has('at')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() => expect(search().toString()).toBe(''));
  });

  it('"Open at that time" keeps those open at the instant chosen: in the URL and the request, with the time chosen, and unchecked again', async () => {
    renderPage('/pharmacies-on-call?region=3&at=2026-12-05T23:00:00%2B01:00');
    const openNow = await screen.findByRole('checkbox', { name: 'Open at that time' });
    expect((openNow as HTMLInputElement).checked).toBe(false);
    expect(onCallRequests().every((url) => !url.searchParams.has('openNow'))).toBe(true);

    fireEvent.click(openNow);
    await waitFor(() => expect(onCallRequests().at(-1)!.searchParams.get('openNow')).toBe('true'));
    const request = onCallRequests().at(-1)!.searchParams;
    expect(request.get('at')).toBe('2026-12-05T23:00:00+01:00');
    expect(request.get('region')).toBe('3');
    expect(search().get('openNow')).toBe('true');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Open at that time' }));
    await waitFor(() => expect(search().has('openNow')).toBe(false));
  });

  it('offers the printable list once a division is chosen, for the week shown', async () => {
    renderPage('/pharmacies-on-call?region=3&division=12&at=2026-12-05T23:00:00%2B01:00');
    const link = await screen.findByRole('link', { name: "Print or share that week's on-call list" });
    expect(link.getAttribute('href')).toBe('/pharmacies-on-call/print?region=3&division=12&week=2026-11-30');
    cleanup();
    renderPage('/pharmacies-on-call?region=3&division=12');
    const now = await screen.findByRole('link', { name: "Print or share this week's on-call list" });
    expect(now.getAttribute('href')).toBe('/pharmacies-on-call/print?region=3&division=12&week=2026-11-23');
  });
});

describe('the on-call answer first (issue 34)', { timeout: 20_000 }, () => {
  const placeFold = () => screen.getByText('Where:').closest('details')!;

  it('opens on the place chosen there last, its choices folded into one line; with no place, the choice is open', async () => {
    localStorage.setItem('onCallPlace', JSON.stringify({ region: '3', division: '12', subdivision: '' }));
    requests = stubApi((url) => {
      if (url.pathname === '/api/regions') return { data: [{ id: 3, nameEn: 'Littoral', nameFr: 'Littoral' }] };
      if (url.pathname === '/api/divisions') return { data: [{ id: 12, nameEn: 'Wouri', nameFr: 'Wouri' }] };
      return url.pathname === '/api/pharmacies/on-call' ? page(rows) : undefined;
    });
    const cookies = vi.spyOn(document, 'cookie', 'set');
    try {
      renderPage();
      await screen.findByRole('heading', { name: 'On duty now' });
      expect(search().toString()).toBe('region=3&division=12');
      // The first request already is the place's: the country's list is never asked for.
      expect(onCallRequests().map((url) => url.searchParams.get('division'))).toEqual(['12']);
      await waitFor(() => expect(placeFold().querySelector('summary')!.textContent).toContain('Wouri, Littoral'));
      expect(placeFold().open).toBe(false);
      expect(screen.getByText('When:').closest('summary')!.textContent).toContain('Now');
      // Remembered for the server too, for this page only (it names that list in the page's HTML).
      await waitFor(() =>
        expect(cookies).toHaveBeenCalledWith(
          expect.stringMatching(/^oncall_place=3\.12\.; Path=\/pharmacies-on-call;/),
        ),
      );
    } finally {
      localStorage.removeItem('onCallPlace');
      cookies.mockRestore();
    }
    cleanup();
    renderPage();
    await screen.findByRole('heading', { name: 'On duty now' });
    expect(placeFold().open).toBe(true);
  });

  it('for another instant, says "that week" and "open at that time", never "now"', async () => {
    renderPage('/pharmacies-on-call?region=3&at=2026-11-29T23:30:00%2B01:00');
    expect(await screen.findByRole('heading', { name: '2 pharmacies on call that week' })).toBeTruthy();
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByTestId('open-state').textContent).toBe('Open at that time · On duty until 07:30');
    expect(within(second!).getByTestId('open-state').textContent).toBe('Closed at that time');
    expect(screen.queryByText(/now/i, { selector: 'article *' })).toBeNull();
  });

  it('where none is published, says so plainly and shows what helps instead: open pharmacies, hospitals, emergency numbers', async () => {
    const open = summary(201, 'Pharmacie du Soir', { phone: '+237 6 99 00 11 22' });
    const hospital = summary(301, 'Hôpital Régional', { category: 'hospital' });
    requests = stubApi((url) => {
      if (url.pathname === '/api/pharmacies/on-call') return page([]);
      if (url.pathname === '/api/pharmacies/on-call/alternatives')
        return {
          data: {
            openPharmacies: { place: 'division', items: [open] },
            allDayPharmacies: { place: 'region', items: [] },
            emergencyHospitals: { place: 'region', items: [hospital] },
          },
        };
      return undefined;
    });
    renderPage('/pharmacies-on-call?region=3&division=12');
    expect(
      await screen.findByText('No pharmacy on call has been published for this place for the rest of this week.'),
    ).toBeTruthy();
    const help = await screen.findByRole('link', { name: 'Pharmacie du Soir' });
    expect(help.getAttribute('href')).toBe('/pharmacies/201');
    expect(screen.getByRole('link', { name: 'Hôpital Régional' }).getAttribute('href')).toBe('/hospitals/301');
    expect(screen.getByRole('link', { name: '117' }).getAttribute('href')).toBe('tel:117');
    expect(screen.getByRole('link', { name: '118' }).getAttribute('href')).toBe('tel:118');
    const asked = requests.find((url) => url.pathname === '/api/pharmacies/on-call/alternatives')!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({ region: '3', division: '12' });
  });

  it('where what helps instead cannot be loaded, says so with a retry, and still shows the emergency numbers', async () => {
    let isFailing = true;
    const asked: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/pharmacies/on-call/alternatives') {
          asked.push(url);
          if (isFailing)
            return new Response(JSON.stringify({ error: { code: 'validation_failed', message: 'no' } }), {
              status: 400,
              headers: { 'content-type': 'application/json' },
            });
          const none = { place: 'region', items: [] };
          return Response.json({ data: { openPharmacies: none, allDayPharmacies: none, emergencyHospitals: none } });
        }
        return Response.json(url.pathname === '/api/pharmacies/on-call' ? page([]) : { data: [] });
      }),
    );
    renderPage('/pharmacies-on-call?region=3');
    // The help's own catalog is not loaded here: its keys stand for its words.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('loadError');
    expect(screen.getByRole('link', { name: '117' }).getAttribute('href')).toBe('tel:117');
    isFailing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(asked).toHaveLength(2);
  });
});
