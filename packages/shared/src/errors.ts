import { z } from 'zod';
import { fieldErrorSchema } from './field-errors';

export const errorCodes = [
  'validation_failed',
  'not_found',
  'unauthenticated',
  'forbidden',
  'conflict',
  /** The request body is larger than the route accepts (413). */
  'payload_too_large',
  /** The body's content type is not one the route reads (415). */
  'unsupported_media_type',
  'rate_limited',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** The one error shape every API failure uses; `fields` says what is wrong with each field, by code. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    requestId: z.string().optional(),
    fields: z.array(fieldErrorSchema).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
