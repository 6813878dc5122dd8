import { apiErrorSchema } from '@hc/shared';
import { z } from 'zod';

/** The failures every back-office route may answer (the OpenAPI document lists them). */
export const adminErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export const okSchema = z.object({ data: z.object({ ok: z.literal(true) }) });
export const ok = { data: { ok: true as const } };
