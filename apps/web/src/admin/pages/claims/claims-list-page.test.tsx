import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ClaimsListPage } from './claims-list-page';
import {
  claim,
  claimsPath,
  cleanupAfterTest,
  currentLocation,
  page,
  polyfillDialog,
  renderPage,
  session,
  slowDom,
  stubApi,
  type Call,
} from './test-utils';

beforeAll(polyfillDialog);
afterEach(() => {
  cleanupAfterTest();
  session.role = 'admin';
});

const listCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/admin/claims');
const render = (url = claimsPath) => renderPage(<ClaimsListPage />, { url, path: claimsPath });

describe('ClaimsListPage', slowDom, () => {
  it('shows the claims with their booking, doctor, patient, status and day (Douala), and the pager', async () => {
    stubApi((call) =>
      call.path === '/api/admin/claims'
        ? [200, page([claim(), claim({ id: 8, reference: 'CLM008', status: 'in_progress' })], 12)]
        : undefined,
    );
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Claims' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Claims' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Claim ID', 'Booking ID', 'Doctor', 'Patient', 'Status', 'Created', 'View']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'CLM007',
      'BKG042',
      'Dr. Esther MbidaDoctor #5',
      'Amina NgoPAT-000123',
      'Open',
      // 23:30 UTC on the 20th is already the 21st in Douala.
      '21 Nov 2026',
      'View',
    ]);
    expect(within(second!).getAllByRole('cell')[4]?.textContent).toBe('In Progress');
    expect(within(first!).getByRole('link', { name: 'Booking BKG042' }).getAttribute('href')).toBe(
      '/admin-dashboard/bookings/42',
    );
    expect(await screen.findByText('Showing 1 to 10 of 12 entries')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New Claim' }).getAttribute('href')).toBe(`${claimsPath}/new`);
  });

  it('sends the status and the search to the server and keeps them in the URL, back on page 1', async () => {
    const calls = stubApi((call) => (call.path === '/api/admin/claims' ? [200, page([claim()])] : undefined));
    const { container } = render(`${claimsPath}?page=2`);
    await screen.findByRole('table', { name: 'Claims' });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'Open', 'In Progress', 'Resolved', 'Rejected']);
    fireEvent.change(status, { target: { value: 'in_progress' } });
    await waitFor(() => expect(currentLocation(container)).toBe(`${claimsPath}?status=in_progress`));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('status')).toBe('in_progress'));
    expect(listCalls(calls).at(-1)?.query.get('page')).toBeNull();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'PAT-000123' } });
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('q')).toBe('PAT-000123'));
    expect(currentLocation(container)).toBe(`${claimsPath}?status=in_progress&q=PAT-000123`);
  });

  it('says when loading, when nothing is found, and when the list failed', async () => {
    stubApi((call) => (call.path === '/api/admin/claims' ? [200, page([])] : undefined));
    render();
    expect(screen.getByText('Loading claims...')).toBeTruthy();
    expect(await screen.findByText('No claims found')).toBeTruthy();
    cleanup();
    stubApi((call) =>
      call.path === '/api/admin/claims' ? [500, { error: { code: 'internal', message: 'boom' } }] : undefined,
    );
    render();
    expect(await screen.findByText(/^Failed to fetch claims/)).toBeTruthy();
  });

  it('opens Claim Details from View and from ?view=, keeping the page, and closes it', async () => {
    stubApi((call) => {
      if (call.path === '/api/admin/claims') return [200, page([claim()])];
      if (call.path === '/api/admin/claims/7') return [200, { data: claim() }];
      return undefined;
    });
    const { container } = render(`${claimsPath}?page=2`);
    fireEvent.click(await screen.findByRole('button', { name: 'View claim CLM007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim Details' });
    expect(await within(dialog).findByText('The patient was charged twice.')).toBeTruthy();
    expect(currentLocation(container)).toBe(`${claimsPath}?page=2&view=7`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close claim details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentLocation(container)).toBe(`${claimsPath}?page=2`);
    cleanup();
    render(`${claimsPath}?view=7`);
    const linked = await screen.findByRole('dialog', { name: 'Claim Details' });
    expect(await within(linked).findByText('CLM007')).toBeTruthy();
  });

  it('offers New Claim only to accounts that file claims', async () => {
    session.role = 'manager';
    stubApi((call) => (call.path === '/api/admin/claims' ? [200, page([claim()])] : undefined));
    render();
    const table = await screen.findByRole('table', { name: 'Claims' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.queryByRole('link', { name: 'New Claim' })).toBeNull();
  });
});
