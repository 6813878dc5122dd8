import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AddEmployeePage } from './employee-form-page';
import { cleanupAfterTest, currentLocation, renderPage, slowDom, stubApi } from './test-utils';

afterEach(cleanupAfterTest);

const path = '/admin-dashboard/employees/new';
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AddEmployeePage', slowDom, () => {
  it('has the spec fields and no password; sends the invitation in the admin’s language', async () => {
    const calls = stubApi((call) =>
      call.path === '/api/admin/employees' && call.method === 'POST'
        ? [201, { data: { id: 9, email: 'awa@sante.example.cm' } }]
        : undefined,
    );
    const { container } = renderPage(<AddEmployeePage />, { url: path, path });
    for (const label of [
      'First Name',
      'Last Name',
      'Email Address',
      'Phone Number',
      'Role',
      'Department',
      'Employee ID',
      'Hire Date',
      'Address',
      'Job Title',
    ])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(container.querySelector('input[type="password"]')).toBeNull();
    // A region limit is only for a manager or support account.
    expect((screen.getByLabelText('Limit to one region') as HTMLSelectElement).disabled).toBe(true);
    fill('First Name', 'Awa');
    fill('Last Name', 'Ngono');
    fill('Email Address', 'Awa@Sante.example.cm');
    fill('Phone Number', '677 12 34 56');
    fill('Role', 'manager');
    fill('Job Title', 'Manager');
    fill('Hire Date', '2026-11-02');
    await screen.findAllByRole('option', { name: 'Littoral' });
    await waitFor(() =>
      expect((screen.getByLabelText('Limit to one region') as HTMLSelectElement).disabled).toBe(false),
    );
    fill('Limit to one region', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Add and send invitation' }));
    await waitFor(() => expect(currentLocation(container)).toContain('/admin-dashboard/employees?q=awa'));
    const sent = calls.find((call) => call.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      firstName: 'Awa',
      lastName: 'Ngono',
      email: 'awa@sante.example.cm',
      phone: '677 12 34 56',
      role: 'manager',
      jobTitle: 'Manager',
      joinDate: '2026-11-02',
      scopeRegionId: 2,
      locale: 'en',
    });
    expect(sent).not.toHaveProperty('password');
  });

  it('shows what is missing, and a taken employee ID on its field', async () => {
    stubApi((call) =>
      call.path === '/api/admin/employees' && call.method === 'POST'
        ? [
            409,
            {
              error: {
                code: 'conflict',
                message: 'taken',
                fields: [{ path: 'employeeId', code: 'employee_id_taken', message: 'taken' }],
              },
            },
          ]
        : undefined,
    );
    renderPage(<AddEmployeePage />, { url: path, path });
    fireEvent.click(screen.getByRole('button', { name: 'Add and send invitation' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    fill('First Name', 'Awa');
    fill('Last Name', 'Ngono');
    fill('Email Address', 'awa@sante.example.cm');
    fill('Role', 'developer');
    fill('Employee ID', 'emp-0001');
    fireEvent.click(screen.getByRole('button', { name: 'Add and send invitation' }));
    expect(await screen.findByText('Another employee already has this employee ID')).toBeTruthy();
  });
});
