import { z } from 'zod';
import { dataSources, facilityCategories, facilityStatuses, facilityTypes, locationPrecisions } from '../enums';
import { facilityHistoryActions } from '../facility-history';
import { toServiceValue } from '../facility-services';
import { FEATURED_MAX, NAME_MAX } from '../limits';
import { nullableHttpUrlSchema } from './web-address';
import { adminListQuerySchema } from './admin';
import { emailSchema } from './auth';
import {
  ID_MAX,
  idOrNameFilterSchema,
  idSchema,
  idValueSchema,
  latitudeSchema,
  listMetaSchema,
  longitudeSchema,
  pageSchema,
  queryBooleanSchema,
} from './common';
import { weeklyHoursSchema } from './facility';

/** A location filter of the back-office list: an id, or a name in English or French (any case, accents ignored). */

export const adminFacilitySorts = ['id', 'name', 'status', 'updated'] as const;

/** Most facilities one bulk request names (the web app sends chunks of BULK_CHUNK_SIZE). */
export const BULK_IDS_MAX = 500;
/** The ids the web app sends in one bulk request, so it can show progress between them. */
export const BULK_CHUNK_SIZE = 100;
/** Most rows "select all the filters match" may hold: beyond it, narrow the filters (`selection_too_large`). */
export const BULK_SELECTION_MAX = 5000;

/** Ids in a query string, comma-separated (`1,2,3`): a selection of the list, for its export. */
const idListQuerySchema = z
  .string()
  .max(BULK_IDS_MAX * 11)
  .regex(/^\d{1,10}(,\d{1,10})*$/, { error: 'invalid_format' })
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .pipe(z.array(idValueSchema).max(BULK_IDS_MAX));

export const adminFacilityListQuerySchema = adminListQuerySchema.extend({
  /** Only these facilities (a selection of the list, issue 36), besides the other filters. */
  ids: idListQuerySchema.optional(),
  region: idOrNameFilterSchema.optional(),
  division: idOrNameFilterSchema.optional(),
  subdivision: idOrNameFilterSchema.optional(),
  status: z.enum(facilityStatuses).optional(),
  type: z.enum(facilityTypes).optional(),
  /** Only facilities missing a phone, an address, opening hours or a position. */
  needsData: queryBooleanSchema.optional(),
  /** Only archived facilities (otherwise they are left out). */
  archived: queryBooleanSchema.optional(),
  sort: z.enum(adminFacilitySorts).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type AdminFacilityListQuery = z.infer<typeof adminFacilityListQuerySchema>;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'invalid_time' });

/** Every field staff edit (spec 02 "Facilities"); absent means "not given", null clears it. */
const facilityFieldsShape = {
  name: z.string().trim().min(1).max(NAME_MAX),
  facilityType: z.enum(facilityTypes),
  email: emailSchema.nullable(),
  /** Normalised to E.164 by the server (`invalid_phone` when it cannot be). */
  phone: text(40),
  /** http(s) only (`invalid_url`): it is served to every visitor as a link. */
  website: nullableHttpUrlSchema,
  licenseNumber: text(60),
  registrationDate: z.iso.date({ error: 'invalid_format' }).nullable(),
  /** Opening and closing time given alone fill every day of the week. */
  openingTime: timeOfDay.nullable(),
  closingTime: timeOfDay.nullable(),
  openingHours: weeklyHoursSchema.nullable(),
  /**
   * Service codes (facility-services.ts). A catalogue name in English or French is stored as its code; any
   * other text is kept, so a facility's services from before the catalogue survive an edit.
   */
  services: z
    .array(z.string().trim().min(1).max(100).transform(toServiceValue))
    .max(50)
    .transform((values) => [...new Set(values)]),
  capacity: z.number().int().min(0).max(100_000).nullable(),
  address: text(500),
  regionId: idValueSchema.nullable(),
  divisionId: idValueSchema.nullable(),
  subdivisionId: idValueSchema.nullable(),
  latitude: latitudeSchema.nullable(),
  longitude: longitudeSchema.nullable(),
  specialtyIds: z.array(idValueSchema).max(100),
  testIds: z.array(idValueSchema).max(500),
  featuredRank: z.number().int().min(1).max(FEATURED_MAX).nullable(),
  operator: text(200),
  emergency: z.boolean().nullable(),
  beds: z.number().int().min(0).max(100_000).nullable(),
};

export const adminFacilityCreateSchema = z
  .strictObject(facilityFieldsShape)
  .partial()
  .required({ name: true, facilityType: true });
export type AdminFacilityCreate = z.infer<typeof adminFacilityCreateSchema>;

export const adminFacilityUpdateSchema = z
  .strictObject(facilityFieldsShape)
  .partial()
  .extend({ version: z.number().int().positive().max(ID_MAX) });
export type AdminFacilityUpdate = z.infer<typeof adminFacilityUpdateSchema>;

export const facilitySuspendSchema = z.strictObject({ reason: z.string().trim().min(1).max(500) });

/**
 * Four eyes (issue 36): who proposed the facility (created it, by hand or by an import) and when, where it
 * came from, and whether the caller may approve it (`same_person`: they proposed it, the rule covers their role).
 */
export const facilityProposalSchema = z.object({
  by: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  at: z.string(),
  source: z.string(),
  approvalRefusal: z.enum(['same_person']).nullable(),
});
export type FacilityProposal = z.infer<typeof facilityProposalSchema>;

/** A place's name in both languages, so each reader sees theirs. */
const locationName = z.object({ nameEn: z.string(), nameFr: z.string() }).nullable();

export const adminFacilityRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  facilityType: z.enum(facilityTypes),
  category: z.enum(facilityCategories),
  phone: z.string().nullable(),
  status: z.enum(facilityStatuses),
  region: locationName,
  division: locationName,
  subdivision: locationName,
  /** The place's ids, for a picker that checks a chosen facility against a place (the duty rota's). */
  divisionId: z.number().int().nullable(),
  subdivisionId: z.number().int().nullable(),
  completeness: z.object({ phone: z.boolean(), address: z.boolean(), hours: z.boolean(), position: z.boolean() }),
  version: z.number().int(),
  updatedAt: z.string(),
  archivedAt: z.string().nullable(),
  /** The evidence an approver sees (issue 36: four eyes); given by the back-office list. */
  proposal: facilityProposalSchema.optional(),
});
export type AdminFacilityRow = z.infer<typeof adminFacilityRowSchema>;

export const adminFacilityListSchema = z.object({ data: z.array(adminFacilityRowSchema), meta: listMetaSchema });

export const adminFacilitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  facilityType: z.enum(facilityTypes),
  category: z.enum(facilityCategories),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  registrationDate: z.string().nullable(),
  openingHours: weeklyHoursSchema.nullable(),
  services: z.array(z.string()),
  capacity: z.number().int().nullable(),
  address: z.string().nullable(),
  regionId: z.number().int().nullable(),
  divisionId: z.number().int().nullable(),
  subdivisionId: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  specialtyIds: z.array(z.number().int()),
  testIds: z.array(z.number().int()),
  featuredRank: z.number().int().nullable(),
  operator: z.string().nullable(),
  emergency: z.boolean().nullable(),
  beds: z.number().int().nullable(),
  status: z.enum(facilityStatuses),
  suspensionReason: z.string().nullable(),
  source: z.string(),
  /** How far the position can be trusted (`village`: a source placed it at its village). */
  locationPrecision: z.enum(locationPrecisions),
  /** Other names it is searched by (a source's writing, an abbreviation). */
  aliases: z.array(z.string()),
  /** The open-data records behind it: which source, its key there, when retrieved, under which licence. */
  sourceRecords: z.array(
    z.object({ source: z.enum(dataSources), sourceKey: z.string(), retrievedOn: z.string(), licence: z.string() }),
  ),
  /** Per group of imported fields (name, type, place, position…), who gave the value: a source or `staff`. */
  fieldSources: z.record(z.string(), z.string()),
  archivedAt: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The evidence an approver sees on the record (four eyes), given by the record's read. */
  proposal: facilityProposalSchema.optional(),
});
export type AdminFacility = z.infer<typeof adminFacilitySchema>;

/**
 * What a facility lacks for a visitor, as the back-office list's badges count it (its SQL says the same):
 * a phone, an address, opening hours, a position.
 */
export function facilityCompleteness(
  facility: Pick<AdminFacility, 'phone' | 'address' | 'openingHours' | 'latitude' | 'longitude'>,
): AdminFacilityRow['completeness'] {
  const hasText = (value: string | null) => value !== null && value.trim() !== '';
  return {
    phone: hasText(facility.phone),
    address: hasText(facility.address),
    hours: facility.openingHours !== null && Object.keys(facility.openingHours).length > 0,
    position: facility.latitude !== null && facility.longitude !== null,
  };
}

export const facilityHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(facilityHistoryActions),
  at: z.string(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type FacilityHistoryEntry = z.infer<typeof facilityHistoryEntrySchema>;

/** History entries a page: the newest first. */
export const FACILITY_HISTORY_PAGE_SIZE = 20;
export const facilityHistoryQuerySchema = z.object({ page: pageSchema });
export const facilityHistoryListSchema = z.object({ data: z.array(facilityHistoryEntrySchema), meta: listMetaSchema });
export type FacilityHistoryList = z.infer<typeof facilityHistoryListSchema>;

export const facilityIdParamsSchema = z.object({ id: idSchema });

/** What a bulk request does to each facility it names (issue 36): approve, or suspend with one reason for all. */
export const facilityBulkActions = ['approve', 'suspend'] as const;
export type FacilityBulkAction = (typeof facilityBulkActions)[number];

/** The list's filters as a bulk request gives them ("every row the filters match"): no page, no order. */
export const facilityBulkFilterSchema = adminFacilityListQuerySchema.omit({ page: true, sort: true, order: true });

/**
 * POST /api/admin/facilities/bulk: `ids` (at most BULK_IDS_MAX) or `filter` (the server finds the rows, at
 * most BULK_SELECTION_MAX), never both; `reason` is required to suspend.
 */
export const facilityBulkRequestSchema = z
  .strictObject({
    action: z.enum(facilityBulkActions),
    ids: z.array(idValueSchema).min(1).max(BULK_IDS_MAX).optional(),
    filter: facilityBulkFilterSchema.optional(),
    reason: z.string().trim().min(1).max(500).optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.ids === undefined) === (body.filter === undefined))
      ctx.addIssue({ code: 'custom', path: ['ids'], message: body.ids ? 'invalid' : 'required' });
    if (body.action === 'suspend' && body.reason === undefined)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
  });
export type FacilityBulkRequest = z.infer<typeof facilityBulkRequestSchema>;

/**
 * Why one row of a bulk request was not changed: unknown or outside the caller's region (`not_found`),
 * archived, a status the action does not start from, proposed by the caller (`same_person`), or changed
 * by someone else meanwhile.
 */
export const facilityBulkRowCodes = [
  'not_found',
  'archived',
  'wrong_status',
  'same_person',
  'changed_meanwhile',
] as const;
export type FacilityBulkRowCode = (typeof facilityBulkRowCodes)[number];

export const facilityBulkResultSchema = z.object({
  data: z.object({
    results: z.array(
      z.object({ id: z.number().int(), ok: z.boolean(), code: z.enum(facilityBulkRowCodes).optional() }),
    ),
    totals: z.object({ done: z.number().int(), refused: z.number().int() }),
  }),
});
export type FacilityBulkResult = z.infer<typeof facilityBulkResultSchema>['data'];

/** GET /api/admin/facilities/ids: the ids of every row the list's filters match, in the list's order. */
export const facilityIdsResponseSchema = z.object({
  data: z.object({ ids: z.array(z.number().int()), total: z.number().int() }),
});
