import { z } from 'zod';
import { ADMIN_SEARCH_MAX } from '../limits';
import { facilityCategories, facilityStatuses, facilityTypes } from '../enums';
import { idValueSchema, listMetaSchema, pageSchema } from './common';
import { adminFacilitySchema } from './admin-facilities';

/** Two facilities closer than this (metres) are "at the same place". */
export const DUPLICATE_DISTANCE_METRES = 200;
/** Trigram similarity (0-1) of the names' distinctive words from which two names count as similar. */
export const DUPLICATE_NAME_SIMILARITY = 0.4;

export const facilityDuplicatesQuerySchema = z.object({
  page: pageSchema,
  category: z.enum(facilityCategories).optional(),
  /** Issue 36: the pairs where either name contains these words (accents and case aside). */
  q: z.string().trim().max(ADMIN_SEARCH_MAX).optional(),
});
export type FacilityDuplicatesQuery = z.infer<typeof facilityDuplicatesQuerySchema>;

export const duplicateFacilitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  facilityType: z.enum(facilityTypes),
  status: z.enum(facilityStatuses),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  region: z.string().nullable(),
  division: z.string().nullable(),
  subdivision: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  source: z.string(),
  updatedAt: z.string(),
});
export type DuplicateFacility = z.infer<typeof duplicateFacilitySchema>;

/** Two non-archived facilities of one category, with similar names, at the same place (or same subdivision). */
export const duplicatePairSchema = z.object({
  category: z.enum(facilityCategories),
  /** The lower id first. */
  first: duplicateFacilitySchema,
  second: duplicateFacilitySchema,
  /** 0-1, how alike the names are. */
  similarity: z.number(),
  /** Metres between them, when both have a position. */
  distanceMetres: z.number().nullable(),
  sameSubdivision: z.boolean(),
  /**
   * Why an import left the pair to staff rather than merge it: alike but not surely one place (`unsure_match`),
   * or one name twice in a source (`same_name_in_source`); null for a pair found by name and place alone.
   */
  suggestedBy: z.enum(['unsure_match', 'same_name_in_source']).nullable(),
});
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;

export const facilityDuplicatesListSchema = z.object({ data: z.array(duplicatePairSchema), meta: listMetaSchema });
export type FacilityDuplicatesList = z.infer<typeof facilityDuplicatesListSchema>;

/**
 * `POST /api/admin/facilities/{id}/not-duplicate` (issue 36): {id} and `facilityId` are different places; the
 * pair is never offered again. `recorded` is false when it had been said already.
 */
export const facilityNotDuplicateSchema = z.strictObject({ facilityId: idValueSchema });
export const facilityNotDuplicateResultSchema = z.object({ recorded: z.boolean() });

/** `POST /api/admin/facilities/{id}/merge`: {id} is kept, `duplicateId` is merged into it and archived. */
export const facilityMergeSchema = z.strictObject({
  duplicateId: idValueSchema,
});
export type FacilityMerge = z.infer<typeof facilityMergeSchema>;

export const facilityMergeResultSchema = z.object({
  /** The facility kept, with the blanks it had filled from the duplicate. */
  kept: adminFacilitySchema,
  /** The duplicate, now archived. */
  archived: adminFacilitySchema,
  /** What moved from the duplicate to the kept facility. */
  moved: z.object({
    doctors: z.number().int(),
    dutyPeriods: z.number().int(),
    history: z.number().int(),
    specialties: z.number().int(),
    tests: z.number().int(),
    /** Open-data records (OpenStreetMap, the national public list) now behind the kept facility. */
    sourceRecords: z.number().int(),
  }),
  /** The fields of the kept facility filled from the duplicate (it had none). */
  filled: z.array(z.string()),
});
export type FacilityMergeResult = z.infer<typeof facilityMergeResultSchema>;
