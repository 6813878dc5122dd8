import { facilityServiceCodes, facilityServiceNames, facilityTypeNames, facilityTypes } from '@hc/shared';

const byEnglishName = (a: { nameEn: string }, b: { nameEn: string }) => a.nameEn.localeCompare(b.nameEn, 'en');

/**
 * The service catalogue, by English name as the other reference lists. It ships with the code, not the
 * database: a code must exist wherever facilities store it, in every process of the release.
 */
export const listServices = () =>
  facilityServiceCodes.map((code) => ({ id: code, ...facilityServiceNames[code] })).sort(byEnglishName);

/** The facility types, by English name. */
export const listFacilityTypes = () =>
  facilityTypes.map((type) => ({ id: type, ...facilityTypeNames[type] })).sort(byEnglishName);
