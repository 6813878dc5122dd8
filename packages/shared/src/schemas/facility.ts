import { z } from 'zod';
import {
  dataSources,
  facilityCategories,
  facilityListSorts,
  facilitySources,
  facilityTypes,
  locationPrecisions,
  weekdays,
} from '../enums';
import { NEAR_RADIUS_KM_MAX, NEAR_RADIUS_KM_MIN, SEARCH_QUERY_MAX } from '../limits';
import { idOrNameFilterSchema, idSchema, paginationQuerySchema, queryBooleanSchema } from './common';
import { localizedRefSchema, locationFilterSchema } from './location';
import { labTestSchema, specialtySchema } from './reference';
import { openingIntervalSchema } from './opening-interval';
import { publicSpecialDateSchema } from './special-dates';

export { openingIntervalSchema };

/** Structured weekly hours: a day absent or empty is closed. */
export const weeklyHoursSchema = z.partialRecord(z.enum(weekdays), z.array(openingIntervalSchema));
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

export const dutyPeriodSchema = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  note: z.string().nullable(),
});
export type DutyPeriod = z.infer<typeof dutyPeriodSchema>;

/** A duty period's start and end, ISO 8601. */
export const dutyWindowSchema = z.object({ startsAt: z.string(), endsAt: z.string() });
export type DutyWindow = z.infer<typeof dutyWindowSchema>;

export const facilitySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(facilityCategories),
  facilityType: z.enum(facilityTypes),
  region: localizedRefSchema.nullable(),
  division: localizedRefSchema.nullable(),
  subdivision: localizedRefSchema.nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  hours: z.string().nullable(),
  openingHours: weeklyHoursSchema.nullable(),
  specialties: z.array(specialtySchema),
  testsAvailable: z.array(labTestSchema),
  services: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  hasValidLocation: z.boolean(),
  rating: z.number().nullable(),
  image: z.string().nullable(),
  /** Derived from duty periods: one overlaps the current Monday-to-Sunday week, Africa/Douala time. */
  onCallThisWeek: z.boolean(),
  /** That duty period, when there is one. */
  onCallPeriod: z.object({ startsAt: z.string(), endsAt: z.string() }).nullable(),
  /**
   * Every non-cancelled duty period of the week (a nightly rota has one a night), so a card can tell
   * whether the pharmacy is on duty at the moment it is looked at, from an answer cached for the week.
   */
  onCallPeriods: z.array(dutyWindowSchema),
  /**
   * Sent on the rows of `/api/pharmacies/on-call` (absent elsewhere): a non-cancelled duty period
   * contains the instant asked for (`at`, default now).
   */
  onDutyNow: z.boolean().optional(),
  /** With `onDutyNow`: the period containing `at`, else the next one starting later in `at`'s directory week. */
  dutyWindow: dutyWindowSchema.nullable().optional(),
  source: z.enum(facilitySources),
  /** The open datasets the record was imported from (none for a facility staff or the demo created). */
  dataSources: z.array(z.enum(dataSources)),
  /** How far `latitude`/`longitude` can be trusted (a village-level position is not a street address). */
  locationPrecision: z.enum(locationPrecisions),
  lastVerifiedAt: z.string().nullable(),
  /**
   * Issue 35: when one of the facility's own managers last changed or confirmed the listing; null when
   * none has (absent in an older answer or the offline copy).
   */
  facilityConfirmedAt: z.string().nullable().optional(),
  updatedAt: z.string(),
  /**
   * Issue 35: the facility's special dates (closed, or other hours) not ended by the start of the current
   * directory week, soonest first, at most PUBLIC_SPECIAL_DATES_MAX. On such a day they replace the weekly
   * hours. Absent (an older answer, the offline copy) means none known.
   */
  specialDates: z.array(publicSpecialDateSchema).optional(),
});
export type FacilitySummary = z.infer<typeof facilitySummarySchema>;

/** A row of `/api/pharmacies/on-call`: a pharmacy summary with its duty state at the instant asked for. */
export const onCallPharmacySchema = facilitySummarySchema.extend({
  onDutyNow: z.boolean(),
  dutyWindow: dutyWindowSchema.nullable(),
});
export type OnCallPharmacy = z.infer<typeof onCallPharmacySchema>;

export const doctorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  specialty: specialtySchema.nullable(),
  facility: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type Doctor = z.infer<typeof doctorSchema>;

export const facilityDetailSchema = facilitySummarySchema.extend({
  doctors: z.array(doctorSchema),
  dutyPeriods: z.array(dutyPeriodSchema),
  operator: z.string().nullable(),
  beds: z.number().int().nullable(),
  emergency: z.boolean().nullable(),
  sourceId: z.string().nullable(),
  /** Issue 35: the facility's labelled numbers as its manager keeps them (E.164); absent or empty: only `phone`. */
  phones: z.array(z.object({ number: z.string(), label: z.string().nullable() })).optional(),
});
export type FacilityDetail = z.infer<typeof facilityDetailSchema>;

/** A specialty or test filter: its id, or its English or French name. */
export const referenceFilterSchema = idOrNameFilterSchema;

const nameQuery = z.string().trim().max(SEARCH_QUERY_MAX);

/** "lat,lng" of the visitor, to list what is near first. */
export const nearSchema = z
  .string()
  .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, { error: 'invalid_coordinates' })
  .transform((value) => {
    const [lat, lng] = value.split(',').map(Number) as [number, number];
    return { latitude: lat, longitude: lng };
  })
  .refine((p) => Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180, { error: 'invalid_coordinates' });

const baseListQuery = paginationQuerySchema.extend(locationFilterSchema.shape).extend({
  query: nameQuery.optional(),
  near: nearSchema.optional(),
  radiusKm: z.coerce.number().min(NEAR_RADIUS_KM_MIN).max(NEAR_RADIUS_KM_MAX).optional(),
  /**
   * `openNow=true` keeps those open now (the on-call list: at `at`): by their structured hours, or a
   * pharmacy on duty. Without structured hours a facility is not known to be open.
   */
  openNow: queryBooleanSchema.optional(),
  /** Issue 35: `confirmed=true` keeps those whose own managers changed or confirmed the listing in the last 6 months. */
  confirmed: queryBooleanSchema.optional(),
});

/**
 * The order of a sortable list; absent means `distance` when `near` is given, else `useful`. The
 * on-call list has none: it keeps its duty order.
 */
const sortableListQuery = baseListQuery.extend({ sort: z.enum(facilityListSorts).optional() });

/** Nearest first needs a position to measure from: without `near` it is refused, not silently ignored. */
function requireNearForDistance(value: { sort?: string | undefined; near?: unknown }, ctx: z.RefinementCtx) {
  if (value.sort === 'distance' && value.near === undefined)
    ctx.addIssue({ code: 'custom', path: ['sort'], message: 'near_required' });
}

/** A facility type (a CSI, a district hospital…): the public system's levels people look for by name. */
const facilityTypeFilter = { facilityType: z.enum(facilityTypes).optional() };

export const facilityListQuerySchema = sortableListQuery
  .extend({ type: z.enum(facilityCategories).optional(), ...facilityTypeFilter })
  .superRefine(requireNearForDistance);
export type FacilityListQuery = z.infer<typeof facilityListQuerySchema>;

/** For hospitals, `query` matches the hospital's own name or the name of a doctor who practises there. */
export const hospitalListQuerySchema = sortableListQuery
  .extend({
    specialty: referenceFilterSchema.optional(),
    ...facilityTypeFilter,
    /** `emergency=true` keeps the hospitals known to have an emergency service (where a visitor goes at night). */
    emergency: queryBooleanSchema.optional(),
  })
  .superRefine(requireNearForDistance);
export type HospitalListQuery = z.infer<typeof hospitalListQuerySchema>;

/** `onCall=true` keeps only pharmacies on duty this week; false or absent means no restriction. */
export const pharmacyListQuerySchema = sortableListQuery
  .extend({ onCall: queryBooleanSchema.optional() })
  .superRefine(requireNearForDistance);
export type PharmacyListQuery = z.infer<typeof pharmacyListQuerySchema>;

/**
 * `/api/pharmacies/on-call`: the list filters, and `at`, the instant the visitor will go (ISO 8601
 * with an offset, e.g. 2026-11-28T23:00:00+01:00); absent means now.
 */
export const onCallQuerySchema = baseListQuery.extend({
  at: z.iso.datetime({ offset: true, error: 'invalid_format' }).optional(),
});
export type OnCallQuery = z.infer<typeof onCallQuerySchema>;

/**
 * `/api/pharmacies/on-call/alternatives` (issue 34): where no pharmacy on call is published, what helps
 * instead, for the same place (or position) and instant as the on-call list.
 */
export const onCallAlternativesQuerySchema = locationFilterSchema.extend({
  at: z.iso.datetime({ offset: true, error: 'invalid_format' }).optional(),
  near: nearSchema.optional(),
});
export type OnCallAlternativesQuery = z.infer<typeof onCallAlternativesQuerySchema>;

/**
 * Where a list was found: the place asked for, or widened to its division or region when it had none
 * (`near`: by distance from the visitor; `country`: no place was given).
 */
export const alternativesPlaceLevels = ['subdivision', 'division', 'region', 'country', 'near'] as const;
export type AlternativesPlaceLevel = (typeof alternativesPlaceLevels)[number];

const alternativesListSchema = z.object({
  place: z.enum(alternativesPlaceLevels),
  items: z.array(facilitySummarySchema),
});

export const onCallAlternativesSchema = z.object({
  /** Pharmacies whose weekly hours say they are open at the instant. */
  openPharmacies: alternativesListSchema,
  /** Pharmacies open 24 hours a day, every day. */
  allDayPharmacies: alternativesListSchema,
  /** Hospitals known to have an emergency service. */
  emergencyHospitals: alternativesListSchema,
});
export type OnCallAlternatives = z.infer<typeof onCallAlternativesSchema>;

export const laboratoryListQuerySchema = sortableListQuery
  .extend({ testType: referenceFilterSchema.optional() })
  .superRefine(requireNearForDistance);
export type LaboratoryListQuery = z.infer<typeof laboratoryListQuerySchema>;

export const doctorListQuerySchema = paginationQuerySchema.extend({
  specialty: referenceFilterSchema.optional(),
  hospital: idSchema.optional(),
  region: idSchema.optional(),
  query: nameQuery.optional(),
});
export type DoctorListQuery = z.infer<typeof doctorListQuerySchema>;
