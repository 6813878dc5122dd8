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
  /** The client took longer than the server waits to send its request (408). */
  'request_timeout',
  /** The request's address and headers together are larger than the server reads (431). */
  'headers_too_large',
  'rate_limited',
  /** Issue 35: a one-time link that was already used or has expired (410). */
  'gone',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  request_timeout: 408,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  headers_too_large: 431,
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
