// The four listing pages of spec 02 §2: the entry point of their route modules.
export { ListingPage } from './components/listing-page';
export type { ListingId } from './listing-configs';
