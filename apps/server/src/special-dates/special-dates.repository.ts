import { tables, type Db } from '@hc/db';
import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';

const { facilities, facilitySpecialDates: dates } = tables;

export type SpecialDateRow = typeof dates.$inferSelect;
export type SpecialDateColumns = Pick<
  typeof dates.$inferInsert,
  'startsOn' | 'endsOn' | 'kind' | 'hours' | 'reason' | 'holiday'
>;

/**
 * The facility's row, locked for the transaction: its special dates are then checked and written one
 * writer at a time (two staff adding overlapping dates at once cannot both pass the overlap check).
 */
export async function lockFacility(db: Db, facilityId: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: facilities.id, name: facilities.name })
    .from(facilities)
    .where(eq(facilities.id, facilityId))
    .for('update');
  return row;
}

export async function facilityExists(db: Db, facilityId: number): Promise<boolean> {
  const [row] = await db.select({ id: facilities.id }).from(facilities).where(eq(facilities.id, facilityId));
  return row !== undefined;
}

/** Every special date of the facility, by start. */
export function listSpecialDates(db: Db, facilityId: number): Promise<SpecialDateRow[]> {
  return db.select().from(dates).where(eq(dates.facilityId, facilityId)).orderBy(asc(dates.startsOn), asc(dates.id));
}

export async function findSpecialDate(db: Db, facilityId: number, id: number): Promise<SpecialDateRow | undefined> {
  const [row] = await db
    .select()
    .from(dates)
    .where(and(eq(dates.id, id), eq(dates.facilityId, facilityId)));
  return row;
}

/** Another special date of the facility sharing a day with [startsOn, endsOn]. */
export async function findOverlappingDate(
  db: Db,
  range: { facilityId: number; startsOn: string; endsOn: string; exceptId?: number },
): Promise<SpecialDateRow | undefined> {
  const [row] = await db
    .select()
    .from(dates)
    .where(
      and(
        eq(dates.facilityId, range.facilityId),
        gte(dates.endsOn, range.startsOn),
        lte(dates.startsOn, range.endsOn),
        range.exceptId === undefined ? undefined : ne(dates.id, range.exceptId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertSpecialDate(
  db: Db,
  values: SpecialDateColumns & { facilityId: number; createdBy: number; createdAt: Date; updatedAt: Date },
): Promise<SpecialDateRow> {
  const [row] = await db.insert(dates).values(values).returning();
  return row!;
}

export async function updateSpecialDate(
  db: Db,
  id: number,
  values: SpecialDateColumns & { updatedAt: Date },
): Promise<SpecialDateRow> {
  const [row] = await db.update(dates).set(values).where(eq(dates.id, id)).returning();
  return row!;
}

export async function deleteSpecialDate(db: Db, id: number): Promise<void> {
  await db.delete(dates).where(eq(dates.id, id));
}

/**
 * Marks the facility changed (who, when) without touching its fields or its edit version: its row's change
 * stamp moves (a trigger), so offline copies and every cached public read take the new special dates.
 */
export async function touchFacility(db: Db, facilityId: number, at: Date, userId: number): Promise<void> {
  await db.update(facilities).set({ updatedAt: at, updatedBy: userId }).where(eq(facilities.id, facilityId));
}
