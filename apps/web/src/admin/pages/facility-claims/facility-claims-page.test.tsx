import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FacilityClaimsPage } from './facility-claims-page';
import {
  claim,
  cleanupAfterTest,
  currentLocation,
  page,
  polyfillDialog,
  renderPage,
  resetSession,
  session,
  slowDom,
  stubApi,
  type Call,
} from './test-utils';

beforeAll(polyfillDialog);
afterEach(() => {
  cleanupAfterTest();
  resetSession();
});

const queuePath = '/admin-dashboard/facility-claims';
const queueCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/admin/facility-claims');
const render = (url = queuePath) => renderPage(<FacilityClaimsPage />, { url, path: queuePath });

describe('FacilityClaimsPage', slowDom, () => {
  it('lists each claim with its facility and place, requester, role, licence, Douala time and status, linked to the claim', async () => {
    stubApi((call) =>
      call.path === '/api/admin/facility-claims'
        ? [200, page([claim(), claim({ id: 8, status: 'rejected' })], 12)]
        : undefined,
    );
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Facility Claims' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Facility claims' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Facility', 'Requester', 'Role at the facility', 'Licence number', 'Submitted', 'Status', 'Actions']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    const cells = within(first!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual([
      'Pharmacie du PortDouala I, Wouri, Littoral',
      'Amina Ngoamina@example.cm',
      'Pharmacist',
      'ONPC-1234',
    ]);
    // 23:30 UTC on the 20th is 00:30 on the 21st in Douala.
    expect(cells[4]).toMatch(/21 Nov 2026.*00:30/);
    expect(cells[5]).toBe('Pending');
    expect(within(second!).getAllByRole('cell')[5]?.textContent).toBe('Rejected');
    expect(
      within(first!)
        .getByRole('link', { name: 'Open the claim of Amina Ngo for Pharmacie du Port' })
        .getAttribute('href'),
    ).toBe(`${queuePath}/7`);
    expect(within(first!).getByRole('link', { name: 'Pharmacie du Port' }).getAttribute('href')).toBe(`${queuePath}/7`);
    expect(await screen.findByText('Showing 1 to 10 of 12 entries')).toBeTruthy();
  });

  it('keeps the status, region and search in the URL, sends them to the server and goes back to page 1', async () => {
    const calls = stubApi((call) =>
      call.path === '/api/admin/facility-claims' ? [200, page([claim()], 30)] : undefined,
    );
    const { container } = render(`${queuePath}?page=2`);
    await screen.findByRole('table', { name: 'Facility claims' });
    // No status asked by default: the server puts pending claims first.
    expect(queueCalls(calls)[0]?.query.toString()).toBe('page=2');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses (pending first)', 'Pending', 'Approved', 'Rejected']);
    fireEvent.change(status, { target: { value: 'pending' } });
    await waitFor(() => expect(currentLocation(container)).toBe(`${queuePath}?status=pending`));

    const region = screen.getByRole('combobox', { name: 'Region' });
    await waitFor(() => expect(within(region).getByRole('option', { name: 'Littoral' })).toBeTruthy());
    fireEvent.change(region, { target: { value: '2' } });
    await waitFor(() => expect(currentLocation(container)).toBe(`${queuePath}?status=pending&region=2`));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'ONPC-1234' } });
    await waitFor(() => expect(queueCalls(calls).at(-1)?.query.get('q')).toBe('ONPC-1234'));
    const last = queueCalls(calls).at(-1)!.query;
    expect(Object.fromEntries(last)).toEqual({ q: 'ONPC-1234', status: 'pending', region: '2' });
    expect(currentLocation(container)).toBe(`${queuePath}?status=pending&region=2&q=ONPC-1234`);
  });

  it('has no region filter for an account limited to one region', async () => {
    session.role = 'manager';
    session.scopeRegionId = 2;
    stubApi((call) => (call.path === '/api/admin/facility-claims' ? [200, page([claim()])] : undefined));
    render();
    const table = await screen.findByRole('table', { name: 'Facility claims' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Region' })).toBeNull();
  });

  it('says when loading, when nothing is found, and when the queue failed, with Retry', async () => {
    stubApi((call) => (call.path === '/api/admin/facility-claims' ? [200, page([])] : undefined));
    render();
    expect(screen.getByText('Loading facility claims...')).toBeTruthy();
    expect(await screen.findByText('No facility claims found')).toBeTruthy();
    cleanup();
    stubApi((call) =>
      call.path === '/api/admin/facility-claims' ? [500, { error: { code: 'internal', message: 'boom' } }] : undefined,
    );
    render();
    expect(await screen.findByText(/^Failed to fetch facility claims/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
