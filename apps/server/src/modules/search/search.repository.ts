import { queryRows, WORD_SIMILARITY_THRESHOLD, type Db } from '@hc/db';
import type { FacilityCategory, FacilitySummary, SearchQuery, SearchResults, TimeWindow } from '@hc/shared';
import { sql, type SQL } from 'drizzle-orm';
import { toFacilitySummary, type FacilitySummaryRow } from '../../lib/directory/facility-mapper';
import {
  containsPattern,
  isPublic,
  likeLiteral,
  matchRank,
  nameMatches,
  normalized,
  publicDoctorsOf,
  summaryColumns,
  summaryFrom,
  whereAll,
} from '../../lib/directory/facility-sql';

const groups: Record<FacilityCategory, keyof SearchResults> = {
  hospital: 'hospitals',
  pharmacy: 'pharmacies',
  laboratory: 'laboratories',
};

function baseConditions(category: FacilityCategory, query: SearchQuery): SQL[] {
  const conditions: SQL[] = [isPublic, sql`f.category = ${category}`];
  if (query.region) conditions.push(sql`f.region_id = ${query.region}`);
  if (query.division) conditions.push(sql`f.division_id = ${query.division}`);
  if (query.subdivision) conditions.push(sql`f.subdivision_id = ${query.subdivision}`);
  return conditions;
}

const MIN_FUZZY_LENGTH = 4;

const byteOrder = sql`(f.search_name COLLATE "C")`;

/**
 * Name search in three stages, each stopping the search once enough is found, because each
 * stage only ever ranks below the previous one: names that start with the query (walked in index
 * order), then names that contain it (word starts first), then close spellings (nearest first).
 * Every stage is served by an index, so a common prefix like "hop" never sorts the whole table.
 */
async function searchNames(db: Db, category: FacilityCategory, query: SearchQuery): Promise<number[]> {
  const base = baseConditions(category, query);
  const q = query.q;
  const ids: number[] = [];
  const take = async (conditions: SQL[], order: SQL) => {
    const excluded =
      ids.length > 0
        ? [
            sql`f.id NOT IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          ]
        : [];
    const rows = await queryRows<{ id: number }>(
      db,
      sql`SELECT f.id FROM facilities f WHERE ${whereAll([...base, ...conditions, ...excluded])}
        ORDER BY ${order} LIMIT ${query.limit - ids.length}`,
    );
    ids.push(...rows.map((r) => r.id));
    return ids.length >= query.limit;
  };
  const prefix = sql`${byteOrder} LIKE ${likeLiteral(q)} || '%'`;
  if (await take([prefix], sql`${byteOrder}, f.id`)) return ids;
  const contains = sql`f.search_name LIKE ${containsPattern(q)}`;
  const wordStart = sql`f.search_name LIKE '% ' || ${likeLiteral(q)} || '%'`;
  if (await take([contains], sql`CASE WHEN ${wordStart} THEN 0 ELSE 1 END, f.name, f.id`)) return ids;
  // A typo guess for a word of three letters or fewer would be noise.
  if (q.length < MIN_FUZZY_LENGTH) return ids;
  // Nearest spellings first, straight from the GiST index (it stops after `limit` rows), then cut at
  // the similarity threshold: a WHERE on the similarity operator would make it rank every candidate.
  const excluded =
    ids.length > 0
      ? [
          sql`f.id NOT IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ]
      : [];
  const distance = sql`${normalized(q)} <<-> f.search_name`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM (
        SELECT f.id, ${distance} AS distance FROM facilities f
        WHERE ${whereAll([...base, sql`NOT (${contains})`, ...excluded])}
        ORDER BY ${distance} LIMIT ${query.limit - ids.length}
      ) AS nearest WHERE distance <= ${1 - WORD_SIMILARITY_THRESHOLD} ORDER BY distance, id`,
  );
  ids.push(...rows.map((r) => r.id));
  return ids;
}

/** A test, specialty or doctor: the facilities that offer or employ what matches, best match first. */
async function searchRelated(
  db: Db,
  category: FacilityCategory,
  query: SearchQuery,
  related: SQL,
  column: SQL,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT f.id FROM facilities f
      WHERE ${whereAll([...baseConditions(category, query), sql`EXISTS (SELECT 1 FROM (${related}) AS related_match WHERE ${nameMatches(column, query.q)})`])}
      ORDER BY (SELECT min(${matchRank(column, query.q)}) FROM (${related}) AS related_rank_source), f.name, f.id
      LIMIT ${query.limit}`,
  );
  return rows.map((r) => r.id);
}

const testsOf = sql`SELECT f_unaccent(lower(t.name_en)) || ' ' || f_unaccent(lower(t.name_fr)) AS label
  FROM facility_tests ft JOIN lab_tests t ON t.id = ft.test_id WHERE ft.facility_id = f.id`;
const specialtiesOf = sql`SELECT f_unaccent(lower(s.name_en)) || ' ' || f_unaccent(lower(s.name_fr)) AS label
  FROM facility_specialties fs JOIN specialties s ON s.id = fs.specialty_id WHERE fs.facility_id = f.id`;
const doctorsOf = publicDoctorsOf(sql`dr.search_name AS label`);

function plan(query: SearchQuery): { category: FacilityCategory; find: (db: Db) => Promise<number[]> }[] {
  const byName = (category: FacilityCategory) => ({ category, find: (db: Db) => searchNames(db, category, query) });
  const byRelated = (category: FacilityCategory, related: SQL) => ({
    category,
    find: (db: Db) => searchRelated(db, category, query, related, sql`label`),
  });
  switch (query.type) {
    case 'hospital':
    case 'pharmacy':
    case 'laboratory':
      return [byName(query.type)];
    case 'test':
      return [byRelated('laboratory', testsOf)];
    case 'specialty':
      return [byRelated('hospital', specialtiesOf)];
    case 'doctor':
      return [byRelated('hospital', doctorsOf)];
    default:
      return [byName('hospital'), byName('pharmacy'), byName('laboratory')];
  }
}

/** Loads the summaries of the given facilities, keeping the order the search ranked them in. */
async function loadSummaries(db: Db, ids: number[], week: TimeWindow): Promise<FacilitySummary[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<FacilitySummaryRow>(
    db,
    sql`SELECT ${summaryColumns(week)} FROM ${summaryFrom} WHERE f.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const byId = new Map(rows.map((row) => [row.id, toFacilitySummary(row)]));
  return ids.map((id) => byId.get(id)).filter((f): f is FacilitySummary => f !== undefined);
}

export async function searchDirectory(db: Db, query: SearchQuery, week: TimeWindow): Promise<SearchResults> {
  const results: SearchResults = { hospitals: [], pharmacies: [], laboratories: [] };
  const found = await Promise.all(
    plan(query).map(async ({ category, find }) => [category, await loadSummaries(db, await find(db), week)] as const),
  );
  for (const [category, facilities] of found) results[groups[category]] = facilities;
  return results;
}
