import { FilteredListingPage } from '../../features/facilities/listings/components/filtered-listing-page';

/** Spec 02 §2: hospitals, searchable by hospital or doctor name, by place and specialty. */
export function HospitalsListingPage() {
  return <FilteredListingPage listing="hospitals" />;
}
