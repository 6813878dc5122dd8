import type { Booking } from '@hc/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingsListPage } from './bookings-list-page';
import {
  bookingDetail,
  cleanupAfterTest,
  currentLocation,
  renderPage,
  session,
  slowDom,
  stubApi,
  type Call,
} from './test-utils';

afterEach(() => {
  cleanupAfterTest();
  session.role = 'admin';
});

const row = (overrides: Partial<Booking> = {}): Booking => {
  const { note, createdBy, history, payments, claims, ...booking } = bookingDetail();
  void [note, createdBy, history, payments, claims];
  return { ...booking, ...overrides };
};
const page = (rows: Booking[], total = rows.length) => ({ data: rows, meta: { total, page: 1, pageSize: 10 } });
const listCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/admin/bookings');
const path = '/admin-dashboard/bookings';

describe('BookingsListPage', slowDom, () => {
  it('shows each booking’s id, patient, doctor, specialty, Douala date, status and amount in CFA, and the pager', async () => {
    stubApi((call) =>
      call.path === '/api/admin/bookings'
        ? [
            200,
            page(
              [row(), row({ id: 43, reference: 'BKG043', status: 'cancelled', specialty: null, amountCfa: 1_250_000 })],
              12,
            ),
          ]
        : undefined,
    );
    renderPage(<BookingsListPage />, { url: path, path });
    expect(screen.getByRole('heading', { name: 'Bookings' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Bookings' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Booking ID',
      'Patient',
      'Doctor',
      'Specialty',
      expect.stringContaining('Date'),
      'Status',
      expect.stringContaining('Amount (CFA)'),
      'View',
    ]);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    const cells = within(first!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['BKG042', 'Amina NgoPAT-000123', 'Dr Paul Mbarga', 'Cardiology']);
    // 08:30 UTC is 09:30 in Douala, whatever the machine's zone.
    expect(cells[4]).toContain('09:30');
    expect(cells.slice(5)).toEqual(['Pending', '12,500 CFA', 'View']);
    const secondCells = within(second!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(secondCells[3]).toBe('—');
    expect(secondCells[5]).toBe('Cancelled');
    expect(secondCells[6]).toBe('1,250,000 CFA');
    expect(screen.getByRole('link', { name: 'View booking BKG042 (Amina Ngo)' }).getAttribute('href')).toBe(
      `${path}/42`,
    );
    expect(await screen.findByText('Showing 1 to 10 of 12 entries')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'New Booking' })).getAttribute('href')).toBe(`${path}/new`);
  });

  it('keeps status, dates, specialty, doctor and region in the URL, sends them to the server and goes back to page 1', async () => {
    const calls = stubApi((call) => {
      if (call.path === '/api/admin/bookings') return [200, page([row()])];
      if (call.path === '/api/admin/bookings/doctors')
        return [200, { data: [{ id: 7, name: 'Dr Paul Mbarga', specialty: null }] }];
      return undefined;
    });
    const { container } = renderPage(<BookingsListPage />, { url: `${path}?page=2`, path });
    await screen.findByRole('table', { name: 'Bookings' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'confirmed' } });
    await waitFor(() => expect(currentLocation(container)).toBe(`${path}?status=confirmed`));
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2026-12-31' } });
    await screen.findByRole('option', { name: 'Pediatrics' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Specialty' }), { target: { value: '6' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a doctor' }), { target: { value: 'mbarga' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Show the bookings of #7 Dr Paul Mbarga' }));
    await screen.findByRole('option', { name: 'Littoral' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Region' }), { target: { value: 'Littoral' } });
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(currentLocation(container).split('?')[1]))).toEqual({
        status: 'confirmed',
        from: '2026-12-01',
        to: '2026-12-31',
        specialty: '6',
        doctor: '7',
        region: 'Littoral',
      }),
    );
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('region')).toBe('Littoral'));
    const sent = listCalls(calls).at(-1)!.query;
    expect(Object.fromEntries(sent)).toEqual({
      status: 'confirmed',
      from: '2026-12-01',
      to: '2026-12-31',
      specialty: '6',
      doctor: '7',
      region: 'Littoral',
    });
    // The chosen doctor is shown by name, and can be cleared.
    fireEvent.click(
      await screen.findByRole('button', { name: "Show every doctor's bookings, not only Dr Paul Mbarga's" }),
    );
    await waitFor(() => expect(currentLocation(container)).not.toContain('doctor='));
  });

  it('says when loading, when nothing is found, and when the list failed', async () => {
    stubApi((call) => (call.path === '/api/admin/bookings' ? [200, page([])] : undefined));
    renderPage(<BookingsListPage />, { url: path, path });
    expect(screen.getByText('Loading bookings...')).toBeTruthy();
    expect(await screen.findByText('No bookings found')).toBeTruthy();
    cleanup();
    stubApi((call) =>
      call.path === '/api/admin/bookings' ? [500, { error: { code: 'internal', message: 'boom' } }] : undefined,
    );
    renderPage(<BookingsListPage />, { url: path, path });
    expect(await screen.findByText(/^Failed to fetch bookings/)).toBeTruthy();
  });
});
