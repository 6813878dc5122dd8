import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PaymentsListPage } from './payments-list-page';
import {
  cleanupAfterTest,
  currentLocation,
  listPage,
  payment,
  paymentDetail,
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

const path = '/admin-dashboard/payments';
const listCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/admin/payments');
const refund = payment({
  id: 43,
  reference: 'PAY043',
  kind: 'refund',
  refundOf: 42,
  amountCfa: -2_500,
  createdAt: '2026-11-25T23:15:00.000Z',
});

describe('PaymentsListPage', slowDom, () => {
  it('shows Payment ID, Booking ID, Date (Douala), Status, Amount (CFA) and View, refunds as negative amounts', async () => {
    stubApi((call) =>
      call.path === '/api/admin/payments'
        ? [200, listPage([refund, payment(), payment({ id: 41, reference: 'PAY041', status: 'pending' })], 12)]
        : undefined,
    );
    renderPage(<PaymentsListPage />, { url: path, path });
    expect(screen.getByRole('heading', { name: 'Payments' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Payments' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const [header, refundRow, paidRow, pendingRow] = within(table).getAllByRole('row');
    // The Date column is sorted, newest first (the arrow says so).
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Payment ID', 'Booking ID', 'Date▼', 'Status', 'Amount (CFA)', 'View']);
    expect(
      within(paidRow!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['PAY042', 'BKG007', '25 Nov 2026, 09:30', 'Paid', '12,500 CFA', 'View']);
    // 23:15 UTC on the 25th is already the 26th in Douala.
    expect(
      within(refundRow!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['PAY043', 'BKG007', '26 Nov 2026, 00:15', 'Paid', '-2,500 CFARefund', 'View']);
    expect(within(pendingRow!).getByText('Pending').className).toContain('amber');
    expect(within(paidRow!).getByText('Paid').className).toContain('green');
    expect(within(paidRow!).getByRole('link', { name: 'BKG007' }).getAttribute('href')).toBe(
      '/admin-dashboard/bookings/7',
    );
    expect(await screen.findByText('Showing 1 to 10 of 12 entries')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Record Payment' })).getAttribute('href')).toBe(`${path}/new`);
  });

  it('sends status, from, to and the search to the server and keeps them in the URL, back on page 1', async () => {
    const calls = stubApi((call) => (call.path === '/api/admin/payments' ? [200, listPage([payment()])] : undefined));
    const { container } = renderPage(<PaymentsListPage />, { url: `${path}?page=2`, path });
    await screen.findByRole('table', { name: 'Payments' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'failed' } });
    await waitFor(() => expect(currentLocation(container)).toBe(`${path}?status=failed`));
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'BKG007' } });
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('q')).toBe('BKG007'));
    const last = listCalls(calls).at(-1)!.query;
    expect(Object.fromEntries(last)).toEqual({ status: 'failed', from: '2026-11-01', to: '2026-11-30', q: 'BKG007' });
  });

  it('says when a to date before the from date is not applied', async () => {
    const calls = stubApi((call) => (call.path === '/api/admin/payments' ? [200, listPage([])] : undefined));
    renderPage(<PaymentsListPage />, { url: `${path}?from=2026-11-10&to=2026-11-01`, path });
    expect(await screen.findByText('The to date is before the from date: it is not applied.')).toBeTruthy();
    await waitFor(() => expect(listCalls(calls)).not.toHaveLength(0));
    expect(listCalls(calls).at(-1)?.query.get('to')).toBeNull();
    expect(listCalls(calls).at(-1)?.query.get('from')).toBe('2026-11-10');
  });

  it('says when loading, when nothing is found and when the list failed; support gets no Record Payment', async () => {
    session.role = 'support';
    stubApi((call) => (call.path === '/api/admin/payments' ? [200, listPage([])] : undefined));
    renderPage(<PaymentsListPage />, { url: path, path });
    expect(screen.getByText('Loading payments...')).toBeTruthy();
    expect(await screen.findByText('No payments found')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Record Payment' })).toBeNull();
    cleanup();
    stubApi((call) =>
      call.path === '/api/admin/payments' ? [500, { error: { code: 'internal', message: 'boom' } }] : undefined,
    );
    renderPage(<PaymentsListPage />, { url: path, path });
    expect(await screen.findByText(/^Failed to fetch payments/)).toBeTruthy();
  });

  it('opens Payment Details from View and from ?view=<id>, and closes it', async () => {
    stubApi((call) => {
      if (call.path === '/api/admin/payments') return [200, listPage([payment()])];
      if (call.path === '/api/admin/payments/42') return [200, { data: paymentDetail() }];
      return undefined;
    });
    const { container } = renderPage(<PaymentsListPage />, { url: `${path}?status=paid`, path });
    fireEvent.click(await screen.findByRole('button', { name: 'View payment PAY042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Details' });
    await waitFor(() => expect(currentLocation(container)).toBe(`${path}?status=paid&view=42`));
    expect(await within(dialog).findByText('Cash at the desk')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close payment details' }));
    await waitFor(() => expect(currentLocation(container)).toBe(`${path}?status=paid`));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    renderPage(<PaymentsListPage />, { url: `${path}?view=PAY042`, path });
    expect(await within(await screen.findByRole('dialog')).findByText('Cash at the desk')).toBeTruthy();
  });
});
