import { z } from 'zod';
import { searchTypes } from '../enums';
import { SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SEARCH_QUERY_MAX } from '../limits';
import { facilitySummarySchema } from './facility';
import { locationFilterSchema } from './location';

export const searchQuerySchema = locationFilterSchema.extend({
  q: z.string().trim().min(1).max(SEARCH_QUERY_MAX),
  type: z.enum(searchTypes).optional(),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResultsSchema = z.object({
  hospitals: z.array(facilitySummarySchema),
  pharmacies: z.array(facilitySummarySchema),
  laboratories: z.array(facilitySummarySchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
export const searchResponseSchema = z.object({ data: searchResultsSchema });
