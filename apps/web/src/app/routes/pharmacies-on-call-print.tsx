import { OnCallPrintPage } from '../../features/facilities/listings/print';

/** Issue 10: one town's on-call list for one week, to print on A4 or share as text. */
export function PharmaciesOnCallPrintPage() {
  return <OnCallPrintPage />;
}
