import { z } from 'zod';
import { facilityTypes } from '../enums';
import { localizedRefSchema, namedRefSchema } from './location';

export const specialtySchema = localizedRefSchema;
export type Specialty = z.infer<typeof specialtySchema>;

export const labTestSchema = localizedRefSchema;
export type LabTest = z.infer<typeof labTestSchema>;

/** `/api/specialties` and `/api/laboratory-tests` items: both names and `name` in the language asked for. */
export const specialtyReferenceSchema = namedRefSchema;
export const labTestReferenceSchema = namedRefSchema;

/**
 * `/api/services` and `/api/facility-types` items: as specialties, but the `id` is the stable code that
 * facilities store (`facilities.services`, `facilityType`). The service code stays a plain string here:
 * naming the catalogue would pull it into every page that loads the facility schemas (the listings).
 */
export const serviceReferenceSchema = namedRefSchema.extend({ id: z.string() });
export type ServiceReference = z.infer<typeof serviceReferenceSchema>;

export const facilityTypeReferenceSchema = namedRefSchema.extend({ id: z.enum(facilityTypes) });
export type FacilityTypeReference = z.infer<typeof facilityTypeReferenceSchema>;
