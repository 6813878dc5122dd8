import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordPaymentPage } from './record-payment-page';
import {
  cleanupAfterTest,
  currentLocation,
  payment,
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

const path = '/admin-dashboard/payments/new';
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST' && call.path === '/api/admin/payments');
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
const fieldError = (code: string, path: string) => ({
  error: { code: 'validation_failed', message: 'No', requestId: 'r', fields: [{ path, code, message: 'No' }] },
});

describe('Record Payment', slowDom, () => {
  it('records cash taken at the desk for the booking of the link, then opens its details in the list', async () => {
    const calls = stubApi((call) =>
      call.method === 'POST' && call.path === '/api/admin/payments'
        ? [201, { data: payment({ id: 43, reference: 'PAY043' }) }]
        : undefined,
    );
    const { container } = renderPage(<RecordPaymentPage />, { url: `${path}?booking=BKG007`, path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Record Payment' })).toBeTruthy();
    expect((screen.getByLabelText('Booking ID') as HTMLInputElement).value).toBe('7');
    const paid = screen.getByRole('option', { name: 'Paid (cash at the desk)' }) as HTMLOptionElement;
    expect(paid.disabled).toBe(true);
    choose('Method', 'cash');
    await waitFor(() => expect(paid.disabled).toBe(false));
    type('Amount (CFA)', '12 500');
    choose('Status', 'paid');
    type('Note (optional)', 'Paid at reception');
    submit();
    await waitFor(() => expect(currentLocation(container)).toBe('/admin-dashboard/payments?view=43'));
    expect(posts(calls).map((call) => call.body)).toEqual([
      {
        bookingId: 7,
        method: 'cash',
        amountCfa: 12_500,
        providerReference: null,
        status: 'paid',
        note: 'Paid at reception',
      },
    ]);
  });

  it('checks the fields before calling the server: booking, method, amount, and a reference but for cash', async () => {
    const calls = stubApi(() => undefined);
    renderPage(<RecordPaymentPage />, { url: path, path });
    await screen.findByRole('heading', { level: 1, name: 'Record Payment' });
    submit();
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    type('Booking ID', 'booking seven');
    choose('Method', 'mtn_momo');
    type('Amount (CFA)', '12.5');
    submit();
    expect(await screen.findByText('No booking has this ID')).toBeTruthy();
    expect(screen.getByText('Enter a whole number of francs, e.g. 12500')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy(); // the provider reference
    expect(posts(calls)).toHaveLength(0);
  });

  it('shows the server’s refusals on their fields: a cancelled booking, a reference already used', async () => {
    let attempts = 0;
    const calls = stubApi((call) => {
      if (call.method !== 'POST') return undefined;
      attempts += 1;
      return attempts === 1
        ? [400, fieldError('booking_cancelled', 'bookingId')]
        : [409, { error: { ...fieldError('provider_reference_taken', 'providerReference').error, code: 'conflict' } }];
    });
    renderPage(<RecordPaymentPage />, { url: `${path}?booking=7`, path });
    await screen.findByRole('heading', { level: 1, name: 'Record Payment' });
    choose('Method', 'orange_money');
    type('Provider reference', 'MP-1001');
    type('Amount (CFA)', '5000');
    submit();
    expect(await screen.findByText('The booking is cancelled')).toBeTruthy();
    submit();
    expect(await screen.findByText('Another payment already has this reference for this method')).toBeTruthy();
    expect(posts(calls).at(-1)?.body).toMatchObject({
      bookingId: 7,
      method: 'orange_money',
      providerReference: 'MP-1001',
      amountCfa: 5_000,
      status: 'pending',
    });
  });

  it('tells an account that only reads payments that it may not record one', async () => {
    session.role = 'support';
    stubApi(() => undefined);
    renderPage(<RecordPaymentPage />, { url: path, path });
    expect(await screen.findByText('Your role may read payments but not record or change them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record Payment' })).toBeNull();
  });
});
