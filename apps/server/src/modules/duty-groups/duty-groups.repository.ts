import { tables, type Db } from '@hc/db';
import { and, asc, count, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { publicFacility } from '../../sql/public-facility.repository';

const { dutyRotas, dutyGroups, dutyGroupMembers, facilities, pharmacyDutyPeriods } = tables;

export type RotaRow = typeof dutyRotas.$inferSelect;
export type RotaValues = Partial<Omit<typeof dutyRotas.$inferInsert, 'id'>>;
export type PeriodRow = typeof pharmacyDutyPeriods.$inferSelect;
export type Place = { divisionId: number | null; subdivisionId: number | null };

/** A pharmacy the public can see: the only kind that can be on duty. */
const publicPharmacy: SQL = and(eq(facilities.category, 'pharmacy'), publicFacility)!;

/** Rotas of one region (a rota's place is a division, or a subdivision whose division decides); all when null. */
const inRegion = (regionId: number | null) =>
  regionId === null
    ? undefined
    : sql`COALESCE(${dutyRotas.divisionId}, (SELECT division_id FROM subdivisions WHERE id = ${dutyRotas.subdivisionId}))
          IN (SELECT id FROM divisions WHERE region_id = ${regionId})`;

export async function countRotas(db: Db, regionId: number | null): Promise<number> {
  const [row] = await db.select({ total: count() }).from(dutyRotas).where(inRegion(regionId));
  return row?.total ?? 0;
}

export const listRotaRows = (db: Db, limit: number, offset: number, regionId: number | null) =>
  db
    .select()
    .from(dutyRotas)
    .where(inRegion(regionId))
    .orderBy(asc(dutyRotas.name), asc(dutyRotas.id))
    .limit(limit)
    .offset(offset);

/** The rotas named (all when absent), of one region when `regionId` is set. */
export const listRotaRowsByIds = (db: Db, ids: number[] | undefined, regionId: number | null = null) =>
  db
    .select()
    .from(dutyRotas)
    .where(and(ids ? inArray(dutyRotas.id, ids) : undefined, inRegion(regionId)))
    .orderBy(asc(dutyRotas.name), asc(dutyRotas.id));

export async function findRotaRow(db: Db, id: number): Promise<RotaRow | undefined> {
  const [row] = await db.select().from(dutyRotas).where(eq(dutyRotas.id, id));
  return row;
}

/** The groups of these rotas in rotation order, each member with whether it can be on duty today. */
export async function listGroups(db: Db, rotaIds: number[]) {
  if (rotaIds.length === 0) return [];
  const groups = await db
    .select()
    .from(dutyGroups)
    .where(inArray(dutyGroups.rotaId, rotaIds))
    .orderBy(asc(dutyGroups.rotaId), asc(dutyGroups.position));
  const members =
    groups.length === 0
      ? []
      : await db
          .select({
            groupId: dutyGroupMembers.groupId,
            id: facilities.id,
            name: facilities.name,
            divisionId: facilities.divisionId,
            subdivisionId: facilities.subdivisionId,
            isPublicPharmacy: sql<boolean>`${publicPharmacy}`.mapWith(Boolean),
          })
          .from(dutyGroupMembers)
          .innerJoin(facilities, eq(facilities.id, dutyGroupMembers.facilityId))
          .where(
            inArray(
              dutyGroupMembers.groupId,
              groups.map((g) => g.id),
            ),
          )
          .orderBy(asc(facilities.name), asc(facilities.id));
  return groups.map((group) => ({ ...group, members: members.filter((m) => m.groupId === group.id) }));
}
export type GroupWithMembers = Awaited<ReturnType<typeof listGroups>>[number];

export async function insertRota(db: Db, values: typeof dutyRotas.$inferInsert): Promise<RotaRow> {
  const [row] = await db.insert(dutyRotas).values(values).returning();
  return row!;
}

export async function updateRota(db: Db, id: number, values: RotaValues): Promise<void> {
  await db.update(dutyRotas).set(values).where(eq(dutyRotas.id, id));
}

/** Removes the rota and its groups; the periods it generated stay, no longer linked to a group. */
export async function deleteRota(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(dutyRotas).where(eq(dutyRotas.id, id)).returning({ id: dutyRotas.id });
  return deleted.length > 0;
}

/**
 * Makes the rota's groups these, in order: a group keeps its id at its position (periods generated
 * from it stay linked), positions beyond the new list are removed, members are replaced.
 */
export async function replaceGroups(
  db: Db,
  rotaId: number,
  groups: { name: string | null; facilityIds: number[] }[],
): Promise<void> {
  const existing = await db.select().from(dutyGroups).where(eq(dutyGroups.rotaId, rotaId));
  const byPosition = new Map(existing.map((g) => [g.position, g]));
  await db
    .delete(dutyGroups)
    .where(and(eq(dutyGroups.rotaId, rotaId), sql`${dutyGroups.position} >= ${groups.length}`));
  for (const [position, group] of groups.entries()) {
    let id = byPosition.get(position)?.id;
    if (id === undefined) {
      const [row] = await db.insert(dutyGroups).values({ rotaId, position, name: group.name }).returning();
      id = row!.id;
    } else {
      await db.update(dutyGroups).set({ name: group.name }).where(eq(dutyGroups.id, id));
      await db.delete(dutyGroupMembers).where(eq(dutyGroupMembers.groupId, id));
    }
    const facilityIds = [...new Set(group.facilityIds)];
    if (facilityIds.length > 0)
      await db.insert(dutyGroupMembers).values(facilityIds.map((facilityId) => ({ groupId: id, facilityId })));
  }
}

/** The facilities of these ids, with their place and whether each is a public pharmacy. */
export const findFacilities = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: facilities.id,
          name: facilities.name,
          divisionId: facilities.divisionId,
          subdivisionId: facilities.subdivisionId,
          isPublicPharmacy: sql<boolean>`${publicPharmacy}`.mapWith(Boolean),
        })
        .from(facilities)
        .where(inArray(facilities.id, ids));

/** The division a subdivision belongs to (undefined when there is no such subdivision). */
export async function findSubdivisionDivision(db: Db, subdivisionId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ divisionId: tables.subdivisions.divisionId })
    .from(tables.subdivisions)
    .where(eq(tables.subdivisions.id, subdivisionId));
  return row?.divisionId;
}

export async function divisionExists(db: Db, divisionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tables.divisions.id })
    .from(tables.divisions)
    .where(eq(tables.divisions.id, divisionId));
  return row !== undefined;
}

const overlapping = (start: Date, end: Date) =>
  and(lt(pharmacyDutyPeriods.startsAt, end), gt(pharmacyDutyPeriods.endsAt, start))!;

/** Every period (cancelled ones too) of these pharmacies that overlaps the window. */
export const listPeriodsOf = (db: Db, facilityIds: number[], start: Date, end: Date) =>
  facilityIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(pharmacyDutyPeriods)
        .where(and(inArray(pharmacyDutyPeriods.facilityId, facilityIds), overlapping(start, end)));

const inPlace = (place: Place): SQL =>
  place.subdivisionId !== null
    ? eq(facilities.subdivisionId, place.subdivisionId)
    : eq(facilities.divisionId, place.divisionId ?? -1);

/** The non-cancelled periods of public pharmacies of the place that overlap the window. */
export const listActivePeriodsInPlace = (db: Db, place: Place, start: Date, end: Date) =>
  db
    .select({
      facilityId: pharmacyDutyPeriods.facilityId,
      startsAt: pharmacyDutyPeriods.startsAt,
      endsAt: pharmacyDutyPeriods.endsAt,
    })
    .from(pharmacyDutyPeriods)
    .innerJoin(facilities, eq(facilities.id, pharmacyDutyPeriods.facilityId))
    .where(and(inPlace(place), publicPharmacy, isNull(pharmacyDutyPeriods.cancelledAt), overlapping(start, end)));

/** Inserts the periods, skipping any whose pharmacy already has one starting then; returns those inserted. */
export const insertPeriods = (db: Db, rows: (typeof pharmacyDutyPeriods.$inferInsert)[]) =>
  rows.length === 0
    ? Promise.resolve([])
    : db
        .insert(pharmacyDutyPeriods)
        .values(rows)
        .onConflictDoNothing({ target: [pharmacyDutyPeriods.facilityId, pharmacyDutyPeriods.startsAt] })
        .returning();

export async function findPeriod(db: Db, id: number): Promise<PeriodRow | undefined> {
  const [row] = await db.select().from(pharmacyDutyPeriods).where(eq(pharmacyDutyPeriods.id, id));
  return row;
}

/**
 * A period of the pharmacy that would clash with the window: a non-cancelled one that overlaps it,
 * or any one starting at the same instant (one period per pharmacy and start).
 */
export async function findClashingPeriod(
  db: Db,
  facilityId: number,
  start: Date,
  end: Date,
  exceptId: number,
): Promise<PeriodRow | undefined> {
  const [row] = await db
    .select()
    .from(pharmacyDutyPeriods)
    .where(
      and(
        eq(pharmacyDutyPeriods.facilityId, facilityId),
        ne(pharmacyDutyPeriods.id, exceptId),
        or(
          and(isNull(pharmacyDutyPeriods.cancelledAt), overlapping(start, end)),
          eq(pharmacyDutyPeriods.startsAt, start),
        ),
      ),
    )
    .orderBy(asc(pharmacyDutyPeriods.startsAt))
    .limit(1);
  return row;
}

export async function updatePeriod(
  db: Db,
  id: number,
  values: Partial<Pick<PeriodRow, 'facilityId' | 'cancelledAt' | 'cancelReason'>>,
): Promise<PeriodRow> {
  const [row] = await db.update(pharmacyDutyPeriods).set(values).where(eq(pharmacyDutyPeriods.id, id)).returning();
  return row!;
}
