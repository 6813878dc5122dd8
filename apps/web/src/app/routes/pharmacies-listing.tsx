import { FilteredListingPage } from '../../features/facilities/listings/components/filtered-listing-page';

/** Spec 02 §2: all pharmacies, searchable by name, with an On-Call Only filter. */
export function PharmaciesListingPage() {
  return <FilteredListingPage listing="pharmacies" />;
}
