import { FilteredListingPage } from '../../features/facilities/listings/components/filtered-listing-page';

/** Spec 02 §2: medical laboratories, searchable by name, by place and test. */
export function LaboratoriesListingPage() {
  return <FilteredListingPage listing="laboratories" />;
}
