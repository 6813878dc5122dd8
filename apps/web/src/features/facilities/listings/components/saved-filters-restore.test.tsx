import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentSearch as search, page, renderListing, stubApi, summary } from './listing-test-kit';

const pharmacy = summary(31, 'Pharmacie du Soleil', { onCallThisWeek: true });

const place = (id: number, name: string) => ({ id, name, nameEn: name, nameFr: name, code: String(id) });
const references: Record<string, unknown[]> = {
  '/api/regions': [place(3, 'Littoral'), place(4, 'Centre')],
  '/api/divisions': [place(12, 'Wouri'), place(13, 'Moungo')],
  '/api/subdivisions': [place(45, 'Douala I'), place(46, 'Douala V')],
};

let requests: URL[] = [];
const pharmacyRequests = () => requests.filter((url) => url.pathname.startsWith('/api/pharmacies'));
const renderPage = () => renderListing('pharmacies', '/medical-facilities/pharmacies');
const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);

beforeEach(() => {
  localStorage.clear();
  requests = stubApi((url) =>
    url.pathname.startsWith('/api/pharmacies') ? page([pharmacy]) : { data: references[url.pathname] ?? [] },
  );
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
