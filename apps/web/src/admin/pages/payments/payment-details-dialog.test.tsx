import type { PaymentDetail } from '@hc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentDetailsDialog } from './payment-details-dialog';
import {
  cleanupAfterTest,
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
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');
const conflict = { error: { code: 'conflict', message: 'No', requestId: 'r' } };

/** The dialog open on payment 42, whose details `current()` gives (a test may change them as the server would). */
function openDialog(
  current: () => PaymentDetail,
  answer: (call: Call) => [number, unknown] | undefined = () => undefined,
) {
  const calls = stubApi((call) =>
    call.method === 'GET' && call.path === '/api/admin/payments/42' ? [200, { data: current() }] : answer(call),
  );
  const onView = vi.fn();
  renderPage(<PaymentDetailsDialog id={42} onClose={() => undefined} onView={onView} />, { url: path, path });
  return { calls, onView };
}

describe('PaymentDetailsDialog', slowDom, () => {
  it('shows the payment, its booking’s totals, its refunds and its history as a timeline', async () => {
    const { onView } = openDialog(() =>
      paymentDetail({
        method: 'mtn_momo',
        providerReference: 'MOMO-77',
        note: 'Paid by phone',
        refunds: [payment({ id: 43, reference: 'PAY043', kind: 'refund', refundOf: 42, amountCfa: -2_500 })],
        refundableCfa: 10_000,
        booking: { id: 7, reference: 'BKG007', amountCfa: 12_500, paidCfa: 10_000 },
        events: [
          {
            id: 1,
            from: null,
            to: 'pending',
            note: null,
            who: { id: 99, name: 'Ada Staff' },
            provider: null,
            at: '2026-11-25T08:30:00.000Z',
          },
          {
            id: 2,
            from: 'pending',
            to: 'paid',
            note: 'Notification n-1',
            who: null,
            provider: 'mtn_momo',
            at: '2026-11-25T08:31:00.000Z',
          },
        ],
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payment Details' });
    await within(dialog).findByText('MOMO-77');
    expect(within(dialog).getByText('MTN Mobile Money')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'BKG007' }).getAttribute('href')).toBe(
      '/admin-dashboard/bookings/7',
    );
    expect(within(dialog).getByText('Paid by phone')).toBeTruthy();
    expect(within(dialog).getAllByText('12,500 CFA').length).toBeGreaterThanOrEqual(2); // amount and booking cost
    expect(within(dialog).getByText('10,000 CFA')).toBeTruthy(); // paid for the booking
    expect(within(dialog).getByText('-2,500 CFA')).toBeTruthy();
    const history = within(dialog).getByRole('region', { name: 'History' });
    const steps = within(history)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      'Recorded as Pendingby Ada Staff · 25 Nov 2026, 09:30',
      'Pending → Paidby a MTN Mobile Money notification · 25 Nov 2026, 09:31Notification n-1',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'View payment PAY043' }));
    expect(onView).toHaveBeenCalledWith(43);
  });

  it('marks a pending payment paid with a note, then shows it paid', async () => {
    let shown = paymentDetail({ status: 'pending', paidAt: null, refundableCfa: 0 });
    const { calls } = openDialog(
      () => shown,
      (call) => {
        if (call.path !== '/api/admin/payments/42/mark-paid') return undefined;
        shown = paymentDetail();
        return [200, { data: shown }];
      },
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: 'Mark failed' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Refund' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    const form = within(dialog).getByRole('form', { name: 'Mark PAY042 paid' });
    fireEvent.change(within(form).getByLabelText('Note (optional)'), { target: { value: 'Seen on the statement' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByText('Payment PAY042 marked paid')).toBeTruthy();
    expect(posts(calls)).toEqual([
      expect.objectContaining({ path: '/api/admin/payments/42/mark-paid', body: { note: 'Seen on the statement' } }),
    ]);
    // Refetched as it now stands: paid, so Refund is offered instead.
    expect(await within(dialog).findByRole('button', { name: 'Refund' })).toBeTruthy();
  });

  it('says so when the payment changed meanwhile (409)', async () => {
    openDialog(
      () => paymentDetail({ status: 'pending', paidAt: null, refundableCfa: 0 }),
      (call) => (call.path === '/api/admin/payments/42/mark-failed' ? [409, conflict] : undefined),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Mark failed' }));
    fireEvent.click(within(within(dialog).getByRole('form')).getByRole('button', { name: 'Mark failed' }));
    expect(await within(dialog).findByText(/This payment changed meanwhile/)).toBeTruthy();
  });

  it('refunds with an amount and a reason, with the server’s limit translated on the amount', async () => {
    let attempts = 0;
    const { calls } = openDialog(
      () => paymentDetail({ refundableCfa: 10_000 }),
      (call) => {
        if (call.path !== '/api/admin/payments/42/refund') return undefined;
        attempts += 1;
        return attempts === 1
          ? [
              400,
              {
                error: {
                  code: 'validation_failed',
                  message: 'No',
                  requestId: 'r',
                  fields: [
                    { path: 'amountCfa', code: 'refund_exceeds_paid', params: { maximum: 10_000 }, message: 'No' },
                  ],
                },
              },
            ]
          : [201, { data: payment({ id: 43, reference: 'PAY043', kind: 'refund', refundOf: 42, amountCfa: -2_500 }) }];
      },
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Refund' }));
    const form = within(dialog).getByRole('form', { name: 'Refund PAY042' });
    expect(within(form).getByText('At most 10,000 CFA')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(2);
    fireEvent.change(within(form).getByLabelText('Amount to refund (CFA)'), { target: { value: '2.5' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Consultation shortened' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await within(form).findByText('Enter a whole number of francs, e.g. 12500')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('Amount to refund (CFA)'), { target: { value: '12,000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(
      await within(form).findByText('A refund cannot exceed what is left of the payment: at most 10,000 CFA.'),
    ).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Amount to refund (CFA)'), { target: { value: '2500' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Refund PAY043 of 2,500 CFA recorded for payment PAY042')).toBeTruthy();
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls).map((call) => call.body)).toEqual([
      { amountCfa: 12_000, note: 'Consultation shortened' },
      { amountCfa: 2_500, note: 'Consultation shortened' },
    ]);
  });

  it('offers no action to an account that only reads payments, nor on a refund', async () => {
    session.role = 'support';
    openDialog(() => paymentDetail({ status: 'pending', paidAt: null }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Cash at the desk');
    expect(within(dialog).queryByRole('button', { name: /^Mark/ })).toBeNull();
    cleanupAfterTest();
    session.role = 'admin';
    const { onView } = openDialog(() =>
      paymentDetail({ kind: 'refund', refundOf: 41, amountCfa: -500, refundableCfa: 0 }),
    );
    const refundDialog = await screen.findByRole('dialog');
    fireEvent.click(await within(refundDialog).findByRole('button', { name: 'View payment PAY041' }));
    expect(onView).toHaveBeenCalledWith(41);
    expect(within(refundDialog).queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});
