import { z } from 'zod';
import { dataSources, facilityCategories, facilityTypes } from '../enums';
import { weeklyHoursSchema } from './facility';

/**
 * The compact copy of the public directory a visitor may save on the device ("Save the directory for
 * offline use"): enough to find a facility by name and place, call it and see its hours, and the
 * pharmacies on call in the coming week. Fields without a value are left out to save bytes.
 */

/** What a copy holds: "<directory version>.<places stamp>", sent back to get only what changed since. */
export const offlineCursorSchema = z.string().regex(/^\d{1,18}\.[0-9a-f]{8}$/);

export const offlineDirectoryQuerySchema = z.object({
  /** The cursor of the copy held: the answer then carries only the facilities changed since. */
  since: offlineCursorSchema.optional(),
});

export const offlineFacilitySchema = z.object({
  id: z.number().int(),
  category: z.enum(facilityCategories),
  facilityType: z.enum(facilityTypes),
  name: z.string(),
  regionId: z.number().int().optional(),
  divisionId: z.number().int().optional(),
  subdivisionId: z.number().int().optional(),
  address: z.string().optional(),
  phone: z.string().optional(),
  /** The hours as written, when there are no structured ones. */
  hours: z.string().optional(),
  openingHours: weeklyHoursSchema.optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  /** Absent: exact when there is a position, none when there is not (see locationPrecisions). */
  precision: z.enum(['village', 'withheld']).optional(),
  /** The open datasets the record comes from, when any. */
  sources: z.array(z.enum(dataSources)).optional(),
});
export type OfflineFacility = z.infer<typeof offlineFacilitySchema>;

const offlinePlaceSchema = z.object({ id: z.number().int(), nameEn: z.string(), nameFr: z.string() });
export type OfflinePlace = z.infer<typeof offlinePlaceSchema>;

export const offlinePlacesSchema = z.object({
  regions: z.array(offlinePlaceSchema),
  divisions: z.array(offlinePlaceSchema),
  subdivisions: z.array(offlinePlaceSchema),
});
export type OfflinePlaces = z.infer<typeof offlinePlacesSchema>;

/** A pharmacy's duty window (not cancelled) that has not ended and starts within the coming week. */
export const offlineDutyWindowSchema = z.object({
  facilityId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type OfflineDutyWindow = z.infer<typeof offlineDutyWindowSchema>;

export const offlineDirectorySchema = z.object({
  cursor: offlineCursorSchema,
  /** True: the whole public directory (replace the copy). False: only what changed since `since`. */
  full: z.boolean(),
  generatedAt: z.string(),
  /** Public facilities added or changed (all of them when `full`). */
  facilities: z.array(offlineFacilitySchema),
  /** Facilities that left the public directory since `since` (never set when `full`). */
  removed: z.array(z.number().int()),
  /** The places' names; null when unchanged since `since`. */
  places: offlinePlacesSchema.nullable(),
  /** Always whole: the duty windows from the time of the answer to a week later. */
  onCall: z.array(offlineDutyWindowSchema),
  attribution: z.string(),
});
export type OfflineDirectory = z.infer<typeof offlineDirectorySchema>;

/** What saving the directory costs, shown on the button before the visitor asks. */
export const offlineDirectorySizeSchema = z.object({
  facilities: z.number().int(),
  /** The compressed bytes of the whole copy over the network. */
  bytes: z.number().int(),
});
export type OfflineDirectorySize = z.infer<typeof offlineDirectorySizeSchema>;
