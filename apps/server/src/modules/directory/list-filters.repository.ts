import {
  doualaClock,
  doualaDate,
  NEAR_RADIUS_KM_DEFAULT,
  type FacilityCategory,
  type FacilityListSort,
  type FacilityType,
  type TimeWindow,
  type Weekday,
  weekdays,
} from '@hc/shared';
import { sql, type SQL } from 'drizzle-orm';
import { isPublic, publicDoctorsOf } from '../../sql/public-facility.repository';
import { matchRank, nameContains } from '../../sql/text-match.repository';

/** The public lists' filters and orders, as SQL over `facilities f` (the summary query's alias). */

export type FacilityFilters = {
  category?: FacilityCategory | undefined;
  facilityType?: FacilityType | undefined;
  /** Only those known to have an emergency service. */
  emergencyOnly?: boolean | undefined;
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
  /** Only those whose weekly hours say open 24 hours a day, every day. */
  openAllWeek?: boolean | undefined;
  /** Issue 35: only those whose own managers changed or confirmed the listing at or after this instant. */
  confirmedSince?: Date | undefined;
  /** Absent: `distance` when `near` is given, else `useful` (the contract refuses `distance` without `near`). */
  sort?: FacilityListSort | undefined;
};

export type Page = { page: number; pageSize: number };

export function buildConditions(filters: FacilityFilters, week: TimeWindow): SQL[] {
  const conditions: SQL[] = [isPublic];
  if (filters.category) conditions.push(sql`f.category = ${filters.category}`);
  if (filters.facilityType) conditions.push(sql`f.facility_type = ${filters.facilityType}`);
  if (filters.emergencyOnly) conditions.push(sql`f.emergency`);
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
  if (filters.openAllWeek) conditions.push(openAllWeekCondition);
  if (filters.confirmedSince) conditions.push(confirmedSinceCondition(filters.confirmedSince));
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
export function buildOrder(filters: FacilityFilters): SQL {
  const sort = filters.sort ?? (filters.near ? 'distance' : 'useful');
  if (sort === 'distance' && filters.near) {
    return sql`earth_distance(ll_to_earth(${filters.near.latitude}::float8, ${filters.near.longitude}::float8), ll_to_earth(f.lat, f.lng)), f.id`;
  }
  // NULLS LAST as the *_useful_idx indexes are built (drizzle-kit writes it), so they give this order unsorted.
  const useful = sql`f.completeness DESC NULLS LAST, f.name, f.id`;
  // Issue 35: most recently confirmed by the facility first (facilities_confirmed_idx), then the useful order.
  const order =
    sort === 'name'
      ? sql`f.name, f.id`
      : sort === 'confirmed'
        ? sql`f.facility_confirmed_at DESC NULLS LAST, ${useful}`
        : useful;
  return filters.query ? sql`${matchRank(sql`f.search_name`, filters.query)}, ${order}` : order;
}

/** Confirmed by the facility's own managers at or after `since` (the not-null test lets facilities_confirmed_idx serve it). */
export const confirmedSinceCondition = (since: Date): SQL =>
  sql`(f.facility_confirmed_at IS NOT NULL AND f.facility_confirmed_at >= ${since.toISOString()}::timestamptz)`;

export const onCallCondition = (week: TimeWindow): SQL => sql`f.category = 'pharmacy' AND EXISTS (
  SELECT 1 FROM pharmacy_duty_periods p WHERE p.facility_id = f.id AND p.cancelled_at IS NULL
  AND p.starts_at < ${week.end.toISOString()}::timestamptz AND p.ends_at > ${week.start.toISOString()}::timestamptz)`;

/** Minutes since midnight of the "HH:MM" field of an opening interval `i` ("24:00" is 1440). */
const intervalMinutes = (field: 'opens' | 'closes') =>
  sql`(split_part(i->>${field}::text, ':', 1)::int * 60 + split_part(i->>${field}::text, ':', 2)::int)`;

/** One day's intervals of `f.opening_hours` (none when the day is absent or not a list). */
const intervalsOf = (day: Weekday) =>
  sql`jsonb_array_elements(CASE WHEN jsonb_typeof(f.opening_hours -> ${day}::text) = 'array' THEN f.opening_hours -> ${day}::text ELSE '[]'::jsonb END) i`;

/** The facility's special dates covering the Douala calendar day `day` (at most one: they never overlap). */
const specialDatesOn = (day: string) =>
  sql`facility_special_dates s WHERE s.facility_id = f.id AND s.starts_on <= ${day}::date AND s.ends_on >= ${day}::date`;

/** The intervals of a special-hours date `s` (none on a closed one). */
const specialIntervals = sql`jsonb_array_elements(CASE WHEN s.kind = 'hours' AND jsonb_typeof(s.hours) = 'array' THEN s.hours ELSE '[]'::jsonb END) i`;

/**
 * Open at `at`: a pharmacy on duty then (whatever its usual hours), or its hours cover it, Africa/Douala
 * time, read as the browser reads them (apps/web/src/lib/opening-hours.ts): intervals half-open, one that
 * closes before it opens runs overnight into the next day. A day with a special date (issue 35) has that
 * date's hours instead of the weekly ones (none when it is closed). Without structured hours or a special
 * date a facility is not known to be open, so it is left out.
 */
export function openAtCondition(at: Date): SQL {
  const { day, yesterday, minutes } = doualaClock(at);
  const today = doualaDate(at);
  const dayBefore = doualaDate(at, -1);
  const now = sql`${minutes}::int`;
  const overnight = sql`${intervalMinutes('closes')} <= ${intervalMinutes('opens')}`;
  const opensToday = sql`${intervalMinutes('opens')} <= ${now} AND (${overnight} OR ${now} < ${intervalMinutes('closes')})`;
  const runsFromYesterday = sql`${overnight} AND ${now} < ${intervalMinutes('closes')}`;
  const instant = sql`${at.toISOString()}::timestamptz`;
  // Which facilities have a special date today or yesterday: one hashed set, read once per query, so the
  // many facilities without any are not looked up one by one.
  const specialToday = sql`f.id IN (SELECT s.facility_id FROM ${specialDatesOn(today)})`;
  const specialYesterday = sql`f.id IN (SELECT s.facility_id FROM ${specialDatesOn(dayBefore)})`;
  // The null test first: most facilities have no structured hours, and it spares them the JSON reads.
  const weeklyToday = sql`(f.opening_hours IS NOT NULL AND EXISTS (SELECT 1 FROM ${intervalsOf(day)} WHERE ${opensToday}))`;
  const weeklyYesterday = sql`(f.opening_hours IS NOT NULL AND EXISTS (SELECT 1 FROM ${intervalsOf(yesterday)} WHERE ${runsFromYesterday}))`;
  const specialOpenToday = sql`EXISTS (SELECT 1 FROM ${specialDatesOn(today)} AND EXISTS (SELECT 1 FROM ${specialIntervals} WHERE ${opensToday}))`;
  const specialOpenYesterday = sql`EXISTS (SELECT 1 FROM ${specialDatesOn(dayBefore)} AND EXISTS (SELECT 1 FROM ${specialIntervals} WHERE ${runsFromYesterday}))`;
  return sql`((CASE WHEN ${specialToday} THEN ${specialOpenToday} ELSE ${weeklyToday} END)
    OR (CASE WHEN ${specialYesterday} THEN ${specialOpenYesterday} ELSE ${weeklyYesterday} END)
    OR (f.category = 'pharmacy' AND EXISTS (SELECT 1 FROM pharmacy_duty_periods p WHERE p.facility_id = f.id
      AND p.cancelled_at IS NULL AND p.starts_at <= ${instant} AND p.ends_at > ${instant})))`;
}

/**
 * Open all day every day: each weekday has an interval from 00:00 to midnight ("24:00", or "00:00", which
 * the hours read as running overnight into the next day).
 */
const openAllWeekCondition = sql`(f.opening_hours IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM jsonb_array_elements_text(${JSON.stringify(weekdays)}::jsonb) d(day)
  WHERE NOT EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(f.opening_hours -> d.day) = 'array'
      THEN f.opening_hours -> d.day ELSE '[]'::jsonb END) i
    WHERE i->>'opens' = '00:00' AND i->>'closes' IN ('24:00', '00:00'))))`;

/** A specialty or test given by id or by its English or French name. */
export const referenceMatches = (alias: string, value: string): SQL =>
  /^\d+$/.test(value)
    ? sql`${sql.raw(alias)}.id = ${Number(value)}`
    : sql`(lower(${sql.raw(alias)}.name_en) = lower(${value}) OR lower(${sql.raw(alias)}.name_fr) = lower(${value}))`;

export const whereAll = (conditions: SQL[]): SQL => sql.join(conditions, sql` AND `);
