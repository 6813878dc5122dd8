import type { PharmacyCall } from '@hc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AddPharmacyCallPage, EditPharmacyCallPage } from './pharmacy-call-form-page';
import { cleanupAfterTest, currentLocation, renderPage, slowDom, stubApi } from './test-utils';

afterEach(cleanupAfterTest);

const pharmacyRow = (id: number, name: string, status = 'active') => ({
  id,
  name,
  email: null,
  facilityType: 'pharmacy',
  category: 'pharmacy',
  phone: null,
  status,
  region: null,
  division: null,
  subdivision: null,
  completeness: { phone: false, address: false, hours: false, position: false },
  version: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
  archivedAt: null,
});

const overlap = {
  error: {
    code: 'conflict',
    message: 'The period overlaps duty period #7 of the same pharmacy',
    requestId: 'req-12345678',
    fields: [
      {
        path: 'startsAt',
        code: 'duty_overlap',
        params: { id: 7, startsAt: Date.parse('2026-11-25T21:00:00Z'), endsAt: Date.parse('2026-11-26T06:30:00Z') },
        message: 'Overlaps duty period #7 of the same pharmacy',
      },
    ],
  },
};

describe('Add Pharmacy Call', slowDom, () => {
  it('sends Douala times with +01:00 and shows an overlap naming the other period on the start field', async () => {
    const calls = stubApi((call) => {
      if (call.path === '/api/admin/facilities')
        return [
          200,
          {
            data: [pharmacyRow(101, 'Pharmacie du Carrefour'), pharmacyRow(102, 'Pharmacie Suspendue', 'suspended')],
            meta: { total: 2, page: 1, pageSize: 10 },
          },
        ];
      if (call.method === 'POST' && call.path === '/api/admin/pharmacy-calls') return [409, overlap];
      return undefined;
    });
    renderPage(<AddPharmacyCallPage />, {
      url: '/admin-dashboard/pharmacy-calls/new',
      path: '/admin-dashboard/pharmacy-calls/new',
    });
    expect(screen.getByRole('heading', { name: 'Add Pharmacy Call' })).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a pharmacy' }), { target: { value: 'carrefour' } });
    const results = await screen.findByRole('list', { name: 'Matching pharmacies' });
    // Only a public pharmacy is offered.
    expect(
      within(results)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['#101 Pharmacie du Carrefour']);
    const search = calls.find((call) => call.path === '/api/admin/facilities');
    expect(search?.query.get('type')).toBe('pharmacy');
    expect(search?.query.get('q')).toBe('carrefour');
    fireEvent.click(within(results).getByRole('button', { name: 'Choose #101 Pharmacie du Carrefour' }));
    expect(screen.getByText('#101 Pharmacie du Carrefour')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Available from/), { target: { value: '2026-11-25T20:00' } });
    fireEvent.change(screen.getByLabelText(/^Available to/), { target: { value: '2026-11-26T08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add period' }));

    const message = await screen.findByText(/This pharmacy is already on duty from/);
    expect(message.textContent).toBe(
      'This pharmacy is already on duty from Nov 25, 2026, 22:00 to Nov 26, 2026, 07:30 (period #7)',
    );
    expect(screen.getByLabelText(/^Available from/).getAttribute('aria-invalid')).toBe('true');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      facilityId: 101,
      startsAt: '2026-11-25T20:00:00+01:00',
      endsAt: '2026-11-26T08:00:00+01:00',
    });
  });

  it('checks the form before sending: a pharmacy, both times, the end after the start', async () => {
    const calls = stubApi(() => undefined);
    renderPage(<AddPharmacyCallPage />, {
      url: '/admin-dashboard/pharmacy-calls/new',
      path: '/admin-dashboard/pharmacy-calls/new',
    });
    fireEvent.change(screen.getByLabelText(/^Available from/), { target: { value: '2026-11-26T08:00' } });
    fireEvent.change(screen.getByLabelText(/^Available to/), { target: { value: '2026-11-26T07:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add period' }));
    await screen.findByText('Must be after the start');
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

describe('Edit Pharmacy Call', slowDom, () => {
  const period: PharmacyCall = {
    id: 7,
    facilityId: 101,
    facilityName: 'Pharmacie du Carrefour',
    region: null,
    division: null,
    subdivision: null,
    startsAt: '2026-11-25T21:00:00.000Z',
    endsAt: '2026-11-26T06:30:00.000Z',
    note: null,
    cancelledAt: null,
    cancelReason: null,
    dutyGroupId: null,
    status: 'upcoming',
  };

  it('shows the period in Douala time and saves the change', async () => {
    const calls = stubApi((call) => {
      if (call.method === 'GET' && call.path === '/api/admin/pharmacy-calls/7') return [200, { data: period }];
      if (call.method === 'PATCH') return [200, { data: { ...period, endsAt: '2026-11-26T07:00:00.000Z' } }];
      return undefined;
    });
    const { container } = renderPage(<EditPharmacyCallPage />, {
      url: '/admin-dashboard/pharmacy-calls/7/edit',
      path: '/admin-dashboard/pharmacy-calls/:id/edit',
    });
    const from = (await screen.findByLabelText(/^Available from/)) as HTMLInputElement;
    expect(from.value).toBe('2026-11-25T22:00');
    expect((screen.getByLabelText(/^Available to/) as HTMLInputElement).value).toBe('2026-11-26T07:30');
    expect(screen.getByText('#101 Pharmacie du Carrefour')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Available to/), { target: { value: '2026-11-26T08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(currentLocation(container)).toBe('/admin-dashboard/pharmacy-calls?q=101'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      startsAt: '2026-11-25T22:00:00+01:00',
      endsAt: '2026-11-26T08:00:00+01:00',
      note: null,
    });
  });

  it('does not offer to edit a period that has ended', async () => {
    stubApi((call) =>
      call.path === '/api/admin/pharmacy-calls/7' ? [200, { data: { ...period, status: 'past' } }] : undefined,
    );
    renderPage(<EditPharmacyCallPage />, {
      url: '/admin-dashboard/pharmacy-calls/7/edit',
      path: '/admin-dashboard/pharmacy-calls/:id/edit',
    });
    await screen.findByText('This period has ended or was cancelled: it can no longer be changed.');
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});
