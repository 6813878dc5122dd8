import type { PharmacyCall } from '@hc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PharmacyCallsListPage } from './pharmacy-calls-list-page';
import {
  cleanupAfterTest,
  currentLocation,
  polyfillDialog,
  renderPage,
  slowDom,
  stubApi,
  type Call,
} from './test-utils';

beforeAll(polyfillDialog);
afterEach(cleanupAfterTest);

const littoral = { nameEn: 'Littoral', nameFr: 'Littoral' };
const period = (overrides: Partial<PharmacyCall> = {}): PharmacyCall => ({
  id: 7,
  facilityId: 101,
  facilityName: 'Pharmacie du Carrefour',
  region: littoral,
  division: { nameEn: 'Wouri', nameFr: 'Wouri' },
  subdivision: { nameEn: 'Douala I', nameFr: 'Douala Ier' },
  startsAt: '2026-11-25T21:00:00.000Z',
  endsAt: '2026-11-26T06:30:00.000Z',
  note: 'Ring the bell',
  cancelledAt: null,
  cancelReason: null,
  dutyGroupId: null,
  status: 'upcoming',
  ...overrides,
});
const page = (rows: PharmacyCall[], total = rows.length) => ({ data: rows, meta: { total, page: 1, pageSize: 10 } });
const listCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/admin/pharmacy-calls');
const path = '/admin-dashboard/pharmacy-calls';

describe('PharmacyCallsListPage', slowDom, () => {
  it('shows the spec columns, the pager, and the details of a period on View', async () => {
    stubApi((call) =>
      call.path === '/api/admin/pharmacy-calls'
        ? [
            200,
            page(
              [
                period(),
                period({ id: 8, facilityId: 102, region: null, division: null, subdivision: null, status: 'past' }),
              ],
              12,
            ),
          ]
        : undefined,
    );
    renderPage(<PharmacyCallsListPage />, { url: path, path });
    expect(screen.getByRole('heading', { name: 'Pharmacy Calls' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Pharmacy duty periods' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual(['Facility ID', 'Region', 'Division', 'Subdivision', 'End Date', 'Action']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    const cells = within(first!).getAllByRole('cell');
    expect(cells.slice(0, 4).map((cell) => cell.textContent)).toEqual([
      '101Pharmacie du Carrefour',
      'Littoral',
      'Wouri',
      'Douala I',
    ]);
    // End Date: the day the period ends, in Douala time (07:30 on the 26th), with its status.
    expect(cells[4]?.textContent).toMatch(/26.*2026.*Upcoming/);
    expect(within(first!).getByRole('link', { name: 'Edit period #7 of Pharmacie du Carrefour' })).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'End period #7 of Pharmacie du Carrefour' })).toBeTruthy();
    // An ended period can be viewed only.
    expect(within(second!).getAllByRole('cell')[1]?.textContent).toBe('—');
    expect(within(second!).queryByRole('button', { name: /^End/ })).toBeNull();
    expect(screen.getByText('Showing 1 to 10 of 12 entries')).toBeTruthy();

    fireEvent.click(within(first!).getByRole('button', { name: 'View period #7 of Pharmacie du Carrefour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pharmacy Call Details' });
    const details = Object.fromEntries(
      within(dialog)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(details).toMatchObject({
      'Facility ID': '101',
      Region: 'Littoral',
      Division: 'Wouri',
      Subdivision: 'Douala I',
      Note: 'Ring the bell',
    });
    expect(details['Available from']).toMatch(/25 Nov 2026, 22:00/);
    expect(details['Available to']).toMatch(/26 Nov 2026, 07:30/);
    expect(details['End date']).toMatch(/26.*2026$/);
  });

  it('keeps the filters in the URL and sends them: location cascade, from and to in Douala time, search', async () => {
    const calls = stubApi((call) => (call.path === '/api/admin/pharmacy-calls' ? [200, page([])] : undefined));
    const { container } = renderPage(<PharmacyCallsListPage />, { url: `${path}?page=2`, path });
    await screen.findByText('No pharmacy calls found');

    const division = screen.getByRole('combobox', { name: /Division/ }) as HTMLSelectElement;
    expect(division.disabled).toBe(true);
    const region = screen.getByRole('combobox', { name: /Region/ });
    await waitFor(() => expect(within(region).getByRole('option', { name: 'Littoral' })).toBeTruthy());
    fireEvent.change(region, { target: { value: 'Littoral' } });
    await waitFor(() => expect(currentLocation(container)).toBe(`${path}?region=Littoral`));
    await waitFor(() => expect(division.disabled).toBe(false));
    expect((screen.getByRole('combobox', { name: /Subdivision/ }) as HTMLSelectElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-28T20:00' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30T08:00' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by Facility ID' }), { target: { value: '101' } });
    await waitFor(() => expect(new URLSearchParams(currentLocation(container).split('?')[1]).get('q')).toBe('101'));
    const params = new URLSearchParams(currentLocation(container).split('?')[1]);
    expect(params.get('from')).toBe('2026-11-28T20:00:00+01:00');
    expect(params.get('to')).toBe('2026-11-30T08:00:00+01:00');
    expect(params.get('page')).toBeNull();
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.query.toString()).toBe(
        new URLSearchParams({
          q: '101',
          region: 'Littoral',
          from: '2026-11-28T20:00:00+01:00',
          to: '2026-11-30T08:00:00+01:00',
        }).toString(),
      ),
    );
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-28T20:00');
    expect(screen.getByText('No pharmacy calls found')).toBeTruthy();
  });

  it('ends a running period after asking', async () => {
    const calls = stubApi((call) => {
      if (call.path === '/api/admin/pharmacy-calls') return [200, page([period({ status: 'current' })])];
      if (call.method === 'DELETE' && call.path === '/api/admin/pharmacy-calls/7')
        return [200, { data: { removed: false, period: period({ status: 'past' }) } }];
      return undefined;
    });
    renderPage(<PharmacyCallsListPage />, { url: path, path });
    fireEvent.click(await screen.findByRole('button', { name: 'End period #7 of Pharmacie du Carrefour' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the duty of Pharmacie du Carrefour?' });
    expect(dialog.textContent).toMatch(/will stop being on duty now/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'End period' }));
    await screen.findByText('Pharmacie du Carrefour is no longer on duty.');
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
