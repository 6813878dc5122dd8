import { tables, type Db } from '@hc/db';
import {
  ADMIN_PAGE_SIZE,
  type AdminFacilityListQuery,
  type FacilityCategory,
  type FacilityChanges,
  type FacilityHistoryAction,
} from '@hc/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { nameContains, normalized } from '../../lib/directory/facility-sql';
import { clampPage } from '../../lib/list';

const {
  divisions,
  facilities,
  facilityHistory,
  facilitySpecialties,
  facilityTests,
  labTests,
  regions,
  specialties,
  subdivisions,
  users,
} = tables;

export type FacilityRecord = typeof facilities.$inferSelect;
export type FacilityValues = Partial<Omit<typeof facilities.$inferInsert, 'id' | 'searchName'>>;

const hasText = (column: typeof facilities.phone | typeof facilities.address) =>
  sql<boolean>`(${column} IS NOT NULL AND btrim(${column}) <> '')`;
/** What the list's completeness badges and the "needs data" filter look at. */
const completeness = {
  phone: hasText(facilities.phone),
  address: hasText(facilities.address),
  hours: sql<boolean>`(${facilities.openingHours} IS NOT NULL AND ${facilities.openingHours} <> '{}'::jsonb)`,
  position: sql<boolean>`(${facilities.lat} IS NOT NULL AND ${facilities.lng} IS NOT NULL)`,
};

/** A location filter: its id, or its English or French name (any case, accents ignored). */
function locationMatches(table: typeof regions | typeof divisions | typeof subdivisions, value: string): SQL {
  if (/^\d+$/.test(value)) return eq(table.id, Number(value));
  return sql`(f_unaccent(lower(${table.nameEn})) = ${normalized(value)} OR f_unaccent(lower(${table.nameFr})) = ${normalized(value)})`;
}

function listConditions(query: AdminFacilityListQuery): SQL | undefined {
  const q = query.q;
  return and(
    query.archived ? isNotNull(facilities.archivedAt) : isNull(facilities.archivedAt),
    query.region ? locationMatches(regions, query.region) : undefined,
    query.division ? locationMatches(divisions, query.division) : undefined,
    query.subdivision ? locationMatches(subdivisions, query.subdivision) : undefined,
    query.status ? eq(facilities.status, query.status) : undefined,
    query.type ? eq(facilities.facilityType, query.type) : undefined,
    query.needsData
      ? sql`NOT (${completeness.phone} AND ${completeness.address} AND ${completeness.hours} AND ${completeness.position})`
      : undefined,
    q
      ? /^\d{1,9}$/.test(q)
        ? or(eq(facilities.id, Number(q)), nameContains(sql`${facilities.searchName}`, q))
        : nameContains(sql`${facilities.searchName}`, q)
      : undefined,
  );
}

const sortColumns = {
  id: facilities.id,
  name: facilities.name,
  status: facilities.status,
  updated: facilities.updatedAt,
} as const;

/** One page (10 rows, the page clamped to those that exist) of the back-office list. */
export async function listAdminFacilities(db: Db, query: AdminFacilityListQuery) {
  const where = listConditions(query);
  const [counted] = await db
    .select({ total: count() })
    .from(facilities)
    .leftJoin(regions, eq(regions.id, facilities.regionId))
    .leftJoin(divisions, eq(divisions.id, facilities.divisionId))
    .leftJoin(subdivisions, eq(subdivisions.id, facilities.subdivisionId))
    .where(where);
  const total = counted?.total ?? 0;
  const { page, offset } = clampPage(query.page, total);
  const direction = query.order === 'desc' ? desc : asc;
  const rows = await db
    .select({
      id: facilities.id,
      name: facilities.name,
      email: facilities.email,
      facilityType: facilities.facilityType,
      category: facilities.category,
      phone: facilities.phone,
      status: facilities.status,
      region: regions.nameEn,
      division: divisions.nameEn,
      subdivision: subdivisions.nameEn,
      hasPhone: completeness.phone,
      hasAddress: completeness.address,
      hasHours: completeness.hours,
      hasPosition: completeness.position,
      version: facilities.version,
      updatedAt: facilities.updatedAt,
      archivedAt: facilities.archivedAt,
    })
    .from(facilities)
    .leftJoin(regions, eq(regions.id, facilities.regionId))
    .leftJoin(divisions, eq(divisions.id, facilities.divisionId))
    .leftJoin(subdivisions, eq(subdivisions.id, facilities.subdivisionId))
    .where(where)
    .orderBy(direction(sortColumns[query.sort]), direction(facilities.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  return { rows, total, page };
}
export type AdminFacilityListRow = Awaited<ReturnType<typeof listAdminFacilities>>['rows'][number];

/** Most rows one export holds: the whole directory today, with room to grow. */
export const EXPORT_MAX_ROWS = 200_000;

/** Every facility the list's filters select (all pages), in the list's order, for the CSV and GeoJSON exports. */
export async function exportAdminFacilities(db: Db, query: AdminFacilityListQuery) {
  const direction = query.order === 'desc' ? desc : asc;
  return db
    .select({
      id: facilities.id,
      name: facilities.name,
      category: facilities.category,
      facilityType: facilities.facilityType,
      status: facilities.status,
      email: facilities.email,
      phone: facilities.phone,
      address: facilities.address,
      region: regions.nameEn,
      division: divisions.nameEn,
      subdivision: subdivisions.nameEn,
      latitude: facilities.lat,
      longitude: facilities.lng,
      licenseNumber: facilities.licenseNumber,
      source: facilities.source,
      sourceId: facilities.sourceId,
      version: facilities.version,
      updatedAt: facilities.updatedAt,
      archivedAt: facilities.archivedAt,
    })
    .from(facilities)
    .leftJoin(regions, eq(regions.id, facilities.regionId))
    .leftJoin(divisions, eq(divisions.id, facilities.divisionId))
    .leftJoin(subdivisions, eq(subdivisions.id, facilities.subdivisionId))
    .where(listConditions(query))
    .orderBy(direction(sortColumns[query.sort]), direction(facilities.id))
    .limit(EXPORT_MAX_ROWS);
}
export type AdminFacilityExportRow = Awaited<ReturnType<typeof exportAdminFacilities>>[number];

export async function findFacility(db: Db, id: number): Promise<FacilityRecord | null> {
  const [row] = await db.select().from(facilities).where(eq(facilities.id, id));
  return row ?? null;
}

/** The ids of the facility's specialties and laboratory tests. */
export async function findFacilityLinks(db: Db, id: number) {
  const [specialtyRows, testRows] = await Promise.all([
    db
      .select({ id: facilitySpecialties.specialtyId })
      .from(facilitySpecialties)
      .where(eq(facilitySpecialties.facilityId, id))
      .orderBy(asc(facilitySpecialties.specialtyId)),
    db
      .select({ id: facilityTests.testId })
      .from(facilityTests)
      .where(eq(facilityTests.facilityId, id))
      .orderBy(asc(facilityTests.testId)),
  ]);
  return { specialtyIds: specialtyRows.map((r) => r.id), testIds: testRows.map((r) => r.id) };
}

/** The parents of a division and of a subdivision, to check a chosen location holds together. */
export async function findLocationParents(db: Db, divisionId: number | null, subdivisionId: number | null) {
  const [division] = divisionId
    ? await db.select({ regionId: divisions.regionId }).from(divisions).where(eq(divisions.id, divisionId))
    : [];
  const [subdivision] = subdivisionId
    ? await db
        .select({ divisionId: subdivisions.divisionId })
        .from(subdivisions)
        .where(eq(subdivisions.id, subdivisionId))
    : [];
  return { divisionRegionId: division?.regionId ?? null, subdivisionDivisionId: subdivision?.divisionId ?? null };
}

export async function regionExists(db: Db, id: number): Promise<boolean> {
  return (await db.$count(regions, eq(regions.id, id))) > 0;
}

/** How many of the specialty and test ids given exist (each list counted apart). */
export async function countKnownReferences(db: Db, specialtyIds: number[], testIds: number[]) {
  const [knownSpecialties, knownTests] = await Promise.all([
    specialtyIds.length > 0 ? db.$count(specialties, inArray(specialties.id, specialtyIds)) : 0,
    testIds.length > 0 ? db.$count(labTests, inArray(labTests.id, testIds)) : 0,
  ]);
  return { knownSpecialties, knownTests };
}

/** How many facilities of the category are featured, other than `exceptId`. */
export function countFeatured(db: Db, category: FacilityCategory, exceptId?: number): Promise<number> {
  return db.$count(
    facilities,
    and(
      eq(facilities.category, category),
      isNotNull(facilities.featuredRank),
      isNull(facilities.archivedAt),
      exceptId ? ne(facilities.id, exceptId) : undefined,
    ),
  );
}

export async function insertFacility(db: Db, values: FacilityValues & Pick<FacilityRecord, 'name'>) {
  const [row] = await db
    .insert(facilities)
    .values({ category: 'hospital', facilityType: 'hospital', source: 'staff', ...values })
    .returning();
  return row!;
}

/** Applies the change only when the row still has the version read; null when someone changed it meanwhile. */
export async function updateFacilityAtVersion(
  db: Db,
  id: number,
  version: number,
  values: FacilityValues,
): Promise<FacilityRecord | null> {
  const [row] = await db
    .update(facilities)
    .set({ ...values, version: sql`${facilities.version} + 1` })
    .where(and(eq(facilities.id, id), eq(facilities.version, version)))
    .returning();
  return row ?? null;
}

export async function replaceFacilityLinks(
  db: Db,
  id: number,
  links: { specialtyIds?: number[] | undefined; testIds?: number[] | undefined },
): Promise<void> {
  if (links.specialtyIds) {
    await db.delete(facilitySpecialties).where(eq(facilitySpecialties.facilityId, id));
    if (links.specialtyIds.length > 0)
      await db
        .insert(facilitySpecialties)
        .values([...new Set(links.specialtyIds)].map((specialtyId) => ({ facilityId: id, specialtyId })));
  }
  if (links.testIds) {
    await db.delete(facilityTests).where(eq(facilityTests.facilityId, id));
    if (links.testIds.length > 0)
      await db.insert(facilityTests).values([...new Set(links.testIds)].map((testId) => ({ facilityId: id, testId })));
  }
}

export async function insertHistory(
  db: Db,
  entry: { facilityId: number; userId: number; action: FacilityHistoryAction; changes: FacilityChanges; at: Date },
): Promise<void> {
  await db.insert(facilityHistory).values({
    facilityId: entry.facilityId,
    userId: entry.userId,
    action: entry.action,
    changes: entry.changes,
    createdAt: entry.at,
  });
}

/** The facility's history, newest first, with who made each change. */
export function listHistory(db: Db, facilityId: number, limit = 500) {
  return db
    .select({
      id: facilityHistory.id,
      action: facilityHistory.action,
      changes: facilityHistory.changes,
      createdAt: facilityHistory.createdAt,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(facilityHistory)
    .leftJoin(users, eq(users.id, facilityHistory.userId))
    .where(eq(facilityHistory.facilityId, facilityId))
    .orderBy(desc(facilityHistory.createdAt), desc(facilityHistory.id))
    .limit(limit);
}
