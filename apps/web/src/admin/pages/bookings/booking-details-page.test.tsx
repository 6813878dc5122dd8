import { bookingStatuses, type BookingDetail } from '@hc/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BookingDetailsPage } from './booking-details-page';
import { bookingDetail, cleanupAfterTest, polyfillDialog, renderPage, slowDom, stubApi, type Call } from './test-utils';

beforeAll(polyfillDialog);
afterEach(cleanupAfterTest);

const url = '/admin-dashboard/bookings/42';
const path = '/admin-dashboard/bookings/:id';
const transitionButtons = ['Confirm', 'Mark completed', 'Mark no-show', 'Cancel booking'];
const shownButtons = () => transitionButtons.filter((name) => screen.queryByRole('button', { name }) !== null);
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

/** Answers the booking as `current()` says, and each POST with `onPost` (the new booking). */
function stubBooking(current: () => BookingDetail, onPost: (call: Call) => BookingDetail = current) {
  return stubApi((call) => {
    if (call.method === 'GET' && call.path === '/api/admin/bookings/42') return [200, { data: current() }];
    if (call.method === 'POST' && call.path.startsWith('/api/admin/bookings/42/')) return [200, { data: onPost(call) }];
    return undefined;
  });
}

describe('Booking Details', slowDom, () => {
  it('offers exactly the transitions the booking’s status allows', async () => {
    const expected = {
      pending: ['Confirm', 'Cancel booking'],
      confirmed: ['Mark completed', 'Mark no-show', 'Cancel booking'],
      completed: [],
      cancelled: [],
      no_show: [],
    };
    for (const status of bookingStatuses) {
      stubBooking(() => bookingDetail({ status }));
      renderPage(<BookingDetailsPage />, { url, path });
      expect(await screen.findByRole('heading', { name: /^Booking Details/ })).toBeTruthy();
      await screen.findByText('Dr Paul Mbarga');
      // Once the account is known: the buttons, or the note that no change is possible.
      if (expected[status].length === 0) await screen.findByText('No status change is possible from here.');
      await waitFor(() => expect(shownButtons(), status).toEqual(expected[status]));
      cleanup();
    }
  });

  it('asks for a reason before cancelling, sends it, and shows the cancelled status and the reason in the history', async () => {
    let booking = bookingDetail({ status: 'confirmed' });
    const calls = stubBooking(
      () => booking,
      (call) => {
        booking = bookingDetail({
          status: 'cancelled',
          history: [
            ...booking.history,
            {
              id: 2,
              from: 'confirmed',
              to: 'cancelled',
              reason: (call.body as { reason: string }).reason,
              who: { id: 99, name: 'Ada Staff' },
              at: '2026-11-24T09:00:00.000Z',
            },
          ],
        });
        return booking;
      },
    );
    renderPage(<BookingDetailsPage />, { url, path });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking BKG042' });
    expect(within(dialog).getByText(/Cancel the booking of Amina Ngo with Dr Paul Mbarga\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'The patient is travelling' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking BKG042 cancelled')).toBeTruthy();
    expect(posts(calls).map((call) => [call.path, call.body])).toEqual([
      ['/api/admin/bookings/42/cancel', { reason: 'The patient is travelling' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Confirmed → Cancelled')).toBeTruthy();
    expect(screen.getByText('The patient is travelling')).toBeTruthy();
    expect(await screen.findByText('No status change is possible from here.')).toBeTruthy();
    expect(shownButtons()).toEqual([]);
  });

  it('confirms a pending booking after asking', async () => {
    let booking = bookingDetail();
    const calls = stubBooking(
      () => booking,
      () => (booking = bookingDetail({ status: 'confirmed' })),
    );
    renderPage(<BookingDetailsPage />, { url, path });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm booking BKG042' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Booking BKG042 confirmed')).toBeTruthy();
    expect(posts(calls).map((call) => call.path)).toEqual(['/api/admin/bookings/42/confirm']);
    await waitFor(() => expect(shownButtons()).toEqual(['Mark completed', 'Mark no-show', 'Cancel booking']));
  });

  it('shows the booking, its history, its payments and claims with their links, and Record payment', async () => {
    stubBooking(() =>
      bookingDetail({
        paidCfa: 10_000,
        note: 'Bring the last results',
        payments: [
          {
            id: 5,
            reference: 'PAY005',
            kind: 'payment',
            method: 'orange_money',
            amountCfa: 12_500,
            status: 'paid',
            createdAt: '2026-11-23T10:00:00.000Z',
          },
          {
            id: 6,
            reference: 'PAY006',
            kind: 'refund',
            method: 'orange_money',
            amountCfa: -2_500,
            status: 'paid',
            createdAt: '2026-11-24T10:00:00.000Z',
          },
        ],
        claims: [{ id: 3, reference: 'CLM003', status: 'in_progress' }],
      }),
    );
    renderPage(<BookingDetailsPage />, { url, path });
    expect(await screen.findByText('Hôpital Laquintinie')).toBeTruthy();
    expect(screen.getByText('Douala I, Wouri, Littoral')).toBeTruthy();
    expect(screen.getByText('Bring the last results')).toBeTruthy();
    expect(screen.getByText('Recorded as Pending')).toBeTruthy();
    expect(screen.getByText('Paid 10,000 CFA of 12,500 CFA')).toBeTruthy();
    expect(screen.getByText('-2,500 CFA')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View payment PAY005' }).getAttribute('href')).toBe(
      '/admin-dashboard/payments?view=5',
    );
    expect(screen.getByRole('link', { name: 'View claim CLM003' }).getAttribute('href')).toBe(
      '/admin-dashboard/claims?view=3',
    );
    expect(screen.getByText('In progress')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Record payment' })).getAttribute('href')).toBe(
      '/admin-dashboard/payments/new?booking=42',
    );
  });

  it('says when the booking does not exist', async () => {
    stubApi(() => undefined);
    renderPage(<BookingDetailsPage />, { url, path });
    expect(await screen.findByText('This booking does not exist, or your account may not see it.')).toBeTruthy();
  });
});
