import { ListingPage } from '../../features/facilities/listings';

/** Spec 02 §2: all pharmacies, searchable by name, with an On-Call Only filter. */
export function PharmaciesListingPage() {
  return <ListingPage listing="pharmacies" />;
}
