import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AddPatientPage, EditPatientPage } from './patient-form-page';
import { cleanupAfterTest, currentLocation, patient, renderPage, slowDom, stubApi } from './test-utils';

afterEach(cleanupAfterTest);

const saved = patient();
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });

describe('Add Patient', slowDom, () => {
  it('refuses passwords that differ before calling the server', async () => {
    const calls = stubApi(() => undefined);
    renderPage(<AddPatientPage />, { url: '/admin-dashboard/patients/new', path: '/admin-dashboard/patients/new' });
    type('First Name', 'Amina');
    type('Last Name', 'Ngo');
    type('Email Address', 'amina@example.cm');
    type('Password', 'a long patient password');
    type('Repeat Password', 'another long password');
    fireEvent.click(screen.getByRole('button', { name: 'Add Patient' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends the patient with its place and blood type, shows a taken username on its field, then goes back to the list', async () => {
    let attempts = 0;
    const calls = stubApi((call) => {
      if (call.method !== 'POST' || call.path !== '/api/patients') return undefined;
      attempts += 1;
      return attempts === 1
        ? [
            409,
            {
              error: {
                code: 'conflict',
                message: 'taken',
                requestId: 'r',
                fields: [{ path: 'username', code: 'username_taken', message: 'taken' }],
              },
            },
          ]
        : [201, { data: saved }];
    });
    const { container } = renderPage(<AddPatientPage />, {
      url: '/admin-dashboard/patients/new',
      path: '/admin-dashboard/patients/new',
    });
    type('First Name', 'Amina');
    type('Last Name', 'Ngo');
    type('Username', 'amina');
    type('Email Address', 'amina@example.cm');
    type('Phone Number', '677 12 34 56');
    await screen.findByRole('option', { name: 'Littoral' });
    choose('Region', '2');
    await screen.findByRole('option', { name: 'Wouri' });
    choose('Division', '20');
    await screen.findByRole('option', { name: 'Douala I' });
    choose('Subdivision', '200');
    choose('Blood Type', 'O+');
    type('Emergency Contact Name', 'Paul Ngo');
    type('Password', 'a long patient password');
    type('Repeat Password', 'a long patient password');
    fireEvent.click(screen.getByRole('button', { name: 'Add Patient' }));
    expect(await screen.findByText('This username is already taken')).toBeTruthy();
    const [first] = calls.filter((call) => call.method === 'POST');
    expect(first?.body).toMatchObject({
      firstName: 'Amina',
      username: 'amina',
      phone: '677 12 34 56',
      regionId: 2,
      divisionId: 20,
      subdivisionId: 200,
      bloodType: 'O+',
      emergencyContactName: 'Paul Ngo',
      emergencyContactPhone: null,
      insuranceProvider: null,
      status: 'active',
      password: 'a long patient password',
      repeatPassword: 'a long patient password',
    });
    type('Username', 'amina2');
    fireEvent.click(screen.getByRole('button', { name: 'Add Patient' }));
    await waitFor(() => expect(currentLocation(container)).toBe('/admin-dashboard/patients?q=PAT-000123'));
  });
});

describe('Edit Patient', slowDom, () => {
  it('shows the patient’s details (no password) and sends the whole patient with PUT', async () => {
    const calls = stubApi((call) => {
      if (call.path === '/api/patients/123' && call.method === 'GET') return [200, { data: saved }];
      if (call.path === '/api/patients/123' && call.method === 'PUT')
        return [200, { data: { ...saved, lastName: 'Mballa' } }];
      return undefined;
    });
    const { container } = renderPage(<EditPatientPage />, {
      url: '/admin-dashboard/patients/123/edit',
      path: '/admin-dashboard/patients/:id/edit',
    });
    expect(await screen.findByRole('heading', { name: 'Edit Patient PAT-000123' })).toBeTruthy();
    expect((screen.getByLabelText('Email Address') as HTMLInputElement).value).toBe('amina@example.cm');
    expect(screen.queryByLabelText('Password')).toBeNull();
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Subdivision' }) as HTMLSelectElement).value).toBe('200'),
    );
    type('Last Name', 'Mballa');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(currentLocation(container)).toBe('/admin-dashboard/patients?q=PAT-000123'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      firstName: 'Amina',
      lastName: 'Mballa',
      username: 'amina',
      email: 'amina@example.cm',
      phone: '+237677123456',
      status: 'active',
      bloodType: 'O+',
      regionId: 2,
      divisionId: 20,
      subdivisionId: 200,
      insuranceProvider: 'CNPS',
      emergencyContactName: 'Paul Ngo',
      emergencyContactPhone: '+237699001122',
    });
  });
});
