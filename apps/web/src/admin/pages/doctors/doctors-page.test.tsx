import type { AdminDoctor } from '@hc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import doctorsAdmin from '../../../locales/en/doctors-admin.json';
import forms from '../../../locales/en/forms.json';
import {
  addCatalogs,
  cleanupAfterTest,
  currentLocation,
  geography,
  polyfillDialog,
  renderPage,
  slowDom,
  stubFetch,
  type Answer,
} from '../../list-kit/test-utils';
import { DoctorsPage } from './doctors-page';

addCatalogs({ forms, 'doctors-admin': doctorsAdmin });
beforeAll(polyfillDialog);
afterEach(cleanupAfterTest);

const stubApi = (answer: Answer) =>
  stubFetch(answer, { ...geography, '/api/specialties': [{ id: 5, nameEn: 'Cardiology', nameFr: 'Cardiologie' }] });

const path = '/admin-dashboard/doctors';
const renderDoctors = (url = path) => renderPage(<DoctorsPage />, { url, path });

const doctor = (overrides: Partial<AdminDoctor> = {}): AdminDoctor => ({
  id: 12,
  name: 'Dr. Esther Mbida',
  email: 'esther@clinic.example',
  phone: '+237 677 12 34 56',
  status: 'active',
  specialty: { id: 5, nameEn: 'Cardiology', nameFr: 'Cardiologie' },
  idNumber: 'CM-1',
  licenceNumber: null,
  note: null,
  region: { id: 2, nameEn: 'Littoral', nameFr: 'Littoral' },
  division: { id: 20, nameEn: 'Wouri', nameFr: 'Wouri' },
  subdivision: { id: 200, nameEn: 'Douala I', nameFr: 'Douala Ier' },
  userId: 40,
  username: null,
  facilities: [],
  documents: [],
  verifiedAt: null,
  verifiedBy: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const page = (rows: AdminDoctor[], pending = 0) => ({
  data: rows,
  meta: { total: rows.length, page: 1, pageSize: 10, pending },
});

describe('the Doctors section', slowDom, () => {
  it('lists doctors with the spec columns, their status and location, and the waiting count', async () => {
    stubApi((call) =>
      call.path === '/api/admin/doctors'
        ? [200, page([doctor(), doctor({ id: 13, name: 'Dr. Pending', status: 'pending', email: null })], 1)]
        : undefined,
    );
    renderDoctors();
    expect(screen.getByRole('status').textContent).toContain('Loading doctors...');
    const table = await screen.findByRole('table', { name: 'Doctors' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '#12',
      'Dr. Esther MbidaCardiology',
      'esther@clinic.example',
      '+237 677 12 34 56',
      'Active',
      'Douala I, Wouri',
      'UpdateVerifyDelete',
    ]);
    expect(within(second!).getByRole('button', { name: 'Approve Dr. Pending' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Validate Doctors.*1 waiting/ })).toBeTruthy();
  });

  it("says 'No doctors found', and 'Failed to fetch doctors' in red with a Retry that loads again", async () => {
    let fail = true;
    const calls = stubApi((call) =>
      call.path === '/api/admin/doctors'
        ? fail
          ? [403, { error: { code: 'forbidden', message: 'x' } }]
          : [200, page([])]
        : undefined,
    );
    renderDoctors();
    const alert = await screen.findByText(/Failed to fetch doctors/);
    expect(alert.closest('[role="alert"]') ?? alert).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No doctors found')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/admin/doctors').length).toBeGreaterThanOrEqual(2);
  });

  it('sends the status and specialty filters, going back to page 1', async () => {
    const calls = stubApi((call) => (call.path === '/api/admin/doctors' ? [200, page([doctor()])] : undefined));
    renderDoctors(`${path}?page=2`);
    await screen.findByRole('table', { name: 'Doctors' });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/api/admin/doctors').at(-1)!;
      expect(last.query.get('status')).toBe('pending');
      expect(last.query.get('page')).toBeNull();
    });
    await waitFor(() => expect(screen.getByLabelText('Specialty').querySelectorAll('option').length).toBe(2));
    fireEvent.change(screen.getByLabelText('Specialty'), { target: { value: '5' } });
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === '/api/admin/doctors')
          .at(-1)!
          .query.get('specialty'),
      ).toBe('5'),
    );
  });

  it("deletes a doctor only after 'Are you sure you want to delete this doctor?'", async () => {
    const calls = stubApi((call) => {
      if (call.path === '/api/admin/doctors') return [200, page([doctor()])];
      if (call.method === 'DELETE') return [200, { data: { id: 12, accountDeleted: true } }];
      return undefined;
    });
    renderDoctors();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Dr. Esther Mbida' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Are you sure you want to delete this doctor?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Doctor deleted successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/admin/doctors/12');
  });

  it('Add Doctor checks the repeat password, then creates the doctor and goes back to the list', async () => {
    const calls = stubApi((call) => {
      if (call.path === '/api/admin/doctors' && call.method === 'POST')
        return [201, { data: doctor({ id: 99, name: 'Dr. New' }) }];
      if (call.path === '/api/admin/doctors') return [200, page([])];
      return undefined;
    });
    const { container } = renderDoctors(`${path}?view=add`);
    expect(screen.getByRole('heading', { name: 'Add Doctor' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Doctors' }).getAttribute('href')).toBe(path);
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Dr. New' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@clinic.example' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long password 1' } });
    fireEvent.change(screen.getByLabelText('Repeat Password'), { target: { value: 'something else' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Doctor' }));
    expect(await screen.findByText('New passwords do not match!')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Repeat Password'), { target: { value: 'a long password 1' } });
    await waitFor(() => expect(screen.getByLabelText('Region').querySelectorAll('option').length).toBe(2));
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Doctor' }));
    await waitFor(() => expect(currentLocation(container)).toBe(path));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Dr. New',
      email: 'new@clinic.example',
      regionId: 2,
      divisionId: null,
      password: 'a long password 1',
      confirmPassword: 'a long password 1',
    });
    expect(await screen.findByText('Dr. New was added, with their account.')).toBeTruthy();
  });

  it('Verify Doctor refuses a file over 5 MB at once, and shows the server saying a file is not an image', async () => {
    const calls = stubApi((call) => {
      if (call.path === '/api/admin/doctors/12') return [200, { data: doctor() }];
      if (call.path === '/api/admin/doctors/12/verify')
        return [
          400,
          {
            error: {
              code: 'validation_failed',
              message: 'Some files are not accepted',
              fields: [{ path: 'front', code: 'not_an_image', message: 'x' }],
            },
          },
        ];
      return undefined;
    });
    renderDoctors(`${path}?view=verify&id=12`);
    expect(await screen.findByRole('heading', { name: 'Verify Doctor' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Medical Licence Number'), { target: { value: 'ONMC-1' } });
    const front = screen.getByLabelText('Front of the ID');
    const back = screen.getByLabelText('Back of the ID');
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    fireEvent.change(back, { target: { files: [huge] } });
    expect(await screen.findByText('The file is larger than the 5 MB allowed')).toBeTruthy();
    fireEvent.change(front, { target: { files: [new File(['%PDF'], 'id.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Doctor' }));
    await waitFor(() => expect(back.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((call) => call.path.endsWith('/verify'))).toBe(false);

    fireEvent.change(back, { target: { files: [new File(['png'], 'back.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Doctor' }));
    expect(await screen.findByText('This file is not an image: choose a JPEG, PNG or WebP picture')).toBeTruthy();
    const upload = calls.find((call) => call.path.endsWith('/verify'))!.body as FormData;
    expect(upload.get('idNumber')).toBe('CM-1');
    expect(upload.get('licenceNumber')).toBe('ONMC-1');
    expect((upload.get('front') as File).name).toBe('id.png');
  });
});
