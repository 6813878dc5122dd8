import { tables, type Db } from '@hc/db';
import { eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { normalized } from './text-match';

const { regions, divisions, subdivisions } = tables;

type PlaceTable = typeof tables.regions | typeof tables.divisions | typeof tables.subdivisions;

/**
 * A back-office location filter (spec 02 §5): its id, or every place whose English or French name it is
 * (any case, accents ignored). Resolved first, on the small place tables, so the facilities query
 * filters on an indexed id column and needs no join; an unknown name matches nothing.
 */
export async function placeCondition(
  db: Db,
  column: AnyColumn,
  table: PlaceTable,
  value: string | undefined,
): Promise<SQL | undefined> {
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return inArray(column, [Number(value)]);
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(
      sql`(f_unaccent(lower(${table.nameEn})) = ${normalized(value)} OR f_unaccent(lower(${table.nameFr})) = ${normalized(value)})`,
    );
  return rows.length > 0
    ? inArray(
        column,
        rows.map((row) => row.id),
      )
    : sql`false`;
}

/** The region of a division and the division of a subdivision, to check a chosen location holds together. */
export async function findLocationParents(db: Db, divisionId: number | null, subdivisionId: number | null) {
  const [division] = divisionId
    ? await db.select({ regionId: divisions.regionId }).from(divisions).where(eq(divisions.id, divisionId))
    : [];
  const [subdivision] = subdivisionId
    ? await db
        .select({ divisionId: subdivisions.divisionId })
        .from(subdivisions)
        .where(eq(subdivisions.id, subdivisionId))
    : [];
  return { divisionRegionId: division?.regionId ?? null, subdivisionDivisionId: subdivision?.divisionId ?? null };
}

export async function regionExists(db: Db, id: number): Promise<boolean> {
  return (await db.$count(regions, eq(regions.id, id))) > 0;
}
