import type { Employee } from '@hc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EmployeesListPage } from './employees-list-page';
import { cleanupAfterTest, currentLocation, polyfillDialog, renderPage, slowDom, stubApi } from './test-utils';

beforeAll(polyfillDialog);
afterEach(cleanupAfterTest);

const path = '/admin-dashboard/employees';
const employee = (overrides: Partial<Employee> = {}): Employee => ({
  id: 7,
  employeeId: 'EMP-0007',
  firstName: 'Awa',
  lastName: 'Ngono',
  email: 'awa@sante.example.cm',
  phone: '+237677123456',
  role: 'manager',
  jobTitle: 'Manager',
  department: 'Operations',
  status: 'active',
  invitationPending: false,
  joinDate: '2026-11-02',
  address: null,
  region: { id: 2, nameEn: 'Littoral', nameFr: 'Littoral' },
  division: { id: 20, nameEn: 'Wouri', nameFr: 'Wouri' },
  subdivision: { id: 200, nameEn: 'Douala I', nameFr: 'Douala Ier' },
  scopeRegion: { id: 2, nameEn: 'Littoral', nameFr: 'Littoral' },
  lastLoginAt: null,
  createdAt: '2026-11-02T08:00:00.000Z',
  ...overrides,
});
const page = (rows: Employee[], total = rows.length) => ({ data: rows, meta: { total, page: 1, pageSize: 10 } });

describe('EmployeesListPage', slowDom, () => {
  it('shows the spec columns, the status of an invited employee, and the pager', async () => {
    stubApi((call) =>
      call.path === '/api/admin/employees'
        ? [
            200,
            page(
              [
                employee(),
                employee({
                  id: 8,
                  employeeId: 'EMP-0008',
                  status: 'pending',
                  invitationPending: true,
                  scopeRegion: null,
                }),
              ],
              23,
            ),
          ]
        : undefined,
    );
    renderPage(<EmployeesListPage />, { url: path, path });
    const table = await screen.findByRole('table', { name: 'Employees' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual([
      'Employee ID',
      'Name',
      'Email',
      'Role',
      'Contact',
      'Status',
      'Location',
      'Edit',
      'Delete',
    ]);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    const cells = within(first!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual([
      'EMP-0007',
      'Awa NgonoManager',
      'awa@sante.example.cm',
      'ManagerLimited to Littoral',
      '+237677123456',
      'Active',
      'Douala I, Wouri',
    ]);
    expect(within(second!).getAllByRole('cell')[5]?.textContent).toBe('Invited');
    expect(screen.getByText('Showing 1 to 10 of 23 entries')).toBeTruthy();
  });

  it('keeps the filters in the URL and sends them to the server', async () => {
    const calls = stubApi((call) => (call.path === '/api/admin/employees' ? [200, page([])] : undefined));
    const { container } = renderPage(<EmployeesListPage />, { url: path, path });
    expect(await screen.findByText('No employees found')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'on_leave' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'support' } });
    await waitFor(() => expect(currentLocation(container)).toContain('status=on_leave'));
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/api/admin/employees').at(-1)!;
      expect(last.query.get('status')).toBe('on_leave');
      expect(last.query.get('role')).toBe('support');
    });
  });

  it('asks before deleting, and offers deactivation when the history names the employee', async () => {
    const calls = stubApi((call) => {
      if (call.path === '/api/admin/employees') return [200, page([employee()])];
      if (call.path === '/api/admin/employees/7' && call.method === 'DELETE')
        return [
          409,
          {
            error: {
              code: 'conflict',
              message: 'history',
              fields: [{ path: 'request', code: 'employee_has_history', message: 'x' }],
            },
          },
        ];
      if (call.path === '/api/admin/employees/7' && call.method === 'PATCH')
        return [200, { data: employee({ status: 'inactive' }) }];
      return undefined;
    });
    renderPage(<EmployeesListPage />, { url: path, path });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Awa Ngono' }));
    expect(await screen.findByText('Are you sure you want to delete this employee?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Deactivate Awa Ngono instead?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Awa Ngono was deactivated and signed out.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'inactive' });
  });

  it('says plainly that only an administrator manages employees when the server refuses (403)', async () => {
    stubApi((call) =>
      call.path === '/api/admin/employees' ? [403, { error: { code: 'forbidden', message: 'no' } }] : undefined,
    );
    renderPage(<EmployeesListPage />, { url: path, path });
    expect(await screen.findByText('Only an administrator can manage employees.')).toBeTruthy();
  });
});
