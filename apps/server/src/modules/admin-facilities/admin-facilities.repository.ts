import { tables, type Db } from '@hc/db';
import { ADMIN_PAGE_SIZE, type AdminFacilityListQuery, type FacilityCategory } from '@hc/shared';
import {
  and,
  asc,
  count,
  type AnyColumn,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { nameContains } from '../../sql/text-match.repository';
import { joinPlaces, placeCondition, placeNames } from '../../sql/places.repository';
import { clampPage } from '../../lib/list';
export { replaceFacilityLinks } from '../../sql/facility-links.repository';

const {
  divisions,
  facilities,
  facilityHistory,
  facilitySourceRecords,
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

async function listConditions(db: Db, query: AdminFacilityListQuery): Promise<SQL | undefined> {
  const q = query.q;
  const [region, division, subdivision] = await Promise.all([
    placeCondition(db, facilities.regionId, regions, query.region),
    placeCondition(db, facilities.divisionId, divisions, query.division),
    placeCondition(db, facilities.subdivisionId, subdivisions, query.subdivision),
  ]);
  return and(
    query.archived ? isNotNull(facilities.archivedAt) : isNull(facilities.archivedAt),
    region,
    division,
    subdivision,
    query.status ? eq(facilities.status, query.status) : undefined,
    query.type ? eq(facilities.facilityType, query.type) : undefined,
    query.needsData ? eq(facilities.needsData, true) : undefined,
    query.ids ? inArray(facilities.id, query.ids) : undefined,
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

/** Fewer matches than this: a name search sorts its matches; more: it walks the name index. */
const SPARSE_MATCHES = 2000;

/**
 * The list's sort key. A name search with few matches scattered over the alphabet would walk most
 * of the name index to find them; sorting by an expression of the name (the same order) makes
 * PostgreSQL fetch them through the trigram index and sort only those. With many matches, walking
 * the name index (which carries `search_name`, so the walk never reads the table) finds a page at once.
 */
function sortKey(query: AdminFacilityListQuery, total: number): SQL | AnyColumn {
  if (query.q && query.sort === 'name' && total <= SPARSE_MATCHES) return sql`(${facilities.name} || '')`;
  return sortColumns[query.sort];
}

const listColumns = {
  id: facilities.id,
  name: facilities.name,
  email: facilities.email,
  facilityType: facilities.facilityType,
  category: facilities.category,
  phone: facilities.phone,
  status: facilities.status,
  divisionId: facilities.divisionId,
  subdivisionId: facilities.subdivisionId,
  ...placeNames,
  hasPhone: completeness.phone,
  hasAddress: completeness.address,
  hasHours: completeness.hours,
  hasPosition: completeness.position,
  version: facilities.version,
  updatedAt: facilities.updatedAt,
  archivedAt: facilities.archivedAt,
};

/** How many facilities the filters select: computed, or remembered by the caller for the same filters. */
export type CountFacilities = (key: string, compute: () => Promise<number>) => Promise<number>;

/** The filters of a list query, without its page and order: what its count depends on. */
export const countKey = ({ page: _page, sort: _sort, order: _order, ...filters }: AdminFacilityListQuery) =>
  JSON.stringify(filters);

/** One page (10 rows, the page clamped to those that exist) of the back-office list: counted first, then read. */
export async function listAdminFacilities(
  db: Db,
  query: AdminFacilityListQuery,
  countOf: CountFacilities = (_key, compute) => compute(),
) {
  const where = await listConditions(db, query);
  const total = await countOf(countKey(query), async () => {
    const [counted] = await db.select({ total: count() }).from(facilities).where(where);
    return counted?.total ?? 0;
  });
  const { page, offset } = clampPage(query.page, total);
  const direction = query.order === 'desc' ? desc : asc;
  // The page's ids first: an index walk that never reads the table (the filters' columns ride in the
  // indexes), then the ten rows themselves.
  const pageIds = (
    await db
      .select({ id: facilities.id })
      .from(facilities)
      .where(where)
      .orderBy(direction(sortKey(query, total)), direction(facilities.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offset)
  ).map((row) => row.id);
  if (pageIds.length === 0) return { rows: [], total, page };
  const found = await joinPlaces(db.select(listColumns).from(facilities).$dynamic(), facilities).where(
    inArray(facilities.id, pageIds),
  );
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = pageIds.flatMap((id) => byId.get(id) ?? []);
  return { rows, total, page };
}
export type AdminFacilityListRow = Awaited<ReturnType<typeof listAdminFacilities>>['rows'][number];

/** The list's filters without its page and order: what a bulk request's "every row the filters match" gives. */
export type FacilityFilter = Omit<AdminFacilityListQuery, 'page' | 'sort' | 'order'>;

/**
 * The ids of the rows the filters select, by id: at most `limit` of them (ask one more than allowed to
 * learn that there are too many), with how many there are in all.
 */
export async function listMatchingIds(db: Db, filter: FacilityFilter, limit: number) {
  const where = await listConditions(db, { ...filter, page: 1, sort: 'id', order: 'asc' });
  const [rows, [counted]] = await Promise.all([
    db.select({ id: facilities.id }).from(facilities).where(where).orderBy(asc(facilities.id)).limit(limit),
    db.select({ total: count() }).from(facilities).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
}

/** Most rows one export holds: the whole directory today, with room to grow. */
export const EXPORT_MAX_ROWS = 200_000;

/** Every facility the list's filters select (all pages), in the list's order, for the CSV and GeoJSON exports. */
export async function exportAdminFacilities(db: Db, query: AdminFacilityListQuery) {
  const direction = query.order === 'desc' ? desc : asc;
  return joinPlaces(
    db
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
        // Issue 36: what the import reads, so an exported file imports back unchanged.
        website: facilities.website,
        openingHours: facilities.openingHours,
        services: facilities.services,
        source: facilities.source,
        sourceId: facilities.sourceId,
        version: facilities.version,
        updatedAt: facilities.updatedAt,
        archivedAt: facilities.archivedAt,
      })
      .from(facilities)
      .$dynamic(),
    facilities,
  )
    .where(await listConditions(db, query))
    .orderBy(direction(sortColumns[query.sort]), direction(facilities.id))
    .limit(EXPORT_MAX_ROWS);
}
export type AdminFacilityExportRow = Awaited<ReturnType<typeof exportAdminFacilities>>[number];

export async function findFacility(db: Db, id: number): Promise<FacilityRecord | null> {
  const [row] = await db.select().from(facilities).where(eq(facilities.id, id));
  return row ?? null;
}

/** The ids of the facility's specialties and laboratory tests, and the open-data records behind it. */
export async function findFacilityLinks(db: Db, id: number) {
  const [specialtyRows, testRows, sourceRecords] = await Promise.all([
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
    db
      .select({
        source: facilitySourceRecords.source,
        sourceKey: facilitySourceRecords.sourceKey,
        retrievedOn: facilitySourceRecords.retrievedOn,
        licence: facilitySourceRecords.licence,
      })
      .from(facilitySourceRecords)
      .where(eq(facilitySourceRecords.facilityId, id))
      .orderBy(asc(facilitySourceRecords.source), asc(facilitySourceRecords.sourceKey)),
  ]);
  return { specialtyIds: specialtyRows.map((r) => r.id), testIds: testRows.map((r) => r.id), sourceRecords };
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

/** The facility's history, newest first, with who made each change. */
export async function countHistory(db: Db, facilityId: number): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(facilityHistory)
    .where(eq(facilityHistory.facilityId, facilityId));
  return counted?.total ?? 0;
}

/** A facility's history, newest first: `limit` entries from `offset`. */
export function listHistory(db: Db, facilityId: number, limit: number, offset = 0) {
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
    .limit(limit)
    .offset(offset);
}

/**
 * Who proposed these facilities (created them, by hand or by an import) and when, with their source:
 * the evidence a four-eyes approver sees (issue 36), by facility id.
 */
export async function findProposals(db: Db, ids: number[]) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: facilities.id,
            createdAt: facilities.createdAt,
            source: facilities.source,
            proposerId: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
          })
          .from(facilities)
          .leftJoin(users, eq(users.id, facilities.createdBy))
          .where(inArray(facilities.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
export type FacilityProposalRecord = NonNullable<ReturnType<Awaited<ReturnType<typeof findProposals>>['get']>>;
