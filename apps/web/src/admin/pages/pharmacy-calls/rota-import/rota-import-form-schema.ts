import { z } from 'zod';

/** The list and its place, as the page's form holds them (ids as the selects' text values). */
export const rotaImportFormSchema = z.object({
  regionId: z.string().min(1),
  divisionId: z.string().min(1),
  subdivisionId: z.string(),
  week: z.string(),
  text: z.string().trim().min(1),
});
export type RotaImportFormValues = z.output<typeof rotaImportFormSchema>;

/** The preview's request body from the form's values. */
export const toPreviewBody = (values: RotaImportFormValues) => ({
  text: values.text,
  divisionId: Number(values.divisionId),
  subdivisionId: values.subdivisionId ? Number(values.subdivisionId) : null,
  ...(values.week ? { week: values.week } : {}),
});

/** A line's decision as its select holds it: a pharmacy id, `new`, `skip`, or '' (not chosen yet). */
export type DecisionValue = string;
