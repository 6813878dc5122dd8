import { executePrepared, tables, type Db } from '@hc/db';
import {
  doualaDate,
  PUBLIC_SPECIAL_DATES_MAX,
  type DataSource,
  type LocalizedRef,
  type PublicSpecialDate,
  type TimeWindow,
} from '@hc/shared';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { isPublic } from '../../sql/public-facility.repository';

/**
 * The facility summary's query. Hand-written conditions of the directory say `f` for the facility
 * (`isPublic`, the list filters): the aliases keep that name in the SQL the builder writes.
 */
export const f = alias(tables.facilities, 'f');
const r = alias(tables.regions, 'r');
const d = alias(tables.divisions, 'd');
const sd = alias(tables.subdivisions, 'sd');

type Place = typeof r | typeof d | typeof sd;
type DutyWindowJson = { startsAt: string; endsAt: string };

const localizedRef = (place: Place) =>
  sql<LocalizedRef | null>`CASE WHEN ${place.id} IS NULL THEN NULL ELSE json_build_object('id', ${place.id}, 'nameEn', ${place.nameEn}, 'nameFr', ${place.nameFr}) END`;

/**
 * The columns of a facility summary; `week` decides which duty periods count as "on call". A pharmacy's
 * periods of the week come in one ordered JSON array (one subquery): the first is its `onCallPeriod`.
 */
const summaryFields = (week: TimeWindow) => ({
  id: f.id,
  name: f.name,
  category: f.category,
  facilityType: f.facilityType,
  address: f.address,
  phone: f.phone,
  email: f.email,
  website: f.website,
  hoursText: f.hoursText,
  openingHours: f.openingHours,
  services: f.services,
  lat: f.lat,
  lng: f.lng,
  rating: f.rating,
  imageUrl: f.imageUrl,
  source: f.source,
  locationPrecision: f.locationPrecision,
  dataSources: sql<DataSource[]>`COALESCE((SELECT json_agg(sr.source ORDER BY sr.source) FROM facility_source_records sr
    WHERE sr.facility_id = ${f.id}), '[]'::json)`,
  lastVerifiedAt: f.lastVerifiedAt,
  facilityConfirmedAt: f.facilityConfirmedAt,
  updatedAt: f.updatedAt,
  region: localizedRef(r),
  division: localizedRef(d),
  subdivision: localizedRef(sd),
  specialties: sql<
    LocalizedRef[]
  >`COALESCE((SELECT json_agg(json_build_object('id', s.id, 'nameEn', s.name_en, 'nameFr', s.name_fr) ORDER BY s.name_en)
    FROM facility_specialties fs JOIN specialties s ON s.id = fs.specialty_id WHERE fs.facility_id = ${f.id}), '[]'::json)`,
  tests: sql<
    LocalizedRef[]
  >`COALESCE((SELECT json_agg(json_build_object('id', t.id, 'nameEn', t.name_en, 'nameFr', t.name_fr) ORDER BY t.name_en)
    FROM facility_tests ft JOIN lab_tests t ON t.id = ft.test_id WHERE ft.facility_id = ${f.id}), '[]'::json)`,
  onCallPeriods: sql<DutyWindowJson[] | null>`CASE WHEN ${f.category} = 'pharmacy' THEN (
    SELECT json_agg(json_build_object('startsAt', p.starts_at, 'endsAt', p.ends_at) ORDER BY p.starts_at)
    FROM pharmacy_duty_periods p
    WHERE p.facility_id = ${f.id} AND p.cancelled_at IS NULL AND p.starts_at < ${week.end.toISOString()}::timestamptz AND p.ends_at > ${week.start.toISOString()}::timestamptz
    ) END`,
  // Issue 35: the special dates not ended by the week's first day (Douala), soonest first, so one answer
  // serves the whole week it is cached for; the reader keeps those of the day it looks at.
  specialDates: sql<PublicSpecialDate[]>`COALESCE((SELECT json_agg(json_build_object('startsOn', s.starts_on,
    'endsOn', s.ends_on, 'kind', s.kind, 'hours', s.hours, 'reason', s.reason, 'holiday', s.holiday) ORDER BY s.starts_on, s.id)
    FROM (SELECT * FROM facility_special_dates s WHERE s.facility_id = ${f.id} AND s.ends_on >= ${doualaDate(week.start)}::date
      ORDER BY s.starts_on, s.id LIMIT ${PUBLIC_SPECIAL_DATES_MAX}) s), '[]'::json)`,
});

/**
 * Facility summaries of `week` with the given extra columns, joined to their places: a query the caller
 * narrows (where, order, limit). Its rows are typed from the schema and the typed columns above.
 */
export function summaryQuery<Extra extends SelectedFields = Record<never, never>>(
  db: Db,
  week: TimeWindow,
  extra: Extra = {} as Extra,
) {
  return db
    .select(Object.assign(summaryFields(week), extra))
    .from(f)
    .leftJoin(r, eq(r.id, f.regionId))
    .leftJoin(d, eq(d.id, f.divisionId))
    .leftJoin(sd, eq(sd.id, f.subdivisionId))
    .$dynamic();
}

export type FacilitySummaryRow = Awaited<ReturnType<typeof summaryQuery<Record<never, never>>>>[number];

/**
 * The given facilities' summaries of `week`: one statement for any set of ids, planned once per
 * connection, as planning a summary costs more than reading a page of them.
 */
export function selectSummariesById(db: Db, ids: readonly number[], week: TimeWindow) {
  return executePrepared(
    'summaries_by_id',
    summaryQuery(db, week).where(sql`${f.id} = ANY(${`{${ids.join(',')}}`}::int[])`),
  );
}

/** Public summaries after the facility `after`, in id order: the batches the summary cache reads ahead. */
export function selectPublicSummariesAfter(db: Db, week: TimeWindow, after: number, limit: number) {
  return summaryQuery(db, week)
    .where(and(isPublic, gt(f.id, after)))
    .orderBy(asc(f.id))
    .limit(limit);
}
