import { ListingPage } from '../../features/facilities/listings';

/** Spec 02 §2: hospitals, searchable by hospital or doctor name, by place and specialty. */
export function HospitalsListingPage() {
  return <ListingPage listing="hospitals" />;
}
