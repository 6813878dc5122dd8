import type { ListingId } from '../listing-configs';
import { ListingFiltersPanel } from './listing-filters';
import { ListingPage } from './listing-page';

/** The hospitals, pharmacies and laboratories listings: their filters shown in full above the results. */
export function FilteredListingPage({ listing }: { listing: Exclude<ListingId, 'pharmaciesOnCall'> }) {
  return <ListingPage listing={listing} filters={(slot) => <ListingFiltersPanel {...slot.panel} />} />;
}
