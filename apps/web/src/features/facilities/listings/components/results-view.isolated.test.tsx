import { PAGE_SIZE_MAX, type FacilitySummary } from '@hc/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentSearchText, renderListing, stubApi, summary } from './listing-test-kit';

// The list / map toggle of the listings: the choice lives in the URL (`view=map`), never in the API
// request, which asks for the API's largest page on the map. Leaflet does not run in jsdom: the map
// chunk is replaced by a stand-in with one button per marker (results-map.tsx is covered end to end).
vi.mock('./results-map', () => ({
  ResultsMap: ({
    facilities,
    label,
    onOpen,
  }: {
    facilities: FacilitySummary[];
    label: string;
    onOpen: (facility: FacilitySummary) => void;
  }) => (
    <div role="region" aria-label={label}>
      {facilities
        .filter((item) => item.hasValidLocation)
        .map((item) => (
          <button key={item.id} type="button" onClick={() => onOpen(item)}>
            {item.name}
          </button>
        ))}
    </div>
  ),
}));

const pharmacy = (id: number, name: string, position: [number, number] | null) =>
  summary(id, name, {
    latitude: position?.[0] ?? null,
    longitude: position?.[1] ?? null,
    hasValidLocation: position !== null,
  });

const place = (id: number, name: string) => ({ id, name, nameEn: name, nameFr: name, code: String(id) });
const references: Record<string, unknown[]> = {
  '/api/regions': [place(3, 'Littoral'), place(4, 'Centre')],
  '/api/divisions': [place(12, 'Wouri')],
};

let listed: FacilitySummary[] = [];
let total = 0;
let requests: URL[] = [];
const lastListRequest = () => requests.filter((url) => url.pathname === '/api/pharmacies').at(-1)!.searchParams;

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

const renderPage = (url = '/medical-facilities/pharmacies') => renderListing('pharmacies', url, <BackButton />);
const search = currentSearchText;
// The toggle is loaded on demand (out of the listing's first load): wait for it.
const toggle = async (name: 'List' | 'Map') =>
  within(await screen.findByRole('group', { name: 'Show the results as' })).getByRole('button', { name });
const map = () => screen.findByRole('region', { name: 'Map of the results' });

beforeAll(() => {
  // jsdom has no modal <dialog>: the shared Dialog calls these.
  HTMLDialogElement.prototype.showModal ??= vi.fn();
  HTMLDialogElement.prototype.close ??= vi.fn();
});
beforeEach(() => {
  listed = [pharmacy(1, 'Pharmacie du Soleil', [4.05, 9.7]), pharmacy(2, 'Pharmacie de la Lune', null)];
  total = listed.length;
  localStorage.clear();
  requests = stubApi((url) =>
    url.pathname.startsWith('/api/pharmacies')
      ? { data: listed, meta: { total, page: 1, pageSize: Number(url.searchParams.get('pageSize')) } }
      : { data: references[url.pathname] ?? [] },
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('list or map (a map of results)', { timeout: 20_000 }, () => {
  it('keeps the choice in the URL, back to the first page, and asks the API for its largest page', async () => {
    // Enough for a second page of the list.
    total = 45;
    renderPage('/medical-facilities/pharmacies?region=3&page=2');
    await screen.findByRole('heading', { name: 'Pharmacie du Soleil' });
    expect((await toggle('List')).getAttribute('aria-pressed')).toBe('true');
    expect((await toggle('Map')).getAttribute('aria-pressed')).toBe('false');
    expect(lastListRequest().get('pageSize')).toBe('20');

    fireEvent.click(await toggle('Map'));
    await map();
    expect(search()).toBe('?region=3&view=map');
    expect((await toggle('Map')).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(lastListRequest().get('pageSize')).toBe(String(PAGE_SIZE_MAX)));
    expect(lastListRequest().get('page')).toBe('1');
    expect(lastListRequest().get('region')).toBe('3');
    // How the results are shown is not a filter: the API never sees it.
    expect(requests.some((url) => url.searchParams.has('view'))).toBe(false);
    // No cards and no pager on the map.
    expect(screen.queryByRole('article')).toBeNull();

    fireEvent.click(await toggle('List'));
    await screen.findByRole('heading', { name: 'Pharmacie du Soleil' });
    expect(search()).toBe('?region=3');
    await waitFor(() => expect(lastListRequest().get('pageSize')).toBe('20'));
  });

  it('is undone by Back', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Pharmacie du Soleil' });
    fireEvent.click(await toggle('Map'));
    await map();

    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await screen.findByRole('heading', { name: 'Pharmacie du Soleil' });
    expect(search()).toBe('');
    expect((await toggle('List')).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens from a shared link on the first page, and stays through a filter change and Reset', async () => {
    renderPage('/medical-facilities/pharmacies?view=map&page=3');
    await map();
    expect(lastListRequest().get('page')).toBe('1');
    expect(lastListRequest().get('pageSize')).toBe(String(PAGE_SIZE_MAX));

    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Region').options.length).toBeGreaterThan(1));
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: '3' } });
    await waitFor(() => expect(search()).toBe('?region=3&view=map'));
    await waitFor(() => expect(lastListRequest().get('region')).toBe('3'));

    fireEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() => expect(search()).toBe('?view=map'));
    expect(await map()).toBeTruthy();
  });

  it('keeps the map when saved filters are put back into a link without filters', async () => {
    localStorage.setItem('pharmacyFilters', JSON.stringify({ query: '', region: '3', onCall: false }));
    renderPage('/medical-facilities/pharmacies?view=map');
    await map();
    expect(search()).toBe('?region=3&view=map');
    expect(
      requests
        .filter((url) => url.pathname === '/api/pharmacies')
        .every((url) => url.searchParams.get('region') === '3'),
    ).toBe(true);
  });

  it('says how many of the total are on the map and how many have no position', async () => {
    total = 1234;
    renderPage('/medical-facilities/pharmacies?view=map');
    await map();
    expect(await screen.findByText('Showing 2 of 1,234 on the map — narrow by place to see others.')).toBeTruthy();
    expect(screen.getByText('1 without a position is only in the list.')).toBeTruthy();
  });

  it('says nothing of the kind when every result is on the map', async () => {
    listed = [pharmacy(1, 'Pharmacie du Soleil', [4.05, 9.7])];
    total = 1;
    renderPage('/medical-facilities/pharmacies?view=map');
    await map();
    expect(screen.queryByText(/on the map —/)).toBeNull();
    expect(screen.queryByText(/without a position/)).toBeNull();
  });

  it('opens the facility dialog from a marker', async () => {
    renderPage('/medical-facilities/pharmacies?view=map');
    fireEvent.click(await within(await map()).findByRole('button', { name: 'Pharmacie du Soleil' }));
    // jsdom's <dialog> stays closed (no showModal): hidden to the accessibility tree, so ask for it anyway.
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('heading', { name: /^Pharmacie du Soleil/, hidden: true })).toBeTruthy();
  });
});
