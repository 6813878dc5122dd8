import { tables, type Db } from '@hc/db';
import { alias } from 'drizzle-orm/pg-core';
import { asc, eq, sql } from 'drizzle-orm';
import { publicFacility } from '../../sql/public-facility.repository';

const { divisions, facilities, regions, subdivisions } = tables;
const division = alias(divisions, 'd');
const subdivision = alias(subdivisions, 'sd');

/** Every public facility with its place names: the open-data copy of the directory. */
export async function listOpenFacilities(db: Db) {
  return db
    .select({
      id: facilities.id,
      name: facilities.name,
      category: facilities.category,
      facilityType: facilities.facilityType,
      regionEn: regions.nameEn,
      regionFr: regions.nameFr,
      divisionEn: division.nameEn,
      divisionFr: division.nameFr,
      subdivisionEn: subdivision.nameEn,
      subdivisionFr: subdivision.nameFr,
      address: facilities.address,
      phone: facilities.phone,
      email: facilities.email,
      website: facilities.website,
      hours: facilities.hoursText,
      latitude: facilities.lat,
      longitude: facilities.lng,
      operator: facilities.operator,
      beds: facilities.beds,
      emergency: facilities.emergency,
      source: facilities.source,
      sourceId: facilities.sourceId,
      // Every open-data record behind the row ("osm:osm:node/1; public_mfl_2019:5407"), so a reuser can trace it.
      dataSources: sql<
        string | null
      >`(SELECT string_agg(r.source || ':' || r.source_key, '; ' ORDER BY r.source, r.source_key)
        FROM facility_source_records r WHERE r.facility_id = ${facilities.id})`,
      locationPrecision: sql<string>`CASE WHEN ${facilities.locationPrecision} IS NOT NULL THEN ${facilities.locationPrecision}::text
        WHEN ${facilities.lat} IS NOT NULL AND ${facilities.lng} IS NOT NULL THEN 'exact' ELSE 'none' END`,
      lastVerifiedAt: facilities.lastVerifiedAt,
      updatedAt: facilities.updatedAt,
    })
    .from(facilities)
    .leftJoin(regions, eq(regions.id, facilities.regionId))
    .leftJoin(division, eq(division.id, facilities.divisionId))
    .leftJoin(subdivision, eq(subdivision.id, facilities.subdivisionId))
    .where(publicFacility)
    .orderBy(asc(facilities.id));
}

export type OpenFacility = Awaited<ReturnType<typeof listOpenFacilities>>[number];
