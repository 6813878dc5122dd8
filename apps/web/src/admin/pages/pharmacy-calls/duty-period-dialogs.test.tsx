import type { PharmacyCall } from '@hc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PharmacyCallsListPage } from './pharmacy-calls-list-page';
import { cleanupAfterTest, polyfillDialog, renderPage, slowDom, stubApi, type Answer, type Call } from './test-utils';

beforeAll(polyfillDialog);
afterEach(cleanupAfterTest);

const period = (overrides: Partial<PharmacyCall> = {}): PharmacyCall => ({
  id: 7,
  facilityId: 101,
  facilityName: 'Pharmacie du Carrefour',
  region: null,
  division: null,
  subdivision: null,
  startsAt: '2026-11-25T21:00:00.000Z',
  endsAt: '2026-11-26T06:30:00.000Z',
  note: null,
  cancelledAt: null,
  cancelReason: null,
  dutyGroupId: 3,
  status: 'upcoming',
  ...overrides,
});
const rotaPeriod = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  facilityId: 101,
  startsAt: '2026-11-25T21:00:00.000Z',
  endsAt: '2026-11-26T06:30:00.000Z',
  dutyGroupId: 3,
  cancelledAt: null,
  cancelReason: null,
  ...overrides,
});
const page = (rows: PharmacyCall[]) => ({ data: rows, meta: { total: rows.length, page: 1, pageSize: 10 } });
const pharmacyRow = (id: number, name: string) => ({
  id,
  name,
  email: null,
  facilityType: 'pharmacy',
  category: 'pharmacy',
  phone: null,
  status: 'active',
  region: null,
  division: null,
  subdivision: null,
  completeness: { phone: false, address: false, hours: false, position: false },
  version: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
  archivedAt: null,
});
const listCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/admin/pharmacy-calls');
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');
const path = '/admin-dashboard/pharmacy-calls';

/** The list holds period #7; the pharmacy search finds #102; `action` answers the swap or cancel POST. */
function stub(action: Answer, rows: PharmacyCall[] = [period()]) {
  return stubApi((call) => {
    if (call.path === '/api/admin/pharmacy-calls') return [200, page(rows)];
    if (call.path === '/api/admin/facilities')
      return [200, { data: [pharmacyRow(102, 'Pharmacie Ndokoti')], meta: { total: 1, page: 1, pageSize: 10 } }];
    if (call.method === 'POST') return action(call);
    return undefined;
  });
}

async function chooseNdokoti(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Find a pharmacy' }), {
    target: { value: 'ndokoti' },
  });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Choose #102 Pharmacie Ndokoti' }));
}

describe('Swap pharmacy and Cancel period', slowDom, () => {
  it('cancels a period with its reason (required), then shows a notice and refreshes the list', async () => {
    const calls = stub((call) =>
      call.path === '/api/admin/duty-groups/periods/7/cancel'
        ? [200, { data: rotaPeriod({ cancelledAt: '2026-11-24T10:00:00.000Z', cancelReason: 'Stocktaking' }) }]
        : undefined,
    );
    renderPage(<PharmacyCallsListPage />, { url: path, path });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel period #7 of Pharmacie du Carrefour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this duty period' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await waitFor(() => expect(document.activeElement).toBe(reason));

    // The reason is required: nothing is sent without one.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel period' }));
    await within(dialog).findByText('This field is required');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls)).toEqual([]);

    const listedBefore = listCalls(calls).length;
    fireEvent.change(reason, { target: { value: '  Stocktaking  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel period' }));
    await screen.findByText(
      'Period #7 of Pharmacie du Carrefour was cancelled: it no longer shows on the public pages.',
    );
    expect(posts(calls).map((call) => [call.path, call.body])).toEqual([
      ['/api/admin/duty-groups/periods/7/cancel', { reason: 'Stocktaking' }],
    ]);
    expect(screen.queryByRole('dialog', { name: 'Cancel this duty period' })).toBeNull();
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(listedBefore));
  });

  it('swaps the pharmacy of a period from its details, sending the new pharmacy and the reason', async () => {
    const calls = stub((call) =>
      call.path === '/api/admin/duty-groups/periods/7/swap'
        ? [200, { data: rotaPeriod({ facilityId: 102 }) }]
        : undefined,
    );
    renderPage(<PharmacyCallsListPage />, { url: path, path });
    fireEvent.click(await screen.findByRole('button', { name: 'View period #7 of Pharmacie du Carrefour' }));
    const details = await screen.findByRole('dialog', { name: 'Pharmacy Call Details' });
    fireEvent.click(within(details).getByRole('button', { name: 'Swap pharmacy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Swap the pharmacy on duty' });
    expect(screen.queryByRole('dialog', { name: 'Pharmacy Call Details' })).toBeNull();
    expect(dialog.textContent).toMatch(/Period #7: Pharmacie du Carrefour is on duty from 25 Nov 2026, 22:00/);

    // A pharmacy is required too.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Swap pharmacy' }));
    await waitFor(() => expect(within(dialog).getAllByText('This field is required')).toHaveLength(2));

    await chooseNdokoti(dialog);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Carrefour closed for works' },
    });
    const listedBefore = listCalls(calls).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Swap pharmacy' }));
    await screen.findByText(/^Pharmacie Ndokoti takes over period #7 from Pharmacie du Carrefour/);
    expect(posts(calls).map((call) => [call.path, call.body])).toEqual([
      ['/api/admin/duty-groups/periods/7/swap', { facilityId: 102, reason: 'Carrefour closed for works' }],
    ]);
    expect(screen.queryByRole('dialog', { name: 'Swap the pharmacy on duty' })).toBeNull();
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(listedBefore));
  });

  it('shows a 409 duty_overlap on the pharmacy, naming the other period, and keeps the dialog open', async () => {
    const calls = stub(() => [
      409,
      {
        error: {
          code: 'conflict',
          message: 'The pharmacy is on duty in period #9 at that time',
          requestId: 'req-12345678',
          fields: [
            {
              path: 'facilityId',
              code: 'duty_overlap',
              params: {
                id: 9,
                startsAt: Date.parse('2026-11-25T19:00:00Z'),
                endsAt: Date.parse('2026-11-26T05:00:00Z'),
              },
              message: 'Overlaps duty period #9',
            },
          ],
        },
      },
    ]);
    renderPage(<PharmacyCallsListPage />, { url: path, path });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Swap pharmacy for period #7 of Pharmacie du Carrefour' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Swap the pharmacy on duty' });
    await chooseNdokoti(dialog);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Closed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Swap pharmacy' }));
    const message = await within(dialog).findByText(/This pharmacy is already on duty from/);
    expect(message.textContent).toBe(
      'This pharmacy is already on duty from Nov 25, 2026, 20:00 to Nov 26, 2026, 06:00 (period #9)',
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(posts(calls)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Swap the pharmacy on duty' })).toBeTruthy();
  });

  it('says so in an alert when the period was cancelled or ended meanwhile (409 without fields)', async () => {
    stub(() => [
      409,
      { error: { code: 'conflict', message: 'This duty period is already cancelled', requestId: 'req-12345678' } },
    ]);
    renderPage(<PharmacyCallsListPage />, { url: path, path });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel period #7 of Pharmacie du Carrefour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this duty period' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Closed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel period' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This period has ended or was cancelled: it can no longer be changed here.',
    );
  });

  it('shows a 400 not_public_pharmacy on the pharmacy field', async () => {
    stub(() => [
      400,
      {
        error: {
          code: 'validation_failed',
          message: 'Only a public pharmacy can be on duty',
          requestId: 'req-12345678',
          fields: [
            { path: 'facilityId', code: 'not_public_pharmacy', message: 'Only a public pharmacy can be on duty' },
          ],
        },
      },
    ]);
    renderPage(<PharmacyCallsListPage />, { url: path, path });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Swap pharmacy for period #7 of Pharmacie du Carrefour' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Swap the pharmacy on duty' });
    await chooseNdokoti(dialog);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Closed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Swap pharmacy' }));
    await within(dialog).findByText('Only a pharmacy listed in the public directory can be on duty');
  });

  it('offers neither action on cancelled or ended periods', async () => {
    stub(
      () => undefined,
      [
        period({ id: 7, status: 'current' }),
        period({
          id: 8,
          facilityName: 'Pharmacie Annulée',
          status: 'cancelled',
          cancelledAt: '2026-11-24T10:00:00.000Z',
        }),
        period({ id: 9, facilityName: 'Pharmacie Passée', status: 'past' }),
      ],
    );
    renderPage(<PharmacyCallsListPage />, { url: path, path });
    const table = await screen.findByRole('table', { name: 'Pharmacy duty periods' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const [current, cancelled, past] = within(table).getAllByRole('row').slice(1);
    expect(within(current!).getByRole('button', { name: /^Swap pharmacy for period #7/ })).toBeTruthy();
    expect(within(current!).getByRole('button', { name: /^Cancel period #7/ })).toBeTruthy();
    for (const row of [cancelled!, past!]) {
      expect(within(row).queryByRole('button', { name: /^Swap/ })).toBeNull();
      expect(within(row).queryByRole('button', { name: /^Cancel/ })).toBeNull();
    }
    fireEvent.click(within(cancelled!).getByRole('button', { name: /^View/ }));
    const details = await screen.findByRole('dialog', { name: 'Pharmacy Call Details' });
    expect(within(details).queryByRole('button', { name: 'Swap pharmacy' })).toBeNull();
    expect(within(details).queryByRole('button', { name: 'Cancel period' })).toBeNull();
  });
});
