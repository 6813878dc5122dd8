import { tables, type Db } from '@hc/db';
import { fieldError, type FieldError } from '@hc/shared';
import { eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { normalized } from './text-match.repository';

const { regions, divisions, subdivisions } = tables;

type PlaceTable = typeof tables.regions | typeof tables.divisions | typeof tables.subdivisions;

/** Whether the place is named so, in English or French (any case, accents ignored). */
const sameName = (table: PlaceTable, value: string): SQL =>
  sql`(f_unaccent(lower(${table.nameEn})) = ${normalized(value)} OR f_unaccent(lower(${table.nameFr})) = ${normalized(value)})`;

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
  const rows = await db.select({ id: table.id }).from(table).where(sameName(table, value));
  return rows.length > 0
    ? inArray(
        column,
        rows.map((row) => row.id),
      )
    : sql`false`;
}

/**
 * The ids a location filter stands for, as an int[] expression for another statement to read in its own
 * snapshot: the id given, or every place whose English or French name it is (as `placeCondition`);
 * NULL when the filter is not given.
 */
export function placeIdsArray(table: PlaceTable, value: string | undefined): SQL {
  if (!value) return sql`NULL::int[]`;
  if (/^\d+$/.test(value)) return sql`ARRAY[${Number(value)}]::int[]`;
  return sql`ARRAY(SELECT ${table.id} FROM ${table} WHERE ${sameName(table, value)})`;
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

export type ChosenPlace = { regionId: number | null; divisionId: number | null; subdivisionId: number | null };

/**
 * What is wrong with a chosen location: an unknown region (`unknownRegion`, the code each form has always
 * answered), a division outside the region or a subdivision outside the division (`location_mismatch`).
 */
export async function locationProblems(
  db: Db,
  place: ChosenPlace,
  unknownRegion: 'invalid' | 'invalid_choice' = 'invalid',
): Promise<FieldError[]> {
  const { regionId, divisionId, subdivisionId } = place;
  const problems: FieldError[] = [];
  const parents = await findLocationParents(db, divisionId, subdivisionId);
  if (regionId && !(await regionExists(db, regionId))) problems.push(fieldError('regionId', unknownRegion));
  if (divisionId && (!regionId || parents.divisionRegionId !== regionId))
    problems.push(fieldError('divisionId', 'location_mismatch'));
  if (subdivisionId && (!divisionId || parents.subdivisionDivisionId !== divisionId))
    problems.push(fieldError('subdivisionId', 'location_mismatch'));
  return problems;
}

/** The English and French names of a record's region, division and subdivision (see `joinPlaces`). */
export const placeNames = {
  regionEn: regions.nameEn,
  regionFr: regions.nameFr,
  divisionEn: divisions.nameEn,
  divisionFr: divisions.nameFr,
  subdivisionEn: subdivisions.nameEn,
  subdivisionFr: subdivisions.nameFr,
};

type PlaceColumns = { regionId: AnyPgColumn; divisionId: AnyPgColumn; subdivisionId: AnyPgColumn };

/** A query of records joined to their region, division and subdivision (each may be unset: left joins). */
export function joinPlaces<Query extends PgSelect>(query: Query, of: PlaceColumns) {
  return query
    .leftJoin(regions, eq(regions.id, of.regionId))
    .leftJoin(divisions, eq(divisions.id, of.divisionId))
    .leftJoin(subdivisions, eq(subdivisions.id, of.subdivisionId));
}
