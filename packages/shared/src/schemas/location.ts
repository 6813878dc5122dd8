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

/** The languages an answer can be given in; a reference answer adds `name` in the one asked for. */
export const answerLanguages = ['en', 'fr'] as const;
export type AnswerLanguage = (typeof answerLanguages)[number];

/** `?lang=en|fr`: the language of `name` (else the Accept-Language header's, else English). */
export const languageQuerySchema = z.object({ lang: z.enum(answerLanguages).optional() });

/** A reference value with its name in the language asked for (spec 02 §7: `{ id, name }`), and both names. */
export const namedRefSchema = localizedRefSchema.extend({ name: z.string() });

export const regionSchema = namedRefSchema.extend({
  code: z.string(),
  capital: z.string().nullable(),
  population: z.number().int().nullable(),
});
export type Region = z.infer<typeof regionSchema>;

export const divisionSchema = namedRefSchema.extend({
  code: z.string(),
  regionId: z.number().int(),
  headquarters: z.string().nullable(),
});
export type Division = z.infer<typeof divisionSchema>;

export const subdivisionSchema = namedRefSchema.extend({
  code: z.string(),
  divisionId: z.number().int(),
  type: z.enum(subdivisionTypes),
});
export type Subdivision = z.infer<typeof subdivisionSchema>;

export const divisionsQuerySchema = languageQuerySchema.extend({ region: idSchema.optional() });
export const subdivisionsQuerySchema = languageQuerySchema.extend({ division: idSchema.optional() });

/** The region → division → subdivision filters every listing offers; an absent value means no restriction. */
export const locationFilterSchema = z.object({
  region: idSchema.optional(),
  division: idSchema.optional(),
  subdivision: idSchema.optional(),
});
export type LocationFilter = z.infer<typeof locationFilterSchema>;
