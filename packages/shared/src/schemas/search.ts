import { z } from 'zod';
import { searchTypes } from '../enums';
import { SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SEARCH_PAGE_MAX, SEARCH_QUERY_MAX } from '../limits';
import { facilitySummarySchema, nearSchema } from './facility';
import { locationFilterSchema } from './location';

export const searchQuerySchema = locationFilterSchema.extend({
  q: z.string().trim().min(1).max(SEARCH_QUERY_MAX),
  type: z.enum(searchTypes).optional(),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
  /** Page `page` of each group, `limit` a page: "Show more" asks for the next one. */
  page: z.coerce.number().int().min(1).max(SEARCH_PAGE_MAX).default(1),
  /** "lat,lng" of the visitor: within a rank, nearer first. */
  near: nearSchema.optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResultsSchema = z.object({
  hospitals: z.array(facilitySummarySchema),
  pharmacies: z.array(facilitySummarySchema),
  laboratories: z.array(facilitySummarySchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** How many matched in all in each group (not only the page sent), and the page sent. */
export const searchMetaSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  totals: z.object({ hospitals: z.number().int(), pharmacies: z.number().int(), laboratories: z.number().int() }),
});
export type SearchMeta = z.infer<typeof searchMetaSchema>;

/** What a search's alternatives are nearest to: the place the query named, the place filter, or the visitor. */
export const searchNearestBases = ['query', 'filter', 'visitor'] as const;

/**
 * Sent only when a search found nothing on its first page (issue 34): a few facilities of the kind the query names
 * (else of the type asked for), nearest first to what `basis` says, instead of an empty page.
 */
export const searchNearestSchema = z.object({
  basis: z.enum(searchNearestBases),
  /** The query's words that name the place, as typed ("nkolndongo"), when `basis` is "query"; else null. */
  place: z.string().nullable(),
  facilities: z.array(facilitySummarySchema),
});
export type SearchNearest = z.infer<typeof searchNearestSchema>;

export const searchResponseSchema = z.object({
  data: searchResultsSchema,
  meta: searchMetaSchema,
  /** Absent unless every group is empty and alternatives were found (added by issue 34: older clients ignore it). */
  nearest: searchNearestSchema.optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
