/** Directory categories: the three kinds of place a visitor looks for. */
export const facilityCategories = ['hospital', 'pharmacy', 'laboratory'] as const;
export type FacilityCategory = (typeof facilityCategories)[number];

/** The 12 facility types of spec 01 §3 and the public system's levels, as stable codes (labels live in the UI catalogs). */
export const facilityTypes = [
  'hospital',
  'clinic',
  'laboratory',
  'pharmacy',
  'diagnostic_center',
  'rehabilitation_center',
  'mental_health_center',
  'dental_clinic',
  'eye_care_center',
  'maternity_center',
  'emergency_center',
  'blood_bank',
  // The public health system's own levels (the 2019 national public facility list, issue 33).
  'integrated_health_center',
  'district_medical_center',
  'health_center',
  'dispensary',
  'district_hospital',
  'regional_hospital',
  'general_hospital',
] as const;
export type FacilityType = (typeof facilityTypes)[number];

/** The directory category a facility of that type is listed under. */
export function categoryOfType(type: FacilityType): FacilityCategory {
  if (type === 'pharmacy') return 'pharmacy';
  if (type === 'laboratory') return 'laboratory';
  return 'hospital';
}

/** The types listed among hospitals (a CSI, a district hospital, a clinic…): a hospital search can pick one. */
export const hospitalFacilityTypes = facilityTypes.filter((type) => categoryOfType(type) === 'hospital');

export const facilityStatuses = ['active', 'pending', 'approved', 'suspended'] as const;
export type FacilityStatus = (typeof facilityStatuses)[number];
/**
 * Orders of the public listings: complete records first (a phone, hours, a position), by name, or
 * nearest first (needs the visitor's position, `near`).
 */
export const facilityListSorts = ['useful', 'name', 'distance', 'confirmed'] as const;
export type FacilityListSort = (typeof facilityListSorts)[number];

/** Only these statuses are visible on the public site and API. */
export const publicFacilityStatuses = ['active', 'approved'] as const satisfies readonly FacilityStatus[];

/** The lifecycle actions staff take on a facility and the statuses each may start from (spec 02). */
export const facilityTransitions = {
  approve: { from: ['pending'], to: 'approved' },
  suspend: { from: ['active', 'approved'], to: 'suspended' },
  // Back to the status the facility had before its suspension (approved when unknown).
  reactivate: { from: ['suspended'], to: 'previous' },
} as const satisfies Record<string, { from: readonly FacilityStatus[]; to: FacilityStatus | 'previous' }>;
export type FacilityTransition = keyof typeof facilityTransitions;

export function canTransition(action: FacilityTransition, status: FacilityStatus): boolean {
  return (facilityTransitions[action].from as readonly FacilityStatus[]).includes(status);
}

export const facilitySources = ['demo', 'osm', 'staff', 'public_mfl_2019'] as const;
export type FacilitySource = (typeof facilitySources)[number];

/**
 * The open datasets a facility's fields are imported from (issue 33): OpenStreetMap and the 2019 national
 * public facility list (Maina et al. 2019). A facility found in both carries both.
 */
export const dataSources = ['osm', 'public_mfl_2019'] as const;
export type DataSource = (typeof dataSources)[number];

/**
 * How far a facility's published position can be trusted: `exact` (mapped or set by staff), `village` (a
 * source placed it at its village), `withheld` (the source's coordinates come from a service whose terms
 * forbid reuse, so none is published), `none` (no position known).
 */
export const locationPrecisions = ['exact', 'village', 'withheld', 'none'] as const;
export type LocationPrecision = (typeof locationPrecisions)[number];

/** "What are you looking for" in the name search (spec 01 §2.4). */
export const searchTypes = ['hospital', 'laboratory', 'pharmacy', 'test', 'specialty', 'doctor'] as const;
export type SearchType = (typeof searchTypes)[number];

export const bloodGroups = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

export const subdivisionTypes = ['Urban', 'Rural'] as const;

export const weekdays = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
export type Weekday = (typeof weekdays)[number];

/** Spec 02 "Doctors": a doctor who signs up is `pending` until staff approve; only `verified` and `active` are public. */
export const doctorStatuses = ['active', 'verified', 'pending', 'suspended', 'inactive'] as const;
export type DoctorStatus = (typeof doctorStatuses)[number];
export const publicDoctorStatuses = ['active', 'verified'] as const satisfies readonly DoctorStatus[];
/** The two images of a doctor's identity document. */
export const doctorDocumentSides = ['front', 'back'] as const;
export type DoctorDocumentSide = (typeof doctorDocumentSides)[number];
