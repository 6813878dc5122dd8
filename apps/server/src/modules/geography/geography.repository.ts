import { tables, type Db } from '@hc/db';
import type { Division, Region, Subdivision } from '@hc/shared';
import { asc, eq } from 'drizzle-orm';

const { divisions, regions, subdivisions } = tables;

export async function listRegions(db: Db): Promise<Omit<Region, 'name'>[]> {
  return db
    .select({
      id: regions.id,
      code: regions.code,
      nameEn: regions.nameEn,
      nameFr: regions.nameFr,
      capital: regions.capital,
      population: regions.population,
    })
    .from(regions)
    .orderBy(asc(regions.nameEn));
}

export async function listDivisions(db: Db, regionId?: number): Promise<Omit<Division, 'name'>[]> {
  return db
    .select({
      id: divisions.id,
      code: divisions.code,
      regionId: divisions.regionId,
      nameEn: divisions.nameEn,
      nameFr: divisions.nameFr,
      headquarters: divisions.headquarters,
    })
    .from(divisions)
    .where(regionId ? eq(divisions.regionId, regionId) : undefined)
    .orderBy(asc(divisions.nameEn));
}

export async function listSubdivisions(db: Db, divisionId?: number): Promise<Omit<Subdivision, 'name'>[]> {
  return db
    .select({
      id: subdivisions.id,
      code: subdivisions.code,
      divisionId: subdivisions.divisionId,
      nameEn: subdivisions.nameEn,
      nameFr: subdivisions.nameFr,
      type: subdivisions.type,
    })
    .from(subdivisions)
    .where(divisionId ? eq(subdivisions.divisionId, divisionId) : undefined)
    .orderBy(asc(subdivisions.nameEn));
}
