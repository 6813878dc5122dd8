import { executePrepared, tables, type Db } from '@hc/db';
import {
  getDirectoryWeek,
  PHARMACY_CALL_MAX_DAYS,
  type ListMeta,
  type OnCallPharmacy,
  type TimeWindow,
} from '@hc/shared';
import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SerializedJson } from '../../lib/public-read';
import {
  buildConditions,
  confirmedSinceCondition,
  openAtCondition,
  whereAll,
  type FacilityFilters,
  type Page,
} from './list-filters.repository';
import { pageOfRota, type WeekRota } from './on-call/week-rota';
import { f, summaryQuery } from './summary.repository';
import { toFacilitySummary } from './summary/facility-mapper';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The conditions below are written over `pharmacy_duty_live l`. */
const l = alias(tables.pharmacyDutyLive, 'l');

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
  if (rotas && !filters.query && !filters.near && !filters.openAt && !filters.confirmedSince) {
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
  if (filters.confirmedSince) {
    conditions.push(sql`EXISTS (SELECT 1 FROM facilities f WHERE f.id = l.facility_id
      AND ${confirmedSinceCondition(filters.confirmedSince)})`);
  }
  // Open at the instant: on duty then (this row's period has started), or open by its usual hours.
  if (filters.openAt) {
    conditions.push(sql`(l.starts_at <= ${instant} OR EXISTS (SELECT 1 FROM facilities f
      WHERE f.id = l.facility_id AND ${openAtCondition(filters.openAt)}))`);
  }
  // With the visitor's position (the filter keeps pharmacies with one, within the radius): those on
  // duty now nearest first, then those on duty later nearest first; otherwise in duty order.
  const distance = filters.near
    ? sql`(SELECT earth_distance(ll_to_earth(${filters.near.latitude}::float8, ${filters.near.longitude}::float8), ll_to_earth(d.lat, d.lng)) FROM facilities d WHERE d.id = l.facility_id)`
    : sql`0::float8`;
  const order = sql`${filters.near ? sql`on_duty_now DESC, distance_m NULLS LAST, ` : sql``}l.starts_at, l.name, l.facility_id`;
  // The page is chosen on the narrow read model, counted in the same pass; the summary columns (with
  // their subqueries) are computed for that page only.
  const pageOf = db
    .select({
      id: l.facilityId,
      dutyStartsAt: l.startsAt,
      dutyEndsAt: l.endsAt,
      onDutyNow: sql<boolean>`(${l.startsAt} <= ${instant})`.as('on_duty_now'),
      distanceM: sql<number>`${distance}`.as('distance_m'),
      total: sql<number>`count(*) OVER ()`.mapWith(Number).as('total'),
    })
    .from(l)
    .where(whereAll(conditions))
    .orderBy(order)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .as('page');
  const rows = await executePrepared(
    filters.near ? 'on_call_near' : 'on_call',
    summaryQuery(db, week, {
      dutyStartsAt: pageOf.dutyStartsAt,
      dutyEndsAt: pageOf.dutyEndsAt,
      onDutyNow: pageOf.onDutyNow,
      total: pageOf.total,
    })
      .innerJoin(pageOf, eq(pageOf.id, f.id))
      .orderBy(
        sql`${filters.near ? sql`${pageOf.onDutyNow} DESC, ${pageOf.distanceM} NULLS LAST, ` : sql``}${pageOf.dutyStartsAt}, ${f.name}, ${f.id}`,
      ),
  );
  // A page past the end has no row to carry the total: count apart.
  const total = rows[0]
    ? rows[0].total
    : page.page === 1
      ? 0
      : ((
          await db
            .select({ total: sql<number>`count(*)::int` })
            .from(l)
            .where(whereAll(conditions))
        )[0]?.total ?? 0);
  return {
    data: rows.map((row) => ({
      ...toFacilitySummary(row),
      onDutyNow: row.onDutyNow,
      dutyWindow: { startsAt: row.dutyStartsAt.toISOString(), endsAt: row.dutyEndsAt.toISOString() },
    })),
    meta: { total, page: page.page, pageSize: page.pageSize },
  };
}

/** The serialized summaries of the given facilities, of the week asked about (summary/summary-cache.ts). */
export type SerializedSummaries = (ids: number[]) => Promise<Map<number, Buffer>>;

const ON_CALL_OPEN = Buffer.from('{"data":[');
const COMMA = Buffer.from(',');

/**
 * The on-call list by place, chosen and counted on the week's rota in memory (on-call/week-rota.ts)
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
