// Issue 35: the claim flow and the confirmation link's page, one lazy chunk (see router.tsx).
export { FacilityClaimPage } from '../../features/facility-claims/components/claim-page';
export { ConfirmListingPage } from '../../features/facility-claims/components/confirm-listing-page';
