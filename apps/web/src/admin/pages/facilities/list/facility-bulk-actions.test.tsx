import type { AdminFacilityRow } from '@hc/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminEn from '../../../../locales/en/admin.json';
import {
  addCatalogs,
  cleanupAfterTest,
  polyfillDialog,
  renderWithProviders,
  slowDom,
} from '../../../list-kit/test-utils';
import { FacilitiesListPage } from './facilities-list-page';
import { facilityRow, sessionUser, stubApi, type Call } from './test-fixtures';

// Issue 36: four eyes (the proposer is told why Approve is refused; the approver sees the evidence) and
// bulk actions (select rows, a page, or all the filters match; approve in chunks with progress; suspend
// with one reason; export the selection).

addCatalogs({ admin: adminEn });
beforeAll(polyfillDialog);
afterEach(cleanupAfterTest);

const page = (rows: AdminFacilityRow[], total = rows.length) => ({
  data: rows,
  meta: { total, page: 1, pageSize: 10 },
});
const proposal = (refusal: 'same_person' | null) => ({
  by: { id: 9, name: 'Awa Manager', email: 'awa@health.cm' },
  at: '2026-11-28T09:30:00.000Z',
  source: 'staff',
  approvalRefusal: refusal,
});
const pending = (id: number, name: string, refusal: 'same_person' | null = null) =>
  facilityRow({ id, name, status: 'pending', proposal: proposal(refusal) });
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

describe('four eyes in the Facilities list', slowDom, () => {
  it("refuses the proposer's Approve with the reason, and shows another approver the evidence", async () => {
    stubApi(
      (call) =>
        call.path === '/api/admin/facilities'
          ? [200, page([pending(1, 'Clinique Mienne', 'same_person'), pending(2, 'Clinique Autre')])]
          : undefined,
      sessionUser('manager'),
    );
    renderWithProviders(<FacilitiesListPage />, { url: '/admin-dashboard/facilities' });
    const mine = await screen.findByRole('button', { name: 'Approve Clinique Mienne' });
    expect((mine as HTMLButtonElement).disabled).toBe(true);
    const reason = document.getElementById(mine.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('You proposed this facility: another staff member must approve it.');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Approve Clinique Autre' })));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Clinique Autre' });
    expect(within(dialog).getByText('Awa Manager (awa@health.cm)')).toBeTruthy();
    expect(within(dialog).getByText('Entered or imported by staff')).toBeTruthy();
    expect(within(dialog).getByText('Complete: phone, address, opening hours and position')).toBeTruthy();
  });
});

describe('bulk actions in the Facilities list', slowDom, () => {
  it('selects the page, then all rows the filters match, approves them in chunks and reports each refusal', async () => {
    const all = Array.from({ length: 150 }, (_, i) => i + 1);
    const calls = stubApi((call) => {
      if (call.path === '/api/admin/facilities')
        return [200, page([pending(1, 'Centre Un'), pending(2, 'Centre Deux')], 150)];
      if (call.path === '/api/admin/facilities/ids') return [200, { data: { ids: all, total: 150 } }];
      if (call.path === '/api/admin/facilities/bulk') {
        const ids = (call.body as { ids: number[] }).ids;
        const results = ids.map((id) => (id === 7 ? { id, ok: false, code: 'same_person' } : { id, ok: true }));
        return [200, { data: { results, totals: { done: 0, refused: 0 } } }];
      }
      return undefined;
    }, sessionUser('admin'));
    renderWithProviders(<FacilitiesListPage />, { url: '/admin-dashboard/facilities?q=Centre' });
    await screen.findByRole('checkbox', { name: 'Select Centre Un' });
    const bar = screen.getByRole('region', { name: 'Bulk actions' });

    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Select every row of this page' })));
    expect(within(bar).getAllByRole('status')[0]!.textContent).toBe('2 rows selected');
    await act(async () =>
      fireEvent.click(within(bar).getByRole('button', { name: 'Select all 150 rows the filters match' })),
    );
    expect(within(bar).getAllByRole('status')[0]!.textContent).toBe('All 150 rows the filters match are selected');
    expect(within(bar).getByRole('link', { name: 'Export selection (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/facilities/export.csv?q=Centre',
    );

    await act(async () => fireEvent.click(within(bar).getByRole('button', { name: 'Approve' })));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 150 facilities' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' })));
    await waitFor(() => expect(within(bar).getByText('149 facilities approved. 1 refused:')).toBeTruthy());
    expect(within(bar).getByText('Facility 7: you proposed it; another staff member must approve it')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/admin/facilities/ids')?.query.toString()).toBe('q=Centre');
    // Chunks of 100 ids: the progress is shown between them.
    expect(posts(calls).map((call) => (call.body as { ids: number[] }).ids.length)).toEqual([100, 50]);
  });

  it('suspends the rows ticked with one reason, required, and exports them by their ids', async () => {
    const calls = stubApi((call) => {
      if (call.path === '/api/admin/facilities')
        return [200, page([facilityRow({ id: 4, name: 'Centre A' }), facilityRow({ id: 5, name: 'Centre B' })])];
      if (call.path === '/api/admin/facilities/bulk')
        return [200, { data: { results: [{ id: 5, ok: true }], totals: { done: 1, refused: 0 } } }];
      return undefined;
    }, sessionUser('manager'));
    renderWithProviders(<FacilitiesListPage />, { url: '/admin-dashboard/facilities' });
    await act(async () => fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Centre B' })));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByRole('link', { name: 'Export selection (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/facilities/export.csv?ids=5',
    );

    await act(async () => fireEvent.click(within(bar).getByRole('button', { name: 'Suspend' })));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend 1 facility' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' })));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Licence expired' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' })));
    await waitFor(() => expect(within(bar).getByText('1 facility suspended.')).toBeTruthy());
    expect(posts(calls).map((call) => call.body)).toEqual([{ action: 'suspend', ids: [5], reason: 'Licence expired' }]);
  });
});
