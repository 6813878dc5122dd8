import type { AdminFacilityRow } from '@hc/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  cleanupAfterTest,
  currentSearch,
  polyfillDialog,
  renderWithProviders,
  slowDom,
} from '../../../list-kit/test-utils';
import { FacilitiesListPage } from './facilities-list-page';
import { facilityRow, sessionUser, stubApi, type Call } from './test-fixtures';

beforeAll(polyfillDialog);
afterEach(cleanupAfterTest);

const regions = [{ id: 5, code: 'LT', nameEn: 'Littoral', nameFr: 'Littoral', capital: null, population: null }];
const page = (rows: AdminFacilityRow[], total = rows.length, pageNumber = 1) => ({
  data: rows,
  meta: { total, page: pageNumber, pageSize: 10 },
});
const listCalls = (calls: Call[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/admin/facilities');
const table = () => screen.getByRole('table', { name: 'Healthcare facilities' });

describe('FacilitiesListPage', slowDom, () => {
  it('shows the columns of spec 02, the rows, the pager and exports of the same filters', async () => {
    const calls = stubApi(
      (call) =>
        call.path === '/api/admin/facilities'
          ? [
              200,
              page(
                [
                  facilityRow(),
                  facilityRow({
                    id: 2,
                    name: 'Pharmacie du Port',
                    facilityType: 'pharmacy',
                    category: 'pharmacy',
                    email: null,
                    phone: null,
                    region: null,
                    division: null,
                    subdivision: null,
                    completeness: { phone: false, address: true, hours: false, position: true },
                  }),
                ],
                12,
              ),
            ]
          : undefined,
      sessionUser('manager'),
    );
    renderWithProviders(<FacilitiesListPage />, { url: '/admin-dashboard/facilities?status=approved&type=hospital' });
    expect(screen.getByRole('heading', { name: 'Facilities' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Healthcare facilities' })).getByRole('status').textContent).toBe(
      'Loading facilities...',
    );
    await waitFor(() => expect(screen.getByRole('link', { name: 'Hôpital Central' })).toBeTruthy());

    expect(listCalls(calls)[0]?.query.toString()).toBe('status=approved&type=hospital');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(/[▲▼↕]/g, ''));
    // The first column holds the bulk actions' "select this page" box (issue 36).
    expect(headers).toEqual([
      '',
      'Facility ID',
      'Name',
      'Email',
      'Type',
      'Contact',
      'Status',
      'Location',
      'Data',
      'Actions',
    ]);

    const [first, second] = within(table()).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '',
      '1',
      'Hôpital Central',
      'contact@hopital-central.cm',
      'Hospital',
      '+237677639572',
      'Approved',
      'Yaounde I, Mfoundi',
      expect.stringContaining('Complete: phone, address, opening hours and position'),
      'EditDelete',
    ]);
    expect(within(first!).getByRole('link', { name: 'Hôpital Central' }).getAttribute('href')).toBe(
      '/admin-dashboard/facilities/1',
    );
    expect(within(first!).getByRole('link', { name: '+237677639572' }).getAttribute('href')).toBe('tel:+237677639572');
    expect(within(first!).getByRole('link', { name: 'Edit Hôpital Central' }).getAttribute('href')).toBe(
      '/admin-dashboard/facilities/1/edit',
    );
    expect(within(second!).getByText('Missing: phone, opening hours')).toBeTruthy();
    expect(within(second!).getByText('Listed under Pharmacies')).toBeTruthy();
    expect(within(second!).getAllByRole('cell')[7]?.textContent).toBe('—');

    expect(screen.getByText('Showing 1 to 10 of 12 entries')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/facilities/export.csv?status=approved&type=hospital',
    );
    expect(screen.getByRole('link', { name: 'Export GeoJSON' }).getAttribute('href')).toBe(
      '/api/admin/facilities/export.geojson?status=approved&type=hospital',
    );
    expect(screen.getByRole('link', { name: 'Add Facility' }).getAttribute('href')).toBe(
      '/admin-dashboard/facilities/new',
    );
    expect(screen.getByRole('link', { name: 'Import CSV' }).getAttribute('href')).toBe(
      '/admin-dashboard/facilities/import',
    );
    expect(screen.getByRole('link', { name: 'Possible duplicates' }).getAttribute('href')).toBe(
      '/admin-dashboard/facilities/duplicates',
    );
  });

  it('says when nothing matches, and says in red when loading failed, with a retry', async () => {
    let fails = true;
    const calls = stubApi(
      (call) =>
        call.path === '/api/admin/facilities'
          ? fails
            ? [403, { error: { code: 'forbidden', message: 'Forbidden', requestId: 'r1' } }]
            : [200, page([])]
          : undefined,
      sessionUser('manager'),
    );
    renderWithProviders(<FacilitiesListPage />, { url: '/admin-dashboard/facilities' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch facilities');
    expect(within(alert).getByText(/Failed to fetch facilities/).className).toContain('text-red-700');

    fails = false;
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));
    await waitFor(() => expect(within(table()).getByText('No facilities found')).toBeTruthy());
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('keeps every filter in the URL and sends it to the server, back on page 1', async () => {
    const calls = stubApi((call) => {
      if (call.path === '/api/regions') return [200, { data: regions }];
      if (call.path === '/api/admin/facilities') return [200, page([facilityRow()], 31, 2)];
      return undefined;
    }, sessionUser('manager'));
    const { container } = renderWithProviders(<FacilitiesListPage />, { url: '/admin-dashboard/facilities?page=2' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Hôpital Central' })).toBeTruthy());

    await act(async () => fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } }));
    expect(currentSearch(container).toString()).toBe('status=pending');
    await act(async () => fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'clinic' } }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Littoral' })).toBeTruthy());
    await act(async () => fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'Littoral' } }));
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: /Needs data/ })));
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: /Archived/ })));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'Port' } });
    expect(screen.getByRole('searchbox', { name: 'Search' }).getAttribute('placeholder')).toBe('Search Name or ID');

    const expected = 'status=pending&type=clinic&region=Littoral&needsData=true&archived=true&q=Port';
    await waitFor(() => expect(currentSearch(container).toString()).toBe(expected));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.query.toString()).toBe(
        'q=Port&region=Littoral&status=pending&type=clinic&needsData=true&archived=true',
      ),
    );

    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Facility ID/ })));
    expect(currentSearch(container).get('sort')).toBe('id');
  });

  it('asks before deleting, with the exact question, then archives the facility', async () => {
    let isArchived = false;
    const calls = stubApi((call) => {
      if (call.method === 'DELETE' && call.path === '/api/admin/facilities/1') {
        isArchived = true;
        return [200, { data: {} }];
      }
      if (call.path === '/api/admin/facilities') return [200, page(isArchived ? [] : [facilityRow()])];
      return undefined;
    }, sessionUser('manager'));
    renderWithProviders(<FacilitiesListPage />, { url: '/admin-dashboard/facilities' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Hôpital Central' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete Hôpital Central' });
    expect(within(dialog).getByText('Are you sure you want to delete this facility?')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));

    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/admin/facilities/1',
    ]);
    await waitFor(() =>
      expect(
        screen.getByText('Hôpital Central is deleted. An administrator can restore it from the Archived filter.'),
      ).toBeTruthy(),
    );
    await waitFor(() => expect(within(table()).getByText('No facilities found')).toBeTruthy());
  });

  it('offers Approve only where the status allows it, asks with the evidence, and reports a refused approval', async () => {
    let approveStatus = 200;
    const calls = stubApi((call) => {
      if (call.method === 'POST' && call.path === '/api/admin/facilities/2/approve')
        return approveStatus === 200
          ? [200, { data: {} }]
          : [409, { error: { code: 'conflict', message: 'A approved facility cannot…', requestId: 'r' } }];
      if (call.path === '/api/admin/facilities')
        return [
          200,
          page([
            facilityRow({ id: 1, name: 'Hôpital Central', status: 'approved' }),
            facilityRow({ id: 2, name: 'Clinique Nouvelle', status: 'pending' }),
            facilityRow({ id: 3, name: 'Centre Suspendu', status: 'suspended' }),
            facilityRow({ id: 4, name: 'Hôpital Actif', status: 'active' }),
          ]),
        ];
      return undefined;
    }, sessionUser('manager'));
    renderWithProviders(<FacilitiesListPage />, { url: '/admin-dashboard/facilities' });
    await screen.findByRole('button', { name: 'Approve Clinique Nouvelle' });
    expect(
      screen.getAllByRole('button', { name: /^Approve / }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Approve Clinique Nouvelle']);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Approve Clinique Nouvelle' })));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Clinique Nouvelle' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' })));
    await waitFor(() =>
      expect(screen.getByText('Clinique Nouvelle is approved and now shown to the public.')).toBeTruthy(),
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/admin/facilities/2/approve',
    ]);
    // The list is fetched again after the change.
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThanOrEqual(2));

    approveStatus = 409;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Approve Clinique Nouvelle' })));
    const again = await screen.findByRole('dialog', { name: 'Approve Clinique Nouvelle' });
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Approve' })));
    const alert = await within(again).findByRole('alert');
    expect(alert.textContent).toBe(
      'This action is no longer possible: the facility was changed meanwhile. Its current state is now shown.',
    );
  });

  it('in the archived view, offers Restore to an admin only', async () => {
    const archived = facilityRow({ name: 'Ancien Dispensaire', archivedAt: '2026-11-10T08:00:00.000Z' });
    const answer = (call: Call): [number, unknown] | undefined => {
      if (call.method === 'POST' && call.path === '/api/admin/facilities/1/restore') return [200, { data: {} }];
      if (call.path === '/api/admin/facilities') return [200, page([archived])];
      return undefined;
    };

    stubApi(answer, sessionUser('manager'));
    const staffView = renderWithProviders(<FacilitiesListPage />, {
      url: '/admin-dashboard/facilities?archived=true',
    });
    await waitFor(() => expect(screen.getByText('An administrator can restore it')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Restore|Delete|Approve/ })).toBeNull();
    expect(within(table()).getByText('Archived')).toBeTruthy();
    staffView.unmount();

    const calls = stubApi(answer, sessionUser('admin'));
    renderWithProviders(<FacilitiesListPage />, { url: '/admin-dashboard/facilities?archived=true' });
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Ancien Dispensaire' }));
    await waitFor(() => expect(screen.getByText('Ancien Dispensaire is restored.')).toBeTruthy());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/admin/facilities/1/restore',
    ]);
  });
});
