import { queryRows, type Db } from '@hc/db';
import type { Division, Region, Subdivision } from '@hc/shared';
import { sql } from 'drizzle-orm';

export async function listRegions(db: Db): Promise<Region[]> {
  const result = await queryRows(
    db,
    sql`SELECT id, code, name_en AS "nameEn", name_fr AS "nameFr", capital, population
    FROM regions ORDER BY name_en`,
  );
  return result as Region[];
}

export async function listDivisions(db: Db, regionId?: number): Promise<Division[]> {
  const where = regionId ? sql`WHERE region_id = ${regionId}` : sql``;
  const result = await queryRows(
    db,
    sql`SELECT id, code, region_id AS "regionId", name_en AS "nameEn", name_fr AS "nameFr", headquarters
    FROM divisions ${where} ORDER BY name_en`,
  );
  return result as Division[];
}

export async function listSubdivisions(db: Db, divisionId?: number): Promise<Subdivision[]> {
  const where = divisionId ? sql`WHERE division_id = ${divisionId}` : sql``;
  const result = await queryRows(
    db,
    sql`SELECT id, code, division_id AS "divisionId", name_en AS "nameEn", name_fr AS "nameFr", type
    FROM subdivisions ${where} ORDER BY name_en`,
  );
  return result as Subdivision[];
}
