import type { FacilityChanges } from '@hc/shared';
import { stableJson, type SourcedFields } from './facility-import-sources';
import type { ParsedRow, PlaceLookup } from './facility-import-rows';
import type { ImportColumns, ImportTarget } from './facility-import.repository';

// The fields of one imported row: how they are compared, written, and placed (split from the service).

/** A facility's imported fields as the history names them (the record's API field names). */
export type ImportedFields = SourcedFields;
export const historyFields = [
  'name',
  'facilityType',
  'category',
  'email',
  'phone',
  'website',
  'address',
  'licenseNumber',
  'openingHours',
  'services',
  'latitude',
  'longitude',
  'regionId',
  'divisionId',
  'subdivisionId',
  'sourceId',
] as const satisfies readonly (keyof ImportedFields)[];

export function changesBetween(before: ImportedFields | null, after: ImportedFields): FacilityChanges {
  const changes: FacilityChanges = {};
  for (const field of historyFields) {
    const old = before ? before[field] : null;
    if (stableJson(old) !== stableJson(after[field])) changes[field] = { before: old, after: after[field] };
  }
  return changes;
}

export const toColumns = (fields: ImportedFields, hoursText: string | null): ImportColumns => ({
  name: fields.name,
  facility_type: fields.facilityType,
  category: fields.category,
  email: fields.email,
  phone: fields.phone,
  website: fields.website,
  address: fields.address,
  license_number: fields.licenseNumber,
  opening_hours: fields.openingHours,
  hours_text: hoursText,
  services: fields.services,
  lat: fields.latitude,
  lng: fields.longitude,
  region_id: fields.regionId,
  division_id: fields.divisionId,
  subdivision_id: fields.subdivisionId,
  source_id: fields.sourceId,
});

export const emptyFields = (): Omit<ImportedFields, 'name' | 'facilityType' | 'category'> => ({
  email: null,
  phone: null,
  website: null,
  address: null,
  licenseNumber: null,
  openingHours: null,
  services: [],
  latitude: null,
  longitude: null,
  regionId: null,
  divisionId: null,
  subdivisionId: null,
  sourceId: null,
});

/** The place after the row: the levels it gives, the parents they imply, the others kept while they still fit. */
export function nextPlace(parsed: ParsedRow, current: ImportedFields | ImportTarget | null, places: PlaceLookup) {
  const place = {
    regionId: current?.regionId ?? null,
    divisionId: current?.divisionId ?? null,
    subdivisionId: current?.subdivisionId ?? null,
  };
  const location = parsed.location;
  if (!location) return place;
  const regionId = location.given.region || location.regionId !== null ? location.regionId : place.regionId;
  let divisionId = location.given.division || location.divisionId !== null ? location.divisionId : place.divisionId;
  if (divisionId !== null && places.parentOf('division', divisionId) !== regionId) divisionId = null;
  let subdivisionId =
    location.given.subdivision || location.subdivisionId !== null ? location.subdivisionId : place.subdivisionId;
  if (subdivisionId !== null && places.parentOf('subdivision', subdivisionId) !== divisionId) subdivisionId = null;
  return { regionId, divisionId, subdivisionId };
}
