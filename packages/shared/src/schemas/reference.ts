import { type z } from 'zod';
import { localizedRefSchema } from './location';

export const specialtySchema = localizedRefSchema;
export type Specialty = z.infer<typeof specialtySchema>;

export const labTestSchema = localizedRefSchema;
export type LabTest = z.infer<typeof labTestSchema>;
