import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findPlace, LocationFilter, useLocationFilter } from './location-filter';
import { cleanupAfterTest, currentSearch, json, renderWithProviders, slowDom } from './test-utils';
import { useListParams } from './use-list-params';

const regions = [
  { id: 100, code: 'CE', nameEn: 'Centre', nameFr: 'Centre', capital: null, population: null },
  { id: 101, code: 'LT', nameEn: 'Littoral', nameFr: 'Littoral', capital: null, population: null },
  { id: 102, code: 'EN', nameEn: 'Far North', nameFr: 'Extrême-Nord', capital: null, population: null },
];
const divisions: Record<string, object[]> = {
  '100': [{ id: 2, code: 'X', nameEn: 'Lekie', nameFr: 'Lékié', regionId: 100, headquarters: null }],
  '101': [
    { id: 14, code: 'X', nameEn: 'Wouri', nameFr: 'Wouri', regionId: 101, headquarters: null },
    { id: 15, code: 'X', nameEn: 'Sanaga-Maritime', nameFr: 'Sanaga-Maritime', regionId: 101, headquarters: null },
  ],
  '102': [],
};
const subdivisions: Record<string, object[]> = {
  '14': [
    { id: 140, code: 'X', nameEn: 'Douala I', nameFr: 'Douala Ier', divisionId: 14, type: 'commune' },
    { id: 141, code: 'X', nameEn: 'Douala II', nameFr: 'Douala IIe', divisionId: 14, type: 'commune' },
  ],
  '15': [],
  '2': [],
};

function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), 'http://test');
  if (url.pathname === '/api/regions') return Promise.resolve(json({ data: regions }));
  if (url.pathname === '/api/divisions')
    return Promise.resolve(json({ data: divisions[url.searchParams.get('region') ?? ''] ?? [] }));
  if (url.pathname === '/api/subdivisions')
    return Promise.resolve(json({ data: subdivisions[url.searchParams.get('division') ?? ''] ?? [] }));
  return Promise.resolve(json({ error: { code: 'not_found', message: 'Not found' } }, 404));
}

function Harness() {
  const list = useListParams();
  const location = useLocationFilter(list);
  return (
    <>
      <LocationFilter location={location} />
      <pre data-testid="ids">{JSON.stringify(location.ids)}</pre>
      <pre data-testid="resolving">{String(location.isResolving)}</pre>
    </>
  );
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const ids = () => JSON.parse(screen.getByTestId('ids').textContent!) as Record<string, number>;
const choose = (name: string, value: string) => act(() => fireEvent.change(select(name), { target: { value } }));
const optionsOf = (name: string) =>
  Array.from(select(name).options)
    .filter((option) => !option.disabled)
    .map((option) => option.textContent);

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});
afterEach(cleanupAfterTest);

describe('findPlace', () => {
  it('matches the English or French name, ignoring case and accents', () => {
    expect(findPlace(regions, 'Far North')?.id).toBe(102);
    expect(findPlace(regions, 'extreme-nord')?.id).toBe(102);
    expect(findPlace(regions, 'LITTORAL')?.id).toBe(101);
    expect(findPlace(regions, 'Atlantis')).toBeUndefined();
    expect(findPlace(regions, '')).toBeUndefined();
  });
});

describe('LocationFilter', slowDom, () => {
  it('enables each level only after its parent, keeps names in the URL and clears children', async () => {
    const { container } = renderWithProviders(<Harness />, { url: '/facilities?status=active&page=4' });
    expect(select('Division').disabled).toBe(true);
    expect(select('Subdivision').disabled).toBe(true);
    expect(screen.getByText('Choose a region first')).toBeTruthy();
    await waitFor(() => expect(optionsOf('Region')).toEqual(['All regions', 'Centre', 'Far North', 'Littoral']));

    choose('Region', 'Littoral');
    expect(currentSearch(container).toString()).toBe('status=active&region=Littoral');
    expect(select('Division').disabled).toBe(false);
    expect(select('Subdivision').disabled).toBe(true);
    await waitFor(() => expect(optionsOf('Division')).toEqual(['All divisions', 'Sanaga-Maritime', 'Wouri']));

    choose('Division', 'Wouri');
    expect(select('Subdivision').disabled).toBe(false);
    await waitFor(() => expect(optionsOf('Subdivision')).toEqual(['All subdivisions', 'Douala I', 'Douala II']));
    choose('Subdivision', 'Douala II');
    expect(currentSearch(container).toString()).toBe(
      'status=active&region=Littoral&division=Wouri&subdivision=Douala+II',
    );
    await waitFor(() => expect(ids()).toEqual({ region: 101, division: 14, subdivision: 141 }));

    // A new division clears the subdivision; a new region clears both.
    choose('Division', 'Sanaga-Maritime');
    expect(currentSearch(container).toString()).toBe('status=active&region=Littoral&division=Sanaga-Maritime');
    choose('Region', 'Centre');
    expect(currentSearch(container).toString()).toBe('status=active&region=Centre');
    expect(select('Subdivision').disabled).toBe(true);
    expect(select('Division').value).toBe('');
    await waitFor(() => expect(ids()).toEqual({ region: 100 }));

    choose('Region', '');
    expect(currentSearch(container).toString()).toBe('status=active');
    expect(select('Division').disabled).toBe(true);
  });

  it('resolves names from a shared link to ids, whatever the case or language, waiting for the lists', async () => {
    renderWithProviders(<Harness />, { url: '/facilities?region=littoral&division=WOURI&subdivision=Douala%20Ier' });
    expect(screen.getByTestId('resolving').textContent).toBe('true');
    await waitFor(() => expect(screen.getByTestId('resolving').textContent).toBe('false'));
    expect(ids()).toEqual({ region: 101, division: 14, subdivision: 140 });
    expect(select('Region').value).toBe('Littoral');
    expect(select('Division').value).toBe('Wouri');
    expect(select('Subdivision').value).toBe('Douala I');
  });

  it('ignores a name that matches no place, and a division without its region', async () => {
    renderWithProviders(<Harness />, { url: '/facilities?region=Atlantis&division=Wouri' });
    await waitFor(() => expect(screen.getByTestId('resolving').textContent).toBe('false'));
    expect(ids()).toEqual({});
    expect(select('Region').value).toBe('');
    expect(select('Division').value).toBe('');
    expect(select('Division').disabled).toBe(true);
    expect(select('Subdivision').disabled).toBe(true);
  });
});
