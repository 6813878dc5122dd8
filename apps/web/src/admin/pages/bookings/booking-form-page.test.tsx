import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NewBookingPage } from './booking-form-page';
import {
  bookingDetail,
  cleanupAfterTest,
  currentLocation,
  renderPage,
  slowDom,
  stubApi,
  type Call,
} from './test-utils';

afterEach(cleanupAfterTest);

const path = '/admin-dashboard/bookings/new';
const facilityRow = {
  id: 301,
  name: 'Hôpital Laquintinie',
  email: null,
  facilityType: 'hospital',
  category: 'hospital',
  phone: null,
  status: 'active',
  region: null,
  division: null,
  subdivision: null,
  completeness: { phone: false, address: false, hours: false, position: false },
  version: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
  archivedAt: null,
};
const refusal = (status: number, path: string, code: string): [number, unknown] => [
  status,
  {
    error: {
      code: status === 409 ? 'conflict' : 'validation_failed',
      message: 'refused',
      requestId: 'req-1',
      fields: [{ path, code, message: 'refused' }],
    },
  },
];
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

/** The facility and doctor answers of the pickers; `answers` decides the POSTs, one after the other. */
function stubBooking(answers: (readonly [number, unknown])[]) {
  return stubApi((call) => {
    if (call.path === '/api/admin/facilities')
      return [200, { data: [facilityRow], meta: { total: 1, page: 1, pageSize: 10 } }];
    if (call.path === '/api/admin/bookings/doctors')
      return call.query.get('facility') === '301'
        ? [200, { data: [{ id: 7, name: 'Dr Paul Mbarga', specialty: null }] }]
        : [200, { data: [] }];
    if (call.method === 'POST' && call.path === '/api/admin/bookings') return answers.shift() as [number, unknown];
    return undefined;
  });
}

describe('New Booking', slowDom, () => {
  it('says what is missing or mistyped before calling the server', async () => {
    const calls = stubBooking([]);
    renderPage(<NewBookingPage />, { url: path, path });
    await screen.findByRole('heading', { name: 'New Booking' });
    type('Patient ID', 'Amina');
    fireEvent.click(screen.getByRole('button', { name: 'Record booking' }));
    expect(await screen.findByText('Enter a patient ID such as PAT-000123, or its number')).toBeTruthy();
    const doctor = screen.getByRole('combobox', { name: 'Doctor' });
    expect(doctor.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Choose the facility first: the doctors listed practise there')).toBeTruthy();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByLabelText('Date').getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the slot in Douala time, shows the server’s refusals on their fields, then opens the booking', async () => {
    const calls = stubBooking([
      refusal(409, 'startsAt', 'slot_taken'),
      refusal(400, 'patientId', 'not_a_patient'),
      [201, { data: bookingDetail() }],
    ]);
    const { container } = renderPage(<NewBookingPage />, { url: path, path: '/admin-dashboard/bookings/*' });
    await screen.findByRole('heading', { name: 'New Booking' });
    type('Patient ID', 'PAT-000123');
    type('Amount (CFA)', '12500');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a facility' }), { target: { value: 'laquintinie' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose #301 Hôpital Laquintinie' }));
    expect(screen.getByText('#301 Hôpital Laquintinie')).toBeTruthy();
    const doctor = await screen.findByRole('option', { name: 'Dr Paul Mbarga' });
    fireEvent.change(doctor.closest('select')!, { target: { value: '7' } });
    type('Date', '2026-12-01');
    fireEvent.change(screen.getByRole('combobox', { name: 'Time' }), { target: { value: '09:30' } });
    type('Note', 'Called on Monday');
    fireEvent.click(screen.getByRole('button', { name: 'Record booking' }));

    const time = screen.getByRole('combobox', { name: 'Time' });
    expect(await screen.findByText('This doctor is already booked for this slot')).toBeTruthy();
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls)[0]?.body).toEqual({
      patientId: 123,
      doctorId: 7,
      facilityId: 301,
      startsAt: '2026-12-01T09:30:00+01:00',
      amountCfa: 12_500,
      note: 'Called on Monday',
    });

    fireEvent.change(time, { target: { value: '10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record booking' }));
    expect(await screen.findByText('No patient has this ID')).toBeTruthy();
    expect(screen.getByLabelText('Patient ID').getAttribute('aria-invalid')).toBe('true');
    expect((posts(calls)[1]?.body as { startsAt: string }).startsAt).toBe('2026-12-01T10:00:00+01:00');

    type('Patient ID', '124');
    fireEvent.click(screen.getByRole('button', { name: 'Record booking' }));
    await waitFor(() => expect(currentLocation(container)).toBe('/admin-dashboard/bookings/42'));
    expect((posts(calls)[2]?.body as { patientId: number }).patientId).toBe(124);
    expect(within(container).queryByRole('alert')).toBeNull();
  });
});
