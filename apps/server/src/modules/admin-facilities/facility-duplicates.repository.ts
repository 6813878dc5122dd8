import { queryRows, tables, type Db } from '@hc/db';
import {
  facilityCategories,
  DUPLICATE_DISTANCE_METRES,
  DUPLICATE_NAME_SIMILARITY,
  type FacilityChanges,
  type FacilityDuplicatesQuery,
} from '@hc/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { insertFacilityHistory } from '../../sql/facility-history.repository';
import { z } from 'zod';
import { parsedRows } from '../../sql/parsed-rows.repository';
import { joinPlaces } from '../../sql/places.repository';

const {
  divisions,
  facilities,
  facilityCorrections,
  facilityHistory,
  facilitySourceRecords,
  facilitySpecialties,
  facilityTests,
  pharmacyDutyPeriods,
  regions,
  subdivisions,
} = tables;

export type FacilityRecord = typeof facilities.$inferSelect;
export type FacilityValues = Partial<Omit<typeof facilities.$inferInsert, 'id' | 'searchName'>>;

/**
 * Words nearly every name of a kind carries ("Centre de Santé Intégré de …", "Pharmacie du …"): names are
 * compared on the words left, so "Pharmacie du Soleil" and "Pharmacie du Palais" are not alike while
 * "Pharmacie la Grâce" and "Pharmacie la grace" are. Spelled as `search_name` is (lower case, no accents).
 */
const genericWords = [
  'centre', 'center', 'centres', 'sante', 'integre', 'integree', 'medical', 'medicale', 'medico', 'social',
  'sociale', 'hopital', 'hospital', 'clinique', 'clinic', 'polyclinique', 'polyclinic', 'pharmacie', 'pharmacy',
  'laboratoire', 'laboratory', 'labo', 'cabinet', 'soins', 'dispensaire', 'health', 'csi', 'cma', 'district',
  'regional', 'general', 'sarl', 'de', 'du', 'des', 'la', 'le', 'les', 'l', 'd', 'et', 'of', 'the', 'and',
]; // prettier-ignore
const genericPattern = `\\m(${genericWords.join('|')})\\M`;

/** The words of a name that say its kind (not the articles, not "sarl"): "Hôpital X" against "Centre de Santé X". */
const kindWords = genericWords.filter(
  (word) => !['de', 'du', 'des', 'la', 'le', 'les', 'l', 'd', 'et', 'of', 'the', 'and', 'sarl'].includes(word),
);

/**
 * Issue 36: what the likeness of two names keeps of a difference in kind. Names are compared on their
 * distinctive words, so "Hôpital X" and "Centre de Santé X" read as the same "X": when their types differ
 * and so do the words naming their kinds, they are this alike at most, not 100% (the same kind spelt two
 * ways — "CSI de Mfou", "Centre de Santé Intégré de Mfou" — keeps the same type and loses nothing).
 */
const OTHER_KIND_LIKENESS = 0.75;

/** A name's kind words, sorted and de-duplicated, as one string ('' when it has none). */
const kindOf = (searchName: string) =>
  sql.raw(
    `array_to_string(ARRAY(SELECT DISTINCT w FROM regexp_split_to_table(${searchName}, '[^a-z0-9]+') w WHERE w IN (${kindWords.map((w) => `'${w}'`).join(', ')}) ORDER BY w), ' ')`,
  );

/** The distinctive words of a normalised name ('' when it has none). */
const distinctive = (searchName: string) =>
  sql.raw(
    `btrim(regexp_replace(regexp_replace(${searchName}, '[^a-z0-9 ]', ' ', 'g'), '${genericPattern}', ' ', 'g'))`,
  );

/**
 * The most neighbours one facility is compared with (nearest first is not needed: any within 200 m).
 * It bounds the work when many facilities share one spot (a town centre given as everyone's position).
 */
const NEIGHBOURS = 20;

/**
 * Every pair of non-archived facilities of one category with similar names, at most 200 m apart
 * (each facility's neighbours found through the earth-distance GiST index, at most NEIGHBOURS of
 * them), or in the same subdivision when one of them has no position (its namesakes found through
 * the trigram index): two positioned records further apart are different places. Many names are
 * built from their town's ("CMA de Mfou", "Hôpital de District de Mfou"), so the subdivision alone
 * pairs hundreds of different facilities (931 pairs on the real directory, against 69). Names are compared on their distinctive words, only for those few candidates.
 * Most alike first.
 */
const duplicatePairRow = z.object({
  firstId: z.number(),
  secondId: z.number(),
  similarity: z.number(),
  distance: z.number().nullable(),
  sameSubdivision: z.boolean(),
  suggestedBy: z.enum(['unsure_match', 'same_name_in_source']).nullable(),
});

export async function findDuplicatePairs(
  db: Db,
  query: Pick<FacilityDuplicatesQuery, 'category' | 'q'>,
  /** A region-limited account's region: only pairs whose two facilities are in it. */
  scopeRegionId: number | null = null,
) {
  const category = query.category ? sql`AND a.category = ${query.category}` : sql``;
  const inScope =
    scopeRegionId === null
      ? sql``
      : sql`JOIN facilities sa ON sa.id = c.a_id JOIN facilities sb ON sb.id = c.b_id
        WHERE sa.region_id = ${scopeRegionId} AND sb.region_id = ${scopeRegionId}`;
  const categories = query.category ? [query.category] : facilityCategories;
  const words = distinctive('f.search_name');
  // The search (issue 36): either name holds the words, compared as search_name is stored.
  const searched = query.q
    ? sql`AND (strpos(an, f_unaccent(lower(${query.q}))) > 0 OR strpos(bn, f_unaccent(lower(${query.q}))) > 0)`
    : sql``;
  const kind = kindOf('f.search_name');
  const metres = sql`${DUPLICATE_DISTANCE_METRES}::float8`;
  return parsedRows(
    db,
    duplicatePairRow,
    sql`
    WITH near AS (
      SELECT a.id AS a_id, n.id AS b_id
      FROM facilities a CROSS JOIN LATERAL (
        SELECT b.id FROM facilities b
        WHERE b.lat IS NOT NULL AND b.lng IS NOT NULL AND b.id > a.id AND b.category = a.category
          AND b.archived_at IS NULL
          AND earth_box(ll_to_earth(a.lat, a.lng), ${metres}) @> ll_to_earth(b.lat, b.lng)
          AND earth_distance(ll_to_earth(a.lat, a.lng), ll_to_earth(b.lat, b.lng)) <= ${metres}
        LIMIT ${NEIGHBOURS}
      ) n
      WHERE a.archived_at IS NULL AND a.lat IS NOT NULL AND a.lng IS NOT NULL ${category}
    ), same_place AS (${sql.join(
      categories.map(
        // One query a category: its literal lets the category's trigram GiST index walk the names
        // nearest first, only among those alike (%), and stop at NEIGHBOURS.
        (name) => sql`
      SELECT LEAST(a.id, n.id) AS a_id, GREATEST(a.id, n.id) AS b_id
      FROM facilities a CROSS JOIN LATERAL (
        SELECT b.id FROM facilities b
        WHERE b.category = ${sql.raw(`'${name}'`)} AND b.search_name % a.search_name
          AND b.subdivision_id = a.subdivision_id AND b.id <> a.id AND b.archived_at IS NULL
        ORDER BY b.search_name <-> a.search_name
        LIMIT ${NEIGHBOURS}
      ) n
      WHERE a.category = ${sql.raw(`'${name}'`)} AND a.archived_at IS NULL AND a.subdivision_id IS NOT NULL
        AND (a.lat IS NULL OR a.lng IS NULL)`,
      ),
      sql` UNION ALL `,
    )}
    ), suggested AS (
      -- The pairs an import left to staff (facility_match_suggestions), however far apart or unalike.
      SELECT s.first_id AS a_id, s.second_id AS b_id FROM facility_match_suggestions s
      JOIN facilities a ON a.id = s.first_id JOIN facilities b ON b.id = s.second_id
      WHERE a.archived_at IS NULL AND b.archived_at IS NULL AND a.category = b.category ${category}
    ), candidates AS (
      SELECT c.a_id, c.b_id FROM (
        SELECT a_id, b_id FROM near UNION SELECT a_id, b_id FROM same_place UNION SELECT a_id, b_id FROM suggested
      ) c ${inScope}
    ), undecided AS (
      -- Less the pairs staff said are two places (issue 36): they stay dismissed.
      SELECT c.a_id, c.b_id FROM candidates c
      WHERE NOT EXISTS (SELECT 1 FROM facility_distinct_pairs d WHERE d.first_id = c.a_id AND d.second_id = c.b_id)
    ), named AS (
      -- Each facility's distinctive words, worked out once (not once per pair), as one id -> words map.
      SELECT jsonb_object_agg(f.id::text, ${words}) AS words, jsonb_object_agg(f.id::text, ${kind}) AS kinds
      FROM facilities f
      WHERE f.id IN (SELECT a_id FROM undecided UNION SELECT b_id FROM undecided)
    ), scored AS (
      SELECT c.a_id, c.b_id, n.words ->> c.a_id::text AS da, n.words ->> c.b_id::text AS db,
        a.search_name AS an, b.search_name AS bn,
        a.facility_type <> b.facility_type AND n.kinds ->> c.a_id::text <> n.kinds ->> c.b_id::text AS other_kind,
        CASE WHEN a.lat IS NULL OR a.lng IS NULL OR b.lat IS NULL OR b.lng IS NULL THEN NULL
          ELSE earth_distance(ll_to_earth(a.lat, a.lng), ll_to_earth(b.lat, b.lng)) END AS distance,
        COALESCE(a.subdivision_id = b.subdivision_id, false) AS same_subdivision, s.reason AS suggested_by
      FROM undecided c CROSS JOIN named n JOIN facilities a ON a.id = c.a_id JOIN facilities b ON b.id = c.b_id
      LEFT JOIN facility_match_suggestions s ON s.first_id = c.a_id AND s.second_id = c.b_id
    ), rated AS (
      SELECT *, CASE WHEN da = '' AND db = '' THEN similarity(an, bn)
        WHEN da = '' OR db = '' THEN 0 ELSE similarity(da, db) END
        * CASE WHEN other_kind THEN ${OTHER_KIND_LIKENESS}::float8 ELSE 1 END AS similarity
      FROM scored
    )
    SELECT a_id AS "firstId", b_id AS "secondId", similarity::float8 AS similarity, distance::float8 AS distance,
      same_subdivision AS "sameSubdivision", suggested_by AS "suggestedBy"
    FROM rated WHERE (similarity >= ${DUPLICATE_NAME_SIMILARITY}::float8 OR suggested_by IS NOT NULL) ${searched}
    ORDER BY similarity DESC, distance ASC NULLS LAST, a_id, b_id`,
  );
}

/** Records that two facilities are different places (issue 36); false when it was recorded already. */
export async function insertDistinctPair(db: Db, ids: [number, number], decidedBy: number, at: Date) {
  const [firstId, secondId] = ids[0] < ids[1] ? ids : [ids[1], ids[0]];
  const inserted = await db
    .insert(tables.facilityDistinctPairs)
    .values({ firstId, secondId, decidedBy, createdAt: at })
    .onConflictDoNothing()
    .returning({ firstId: tables.facilityDistinctPairs.firstId });
  return inserted.length > 0;
}

/** What the duplicates view shows of each facility of a pair. */
export function findDuplicateFacilities(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return joinPlaces(
    db
      .select({
        id: facilities.id,
        name: facilities.name,
        category: facilities.category,
        facilityType: facilities.facilityType,
        status: facilities.status,
        phone: facilities.phone,
        address: facilities.address,
        region: regions.nameEn,
        division: divisions.nameEn,
        subdivision: subdivisions.nameEn,
        latitude: facilities.lat,
        longitude: facilities.lng,
        source: facilities.source,
        updatedAt: facilities.updatedAt,
      })
      .from(facilities)
      .$dynamic(),
    facilities,
  ).where(inArray(facilities.id, ids));
}

/** Both facilities of a merge, locked until the transaction ends. */
export async function lockFacilities(db: Db, ids: number[]): Promise<FacilityRecord[]> {
  return db.select().from(facilities).where(inArray(facilities.id, ids)).orderBy(facilities.id).for('update');
}

/** Moves the duplicate's doctors, duty periods, history, links and corrections to the kept facility. */
export async function moveFacilityRecords(db: Db, fromId: number, toId: number) {
  // A doctor practising at both keeps one link.
  // Counted only: how many doctors' links moved.
  const movedDoctors = await queryRows(
    db,
    sql`WITH moved AS (
      DELETE FROM doctor_facilities WHERE facility_id = ${fromId} RETURNING doctor_id)
    INSERT INTO doctor_facilities (doctor_id, facility_id)
    SELECT doctor_id, ${toId} FROM moved ON CONFLICT DO NOTHING RETURNING doctor_id AS "doctorId"`,
  );
  // One duty period per pharmacy and start: the kept one's own period wins where both have one.
  await db
    .delete(pharmacyDutyPeriods)
    .where(
      and(
        eq(pharmacyDutyPeriods.facilityId, fromId),
        sql`${pharmacyDutyPeriods.startsAt} IN (SELECT starts_at FROM pharmacy_duty_periods WHERE facility_id = ${toId})`,
      ),
    );
  const movedPeriods = await db
    .update(pharmacyDutyPeriods)
    .set({ facilityId: toId })
    .where(eq(pharmacyDutyPeriods.facilityId, fromId))
    .returning({ id: pharmacyDutyPeriods.id });
  const movedHistory = await db
    .update(facilityHistory)
    .set({ facilityId: toId })
    .where(eq(facilityHistory.facilityId, fromId))
    .returning({ id: facilityHistory.id });
  const specialties = await db
    .insert(facilitySpecialties)
    .select(
      db
        .select({
          facilityId: sql<number>`${toId}::int`.as('facility_id'),
          specialtyId: facilitySpecialties.specialtyId,
        })
        .from(facilitySpecialties)
        .where(eq(facilitySpecialties.facilityId, fromId)),
    )
    .onConflictDoNothing()
    .returning({ id: facilitySpecialties.specialtyId });
  const tests = await db
    .insert(facilityTests)
    .select(
      db
        .select({ facilityId: sql<number>`${toId}::int`.as('facility_id'), testId: facilityTests.testId })
        .from(facilityTests)
        .where(eq(facilityTests.facilityId, fromId)),
    )
    .onConflictDoNothing()
    .returning({ id: facilityTests.testId });
  await db.delete(facilitySpecialties).where(eq(facilitySpecialties.facilityId, fromId));
  await db.delete(facilityTests).where(eq(facilityTests.facilityId, fromId));
  // The open-data records behind the duplicate describe the place that stays: a re-import updates it, never
  // brings the duplicate back.
  const movedSources = await db
    .update(facilitySourceRecords)
    .set({ facilityId: toId })
    .where(eq(facilitySourceRecords.facilityId, fromId))
    .returning({ key: facilitySourceRecords.sourceKey });
  // The public's corrections of the duplicate are about the place that stays.
  await db.update(facilityCorrections).set({ facilityId: toId }).where(eq(facilityCorrections.facilityId, fromId));
  return {
    doctors: movedDoctors.length,
    dutyPeriods: movedPeriods.length,
    history: movedHistory.length,
    specialties: specialties.length,
    tests: tests.length,
    sourceRecords: movedSources.length,
  };
}

/** A staff change to one facility: its values, a new version, the staff stamp. */
export async function writeFacility(db: Db, id: number, values: FacilityValues, stamp: { at: Date; userId: number }) {
  await db
    .update(facilities)
    .set({
      ...values,
      version: sql`${facilities.version} + 1`,
      updatedAt: stamp.at,
      locallyModifiedAt: stamp.at,
      updatedBy: stamp.userId,
    })
    .where(eq(facilities.id, id));
}

export function insertMergeHistory(
  db: Db,
  entries: { facilityId: number; changes: FacilityChanges }[],
  stamp: { at: Date; userId: number },
  action: 'merged' | 'not_duplicate' = 'merged',
) {
  return insertFacilityHistory(db, ...entries.map((entry) => ({ ...entry, action, ...stamp })));
}
