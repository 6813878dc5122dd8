import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  cleanupAfterTest,
  manager,
  polyfillDialog,
  resetSession,
  session,
  slowDom,
  stubApi,
  TestProviders,
  type Call,
} from '../../facility-claims/test-utils';
import { FacilityManagersSection } from './facility-managers-section';

beforeAll(polyfillDialog);
afterEach(() => {
  cleanupAfterTest();
  resetSession();
});

const managersPath = '/api/admin/facilities/42/managers';
const show = () =>
  render(
    <TestProviders url="/admin-dashboard/facilities/42">
      <FacilityManagersSection facilityId={42} />
    </TestProviders>,
  );
const writes = (calls: Call[]) =>
  calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

describe('FacilityManagersSection', slowDom, () => {
  it('lists the active managers and removes one with the reason asked in a dialog', async () => {
    let removed = false;
    const calls = stubApi((call) => {
      if (call.path === managersPath)
        return [
          200,
          {
            data: removed
              ? []
              : [manager(), manager({ id: 4, name: 'Paul Mbarga', lastConfirmedAt: '2026-09-30T23:30:00.000Z' })],
          },
        ];
      if (call.method === 'DELETE' && call.path === '/api/admin/facility-managers/3') {
        removed = true;
        return [200, { data: { id: 3 } }];
      }
      return undefined;
    });
    show();
    const table = await screen.findByRole('table', { name: 'Managers' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Amina Ngo', 'amina@example.cm', 'Pharmacist', '1 Jun 2026', 'Never', 'Remove']);
    // 23:30 UTC on 30 September is 1 October in Douala.
    expect(within(rows[1]!).getAllByRole('cell')[4]?.textContent).toBe('1 Oct 2026');

    const remove = within(rows[0]!).getByRole('button', { name: 'Remove Amina Ngo as a manager' });
    remove.focus();
    fireEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Remove Amina Ngo' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const reason = within(dialog).getByLabelText('Reason');
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(writes(calls)).toEqual([]);

    fireEvent.change(reason, { target: { value: 'She left the pharmacy.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Amina Ngo no longer manages this facility.')).toBeTruthy();
    expect(writes(calls)).toEqual([
      { method: 'DELETE', path: '/api/admin/facility-managers/3', body: { reason: 'She left the pharmacy.' } },
    ]);
    expect(await screen.findByText('No one manages this facility yet.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The row is gone: the focus goes to the section.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Managers' })));
  });

  it('offers Remove only to accounts that may change facilities', async () => {
    session.role = 'support';
    stubApi((call) => (call.path === managersPath ? [200, { data: [manager()] }] : undefined));
    show();
    const table = await screen.findByRole('table', { name: 'Managers' });
    expect(within(table).getByText('Amina Ngo')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull());
    expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
  });
});
