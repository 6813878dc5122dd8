// The public facility feature: the four listing pages (spec 02 §2) and the facility detail page.
//
// Route modules import from the two entry points, `features/facilities/listings` and
// `features/facilities/detail`, not from this file: each page then stays its own lazy chunk and
// downloads none of the other's code (a listing never loads the detail page, nor the detail page
// the filters). This file gathers both for anything else that needs the feature as a whole.
export { FilteredListingPage, OnCallListingPage, type ListingId } from './listings';
export { FacilityDetailScreen } from './detail';
