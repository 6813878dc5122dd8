import { apiErrorSchema } from '@hc/shared';

/** The failures every facility route may answer (the OpenAPI document lists them). */
export const facilityErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
