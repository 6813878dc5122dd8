import { tables, type Db } from '@hc/db';
import { ADMIN_PAGE_SIZE, type PharmacyCallListQuery, type PharmacyCallStatus } from '@hc/shared';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { publicFacility } from '../../sql/public-facility.repository';
import { nameContains } from '../../sql/text-match.repository';
import { joinPlaces, placeCondition, placeNames } from '../../sql/places.repository';
import { clampPage } from '../../lib/list';

const { divisions, facilities, pharmacyDutyPeriods: periods, regions, subdivisions } = tables;

export type DutyPeriodRecord = typeof periods.$inferSelect;

/** Where a period stands at `now` (see `pharmacyCallStatuses`). */
export function statusCondition(status: PharmacyCallStatus, now: Date): SQL {
  switch (status) {
    case 'cancelled':
      return isNotNull(periods.cancelledAt);
    case 'upcoming':
      return and(isNull(periods.cancelledAt), gt(periods.startsAt, now))!;
    case 'current':
      return and(isNull(periods.cancelledAt), lte(periods.startsAt, now), gt(periods.endsAt, now))!;
    case 'past':
      return and(isNull(periods.cancelledAt), lte(periods.endsAt, now))!;
  }
}

async function listConditions(db: Db, query: PharmacyCallListQuery, now: Date): Promise<SQL | undefined> {
  const q = query.q;
  const [region, division, subdivision] = await Promise.all([
    placeCondition(db, facilities.regionId, regions, query.region),
    placeCondition(db, facilities.divisionId, divisions, query.division),
    placeCondition(db, facilities.subdivisionId, subdivisions, query.subdivision),
  ]);
  return and(
    region,
    division,
    subdivision,
    // Periods overlapping [from, to): each starts before the other ends.
    query.to ? lt(periods.startsAt, new Date(query.to)) : undefined,
    query.from ? gt(periods.endsAt, new Date(query.from)) : undefined,
    query.status ? statusCondition(query.status, now) : undefined,
    q
      ? /^\d{1,9}$/.test(q)
        ? or(eq(facilities.id, Number(q)), nameContains(sql`${facilities.searchName}`, q))
        : nameContains(sql`${facilities.searchName}`, q)
      : undefined,
  );
}

const sortColumns = {
  startsAt: periods.startsAt,
  endsAt: periods.endsAt,
  facilityId: periods.facilityId,
} as const;

const rowColumns = {
  id: periods.id,
  facilityId: periods.facilityId,
  facilityName: facilities.name,
  startsAt: periods.startsAt,
  endsAt: periods.endsAt,
  note: periods.note,
  cancelledAt: periods.cancelledAt,
  cancelReason: periods.cancelReason,
  dutyGroupId: periods.dutyGroupId,
  ...placeNames,
};

const withPlaces = (db: Db) =>
  joinPlaces(
    db.select(rowColumns).from(periods).innerJoin(facilities, eq(facilities.id, periods.facilityId)).$dynamic(),
    facilities,
  );

/** One page (10 rows, the page clamped to those that exist) of the duty periods the filters select. */
export async function listDutyPeriods(db: Db, query: PharmacyCallListQuery, now: Date) {
  const where = await listConditions(db, query, now);
  const [counted] = await db
    .select({ total: count() })
    .from(periods)
    .innerJoin(facilities, eq(facilities.id, periods.facilityId))
    .where(where);
  const total = counted?.total ?? 0;
  const { page, offset } = clampPage(query.page, total);
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await withPlaces(db)
    .where(where)
    .orderBy(direction(sortColumns[query.sort]), direction(periods.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  return { rows, total, page };
}
export type DutyPeriodRow = Awaited<ReturnType<typeof listDutyPeriods>>['rows'][number];

export async function findDutyPeriodRow(db: Db, id: number) {
  const [row] = await withPlaces(db).where(eq(periods.id, id));
  return row ?? null;
}

export async function findDutyPeriod(db: Db, id: number): Promise<DutyPeriodRecord | null> {
  const [row] = await db.select().from(periods).where(eq(periods.id, id));
  return row ?? null;
}

/**
 * Whether the facility is a pharmacy the public directory lists. Locks its row until the transaction
 * ends, so two changes to the same pharmacy's rota are checked for overlaps one after the other.
 */
export async function lockPharmacy(db: Db, facilityId: number): Promise<{ isPublicPharmacy: boolean } | null> {
  const [row] = await db
    .select({ isPublicPharmacy: sql<boolean>`(${and(eq(facilities.category, 'pharmacy'), publicFacility)})` })
    .from(facilities)
    .where(eq(facilities.id, facilityId))
    .for('update');
  return row ?? null;
}

/**
 * The first other period of the pharmacy that overlaps [startsAt, endsAt): cancelled periods do not
 * count, except one that starts at the same instant (one period per pharmacy per start).
 */
export async function findOverlap(
  db: Db,
  window: { facilityId: number; startsAt: Date; endsAt: Date; exceptId?: number },
): Promise<DutyPeriodRecord | null> {
  const [row] = await db
    .select()
    .from(periods)
    .where(
      and(
        eq(periods.facilityId, window.facilityId),
        window.exceptId ? ne(periods.id, window.exceptId) : undefined,
        or(
          and(isNull(periods.cancelledAt), lt(periods.startsAt, window.endsAt), gt(periods.endsAt, window.startsAt)),
          eq(periods.startsAt, window.startsAt),
        ),
      ),
    )
    .orderBy(asc(periods.startsAt))
    .limit(1);
  return row ?? null;
}

export async function insertDutyPeriod(
  db: Db,
  values: { facilityId: number; startsAt: Date; endsAt: Date; note: string | null; createdAt: Date },
): Promise<DutyPeriodRecord> {
  const [row] = await db.insert(periods).values(values).returning();
  return row!;
}

export async function updateDutyPeriod(
  db: Db,
  id: number,
  values: Partial<Pick<DutyPeriodRecord, 'startsAt' | 'endsAt' | 'note'>>,
): Promise<DutyPeriodRecord> {
  const [row] = await db.update(periods).set(values).where(eq(periods.id, id)).returning();
  return row!;
}

export async function deleteDutyPeriod(db: Db, id: number): Promise<void> {
  await db.delete(periods).where(eq(periods.id, id));
}
