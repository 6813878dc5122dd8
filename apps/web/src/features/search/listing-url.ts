import type { FacilityCategory, FacilityType } from '@hc/shared';
import { listingPaths } from '../../lib/facility-routes';

/** Where a location search lands, per facility type (spec 01 §2.4; tab index 0, 1, 2). */
export { listingPaths };

export type ListingFilters = {
  /** Defaults to hospitals, as the listing tabs do. */
  facilityType?: FacilityCategory | null | undefined;
  region?: number | undefined;
  division?: number | undefined;
  subdivision?: number | undefined;
  /** Specialty id; hospitals only. */
  specialty?: number | undefined;
  /** A type among hospitals (a CSI, a district hospital…); hospitals only, as `facilityType` in the URL. */
  hospitalType?: FacilityType | undefined;
  /** Laboratory test id; laboratories only. */
  test?: number | undefined;
  /** Pharmacies on call this week only; pharmacies only. */
  onCall?: boolean | undefined;
  /** Nearest first ("Use my location"): the listing asks the browser for the position itself. */
  sort?: 'distance' | undefined;
};

/**
 * The listing page a location search opens, with its filters in the query string so the result can
 * be reloaded, shared and bookmarked. The listing pages read exactly these parameters:
 *
 * - `region`, `division`, `subdivision`: ids (GET /api/regions, /api/divisions, /api/subdivisions)
 * - `specialty`: specialty id (GET /api/specialties), on /medical-facilities/hospitals
 * - `facilityType`: a type among hospitals (integrated_health_center…), on /medical-facilities/hospitals
 * - `test`: laboratory test id (GET /api/laboratory-tests), on /medical-facilities/laboratories
 *   (sent to the API as `testType`)
 * - `onCall=true`: on /medical-facilities/pharmacies
 * - `sort=distance`: nearest first (never the position: a link must not carry where its author stood)
 *
 * Only non-empty values are written (an absent parameter means no restriction), in that order; a
 * filter that does not belong to the facility type is dropped.
 */
export function buildListingUrl(filters: ListingFilters): string {
  const category = filters.facilityType ?? 'hospital';
  const params = new URLSearchParams();
  const setId = (name: string, value: number | undefined) => {
    if (value !== undefined && Number.isInteger(value) && value > 0) params.set(name, String(value));
  };
  setId('region', filters.region);
  setId('division', filters.division);
  setId('subdivision', filters.subdivision);
  if (category === 'hospital') setId('specialty', filters.specialty);
  if (category === 'hospital' && filters.hospitalType) params.set('facilityType', filters.hospitalType);
  if (category === 'laboratory') setId('test', filters.test);
  if (category === 'pharmacy' && filters.onCall) params.set('onCall', 'true');
  if (filters.sort === 'distance') params.set('sort', 'distance');
  const search = params.toString();
  return search ? `${listingPaths[category]}?${search}` : listingPaths[category];
}
