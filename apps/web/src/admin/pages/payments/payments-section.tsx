import { Navigate, Route, Routes } from 'react-router';
import { PaymentsListPage } from './payments-list-page';
import { RecordPaymentPage } from './record-payment-page';

/**
 * The Payments section's screens (issue 12): the list (with 'Payment Details' at `?view=<id>`) and
 * Record Payment (`new?booking=<id>`).
 */
export function PaymentsSection() {
  return (
    <Routes>
      <Route index element={<PaymentsListPage />} />
      <Route path="new" element={<RecordPaymentPage />} />
      <Route path="*" element={<Navigate to="/admin-dashboard/payments" replace />} />
    </Routes>
  );
}
