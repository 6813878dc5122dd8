import type { FacilitySummary } from '@hc/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentSearch as search, page, renderListing, stubApi, summary } from './listing-test-kit';

const hospital = summary(7, 'Hôpital Laquintinie', { category: 'hospital', facilityType: 'hospital' });

let listed: FacilitySummary[] = [hospital];
let requests: URL[] = [];
const hospitalRequests = () => requests.filter((url) => url.pathname === '/api/hospitals');
const stubHospitals = () =>
  (requests = stubApi((url) => (url.pathname === '/api/hospitals' ? page(listed) : undefined)));

/** The browser's answer to a position request: a position, a refusal, or none yet (see `answer`). */
function stubGeolocation(answer: 'allowed' | 'refused' | 'waiting') {
  const getCurrentPosition = vi.fn((onPosition: PositionCallback, onError?: PositionErrorCallback | null) => {
    if (answer === 'allowed') onPosition({ coords: { latitude: 4.04831, longitude: 9.70428 } } as GeolocationPosition);
    else if (answer === 'refused')
      onError?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

/** The browser answers the last position request with this position. */
function answer(
  getCurrentPosition: ReturnType<typeof stubGeolocation>,
  coords: { latitude: number; longitude: number },
) {
  const onPosition = getCurrentPosition.mock.lastCall![0];
  onPosition({ coords } as GeolocationPosition);
}

const UNAVAILABLE = 'We could not get your location. Choose your town instead.';

const renderPage = (url = '/medical-facilities/hospitals') => renderListing('hospitals', url);
const sortBy = () => screen.getByLabelText<HTMLSelectElement>('Sort by');

beforeEach(() => {
  listed = [hospital];
  stubHospitals();
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

  it('says so, stays most useful first and offers the place choice, when the position is refused', async () => {
    stubGeolocation('refused');
    renderPage();
    await screen.findByRole('heading', { name: 'Hôpital Laquintinie' });

    fireEvent.change(sortBy(), { target: { value: 'distance' } });
    const notice = await screen.findByText(UNAVAILABLE);
    expect(notice.getAttribute('aria-live')).toBe('polite');
    expect(sortBy().value).toBe('useful');
    expect(search().has('sort')).toBe(false);
    expect(document.activeElement).toBe(screen.getByLabelText('Region'));
    expect(hospitalRequests().every((url) => !url.searchParams.has('sort') && !url.searchParams.has('near'))).toBe(
      true,
    );

    // Another choice clears the notice.
    fireEvent.change(sortBy(), { target: { value: 'name' } });
    await waitFor(() => expect(screen.queryByText(UNAVAILABLE)).toBeNull());
  });

  it('says so when the browser has no geolocation at all', async () => {
    renderPage('/medical-facilities/hospitals?sort=distance');
    expect(await screen.findByText(UNAVAILABLE)).toBeTruthy();
    await waitFor(() => expect(search().has('sort')).toBe(false));
    await screen.findByRole('heading', { name: 'Hôpital Laquintinie' });
    expect(hospitalRequests().every((url) => !url.searchParams.has('sort'))).toBe(true);
  });
});

describe('"Use my location" on a listing', { timeout: 20_000 }, () => {
  const useMyLocation = () => screen.findByRole('button', { name: 'Use my location' });

  it('asks for the position, says so while waiting, then lists nearest first with each distance', async () => {
    listed = [
      { ...hospital, id: 8, name: 'Hôpital Akwa', latitude: 4.0483, longitude: 9.712, hasValidLocation: true },
      { ...hospital, id: 9, name: 'Hôpital Bonanjo', latitude: 4.0483, longitude: 9.7143, hasValidLocation: true },
      hospital,
    ];
    const getCurrentPosition = stubGeolocation('waiting');
    renderPage('/medical-facilities/hospitals?region=3');
    await screen.findByRole('heading', { name: 'Hôpital Akwa' });
    expect((await useMyLocation()).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(await useMyLocation());
    expect(await screen.findByText('Finding your location…')).toBeTruthy();
    await waitFor(() => expect(search().get('sort')).toBe('distance'));
    expect(sortBy().value).toBe('distance');
    expect((await useMyLocation()).getAttribute('aria-pressed')).toBe('true');

    act(() => answer(getCurrentPosition, { latitude: 4.048309, longitude: 9.704281 }));
    expect(await screen.findByText('Nearest first, from your location.')).toBeTruthy();
    await waitFor(() => expect(hospitalRequests().at(-1)!.searchParams.get('near')).toBe('4.0483,9.7043'));
    expect(hospitalRequests().at(-1)!.searchParams.get('sort')).toBe('distance');
    // The position stays out of the URL.
    expect(search().toString()).toBe('region=3&sort=distance');
    const [near, far, unplaced] = await screen.findAllByRole('article');
    expect(within(near!).getByTestId('distance').textContent).toBe('850 m away');
    expect(within(far!).getByTestId('distance').textContent).toBe('1.1 km away');
    // A facility without a position shows no distance.
    expect(within(unplaced!).queryByTestId('distance')).toBeNull();

    // Pressed again: nearest first is off.
    fireEvent.click(await useMyLocation());
    await waitFor(() => expect(search().has('sort')).toBe(false));
    expect(screen.queryByTestId('distance')).toBeNull();
  });

  it('refused: says so, moves the focus to the place choice, and can be pressed again', async () => {
    stubGeolocation('refused');
    renderPage('/medical-facilities/hospitals?region=3');
    await screen.findByRole('heading', { name: 'Hôpital Laquintinie' });

    fireEvent.click(await useMyLocation());
    expect(await screen.findByText(UNAVAILABLE)).toBeTruthy();
    // The region is chosen: the division comes next.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Division')));
    expect(search().toString()).toBe('region=3');
    expect((await useMyLocation()).getAttribute('aria-pressed')).toBe('false');

    const getCurrentPosition = stubGeolocation('allowed');
    fireEvent.click(await useMyLocation());
    await waitFor(() => expect(hospitalRequests().at(-1)!.searchParams.get('near')).toBe('4.0483,9.7043'));
    expect(getCurrentPosition).toHaveBeenCalledOnce();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  });
});
