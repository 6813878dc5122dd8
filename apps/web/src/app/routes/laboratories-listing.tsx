import { ListingPage } from '../../features/facilities/listings';

/** Spec 02 §2: medical laboratories, searchable by name, by place and test. */
export function LaboratoriesListingPage() {
  return <ListingPage listing="laboratories" />;
}
