import { queryRows, type Db } from '@hc/db';
import type { FacilityCategory, FacilitySummary, SearchQuery, SearchResults, TimeWindow } from '@hc/shared';
import { sql, type SQL } from 'drizzle-orm';
import { toFacilitySummary, type FacilitySummaryRow } from '../facilities/facility-mapper';
import { isPublic, matchRank, nameMatches, summaryColumns, summaryFrom, whereAll } from '../facilities/facility-sql';

type Target = { category: FacilityCategory; match: SQL; rank: SQL };

/**
 * What the query is matched against, per "What are you looking for": a facility's name, or the
 * name of a test it offers, a specialty it has, or a doctor who practises there.
 */
function targetsFor(query: SearchQuery): Target[] {
  const q = query.q;
  const byName = (category: FacilityCategory): Target => ({
    category,
    match: nameMatches(sql`f.search_name`, q),
    rank: matchRank(sql`f.search_name`, q),
  });
  const byRelated = (category: FacilityCategory, related: SQL, column: SQL): Target => ({
    category,
    match: sql`EXISTS (${related} AND ${nameMatches(column, q)})`,
    rank: sql`(SELECT min(${matchRank(column, q)}) FROM (${related}) AS related_rank_source)`,
  });
  switch (query.type) {
    case 'hospital':
      return [byName('hospital')];
    case 'pharmacy':
      return [byName('pharmacy')];
    case 'laboratory':
      return [byName('laboratory')];
    case 'test':
      return [
        byRelated(
          'laboratory',
          sql`SELECT f_unaccent(lower(t.name_en)) AS name_en, f_unaccent(lower(t.name_fr)) AS name_fr FROM facility_tests ft JOIN lab_tests t ON t.id = ft.test_id WHERE ft.facility_id = f.id`,
          sql`(name_en || ' ' || name_fr)`,
        ),
      ];
    case 'specialty':
      return [
        byRelated(
          'hospital',
          sql`SELECT f_unaccent(lower(s.name_en)) AS name_en, f_unaccent(lower(s.name_fr)) AS name_fr FROM facility_specialties fs JOIN specialties s ON s.id = fs.specialty_id WHERE fs.facility_id = f.id`,
          sql`(name_en || ' ' || name_fr)`,
        ),
      ];
    case 'doctor':
      return [byRelated('hospital', sql`SELECT dr.search_name FROM doctors dr WHERE dr.facility_id = f.id`, sql`search_name`)];
    default:
      return [byName('hospital'), byName('pharmacy'), byName('laboratory')];
  }
}

export async function searchDirectory(db: Db, query: SearchQuery, week: TimeWindow): Promise<SearchResults> {
  const results: SearchResults = { hospitals: [], pharmacies: [], laboratories: [] };
  const found = await Promise.all(
    targetsFor(query).map(async (target) => {
      const conditions: SQL[] = [isPublic, sql`f.category = ${target.category}`, target.match];
      if (query.region) conditions.push(sql`f.region_id = ${query.region}`);
      if (query.division) conditions.push(sql`f.division_id = ${query.division}`);
      if (query.subdivision) conditions.push(sql`f.subdivision_id = ${query.subdivision}`);
      const rows = await queryRows(db, sql`SELECT ${summaryColumns(week)} FROM ${summaryFrom}
        WHERE ${whereAll(conditions)}
        ORDER BY ${target.rank}, word_similarity(f_unaccent(lower(${query.q})), f.search_name) DESC, f.name, f.id
        LIMIT ${query.limit}`);
      return [target.category, (rows as FacilitySummaryRow[]).map(toFacilitySummary)] as const;
    }),
  );
  const groups: Record<FacilityCategory, keyof SearchResults> = {
    hospital: 'hospitals',
    pharmacy: 'pharmacies',
    laboratory: 'laboratories',
  };
  for (const [category, facilities] of found) results[groups[category]] = facilities as FacilitySummary[];
  return results;
}
