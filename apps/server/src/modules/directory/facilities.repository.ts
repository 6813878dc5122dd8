import { tables, type Db } from '@hc/db';
import {
  FEATURED_MAX,
  type DutyPeriod,
  type FacilityCategory,
  type FacilityDetail,
  type FacilitySummary,
  type ListMeta,
  type LocalizedRef,
  type TimeWindow,
} from '@hc/shared';
import { and, asc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isPublic, isPublicDoctor } from '../../sql/public-facility.repository';
import { buildConditions, buildOrder, whereAll, type FacilityFilters, type Page } from './list-filters.repository';
import { f, summaryQuery } from './summary.repository';
import { toFacilitySummary } from './summary/facility-mapper';

/** `isPublicDoctor` is written over `doctors dr`. */
const dr = alias(tables.doctors, 'dr');
const { doctorFacilities, specialties, pharmacyDutyPeriods: periods } = tables;

export async function listFacilities(
  db: Db,
  filters: FacilityFilters,
  page: Page,
  week: TimeWindow,
): Promise<{ data: FacilitySummary[]; meta: ListMeta }> {
  const where = whereAll(buildConditions(filters, week));
  const [data, [count]] = await Promise.all([
    readPage(db, where, filters, page, week),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(f)
      .where(where),
  ]);
  return { data, meta: { total: count?.total ?? 0, page: page.page, pageSize: page.pageSize } };
}

/** The first `limit` facilities of a list, in its order, without counting the rest (a few to offer, not a page). */
export function listFirstFacilities(
  db: Db,
  filters: FacilityFilters,
  limit: number,
  week: TimeWindow,
): Promise<FacilitySummary[]> {
  return readPage(db, whereAll(buildConditions(filters, week)), filters, { page: 1, pageSize: limit }, week);
}

async function readPage(db: Db, where: SQL, filters: FacilityFilters, page: Page, week: TimeWindow) {
  const rows = await summaryQuery(db, week)
    .where(where)
    .orderBy(buildOrder(filters))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return rows.map(toFacilitySummary);
}

export async function listFeaturedFacilities(
  db: Db,
  category: FacilityCategory,
  week: TimeWindow,
): Promise<FacilitySummary[]> {
  const rows = await summaryQuery(db, week)
    .where(and(isPublic, eq(f.category, category), isNotNull(f.featuredRank)))
    .orderBy(asc(f.featuredRank), asc(f.id))
    .limit(FEATURED_MAX);
  return rows.map(toFacilitySummary);
}

/** A public facility with its doctors and its current and coming duty periods; null when unknown or not public. */
export async function getFacility(
  db: Db,
  id: number,
  week: TimeWindow,
  category?: FacilityCategory,
): Promise<FacilityDetail | null> {
  const [row] = await summaryQuery(db, week, {
    operator: f.operator,
    beds: f.beds,
    emergency: f.emergency,
    sourceId: f.sourceId,
    phones: f.phones,
  }).where(and(eq(f.id, id), isPublic, category ? eq(f.category, category) : undefined));
  if (!row) return null;
  const [doctors, dutyPeriods] = await Promise.all([
    db
      .select({
        id: dr.id,
        name: dr.name,
        specialty: sql<LocalizedRef | null>`CASE WHEN ${specialties.id} IS NULL THEN NULL ELSE json_build_object('id', ${specialties.id}, 'nameEn', ${specialties.nameEn}, 'nameFr', ${specialties.nameFr}) END`,
      })
      .from(doctorFacilities)
      .innerJoin(dr, eq(dr.id, doctorFacilities.doctorId))
      .leftJoin(specialties, eq(specialties.id, dr.specialtyId))
      .where(and(eq(doctorFacilities.facilityId, id), isPublicDoctor))
      .orderBy(sql`${specialties.nameEn} NULLS LAST`, asc(dr.name)),
    db
      .select({ id: periods.id, startsAt: periods.startsAt, endsAt: periods.endsAt, note: periods.note })
      .from(periods)
      .where(and(eq(periods.facilityId, id), isNull(periods.cancelledAt), gt(periods.endsAt, week.start)))
      .orderBy(asc(periods.startsAt))
      .limit(10),
  ]);
  return {
    ...toFacilitySummary(row),
    doctors: doctors.map((doctor) => ({ ...doctor, facility: { id: row.id, name: row.name } })),
    dutyPeriods: dutyPeriods.map((period): DutyPeriod => ({
      id: period.id,
      startsAt: period.startsAt.toISOString(),
      endsAt: period.endsAt.toISOString(),
      note: period.note,
    })),
    operator: row.operator,
    beds: row.beds,
    emergency: row.emergency,
    sourceId: row.sourceId,
    // Issue 35: the facility's own labelled numbers, when its manager set them.
    ...(row.phones && row.phones.length > 0 ? { phones: row.phones } : {}),
  };
}
