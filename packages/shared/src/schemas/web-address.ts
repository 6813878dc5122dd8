import { z } from 'zod';
import { HTTP_URL_MAX, isHttpUrl } from '../web-address';

// The Zod schemas live here, with the other contracts, and not beside `isHttpUrl`: the web app's shared
// chunk takes helpers from packages/shared/src but no schema, so that public pages do not load Zod.

/** A required web address: trimmed, http or https only (`invalid_url` otherwise). */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(HTTP_URL_MAX, { abort: true })
  .refine(isHttpUrl, { error: 'invalid_url' });

/** An optional web address (a facility's website): blank or null clears it, anything else is `httpUrlSchema`. */
export const nullableHttpUrlSchema = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value))
  .pipe(httpUrlSchema.nullable())
  .nullable();
