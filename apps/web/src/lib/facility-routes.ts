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

/** The detail page of a facility, at the address the spec gives each type (spec 01 §2.2). */
export const detailPath = (category: FacilityCategory, id: number): string =>
  category === 'hospital'
    ? `/hospitals/${id}`
    : category === 'pharmacy'
      ? `/pharmacies/${id}`
      : `/medical-facilities/laboratories/${id}`;

/** The API's collection endpoint of each facility type. */
export const collectionPath: Record<FacilityCategory, string> = {
  hospital: '/api/hospitals',
  pharmacy: '/api/pharmacies',
  laboratory: '/api/laboratories',
};
