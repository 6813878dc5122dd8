import { OnCallListingPage } from '../../features/facilities/listings/components/on-call-listing-page';

/** Spec 02 §2: pharmacies on duty this week, with location filters and a map action. */
export function PharmaciesOnCallPage() {
  return <OnCallListingPage />;
}
