import { queryRows, queryRowsPrepared, type Db } from '@hc/db';
import {
  FEATURED_MAX,
  NEAR_RADIUS_KM_DEFAULT,
  PHARMACY_CALL_MAX_DAYS,
  type DutyPeriod,
  type FacilityCategory,
  type FacilityDetail,
  type FacilityListSort,
  type FacilitySummary,
  type ListMeta,
  type OnCallPharmacy,
  type TimeWindow,
  getDirectoryWeek,
} from '@hc/shared';
import { sql, type SQL } from 'drizzle-orm';
import { toFacilitySummary, type FacilitySummaryRow } from '../../lib/directory/facility-mapper';
import { pageOfRota, type WeekRota } from '../../lib/on-call/week-rota';
import { SerializedJson } from '../../lib/public-read';
import {
  isPublic,
  isPublicDoctor,
  matchRank,
  nameContains,
  onCallCondition,
  openAtCondition,
  publicDoctorsOf,
  referenceMatches,
  summaryColumns,
  summaryFrom,
  whereAll,
} from '../../lib/directory/facility-sql';

const DAY_MS = 24 * 60 * 60 * 1000;

export type FacilityFilters = {
  category?: FacilityCategory | undefined;
  region?: number | undefined;
  division?: number | undefined;
  subdivision?: number | undefined;
  query?: string | undefined;
  /** Hospitals: let `query` also match the name of a doctor who practises there. */
  queryMatchesDoctors?: boolean;
  specialty?: string | undefined;
  testType?: string | undefined;
  onCallOnly?: boolean | undefined;
  near?: { latitude: number; longitude: number } | undefined;
  radiusKm?: number | undefined;
  /** Only those open at this instant (by their hours, or a pharmacy on duty). */
  openAt?: Date | undefined;
  /** Absent: `distance` when `near` is given, else `useful` (the contract refuses `distance` without `near`). */
  sort?: FacilityListSort | undefined;
};

export type Page = { page: number; pageSize: number };

function buildConditions(filters: FacilityFilters, week: TimeWindow): SQL[] {
  const conditions: SQL[] = [isPublic];
  if (filters.category) conditions.push(sql`f.category = ${filters.category}`);
  if (filters.region) conditions.push(sql`f.region_id = ${filters.region}`);
  if (filters.division) conditions.push(sql`f.division_id = ${filters.division}`);
  if (filters.subdivision) conditions.push(sql`f.subdivision_id = ${filters.subdivision}`);
  if (filters.query) {
    const byName = nameContains(sql`f.search_name`, filters.query);
    conditions.push(
      filters.queryMatchesDoctors
        ? sql`(${byName} OR EXISTS (${publicDoctorsOf(sql`1`)} AND ${nameContains(sql`dr.search_name`, filters.query)}))`
        : byName,
    );
  }
  if (filters.specialty) {
    conditions.push(sql`EXISTS (SELECT 1 FROM facility_specialties fs2 JOIN specialties s2 ON s2.id = fs2.specialty_id
      WHERE fs2.facility_id = f.id AND ${referenceMatches('s2', filters.specialty)})`);
  }
  if (filters.testType) {
    conditions.push(sql`EXISTS (SELECT 1 FROM facility_tests ft2 JOIN lab_tests t2 ON t2.id = ft2.test_id
      WHERE ft2.facility_id = f.id AND ${referenceMatches('t2', filters.testType)})`);
  }
  if (filters.onCallOnly) conditions.push(onCallCondition(week));
  if (filters.openAt) conditions.push(openAtCondition(filters.openAt));
  if (filters.near) {
    const metres = (filters.radiusKm ?? NEAR_RADIUS_KM_DEFAULT) * 1000;
    const origin = sql`ll_to_earth(${filters.near.latitude}::float8, ${filters.near.longitude}::float8)`;
    conditions.push(sql`f.lat IS NOT NULL AND f.lng IS NOT NULL
      AND earth_box(${origin}, ${metres}::float8) @> ll_to_earth(f.lat, f.lng)
      AND earth_distance(${origin}, ll_to_earth(f.lat, f.lng)) <= ${metres}::float8`);
  }
  return conditions;
}

/** Every order ends with the id, so two pages never share a row. */
function buildOrder(filters: FacilityFilters): SQL {
  const sort = filters.sort ?? (filters.near ? 'distance' : 'useful');
  if (sort === 'distance' && filters.near) {
    return sql`earth_distance(ll_to_earth(${filters.near.latitude}::float8, ${filters.near.longitude}::float8), ll_to_earth(f.lat, f.lng)), f.id`;
  }
  // NULLS LAST as the *_useful_idx indexes are built (drizzle-kit writes it), so they give this order unsorted.
  const order = sort === 'name' ? sql`f.name, f.id` : sql`f.completeness DESC NULLS LAST, f.name, f.id`;
  return filters.query ? sql`${matchRank(sql`f.search_name`, filters.query)}, ${order}` : order;
}

export async function listFacilities(
  db: Db,
  filters: FacilityFilters,
  page: Page,
  week: TimeWindow,
): Promise<{ data: FacilitySummary[]; meta: ListMeta }> {
  const where = whereAll(buildConditions(filters, week));
  const [rows, count] = await Promise.all([
    queryRows(
      db,
      sql`SELECT ${summaryColumns(week)} FROM ${summaryFrom} WHERE ${where}
      ORDER BY ${buildOrder(filters)} LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
    ),
    queryRows(db, sql`SELECT count(*)::int AS total FROM facilities f WHERE ${where}`),
  ]);
  return {
    data: (rows as FacilitySummaryRow[]).map(toFacilitySummary),
    meta: { total: (count[0] as { total: number }).total, page: page.page, pageSize: page.pageSize },
  };
}

type OnCallRow = FacilitySummaryRow & {
  duty_starts_at: Date | string;
  duty_ends_at: Date | string;
  on_duty_now: boolean;
};

/**
 * The pharmacies a visitor can go to at `at`: those on duty at that instant first, then those whose
 * next duty period starts later in `at`'s directory week (Monday to Sunday, Africa/Douala), by that
 * start, then by name. Each row carries that period. Cancelled periods never count.
 *
 * Read from `pharmacy_duty_live` (kept by triggers): a pharmacy's row whose [live_from, ends_at)
 * contains `at` is its current period, or its next one when none is running. Ordering by start puts
 * those on duty first (they started at or before `at`, the others after). A name or distance filter
 * reads the facilities of that page's candidates only.
 */
export async function listOnCallPharmacies(
  db: Db,
  filters: FacilityFilters,
  page: Page,
  at: Date,
  rotas?: { rota: (week: TimeWindow) => Promise<WeekRota>; summaries: SerializedSummaries },
): Promise<{ data: OnCallPharmacy[]; meta: ListMeta } | SerializedJson> {
  const week = getDirectoryWeek(at);
  if (rotas && !filters.query && !filters.near && !filters.openAt) {
    return onCallFromRota(await rotas.rota(week), rotas.summaries, filters, page, at);
  }
  const instant = sql`${at.toISOString()}::timestamptz`;
  // A period running at `at` started at most PHARMACY_CALL_MAX_DAYS before it (a database check): that
  // bounds the range of `duty_live_order_idx` read, in the list's order.
  const earliestStart = new Date(at.getTime() - PHARMACY_CALL_MAX_DAYS * DAY_MS).toISOString();
  const conditions: SQL[] = [
    sql`l.live_from <= ${instant} AND l.ends_at > ${instant}`,
    sql`l.starts_at > ${earliestStart}::timestamptz AND l.starts_at < ${week.end.toISOString()}::timestamptz`,
  ];
  if (filters.region) conditions.push(sql`l.region_id = ${filters.region}`);
  if (filters.division) conditions.push(sql`l.division_id = ${filters.division}`);
  if (filters.subdivision) conditions.push(sql`l.subdivision_id = ${filters.subdivision}`);
  if (filters.query || filters.near) {
    const byFacility = whereAll(
      buildConditions({ query: filters.query, near: filters.near, radiusKm: filters.radiusKm }, week),
    );
    conditions.push(sql`EXISTS (SELECT 1 FROM facilities f WHERE f.id = l.facility_id AND ${byFacility})`);
  }
  // Open at the instant: on duty then (this row's period has started), or open by its usual hours.
  if (filters.openAt) {
    conditions.push(sql`(l.starts_at <= ${instant} OR EXISTS (SELECT 1 FROM facilities f
      WHERE f.id = l.facility_id AND ${openAtCondition(filters.openAt)}))`);
  }
  const candidates = sql`FROM pharmacy_duty_live l WHERE ${whereAll(conditions)}`;
  // With the visitor's position (the filter keeps pharmacies with one, within the radius): those on
  // duty now nearest first, then those on duty later nearest first; otherwise in duty order.
  const distance = filters.near
    ? sql`(SELECT earth_distance(ll_to_earth(${filters.near.latitude}::float8, ${filters.near.longitude}::float8), ll_to_earth(d.lat, d.lng)) FROM facilities d WHERE d.id = l.facility_id)`
    : sql`0::float8`;
  const order = sql`${filters.near ? sql`on_duty_now DESC, distance_m NULLS LAST, ` : sql``}l.starts_at, l.name, l.facility_id`;
  // The page is chosen on the narrow read model, counted in the same pass; the summary columns (with
  // their subqueries) are computed for that page only.
  const rows = (await queryRowsPrepared(
    db,
    filters.near ? 'on_call_near' : 'on_call',
    sql`WITH page AS (
      SELECT l.facility_id AS id, l.starts_at AS duty_starts_at, l.ends_at AS duty_ends_at,
        (l.starts_at <= ${instant}) AS on_duty_now, ${distance} AS distance_m, count(*) OVER () AS total
      ${candidates}
      ORDER BY ${order}
      LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize})
    SELECT ${summaryColumns(week)}, page.duty_starts_at, page.duty_ends_at, page.on_duty_now, page.total
    FROM ${summaryFrom} JOIN page ON page.id = f.id
    ORDER BY ${filters.near ? sql`page.on_duty_now DESC, page.distance_m NULLS LAST, ` : sql``}page.duty_starts_at, f.name, f.id`,
  )) as (OnCallRow & { total: number | string })[];
  // A page past the end has no row to carry the total: count apart.
  const total = rows[0]
    ? Number(rows[0].total)
    : page.page === 1
      ? 0
      : ((await queryRows(db, sql`SELECT count(*)::int AS total ${candidates}`)) as { total: number }[])[0]!.total;
  return {
    data: rows.map((row) => ({
      ...toFacilitySummary(row),
      onDutyNow: row.on_duty_now,
      dutyWindow: {
        startsAt: new Date(row.duty_starts_at).toISOString(),
        endsAt: new Date(row.duty_ends_at).toISOString(),
      },
    })),
    meta: { total, page: page.page, pageSize: page.pageSize },
  };
}

/** The serialized summaries of the given facilities, of the week asked about (lib/search/summary-cache.ts). */
export type SerializedSummaries = (ids: number[]) => Promise<Map<number, Buffer>>;

const ON_CALL_OPEN = Buffer.from('{"data":[');
const COMMA = Buffer.from(',');

/**
 * The on-call list by place, chosen and counted on the week's rota in memory (lib/on-call/week-rota.ts)
 * and assembled from the pharmacies' serialized summaries, each with its duty window spliced in before
 * its closing brace: the same answer as the query above, with no database read for a page whose
 * pharmacies were summarized before.
 */
async function onCallFromRota(
  rota: WeekRota,
  summaries: SerializedSummaries,
  filters: FacilityFilters,
  page: Page,
  at: Date,
): Promise<SerializedJson> {
  const { total, entries } = pageOfRota(rota, at, filters, (page.page - 1) * page.pageSize, page.pageSize);
  const json = await summaries(entries.map((entry) => entry.facilityId));
  const parts: Buffer[] = [ON_CALL_OPEN];
  let first = true;
  for (const entry of entries) {
    const summary = json.get(entry.facilityId);
    // A pharmacy changed since the rota was read is left out rather than sent half-known.
    if (!summary) continue;
    if (!first) parts.push(COMMA);
    first = false;
    const duty = {
      onDutyNow: entry.onDutyNow,
      dutyWindow: { startsAt: entry.startsAt.toISOString(), endsAt: entry.endsAt.toISOString() },
    };
    parts.push(summary.subarray(0, summary.length - 1), Buffer.from(`,${JSON.stringify(duty).slice(1)}`));
  }
  const meta = { total, page: page.page, pageSize: page.pageSize };
  parts.push(Buffer.from(`],"meta":${JSON.stringify(meta)}}`));
  return new SerializedJson(Buffer.concat(parts));
}

export async function listFeaturedFacilities(
  db: Db,
  category: FacilityCategory,
  week: TimeWindow,
): Promise<FacilitySummary[]> {
  const rows = await queryRows(
    db,
    sql`SELECT ${summaryColumns(week)} FROM ${summaryFrom}
    WHERE ${isPublic} AND f.category = ${category} AND f.featured_rank IS NOT NULL
    ORDER BY f.featured_rank, f.id LIMIT ${FEATURED_MAX}`,
  );
  return (rows as FacilitySummaryRow[]).map(toFacilitySummary);
}

type DetailExtrasRow = {
  operator: string | null;
  beds: number | null;
  emergency: boolean | null;
  source_id: string | null;
};

/** A public facility with its doctors and its current and coming duty periods; null when unknown or not public. */
export async function getFacility(
  db: Db,
  id: number,
  week: TimeWindow,
  category?: FacilityCategory,
): Promise<FacilityDetail | null> {
  const categoryCondition = category ? sql`AND f.category = ${category}` : sql``;
  const result = await queryRows(
    db,
    sql`SELECT ${summaryColumns(week)}, f.operator, f.beds, f.emergency, f.source_id
    FROM ${summaryFrom} WHERE f.id = ${id} AND ${isPublic} ${categoryCondition}`,
  );
  const row = result[0] as (FacilitySummaryRow & DetailExtrasRow) | undefined;
  if (!row) return null;
  const [doctors, periods] = await Promise.all([
    queryRows(
      db,
      sql`SELECT dr.id, dr.name,
        CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('id', s.id, 'nameEn', s.name_en, 'nameFr', s.name_fr) END AS specialty
      FROM doctor_facilities df JOIN doctors dr ON dr.id = df.doctor_id LEFT JOIN specialties s ON s.id = dr.specialty_id
      WHERE df.facility_id = ${id} AND ${isPublicDoctor} ORDER BY s.name_en NULLS LAST, dr.name`,
    ),
    queryRows(
      db,
      sql`SELECT id, starts_at, ends_at, note FROM pharmacy_duty_periods
      WHERE facility_id = ${id} AND cancelled_at IS NULL AND ends_at > ${week.start.toISOString()}::timestamptz
      ORDER BY starts_at LIMIT 10`,
    ),
  ]);
  return {
    ...toFacilitySummary(row),
    doctors: (
      doctors as { id: number; name: string; specialty: FacilityDetail['doctors'][number]['specialty'] | string }[]
    ).map((d) => ({
      id: d.id,
      name: d.name,
      specialty: typeof d.specialty === 'string' ? JSON.parse(d.specialty) : d.specialty,
      facility: { id: row.id, name: row.name },
    })),
    dutyPeriods: (
      periods as { id: number; starts_at: Date | string; ends_at: Date | string; note: string | null }[]
    ).map((p): DutyPeriod => ({
      id: p.id,
      startsAt: new Date(p.starts_at).toISOString(),
      endsAt: new Date(p.ends_at).toISOString(),
      note: p.note,
    })),
    operator: row.operator,
    beds: row.beds,
    emergency: row.emergency,
    sourceId: row.source_id,
  };
}
