import { z } from 'zod';
import { roundCoordinate } from '../coordinates';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../limits';

/** The largest value of PostgreSQL's `integer` (int4), the type of every id column: a larger id is a 400, not a 500. */
export const ID_MAX = 2_147_483_647;

// Ids and pages check their range before their wholeness (the `pipe`): a huge number then reads `too_large`
// with the column's limit, not also with Zod's safe-integer one.

/** A positive database id arriving as a path or query string. */
export const idSchema = z.coerce.number().min(1).max(ID_MAX).pipe(z.number().int());

/** A positive database id in a JSON body (a number, never coerced from text). */
export const idValueSchema = z.number().min(1).max(ID_MAX).pipe(z.number().int());

/** A page number in a query string; bounded like an id so no arithmetic on it overflows what SQL takes. */
export const pageSchema = z.coerce.number().min(1).max(ID_MAX).pipe(z.number().int()).default(1);

/**
 * A filter given by id or by name (a specialty, a test, a region…): all digits is read as an id, so it must
 * fit an id column; the `too_big` issue says so with the limit, like a number field's.
 */
export const idOrNameFilterSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .superRefine((value, ctx) => {
    if (/^\d+$/.test(value) && Number(value) > ID_MAX)
      ctx.addIssue({ code: 'too_big', origin: 'number', maximum: ID_MAX, inclusive: true, input: value });
  });

export const idParamsSchema = z.object({ id: idSchema });

/** A latitude or longitude in a JSON body, kept to 7 decimals (roundCoordinate). */
export const latitudeSchema = z.number().min(-90).max(90).transform(roundCoordinate);
export const longitudeSchema = z.number().min(-180).max(180).transform(roundCoordinate);

/** Query-string booleans: only these spellings are accepted, so a typo is a 400, not a silent "false". */
export const queryBooleanSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const paginationQuerySchema = z.object({
  page: pageSchema,
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const listMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export function dataEnvelope<T extends z.ZodTypeAny>(item: T) {
  return z.object({ data: item });
}

export function listEnvelope<T extends z.ZodTypeAny>(item: T) {
  return z.object({ data: z.array(item), meta: listMetaSchema });
}
