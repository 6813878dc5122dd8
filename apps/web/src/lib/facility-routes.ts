import type { FacilityCategory } from '@hc/shared';

/**
 * The listing page of each facility type (spec 02 §2), linked from the landing page ("View All"),
 * opened by a location search, and offered from a detail page.
 */
export const listingPaths: Record<FacilityCategory, string> = {
  hospital: '/medical-facilities/hospitals',
  pharmacy: '/medical-facilities/pharmacies',
  laboratory: '/medical-facilities/laboratories',
};
