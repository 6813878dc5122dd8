import { z } from 'zod';
import { subdivisionTypes } from '../enums';
import { idSchema } from './common';

/** A place named in both official languages. */
export const localizedRefSchema = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameFr: z.string(),
});
export type LocalizedRef = z.infer<typeof localizedRefSchema>;

export const regionSchema = localizedRefSchema.extend({
  code: z.string(),
  capital: z.string().nullable(),
  population: z.number().int().nullable(),
});
export type Region = z.infer<typeof regionSchema>;

export const divisionSchema = localizedRefSchema.extend({
  code: z.string(),
  regionId: z.number().int(),
  headquarters: z.string().nullable(),
});
export type Division = z.infer<typeof divisionSchema>;

export const subdivisionSchema = localizedRefSchema.extend({
  code: z.string(),
  divisionId: z.number().int(),
  type: z.enum(subdivisionTypes),
});
export type Subdivision = z.infer<typeof subdivisionSchema>;

export const divisionsQuerySchema = z.object({ region: idSchema.optional() });
export const subdivisionsQuerySchema = z.object({ division: idSchema.optional() });

/** The region → division → subdivision filters every listing offers; an absent value means no restriction. */
export const locationFilterSchema = z.object({
  region: idSchema.optional(),
  division: idSchema.optional(),
  subdivision: idSchema.optional(),
});
export type LocationFilter = z.infer<typeof locationFilterSchema>;
