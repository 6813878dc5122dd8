import type { Patient } from '@hc/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PatientsListPage } from './patients-list-page';
import {
  cleanupAfterTest,
  currentLocation,
  patient,
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

const page = (rows: Patient[], total = rows.length) => ({ data: rows, meta: { total, page: 1, pageSize: 10 } });
const listCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/patients/all');
const path = '/admin-dashboard/patients';

describe('PatientsListPage', slowDom, () => {
  it('shows the patients with their id, contact, blood type, status and place, and the pager', async () => {
    stubApi((call) =>
      call.path === '/api/patients/all'
        ? [
            200,
            page(
              [
                patient(),
                patient({
                  id: 124,
                  patientId: 'PAT-000124',
                  status: 'inactive',
                  region: null,
                  division: null,
                  subdivision: null,
                  bloodType: null,
                }),
              ],
              12,
            ),
          ]
        : undefined,
    );
    renderPage(<PatientsListPage />, { url: path, path });
    expect(screen.getByRole('heading', { name: 'Patients' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Patients' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'PAT-000123',
      'Amina Ngo@amina',
      'amina@example.cm',
      '+237677123456',
      'O+',
      'Active',
      'Douala I, Wouri, Littoral',
      'EditDelete',
    ]);
    expect(within(second!).getAllByRole('cell')[5]?.textContent).toBe('Inactive');
    expect(within(second!).getAllByRole('cell')[6]?.textContent).toBe('—');
    expect(await screen.findByText('Showing 1 to 10 of 12 entries')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Patient' }).getAttribute('href')).toBe(`${path}/new`);
    expect(screen.getByRole('link', { name: 'Edit patient PAT-000123 (Amina Ngo)' }).getAttribute('href')).toBe(
      `${path}/123/edit`,
    );
  });

  it('sends the filters to the server and keeps them in the URL, back on page 1', async () => {
    const calls = stubApi((call) => (call.path === '/api/patients/all' ? [200, page([patient()])] : undefined));
    const { container } = renderPage(<PatientsListPage />, { url: `${path}?page=2`, path });
    await screen.findByRole('table', { name: 'Patients' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Blood type' }), { target: { value: 'AB-' } });
    await waitFor(() => expect(currentLocation(container)).toBe(`${path}?bloodType=AB-`));
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'inactive' } });
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('status')).toBe('inactive'));
    expect(listCalls(calls).at(-1)?.query.get('bloodType')).toBe('AB-');
    expect(listCalls(calls).at(-1)?.query.get('page')).toBeNull();
  });

  it('says when loading, when nothing is found, and when the list failed', async () => {
    stubApi((call) => (call.path === '/api/patients/all' ? [200, page([])] : undefined));
    renderPage(<PatientsListPage />, { url: path, path });
    expect(screen.getByText('Loading patients...')).toBeTruthy();
    expect(await screen.findByText('No patients found')).toBeTruthy();
    cleanup();
    stubApi((call) =>
      call.path === '/api/patients/all' ? [500, { error: { code: 'internal', message: 'boom' } }] : undefined,
    );
    renderPage(<PatientsListPage />, { url: path, path });
    expect(await screen.findByText(/^Failed to fetch patients/)).toBeTruthy();
  });

  it('deletes a patient after the confirmation and says so', async () => {
    let rows = [patient()];
    const calls = stubApi((call) => {
      if (call.path === '/api/patients/all') return [200, page(rows)];
      if (call.method === 'DELETE' && call.path === '/api/patients/123') {
        rows = [];
        return [200, { data: patient() }];
      }
      return undefined;
    });
    renderPage(<PatientsListPage />, { url: path, path });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete patient PAT-000123 (Amina Ngo)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this patient?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Patient deleted successfully')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('No patients found')).toBeTruthy();
  });

  it('offers no Add, Edit or Delete to a support account (read only)', async () => {
    session.role = 'support';
    stubApi((call) => (call.path === '/api/patients/all' ? [200, page([patient()])] : undefined));
    renderPage(<PatientsListPage />, { url: path, path });
    const table = await screen.findByRole('table', { name: 'Patients' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Add Patient' })).toBeNull());
    expect(within(table).queryByRole('button', { name: /^Delete/ })).toBeNull();
  });
});
