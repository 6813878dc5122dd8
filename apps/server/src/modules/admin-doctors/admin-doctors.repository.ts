import { tables, type Db } from '@hc/db';
import { ADMIN_PAGE_SIZE, type AdminDoctorListQuery, type DoctorDocumentSide, type DoctorStatus } from '@hc/shared';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { nameContains } from '../../sql/text-match.repository';
import { joinPlaces, placeCondition, placeNames } from '../../sql/places.repository';
import { clampPage, substringPattern } from '../../lib/list';
import { z } from 'zod';
import { pageWithRememberedTotal } from '../../lib/remembered-total';
import type { VersionMemo } from '../../lib/version-memo';
import { parsedRows } from '../../sql/parsed-rows.repository';
import { stateVersionColumn } from '../../sql/state-version.repository';
import { conditionKey, selectVersionedIds } from '../../sql/versioned-list.repository';

const { divisions, doctorDocuments, doctorFacilities, doctors, facilities, regions, specialties, subdivisions, users } =
  tables;
const verifiers = alias(users, 'verifiers');

export type DoctorRecord = typeof doctors.$inferSelect;
export type DoctorInsert = Omit<typeof doctors.$inferInsert, 'searchName' | 'id'>;

/** A specialty given by id, or by its English or French name (any case); an unknown name matches nothing. */
async function specialtyCondition(db: Db, value: string | undefined): Promise<SQL | undefined> {
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return eq(doctors.specialtyId, Number(value));
  const rows = await db
    .select({ id: specialties.id })
    .from(specialties)
    .where(
      or(sql`lower(${specialties.nameEn}) = lower(${value})`, sql`lower(${specialties.nameFr}) = lower(${value})`),
    );
  return rows.length > 0
    ? inArray(
        doctors.specialtyId,
        rows.map((row) => row.id),
      )
    : sql`false`;
}

/** Case-insensitive substring of a nullable text column. */
const textContains = (column: SQL, text: string): SQL =>
  sql`lower(coalesce(${column}, '')) LIKE ${substringPattern(text.toLowerCase())}`;

/**
 * The scope a region-limited account sees (null: every doctor): the doctors of its region and, as most
 * doctors have no region of their own, those who work at one of its region's facilities.
 */
export const regionScope = (scopeRegionId: number | null): SQL | undefined =>
  scopeRegionId === null
    ? undefined
    : or(
        eq(doctors.regionId, scopeRegionId),
        sql`EXISTS (SELECT 1 FROM ${doctorFacilities} JOIN ${facilities} ON ${facilities.id} = ${doctorFacilities.facilityId}
          WHERE ${doctorFacilities.doctorId} = ${doctors.id} AND ${facilities.regionId} = ${scopeRegionId})`,
      );

/** Whether the doctor is within the scope of a region-limited account (always, with no limit). */
export async function isDoctorInScope(db: Db, id: number, scopeRegionId: number | null): Promise<boolean> {
  if (scopeRegionId === null) return true;
  return (await db.$count(doctors, and(eq(doctors.id, id), regionScope(scopeRegionId)))) > 0;
}

async function listConditions(db: Db, query: AdminDoctorListQuery, scopeRegionId: number | null) {
  const q = query.q;
  const [region, division, subdivision, specialty] = await Promise.all([
    placeCondition(db, doctors.regionId, regions, query.region),
    placeCondition(db, doctors.divisionId, divisions, query.division),
    placeCondition(db, doctors.subdivisionId, subdivisions, query.subdivision),
    specialtyCondition(db, query.specialty),
  ]);
  return and(
    regionScope(scopeRegionId),
    region,
    division,
    subdivision,
    specialty,
    query.status ? eq(doctors.status, query.status) : undefined,
    q
      ? or(
          /^\d{1,9}$/.test(q) ? eq(doctors.id, Number(q)) : undefined,
          nameContains(sql`${doctors.searchName}`, q),
          textContains(sql`${doctors.email}`, q),
          textContains(sql`${doctors.idNumber}`, q),
          textContains(sql`${doctors.licenceNumber}`, q),
        )
      : undefined,
  );
}

const sortColumns = {
  name: doctors.name,
  status: doctors.status,
  created: doctors.createdAt,
  id: doctors.id,
} as const;

const rowColumns = {
  doctor: doctors,
  username: users.username,
  verifierEmail: verifiers.email,
  specialtyEn: specialties.nameEn,
  specialtyFr: specialties.nameFr,
  ...placeNames,
};

const withDetails = (db: Db) =>
  joinPlaces(
    db
      .select(rowColumns)
      .from(doctors)
      .leftJoin(users, eq(users.id, doctors.userId))
      .leftJoin(verifiers, eq(verifiers.id, doctors.verifiedBy))
      .leftJoin(specialties, eq(specialties.id, doctors.specialtyId))
      .$dynamic(),
    doctors,
  );

export type DoctorRow = Awaited<ReturnType<ReturnType<typeof withDetails>['where']>>[number];

/** The facilities and stored documents of some doctors, by doctor id. */
async function linksOf(db: Db, ids: number[]) {
  if (ids.length === 0) return { facilitiesOf: new Map(), documentsOf: new Map() };
  const [facilityRows, documentRows] = await Promise.all([
    db
      .select({ doctorId: doctorFacilities.doctorId, id: facilities.id, name: facilities.name })
      .from(doctorFacilities)
      .innerJoin(facilities, eq(facilities.id, doctorFacilities.facilityId))
      .where(inArray(doctorFacilities.doctorId, ids))
      .orderBy(asc(facilities.name), asc(facilities.id)),
    db
      .select({
        doctorId: doctorDocuments.doctorId,
        side: doctorDocuments.side,
        mimeType: doctorDocuments.mimeType,
        size: doctorDocuments.size,
        uploadedAt: doctorDocuments.uploadedAt,
        uploadedBy: doctorDocuments.uploadedBy,
      })
      .from(doctorDocuments)
      .where(inArray(doctorDocuments.doctorId, ids))
      .orderBy(asc(doctorDocuments.side)),
  ]);
  const group = <T extends { doctorId: number }>(rows: T[]) => {
    const map = new Map<number, Omit<T, 'doctorId'>[]>();
    for (const { doctorId, ...rest } of rows) map.set(doctorId, [...(map.get(doctorId) ?? []), rest]);
    return map;
  };
  return { facilitiesOf: group(facilityRows), documentsOf: group(documentRows) };
}

export type DoctorDetails = DoctorRow & {
  facilities: { id: number; name: string }[];
  documents: {
    side: DoctorDocumentSide;
    mimeType: string;
    size: number;
    uploadedAt: Date;
    /** Who gave the image (four eyes: they may not also approve the doctor). */
    uploadedBy: number | null;
  }[];
};

async function withLinks(db: Db, rows: DoctorRow[]): Promise<DoctorDetails[]> {
  const { facilitiesOf, documentsOf } = await linksOf(
    db,
    rows.map((row) => row.doctor.id),
  );
  return rows.map((row) => ({
    ...row,
    facilities: facilitiesOf.get(row.doctor.id) ?? [],
    documents: documentsOf.get(row.doctor.id) ?? [],
  }));
}

/** How many doctors the filters select, and how many of the scope wait for review (the list's badge). */
export type DoctorTotals = { total: number; pending: number };

const doctorTotalsRow = z.object({ version: z.string(), total: z.number(), pending: z.number() });

/**
 * One page (10 rows, the page clamped to those that exist) of the doctors the filters select. Its totals are
 * remembered per condition for the directory's version, which doctors' writes move (`pageWithRememberedTotal`).
 */
export async function listDoctorRows(
  db: Db,
  query: AdminDoctorListQuery,
  scopeRegionId: number | null,
  totals: VersionMemo<DoctorTotals>,
) {
  const where = await listConditions(db, query, scopeRegionId);
  const version = stateVersionColumn('directory_state');
  const direction = query.order === 'asc' ? asc : desc;
  const { total: counted, ids } = await pageWithRememberedTotal({
    memo: totals,
    key: conditionKey(where),
    count: async () => {
      const [row] = await parsedRows(
        db,
        doctorTotalsRow,
        sql`SELECT ${version} AS version,
          (${db.select({ total: count() }).from(doctors).where(where)})::int AS total,
          (${db
            .select({ total: count() })
            .from(doctors)
            .where(and(regionScope(scopeRegionId), eq(doctors.status, 'pending')))})::int AS pending`,
      );
      return { version: row!.version, value: { total: row!.total, pending: row!.pending } };
    },
    page: ({ total }) =>
      selectVersionedIds(
        db,
        version,
        db
          .select({ id: doctors.id })
          .from(doctors)
          .where(where)
          .orderBy(direction(sortColumns[query.sort]), direction(doctors.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset(clampPage(query.page, total).offset),
      ),
  });
  const found = ids.length > 0 ? await withDetails(db).where(inArray(doctors.id, ids)) : [];
  const byId = new Map(found.map((row) => [row.doctor.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  const { total, pending } = counted;
  return { rows: await withLinks(db, rows), total, page: clampPage(query.page, total).page, pending };
}

/** A doctor with its names, facilities and documents, within the scope; null when there is none. */
export async function findDoctorDetails(db: Db, id: number, scopeRegionId: number | null) {
  const rows = await withDetails(db).where(and(eq(doctors.id, id), regionScope(scopeRegionId)));
  if (rows.length === 0) return null;
  return (await withLinks(db, rows))[0]!;
}

/** The doctor row, locked for the transaction's change, within the scope. */
export async function lockDoctor(db: Db, id: number, scopeRegionId: number | null): Promise<DoctorRecord | null> {
  const [row] = await db
    .select()
    .from(doctors)
    .where(and(eq(doctors.id, id), regionScope(scopeRegionId)))
    .for('update');
  return row ?? null;
}

export async function insertDoctor(db: Db, values: DoctorInsert): Promise<DoctorRecord> {
  const [row] = await db.insert(doctors).values(values).returning();
  return row!;
}

export async function updateDoctor(db: Db, id: number, values: Partial<DoctorInsert>): Promise<void> {
  await db.update(doctors).set(values).where(eq(doctors.id, id));
}

export async function deleteDoctor(db: Db, id: number): Promise<void> {
  await db.delete(doctors).where(eq(doctors.id, id));
}

export async function linkedFacilityIds(db: Db, doctorId: number): Promise<number[]> {
  const rows = await db
    .select({ id: doctorFacilities.facilityId })
    .from(doctorFacilities)
    .where(eq(doctorFacilities.doctorId, doctorId));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Replaces the facilities where the doctor practises. */
export async function replaceFacilityLinks(db: Db, doctorId: number, facilityIds: number[], now: Date) {
  await db.delete(doctorFacilities).where(eq(doctorFacilities.doctorId, doctorId));
  if (facilityIds.length > 0)
    await db
      .insert(doctorFacilities)
      .values(facilityIds.map((facilityId) => ({ doctorId, facilityId, createdAt: now })))
      .onConflictDoNothing();
}

/** The ids among these that are existing facilities. */
export async function existingFacilityIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: facilities.id }).from(facilities).where(inArray(facilities.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function specialtyExists(db: Db, id: number): Promise<boolean> {
  return (await db.$count(specialties, eq(specialties.id, id))) > 0;
}

/** Whether another account uses this username (any case). */
export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  return (await db.$count(users, sql`lower(${users.username}) = lower(${username})`)) > 0;
}

export async function insertDoctorAccount(
  db: Db,
  values: {
    email: string;
    username: string | null;
    firstName: string;
    lastName: string;
    phone: string | null;
    passwordHash: string;
    specialtyId: number | null;
    regionId: number | null;
    divisionId: number | null;
    subdivisionId: number | null;
    /** `pending` while the doctor waits for a second staff member's approval (four eyes). */
    status: 'active' | 'pending';
    now: Date;
  },
) {
  const { now, ...columns } = values;
  const [row] = await db
    .insert(users)
    .values({
      ...columns,
      role: 'doctor',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row ?? null;
}

/** A pending doctor's account becomes active when the doctor is approved or verified. */
export async function activatePendingAccount(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ status: 'active', updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.status, 'pending')));
}

/** Whether the account still waits for its doctor to be approved (it never was). */
export async function isAccountPending(db: Db, userId: number): Promise<boolean> {
  return (await db.$count(users, and(eq(users.id, userId), eq(users.status, 'pending')))) > 0;
}

/** Deletes the account when it is a doctor's (a staff or patient account is never removed here). */
export async function deleteDoctorAccount(db: Db, userId: number): Promise<boolean> {
  const removed = await db
    .delete(users)
    .where(and(eq(users.id, userId), eq(users.role, 'doctor')))
    .returning({ id: users.id });
  return removed.length > 0;
}

export async function upsertDocument(
  db: Db,
  document: {
    doctorId: number;
    side: DoctorDocumentSide;
    mimeType: string;
    bytes: Buffer;
    uploadedBy: number;
    now: Date;
  },
): Promise<void> {
  const { now, ...columns } = document;
  const values = { ...columns, size: columns.bytes.length, uploadedAt: now };
  await db
    .insert(doctorDocuments)
    .values(values)
    .onConflictDoUpdate({
      target: [doctorDocuments.doctorId, doctorDocuments.side],
      set: {
        mimeType: values.mimeType,
        bytes: values.bytes,
        size: values.size,
        uploadedBy: values.uploadedBy,
        uploadedAt: now,
      },
    });
}

export async function storedSides(db: Db, doctorId: number): Promise<Set<DoctorDocumentSide>> {
  const rows = await db
    .select({ side: doctorDocuments.side })
    .from(doctorDocuments)
    .where(eq(doctorDocuments.doctorId, doctorId));
  return new Set(rows.map((row) => row.side));
}

export async function findDocument(db: Db, doctorId: number, side: DoctorDocumentSide) {
  const [row] = await db
    .select({ mimeType: doctorDocuments.mimeType, bytes: doctorDocuments.bytes })
    .from(doctorDocuments)
    .where(and(eq(doctorDocuments.doctorId, doctorId), eq(doctorDocuments.side, side)));
  return row ?? null;
}

export type { DoctorStatus };
