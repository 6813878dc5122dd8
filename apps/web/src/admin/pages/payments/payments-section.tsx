import type { AdminSectionPagePath } from '@hc/shared';
import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { routesOf } from '../../routes-of';
import { PaymentsListPage } from './payments-list-page';
import { RecordPaymentPage } from './record-payment-page';

/** The section's pages (the server answers 200 to the same list). */
const paymentPages = {
  '': PaymentsListPage,
  new: RecordPaymentPage,
} satisfies Record<AdminSectionPagePath<'payments'>, ComponentType>;

/**
 * The Payments section's screens (issue 12): the list (with 'Payment Details' at `?view=<id>`) and
 * Record Payment (`new?booking=<id>`).
 */
export function PaymentsSection() {
  return (
    <Routes>
      {routesOf(paymentPages)}
      <Route path="*" element={<Navigate to="/admin-dashboard/payments" replace />} />
    </Routes>
  );
}
