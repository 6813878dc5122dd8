// Test helpers of the Payments pages (imported by their *.test.tsx files only).
import type { Payment, PaymentDetail, SessionUser } from '@hc/shared';
import forms from '../../../locales/en/forms.json';
import payments from '../../../locales/en/payments.json';
import { addCatalogs, sessionUser, stubFetch, type Answer } from '../../list-kit/test-utils';

export {
  cleanupAfterTest,
  currentLocation,
  polyfillDialog,
  renderPage,
  slowDom,
  type Answer,
  type Call,
} from '../../list-kit/test-utils';

addCatalogs({ forms, payments });

/** The signed-in account's role the session probe answers with (admin unless a test says otherwise). */
export const session = { role: 'admin' as SessionUser['role'] };

/** Stubs fetch: every call is recorded; the session answers by default, else 404. */
export const stubApi = (answer: Answer) => stubFetch(answer, { '/api/auth/session': sessionUser(session.role) });

/** A paid cash payment of 12,500 CFA for booking BKG007, recorded at 09:30 in Douala on 25 November 2026. */
export const payment = (overrides: Partial<Payment> = {}): Payment => ({
  id: 42,
  reference: 'PAY042',
  booking: { id: 7, reference: 'BKG007' },
  kind: 'payment',
  refundOf: null,
  method: 'cash',
  providerReference: null,
  amountCfa: 12_500,
  status: 'paid',
  paidAt: '2026-11-25T08:30:00.000Z',
  createdAt: '2026-11-25T08:30:00.000Z',
  ...overrides,
});

/** Its details: recorded paid by Ada Staff, nothing refunded yet. */
export const paymentDetail = (overrides: Partial<PaymentDetail> = {}): PaymentDetail => ({
  ...payment(),
  note: null,
  events: [
    {
      id: 1,
      from: null,
      to: 'paid',
      note: 'Cash at the desk',
      who: { id: 99, name: 'Ada Staff' },
      provider: null,
      at: '2026-11-25T08:30:00.000Z',
    },
  ],
  refunds: [],
  refundableCfa: 12_500,
  booking: { id: 7, reference: 'BKG007', amountCfa: 12_500, paidCfa: 12_500 },
  ...overrides,
});

export const listPage = (rows: Payment[], total = rows.length) => ({
  data: rows,
  meta: { total, page: 1, pageSize: 10 },
});
