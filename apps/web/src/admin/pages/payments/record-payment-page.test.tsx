import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminFr from '../../../locales/fr/admin.json';
import commonFr from '../../../locales/fr/common.json';
import formsFr from '../../../locales/fr/forms.json';
import paymentsFr from '../../../locales/fr/payments.json';
import { i18n } from '../../list-kit/test-utils';
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

beforeAll(() => {
  for (const [namespace, catalog] of Object.entries({
    common: commonFr,
    admin: adminFr,
    forms: formsFr,
    payments: paymentsFr,
  }))
    i18n.addResourceBundle('fr', namespace, catalog);
});

afterEach(async () => {
  cleanupAfterTest();
  session.role = 'admin';
  await i18n.changeLanguage('en');
});

const path = '/admin-dashboard/payments/new';
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST' && call.path === '/api/admin/payments');
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
const fieldError = (code: string, path: string, params?: Record<string, number>) => ({
  error: {
    code: 'validation_failed',
    message: 'No',
    requestId: 'r',
    fields: [{ path, code, message: 'No', ...(params ? { params } : {}) }],
  },
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

  it('says in francs how much the booking still owes when the amount is more, and when it owes nothing', async () => {
    const answers: [number, unknown][] = [
      [400, fieldError('exceeds_balance', 'amountCfa', { maximum: 7_500 })],
      [400, fieldError('exceeds_balance', 'amountCfa', { maximum: 0 })],
      [400, fieldError('booking_no_show', 'bookingId')],
    ];
    let attempts = 0;
    const calls = stubApi((call) => (call.method === 'POST' ? answers[attempts++] : undefined));
    renderPage(<RecordPaymentPage />, { url: `${path}?booking=7`, path });
    await screen.findByRole('heading', { level: 1, name: 'Record Payment' });
    choose('Method', 'cash');
    type('Amount (CFA)', '12500');
    submit();
    expect(
      await screen.findByText(
        'A payment cannot exceed what the booking still owes: at most 7,500 CFA, pending payments included.',
      ),
    ).toBeTruthy();
    submit();
    expect(
      await screen.findByText(
        'This booking owes nothing more: its paid and pending payments already cover its amount.',
      ),
    ).toBeTruthy();
    submit();
    expect(await screen.findByText('The patient did not come to this booking: it takes no payment')).toBeTruthy();
    expect(posts(calls)).toHaveLength(3);
  });

  it('says it in French too', async () => {
    await i18n.changeLanguage('fr');
    stubApi((call) =>
      call.method === 'POST' ? [400, fieldError('exceeds_balance', 'amountCfa', { maximum: 7_500 })] : undefined,
    );
    renderPage(<RecordPaymentPage />, { url: `${path}?booking=7`, path });
    await screen.findByRole('heading', { level: 1, name: 'Enregistrer un paiement' });
    choose('Moyen de paiement', 'cash');
    type('Montant (CFA)', '12500');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(
      await screen.findByText(
        /^Un paiement ne peut dépasser ce que la réservation doit encore : au plus 7\s500\sFCFA, paiements en attente compris\.$/,
      ),
    ).toBeTruthy();
  });

  it('tells an account that only reads payments that it may not record one', async () => {
    session.role = 'support';
    stubApi(() => undefined);
    renderPage(<RecordPaymentPage />, { url: path, path });
    expect(await screen.findByText('Your role may read payments but not record or change them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record Payment' })).toBeNull();
  });
});
