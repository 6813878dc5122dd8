import { tables, type Db } from '@hc/db';
import { ADMIN_PAGE_SIZE, parsePatientId, type PatientListQuery, type PatientStatus } from '@hc/shared';
import { and, asc, count, desc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../sql/text-match.repository';
import { joinPlaces, placeCondition, placeNames } from '../../sql/places.repository';
import { clampPage } from '../../lib/list';
import { pageWithRememberedTotal } from '../../lib/remembered-total';
import type { VersionMemo } from '../../lib/version-memo';
import {
  conditionKey,
  listStateColumn,
  selectVersionedCount,
  selectVersionedIds,
} from '../../sql/versioned-list.repository';

const { divisions, regions, subdivisions, users } = tables;

export type PatientRecord = typeof users.$inferSelect;
export type PatientValues = Pick<
  typeof users.$inferInsert,
  | 'firstName'
  | 'lastName'
  | 'username'
  | 'email'
  | 'phone'
  | 'status'
  | 'bloodType'
  | 'regionId'
  | 'divisionId'
  | 'subdivisionId'
  | 'insuranceProvider'
  | 'emergencyContactName'
  | 'emergencyContactPhone'
  | 'registrationStatus'
>;

const isPatient = eq(users.role, 'patient');

/** Only the patients of one region, for a region-limited account (null: every region). */
const inScope = (scopeRegionId: number | null) =>
  scopeRegionId === null ? undefined : eq(users.regionId, scopeRegionId);

/** Spec 02 §4 knows active and inactive patients: any other account status (suspended…) reads as inactive. */
const statusCondition = (status: PatientStatus) =>
  status === 'active' ? eq(users.status, 'active') : ne(users.status, 'active');

/** Name, email and username (accents and case ignored), or the patient id (`PAT-000123`, `123`). */
function searchCondition(q: string): SQL {
  const haystack = sql`f_unaccent(lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email} || ' ' || coalesce(${users.username}, '')))`;
  const text = sql`${haystack} LIKE ${containsPattern(q)}`;
  const id = parsePatientId(q);
  return id === null ? text : sql`(${text} OR ${users.id} = ${id})`;
}

async function listConditions(db: Db, query: PatientListQuery, scopeRegionId: number | null) {
  const [region, division, subdivision] = await Promise.all([
    placeCondition(db, users.regionId, regions, query.region),
    placeCondition(db, users.divisionId, divisions, query.division),
    placeCondition(db, users.subdivisionId, subdivisions, query.subdivision),
  ]);
  return and(
    isPatient,
    inScope(scopeRegionId),
    region,
    division,
    subdivision,
    query.status ? statusCondition(query.status) : undefined,
    query.bloodType ? eq(users.bloodType, query.bloodType) : undefined,
    query.q ? searchCondition(query.q) : undefined,
  );
}

const rowColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
  phone: users.phone,
  bloodType: users.bloodType,
  status: users.status,
  registrationStatus: users.registrationStatus,
  regionId: users.regionId,
  divisionId: users.divisionId,
  subdivisionId: users.subdivisionId,
  ...placeNames,
  insuranceProvider: users.insuranceProvider,
  emergencyContactName: users.emergencyContactName,
  emergencyContactPhone: users.emergencyContactPhone,
  createdAt: users.createdAt,
};

const withPlaces = (db: Db) => joinPlaces(db.select(rowColumns).from(users).$dynamic(), users);

const sortColumns = { createdAt: users.createdAt, lastName: users.lastName, id: users.id } as const;

/**
 * One page (10 rows, the page clamped to those that exist) of the patients the filters select. Its total is
 * remembered per condition for the accounts' version (`pageWithRememberedTotal`).
 */
export async function listPatients(
  db: Db,
  query: PatientListQuery,
  scopeRegionId: number | null,
  totals: VersionMemo<number>,
) {
  const where = await listConditions(db, query, scopeRegionId);
  const version = listStateColumn('users');
  const direction = query.order === 'asc' ? asc : desc;
  const { total, ids } = await pageWithRememberedTotal({
    memo: totals,
    key: conditionKey(where),
    count: () => selectVersionedCount(db, version, db.select({ total: count() }).from(users).where(where)),
    page: (total) =>
      selectVersionedIds(
        db,
        version,
        db
          .select({ id: users.id })
          .from(users)
          .where(where)
          .orderBy(direction(sortColumns[query.sort]), direction(users.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset(clampPage(query.page, total).offset),
      ),
  });
  const found = ids.length > 0 ? await withPlaces(db).where(inArray(users.id, ids)) : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  return { rows, total, page: clampPage(query.page, total).page };
}
export type PatientRow = Awaited<ReturnType<typeof listPatients>>['rows'][number];

/** A patient (an account with the patient role) the caller may see; null otherwise. */
export async function findPatientRow(db: Db, id: number, scopeRegionId: number | null): Promise<PatientRow | null> {
  const [row] = await withPlaces(db).where(and(eq(users.id, id), isPatient, inScope(scopeRegionId)));
  return row ?? null;
}

export async function findPatient(db: Db, id: number, scopeRegionId: number | null): Promise<PatientRecord | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isPatient, inScope(scopeRegionId)))
    .for('update');
  return row ?? null;
}

/** Whether another account than `exceptId` already uses the username (any case). */
export async function isUsernameTaken(db: Db, username: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

export async function insertPatient(
  db: Db,
  values: PatientValues & { passwordHash: string; createdAt: Date },
): Promise<PatientRecord> {
  const [row] = await db
    .insert(users)
    .values({ ...values, role: 'patient', updatedAt: values.createdAt })
    .returning();
  return row!;
}

export async function updatePatient(db: Db, id: number, values: PatientValues & { updatedAt: Date }) {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** Deletes the account; its sessions, attempts and tokens go with it, its orders and logs keep a null user. */
export async function deletePatient(db: Db, id: number): Promise<void> {
  await db.delete(users).where(and(eq(users.id, id), isPatient));
}

/** Counts of the patients the caller may see: by status, blood type and region, and those created since `since`. */
export async function countPatients(db: Db, scopeRegionId: number | null, since: Date) {
  const where = and(isPatient, inScope(scopeRegionId));
  const [byStatus, byBlood, byRegion, [recent]] = await Promise.all([
    db.select({ status: users.status, count: count() }).from(users).where(where).groupBy(users.status),
    db.select({ bloodType: users.bloodType, count: count() }).from(users).where(where).groupBy(users.bloodType),
    db
      .select({ id: regions.id, nameEn: regions.nameEn, nameFr: regions.nameFr, count: count() })
      .from(users)
      .leftJoin(regions, eq(regions.id, users.regionId))
      .where(where)
      .groupBy(regions.id, regions.nameEn, regions.nameFr)
      .orderBy(desc(count()), asc(regions.nameEn)),
    db
      .select({ count: count() })
      .from(users)
      .where(and(where, gte(users.createdAt, since))),
  ]);
  return {
    byStatus,
    byBlood,
    byRegion,
    newSince: recent?.count ?? 0,
  };
}
