import { type z } from 'zod';
import { localizedRefSchema, namedRefSchema } from './location';

export const specialtySchema = localizedRefSchema;
export type Specialty = z.infer<typeof specialtySchema>;

export const labTestSchema = localizedRefSchema;
export type LabTest = z.infer<typeof labTestSchema>;

/** `/api/specialties` and `/api/laboratory-tests` items: both names and `name` in the language asked for. */
export const specialtyReferenceSchema = namedRefSchema;
export const labTestReferenceSchema = namedRefSchema;
