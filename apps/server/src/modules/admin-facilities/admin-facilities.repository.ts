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
import { z } from 'zod';
import { nameContains } from '../../sql/text-match.repository';
import { joinPlaces, placeCondition, placeIdsArray, placeNames } from '../../sql/places.repository';
import { parsedRows } from '../../sql/parsed-rows.repository';
import { readStateVersion, stateVersionColumn } from '../../sql/state-version.repository';
import type { Recalled, VersionMemo } from '../../lib/version-memo';
import { clampPage } from '../../lib/list';
import { pageWithRememberedTotal } from '../../lib/remembered-total';
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

/** The place filters as conditions: resolved to ids (or matched by name inside the statement). */
type PlaceConditions = { region?: SQL | undefined; division?: SQL | undefined; subdivision?: SQL | undefined };

function conditionsOf(query: AdminFacilityListQuery, places: PlaceConditions): SQL | undefined {
  const q = query.q;
  return and(
    query.archived ? isNotNull(facilities.archivedAt) : isNull(facilities.archivedAt),
    places.region,
    places.division,
    places.subdivision,
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

async function listConditions(db: Db, query: AdminFacilityListQuery): Promise<SQL | undefined> {
  const [region, division, subdivision] = await Promise.all([
    placeCondition(db, facilities.regionId, regions, query.region),
    placeCondition(db, facilities.divisionId, divisions, query.division),
    placeCondition(db, facilities.subdivisionId, subdivisions, query.subdivision),
  ]);
  return conditionsOf(query, { region, division, subdivision });
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

/** Who proposed a facility, when and from where: the evidence an approver needs (four eyes). */
const proposalColumns = {
  id: facilities.id,
  createdAt: facilities.createdAt,
  source: facilities.source,
  proposerId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

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
  /** Who proposed it and when, from where (as `findProposals` gives them). */
  proposal: proposalColumns,
};

/** The ids the place filters stand for (a filter not given: absent), as read at one version of the directory. */
export type PlaceIds = { region?: number[]; division?: number[]; subdivision?: number[] };
/** What the list remembers of a filter set: how many rows it selects and the ids its place names stand for. */
export type FacilityListFacts = { total: number; places: PlaceIds };

/** The filters of a list query, without its page and order: what its count depends on. */
export const countKey = ({ page: _page, sort: _sort, order: _order, ...filters }: AdminFacilityListQuery) =>
  JSON.stringify(filters);

const placeFilters = [
  { key: 'region', column: facilities.regionId, table: regions },
  { key: 'division', column: facilities.divisionId, table: divisions },
  { key: 'subdivision', column: facilities.subdivisionId, table: subdivisions },
] as const;

const byIds = (places: PlaceIds): PlaceConditions =>
  Object.fromEntries(
    placeFilters.flatMap(({ key, column }) => {
      const ids = places[key];
      return ids ? [[key, ids.length > 0 ? inArray(column, ids) : sql`false`]] : [];
    }),
  );

/** Each place filter as an int[] of the ids it stands for (NULL when not given), to read in a statement's snapshot. */
const placeArraysOf = (query: AdminFacilityListQuery) =>
  Object.fromEntries(placeFilters.map(({ key, table }) => [key, placeIdsArray(table, query[key])])) as Record<
    keyof PlaceIds,
    SQL
  >;

const givenPlaces = (places: Record<keyof PlaceIds, number[] | null>): PlaceIds =>
  Object.fromEntries(Object.entries(places).filter(([, ids]) => ids !== null)) as PlaceIds;

const factsRow = z.object({
  version: z.string(),
  total: z.number(),
  region: z.array(z.number()).nullable(),
  division: z.array(z.number()).nullable(),
  subdivision: z.array(z.number()).nullable(),
});

/**
 * The directory's version, the ids each place filter stands for and the filters' total, in one statement
 * (one snapshot), so all three are true of exactly that version.
 */
async function readFacts(db: Db, query: AdminFacilityListQuery): Promise<Recalled<FacilityListFacts>> {
  const arrays = placeArraysOf(query);
  const where = conditionsOf(
    query,
    Object.fromEntries(
      placeFilters.flatMap(({ key, column }) =>
        query[key] ? [[key, sql`${column} = ANY(${sql.raw(`places.${key}`)})`]] : [],
      ),
    ),
  );
  const [row] = await parsedRows(
    db,
    factsRow,
    sql`SELECT ${stateVersionColumn('directory_state')} AS version,
        places.region, places.division, places.subdivision,
        (SELECT count(*)::int FROM ${facilities} WHERE ${where ?? sql`true`}) AS total
      FROM (SELECT ${arrays.region} AS region, ${arrays.division} AS division, ${arrays.subdivision} AS subdivision) AS places`,
  );
  const { version, total, ...places } = row!;
  return { version, value: { total, places: givenPlaces(places) } };
}

const placeIdsRow = factsRow.omit({ total: true });

/** The ids each place filter stands for and the directory's version they were read at, in one statement. */
export async function readPlaceIds(db: Db, query: AdminFacilityListQuery): Promise<Recalled<PlaceIds>> {
  const arrays = placeArraysOf(query);
  const [row] = await parsedRows(
    db,
    placeIdsRow,
    sql`SELECT ${stateVersionColumn('directory_state')} AS version,
      ${arrays.region} AS region, ${arrays.division} AS division, ${arrays.subdivision} AS subdivision`,
  );
  const { version, ...places } = row!;
  return { version, value: givenPlaces(places) };
}

const pageRow = z.object({ version: z.string(), ids: z.array(z.number()) });

/**
 * The page's ids (an index walk that never reads the table: the filters' columns ride in the indexes) and
 * the directory's version they were read at, as one row even when the page is empty.
 */
async function readPage(db: Db, query: AdminFacilityListQuery, facts: FacilityListFacts, offset: number) {
  const direction = query.order === 'desc' ? desc : asc;
  const ids = db
    .select({ id: facilities.id })
    .from(facilities)
    .where(conditionsOf(query, byIds(facts.places)))
    .orderBy(direction(sortKey(query, facts.total)), direction(facilities.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  const [row] = await parsedRows(
    db,
    pageRow,
    sql`SELECT ${stateVersionColumn('directory_state')} AS version, ARRAY(${ids}) AS ids`,
  );
  return row!;
}

function preparePageRows(db: Db) {
  return joinPlaces(
    db
      .select({ ...listColumns, directoryVersion: stateVersionColumn('directory_state') })
      .from(facilities)
      .$dynamic(),
    facilities,
  )
    .leftJoin(users, eq(users.id, facilities.createdBy))
    .where(sql`${facilities.id} = ANY(${sql.placeholder('ids')}::int[])`)
    .prepare('admin_facilities_page_rows');
}
const pageRowsStatements = new WeakMap<Db, ReturnType<typeof preparePageRows>>();

/**
 * The page's rows with their places and who proposed them, as one named statement: planned once per
 * connection, its joins are not planned again on every request.
 */
function readPageRows(db: Db, ids: number[]) {
  let statement = pageRowsStatements.get(db);
  if (!statement) pageRowsStatements.set(db, (statement = preparePageRows(db)));
  return statement.execute({ ids });
}

/**
 * The rows of these ids, in their order, and the directory's version the statement read them at: a page
 * whose ids were chosen at another version is not to be served with them. An empty page reads the version alone.
 */
export async function readListedRows(db: Db, ids: number[]) {
  if (ids.length === 0) return { version: await readStateVersion(db, 'directory_state'), rows: [] };
  const found = await readPageRows(db, ids);
  const byId = new Map(found.map(({ directoryVersion: _version, ...row }) => [row.id, row]));
  // Every row carries the same version (one statement); none found means the ids were all deleted since.
  const version = found[0]?.directoryVersion ?? (await readStateVersion(db, 'directory_state'));
  return { version, rows: ids.flatMap((id) => byId.get(id) ?? []) };
}

/**
 * One page (10 rows, the page clamped to those that exist) of the back-office list, by SQL. Its total and
 * place ids, once read, are remembered for the directory's version; the statement that reads the page's ids
 * reads that version too, and they are used only when it is unchanged. Otherwise they are read again (with
 * the version, in one statement) and the page after them. Then the page's rows, by id.
 */
export async function listAdminFacilities(db: Db, query: AdminFacilityListQuery, memo: VersionMemo<FacilityListFacts>) {
  const { total: facts, ids } = await pageWithRememberedTotal({
    memo,
    key: countKey(query),
    count: () => readFacts(db, query),
    page: (known) => readPage(db, query, known, clampPage(query.page, known.total).offset),
  });
  const { rows } = await readListedRows(db, ids);
  return { rows, total: facts.total, page: clampPage(query.page, facts.total).page };
}
type ListedFacility = Awaited<ReturnType<typeof listAdminFacilities>>['rows'][number];
export type AdminFacilityListRow = Omit<ListedFacility, 'proposal'>;

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
          .select(proposalColumns)
          .from(facilities)
          .leftJoin(users, eq(users.id, facilities.createdBy))
          .where(inArray(facilities.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
export type FacilityProposalRecord = NonNullable<ReturnType<Awaited<ReturnType<typeof findProposals>>['get']>>;
