import type { Correction, CorrectionList } from '@hc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import adminFacilitiesEn from '../../../locales/en/admin-facilities.json';
import correctionsEn from '../../../locales/en/corrections.json';
import formsEn from '../../../locales/en/forms.json';
import {
  addCatalogs,
  cleanupAfterTest,
  currentSearch,
  json,
  polyfillDialog,
  renderWithProviders,
  slowDom,
} from '../../list-kit/test-utils';
import { CorrectionsPage } from './corrections-page';

addCatalogs({ corrections: correctionsEn, forms: formsEn, 'admin-facilities': adminFacilitiesEn });
beforeAll(polyfillDialog);
afterEach(cleanupAfterTest);

const correction = (id: number, name: string, overrides: Partial<Correction> = {}): Correction => ({
  id,
  status: 'pending',
  createdAt: '2026-11-25T09:00:00.000Z',
  fields: ['phone', 'address', 'position'],
  proposal: {
    phone: '+237699123456',
    address: 'Rue de la Joie',
    openingHours: null,
    latitude: 4.05,
    longitude: 9.7,
    closedPermanently: false,
    notHealthFacility: false,
  },
  note: 'The number changed.',
  contact: 'amina@example.cm',
  facility: {
    id: id * 10,
    name,
    category: 'hospital',
    status: 'active',
    archivedAt: null,
    current: { phone: '+237222000000', address: 'Old street', openingHours: null, latitude: 4.0, longitude: 9.0 },
  },
  review: null,
  ...overrides,
});

const page = (data: Correction[]): CorrectionList => ({ data, meta: { total: data.length, page: 1, pageSize: 10 } });

/** The API: the queue for GETs, `review` for the accept and reject POSTs; every call recorded. */
function stubApi(
  review: (url: string, body: unknown) => Response,
  rows = [correction(1, 'Hôpital Laquintinie'), correction(2, 'Clinique du Wouri')],
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST') return review(url, JSON.parse(String(init.body)));
    return json(page(rows));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init!.body)) }));

const card = async (name: string) => screen.findByRole('article', { name });

describe('the corrections queue', slowDom, () => {
  it('shows each proposal beside the current value and accepts exactly the fields ticked', async () => {
    const fetchMock = stubApi(() =>
      json({ data: correction(1, 'Hôpital Laquintinie', { status: 'partially_accepted' }) }),
    );
    renderWithProviders(<CorrectionsPage />, { url: '/admin-dashboard/corrections' });
    const first = await card('Hôpital Laquintinie');

    const phoneRow = within(first).getByRole('row', { name: /^Phone/ });
    expect(within(phoneRow).getByText('+237222000000')).toBeTruthy();
    expect(within(phoneRow).getByText('+237699123456')).toBeTruthy();
    expect(within(first).getByText('The number changed.')).toBeTruthy();

    const acceptSelected = within(first).getByRole('button', { name: 'Accept selected' }) as HTMLButtonElement;
    expect(acceptSelected.disabled).toBe(true);
    fireEvent.click(within(first).getByRole('checkbox', { name: 'Accept position' }));
    fireEvent.click(within(first).getByRole('checkbox', { name: 'Accept phone' }));
    // Ticking in one card leaves the other alone.
    const second = await card('Clinique du Wouri');
    expect((within(second).getByRole('checkbox', { name: 'Accept phone' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(acceptSelected);

    await screen.findByText('The correction of Hôpital Laquintinie was accepted.');
    expect(posts(fetchMock)).toEqual([
      { url: '/api/admin/corrections/1/accept', body: { fields: ['phone', 'position'] } },
    ]);
  });

  it('rejects with the reason asked in a dialog, and needs one', async () => {
    const fetchMock = stubApi(() => json({ data: correction(2, 'Clinique du Wouri', { status: 'rejected' }) }));
    renderWithProviders(<CorrectionsPage />, { url: '/admin-dashboard/corrections' });
    fireEvent.click(within(await card('Clinique du Wouri')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this correction' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reason = within(dialog).getByLabelText('Reason');
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(posts(fetchMock)).toEqual([]);

    fireEvent.change(reason, { target: { value: 'The clinic confirmed its number.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await screen.findByText('The correction of Clinique du Wouri was rejected.');
    expect(posts(fetchMock)).toEqual([
      { url: '/api/admin/corrections/2/reject', body: { reason: 'The clinic confirmed its number.' } },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the status filter in the URL and asks the server for it', async () => {
    const fetchMock = stubApi(() => json({}));
    const { container } = renderWithProviders(<CorrectionsPage />, { url: '/admin-dashboard/corrections' });
    await card('Hôpital Laquintinie');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/admin/corrections');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'rejected' } });
    await waitFor(() => expect(currentSearch(container).get('status')).toBe('rejected'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/admin/corrections?status=rejected'),
    );
  });

  it('shows a manager’s proposed name, type and place beside the current ones, and accepts them field by field', async () => {
    const place = (subdivision: [string, string], division: string, region: string) => ({
      subdivisionId: 1,
      subdivision: { nameEn: subdivision[0], nameFr: subdivision[1] },
      division: { nameEn: division, nameFr: division },
      region: { nameEn: region, nameFr: region },
    });
    const fromManager = correction(3, 'Pharmacie du Port', {
      fields: ['name', 'facilityType', 'place'],
      proposal: {
        ...correction(3, '').proposal,
        phone: null,
        address: null,
        latitude: null,
        longitude: null,
        name: 'Pharmacie du Grand Port',
        facilityType: 'clinic',
        place: place(['Douala II', 'Douala IIe'], 'Wouri', 'Littoral'),
      },
      note: null,
      contact: null,
      proposedBy: { id: 5, name: 'Amina Ngo', email: 'amina@example.cm' },
      facility: {
        ...correction(3, 'Pharmacie du Port').facility,
        current: {
          ...correction(3, '').facility.current,
          name: 'Pharmacie du Port',
          facilityType: 'pharmacy',
          place: place(['Douala I', 'Douala Ier'], 'Wouri', 'Littoral'),
        },
      },
    });
    const fetchMock = stubApi(() => json({ data: { ...fromManager, status: 'partially_accepted' } }), [fromManager]);
    renderWithProviders(<CorrectionsPage />, { url: '/admin-dashboard/corrections' });
    const article = await card('Pharmacie du Port');
    const cellsOf = (name: RegExp) =>
      within(within(article).getByRole('row', { name }))
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent);
    expect(cellsOf(/^Name/)).toEqual(['Pharmacie du Port', 'Pharmacie du Grand Port']);
    expect(cellsOf(/^Type/)).toEqual(['Pharmacy', 'Clinic']);
    expect(cellsOf(/^Place/)).toEqual(['Douala I, Wouri, Littoral', 'Douala II, Wouri, Littoral']);
    expect(within(article).getByText('From the facility’s manager: Amina Ngo (amina@example.cm)')).toBeTruthy();

    fireEvent.click(within(article).getByRole('checkbox', { name: 'Accept place' }));
    fireEvent.click(within(article).getByRole('checkbox', { name: 'Accept name' }));
    fireEvent.click(within(article).getByRole('button', { name: 'Accept selected' }));
    await screen.findByText('The correction of Pharmacie du Port was accepted.');
    expect(posts(fetchMock)).toEqual([{ url: '/api/admin/corrections/3/accept', body: { fields: ['name', 'place'] } }]);
  });
});
