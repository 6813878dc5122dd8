import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import bookings from '../../../locales/en/bookings.json';
import claims from '../../../locales/en/claims.json';
import payments from '../../../locales/en/payments.json';
import { PatientRecordPage } from './patient-record-page';
import { addCatalogs, cleanupAfterTest, patient, renderPage, session, slowDom, stubApi, type Call } from './test-utils';

addCatalogs({ bookings, claims, payments });
afterEach(() => {
  cleanupAfterTest();
  session.role = 'admin';
});

const path = '/admin-dashboard/patients/:id';
const list = (rows: unknown[], total = rows.length) => ({ data: rows, meta: { total, page: 1, pageSize: 10 } });
const person = (id: number, name: string) => ({ id, name });
const booking = {
  id: 42,
  reference: 'BKG042',
  patient: { ...person(123, 'Amina Ngo'), number: 'PAT-000123' },
  doctor: person(9, 'Dr Eyenga'),
  specialty: null,
  facility: person(3, 'Hôpital Laquintinie'),
  region: null,
  division: null,
  subdivision: null,
  startsAt: '2026-11-24T08:30:00.000Z',
  status: 'confirmed',
  amountCfa: 12500,
  paidCfa: 12500,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const payment = {
  id: 7,
  reference: 'PAY007',
  booking: { id: 42, reference: 'BKG042' },
  kind: 'payment',
  refundOf: null,
  method: 'cash',
  providerReference: null,
  amountCfa: 12500,
  status: 'paid',
  paidAt: '2026-11-20T10:05:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('PatientRecordPage (issue 36)', slowDom, () => {
  it("shows the patient and asks each list for this patient's rows only, linked to where staff act on them", async () => {
    const calls: Call[] = stubApi((call) => {
      if (call.path === '/api/patients/123') return [200, { data: patient() }];
      if (call.path === '/api/admin/bookings') return [200, list([booking], 14)];
      if (call.path === '/api/admin/payments') return [200, list([payment])];
      if (call.path === '/api/admin/claims') return [200, list([])];
      return undefined;
    });
    renderPage(<PatientRecordPage />, { url: '/admin-dashboard/patients/123', path });

    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Ngo (PAT-000123)' })).toBeTruthy();
    expect(screen.getByText('CNPS')).toBeTruthy();
    const bookingsSection = await screen.findByRole('region', { name: 'Bookings' });
    const link = await within(bookingsSection).findByRole('link', { name: 'BKG042' });
    expect(link.getAttribute('href')).toBe('/admin-dashboard/bookings/42');
    expect(screen.getByText('The latest 1 of 14.')).toBeTruthy();
    const paymentsSection = screen.getByRole('region', { name: 'Payments' });
    expect(await within(paymentsSection).findByText('PAY007')).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'Claims' })).findByText('No claims')).toBeTruthy();
    for (const list of ['/api/admin/bookings', '/api/admin/payments', '/api/admin/claims'])
      expect(calls.find((call) => call.path === list)?.query.get('patient'), list).toBe('123');
    // Read-only: nothing to edit or delete here.
    expect(screen.queryByRole('button', { name: /edit|delete/i })).toBeNull();
  });
});
