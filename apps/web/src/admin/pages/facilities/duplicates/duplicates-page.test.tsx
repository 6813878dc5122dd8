import type { DuplicateFacility, DuplicatePair } from '@hc/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import importEn from '../../../../locales/en/facility-import.json';
import {
  addCatalogs,
  cleanupAfterTest,
  json,
  polyfillDialog,
  renderWithProviders,
  slowDom,
} from '../../../list-kit/test-utils';
import { FacilityDuplicatesPage } from './duplicates-page';

addCatalogs({ 'facility-import': importEn });
beforeAll(polyfillDialog);

const facility = (id: number, name: string, overrides: Partial<DuplicateFacility> = {}): DuplicateFacility => ({
  id,
  name,
  facilityType: 'pharmacy',
  status: 'active',
  phone: null,
  address: null,
  region: 'Littoral',
  division: 'Wouri',
  subdivision: 'Douala I',
  latitude: 4.05,
  longitude: 9.7,
  source: 'osm',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const pair: DuplicatePair = {
  category: 'pharmacy',
  first: facility(12, 'Pharmacie la Grâce', { phone: '+237222234567' }),
  second: facility(40, 'pharmacie LA GRACE', { status: 'pending' }),
  similarity: 0.93,
  distanceMetres: 120,
  sameSubdivision: true,
  suggestedBy: null,
};

let listed: DuplicatePair[] = [pair];
let role: 'admin' | 'manager' = 'admin';
let mergeStatus = 200;
let merged = false;
const merges: { url: string; body: unknown }[] = [];

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), 'http://test');
  if (url.pathname === '/api/auth/session')
    return json({ data: { id: 1, email: 'a@b.cm', role, firstName: 'A', lastName: 'B' } });
  if (url.pathname === '/api/admin/facilities/duplicates')
    return json({ data: merged ? [] : listed, meta: { total: merged ? 0 : listed.length, page: 1, pageSize: 10 } });
  if (url.pathname.endsWith('/not-duplicate')) {
    merges.push({ url: url.pathname, body: JSON.parse(String(init?.body)) });
    merged = true;
    return json({ data: { recorded: true } });
  }
  if (url.pathname.endsWith('/merge')) {
    merges.push({ url: url.pathname, body: JSON.parse(String(init?.body)) });
    if (mergeStatus !== 200) return json({ error: { code: 'conflict', message: 'Archived' } }, mergeStatus);
    merged = true;
    return json({
      data: {
        kept: { id: 40, name: 'pharmacie LA GRACE' },
        archived: { id: 12, name: 'Pharmacie la Grâce' },
        moved: { doctors: 0, dutyPeriods: 0, history: 1, specialties: 0, tests: 0 },
        filled: ['phone'],
      },
    });
  }
  return json({ data: [] });
}

beforeEach(() => {
  listed = [pair];
  role = 'admin';
  mergeStatus = 200;
  merged = false;
  merges.length = 0;
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});
afterEach(cleanupAfterTest);

const mergeButton = () => screen.findByRole('button', { name: 'Merge Pharmacie la Grâce and pharmacie LA GRACE' });

describe('FacilityDuplicatesPage', slowDom, () => {
  it('lists the pairs and merges one into the record the admin chooses to keep', async () => {
    renderWithProviders(<FacilityDuplicatesPage />, { url: '/admin-dashboard/facilities/duplicates' });
    expect(screen.getByRole('heading', { name: 'Possible duplicates' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Possible duplicate facilities' });
    await waitFor(() => expect(within(table).getByRole('link', { name: 'Pharmacie la Grâce' })).toBeTruthy());
    expect(within(table).getByRole('link', { name: 'Pharmacie la Grâce' }).getAttribute('href')).toBe(
      '/admin-dashboard/facilities/12',
    );
    expect(within(table).getByText('93%')).toBeTruthy();
    expect(within(table).getByText('120 m')).toBeTruthy();

    fireEvent.click(await mergeButton());
    const dialog = screen.getByRole('dialog', { name: 'Merge duplicates' });
    const group = within(dialog).getByRole('group', { name: 'Which record should be kept?' });
    const first = within(group).getByRole('radio', { name: /#12 Pharmacie la Grâce/ }) as HTMLInputElement;
    const second = within(group).getByRole('radio', { name: /#40 pharmacie LA GRACE/ }) as HTMLInputElement;
    expect(first.checked).toBe(true);
    expect(within(group).getByText(/Douala I, Wouri · \+237222234567/)).toBeTruthy();
    await act(async () => fireEvent.click(second));
    expect(second.checked).toBe(true);

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' })));
    await waitFor(() => expect(merges).toEqual([{ url: '/api/admin/facilities/40/merge', body: { duplicateId: 12 } }]));
    const notice = await screen.findByText(
      'Merged: #12 is archived and everything it held now belongs to #40 pharmacie LA GRACE.',
    );
    // Announced: the notice sits in a live status region.
    expect(notice.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(within(table).getByText('No possible duplicates found.')).toBeTruthy());
  });

  it('keeps the dialog open and says why when the merge is refused', async () => {
    mergeStatus = 409;
    renderWithProviders(<FacilityDuplicatesPage />);
    fireEvent.click(await mergeButton());
    const dialog = screen.getByRole('dialog', { name: 'Merge duplicates' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' })));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'These facilities can no longer be merged (one is archived, or they are of different kinds). Refresh the list.',
      ),
    );
    expect(merges[0]).toEqual({ url: '/api/admin/facilities/12/merge', body: { duplicateId: 40 } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no merge to staff, and says only an administrator can', async () => {
    role = 'manager';
    renderWithProviders(<FacilityDuplicatesPage />);
    await waitFor(() => expect(screen.getByText('Only an administrator can merge facilities.')).toBeTruthy());
    await waitFor(() => expect(screen.getByRole('link', { name: 'Pharmacie la Grâce' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: /^Merge/ })).toBeNull();
  });

  it('lets staff dismiss a pair as two different places, after asking (issue 36)', async () => {
    role = 'manager';
    renderWithProviders(<FacilityDuplicatesPage />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Not a duplicate: Pharmacie la Grâce and pharmacie LA GRACE' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Two different places?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Not a duplicate' })));
    await waitFor(() =>
      expect(merges).toEqual([{ url: '/api/admin/facilities/12/not-duplicate', body: { facilityId: 40 } }]),
    );
    expect(
      await screen.findByText(
        'Pharmacie la Grâce and pharmacie LA GRACE are kept apart: they will not be offered again.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByText('No possible duplicates found.')).toBeTruthy());
  });

  it('says why the import left a pair to staff, and how far apart, in km when far', async () => {
    const csi = (id: number, name: string, overrides: Partial<DuplicateFacility> = {}) =>
      facility(id, name, { facilityType: 'integrated_health_center', source: 'public_mfl_2019', ...overrides });
    listed = [
      pair,
      {
        category: 'hospital',
        first: csi(501, 'CSI de Mbalmayo', { source: 'osm', facilityType: 'clinic' }),
        second: csi(3020, 'Mbalmayo CSI'),
        similarity: 0.71,
        distanceMetres: 7412,
        sameSubdivision: false,
        suggestedBy: 'unsure_match',
      },
      {
        category: 'hospital',
        first: csi(3100, 'CSI Nkoteng'),
        second: csi(3101, 'CSI Nkoteng', { latitude: null, longitude: null }),
        similarity: 1,
        distanceMetres: null,
        sameSubdivision: false,
        suggestedBy: 'same_name_in_source',
      },
    ];
    renderWithProviders(<FacilityDuplicatesPage />);
    const table = screen.getByRole('table', { name: 'Possible duplicate facilities' });
    await waitFor(() => expect(within(table).getByRole('link', { name: 'Mbalmayo CSI' })).toBeTruthy());
    expect(screen.getByText(/The import of the 2019 national public facility list also left here/)).toBeTruthy();
    const rowOf = (name: string) => within(table).getByRole('link', { name }).closest('tr')!;
    const cellsOf = (name: string) => [...rowOf(name).querySelectorAll('td')].map((cell) => cell.textContent);

    expect(cellsOf('Pharmacie la Grâce')).toEqual(expect.arrayContaining(['120 m', 'Similar names at the same place']));
    expect(cellsOf('Mbalmayo CSI')).toEqual(
      expect.arrayContaining(['71%', '7.4 km', 'Left by the import: alike but not surely the same place']),
    );
    expect(within(rowOf('Mbalmayo CSI')).getByText(/#3020 · Integrated Health Center \(CSI\)/)).toBeTruthy();
    const twice = within(table).getAllByRole('link', { name: 'CSI Nkoteng' })[0]!.closest('tr')!;
    const twiceCells = [...twice.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(twiceCells).toEqual(
      expect.arrayContaining(['Unknown (a position is missing)', 'Same name twice in the 2019 national list']),
    );
    expect(twiceCells).not.toContain('Same subdivision');
  });
});
