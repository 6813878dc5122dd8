export { SearchPanel, type SearchPanelProps } from './components/search-panel';
export { SearchModal, type SearchModalProps } from './components/search-modal';
export { buildListingUrl, listingPaths, type ListingFilters } from './listing-url';
