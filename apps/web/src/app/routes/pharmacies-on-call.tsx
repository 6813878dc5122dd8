import { ListingPage } from '../../features/facilities/listings';

/** Spec 02 §2: pharmacies on duty this week, with location filters and a map action. */
export function PharmaciesOnCallPage() {
  return <ListingPage listing="pharmaciesOnCall" />;
}
