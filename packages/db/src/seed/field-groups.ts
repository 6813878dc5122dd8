/**
 * The fields an open dataset can give a facility, in the groups that move together: a position is its two
 * coordinates and their precision, a place its three levels, hours their text and their structured form.
 * `facilities.field_sources` names, per group, the source that gave the current value, or `staff`.
 * Migration 0028's trigger marks a group `staff` when staff change one of its columns: keep the two in step.
 */
export const fieldGroups = {
  // Whether the record is public: a source may leave out what is no place of care (osm-record-rules.ts).
  listing: ['status', 'suspension_reason'],
  category: ['category'],
  type: ['facility_type'],
  name: ['name'],
  place: ['region_id', 'division_id', 'subdivision_id'],
  position: ['lat', 'lng', 'location_precision'],
  phone: ['phone'],
  website: ['website'],
  hours: ['hours_text', 'opening_hours'],
  operator: ['operator'],
  beds: ['beds'],
  emergency: ['emergency'],
  verified: ['last_verified_at'],
  aliases: ['aliases'],
} as const;
export type FieldGroup = keyof typeof fieldGroups;
export const STAFF = 'staff';
