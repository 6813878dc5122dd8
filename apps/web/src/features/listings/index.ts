export { ListingPage } from './components/listing-page';
export type { ListingId } from './listing-configs';
