// The four listing pages of spec 02 §2: the entry points of their route modules.
export { FilteredListingPage } from './components/filtered-listing-page';
export { OnCallListingPage } from './components/on-call-listing-page';
export type { ListingId } from './listing-configs';
