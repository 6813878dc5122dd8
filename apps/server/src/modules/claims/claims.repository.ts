import { tables, type Db } from '@hc/db';
import { ADMIN_PAGE_SIZE, idOfReference, parsePatientId, type ClaimListQuery, type ClaimStatus } from '@hc/shared';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { clampPage } from '../../lib/list';
import { pageWithRememberedTotal } from '../../lib/remembered-total';
import type { VersionMemo } from '../../lib/version-memo';
import { stateVersionColumn } from '../../sql/state-version.repository';
import {
  conditionKey,
  listStateColumn,
  selectVersionedCount,
  selectVersionedIds,
  versionOf,
} from '../../sql/versioned-list.repository';

const { bookings, claimEvents, claims, doctors, users } = tables;
const patients = alias(users, 'patients');

/** Only the claims of one region's bookings, for a region-limited account (null: every region). */
const inScope = (scopeRegionId: number | null): SQL | undefined =>
  scopeRegionId === null ? undefined : eq(bookings.regionId, scopeRegionId);

/**
 * A claim by its own, its booking's, its doctor's or its patient's id, as staff type them: `CLM007`,
 * `BKG042`, `PAT-000123` (any case), or a bare number, which may be any of the four. Ids match whole,
 * never as a part of a longer one; text that names no id finds nothing.
 */
function searchCondition(q: string): SQL {
  const claimId = idOfReference('claim', q);
  const bookingId = idOfReference('booking', q);
  const patientId = parsePatientId(q);
  const doctorId = /^\s*0*(\d{1,9})\s*$/.exec(q)?.[1];
  const matches = [
    claimId === null ? undefined : eq(claims.id, claimId),
    bookingId === null ? undefined : eq(claims.bookingId, bookingId),
    patientId === null ? undefined : eq(claims.patientId, patientId),
    doctorId === undefined ? undefined : eq(claims.doctorId, Number(doctorId)),
  ].filter((match) => match !== undefined);
  return matches.length > 0 ? or(...matches)! : sql`false`;
}

const listConditions = (query: ClaimListQuery, scopeRegionId: number | null) =>
  and(
    inScope(scopeRegionId),
    query.status ? eq(claims.status, query.status) : undefined,
    query.patient ? eq(claims.patientId, query.patient) : undefined,
    query.q ? searchCondition(query.q) : undefined,
  );

const rowColumns = {
  id: claims.id,
  bookingId: claims.bookingId,
  doctorId: claims.doctorId,
  doctorName: doctors.name,
  patientId: claims.patientId,
  patientFirstName: patients.firstName,
  patientLastName: patients.lastName,
  status: claims.status,
  createdAt: claims.createdAt,
};

const withPeople = (db: Db) =>
  db
    .select(rowColumns)
    .from(claims)
    .innerJoin(bookings, eq(bookings.id, claims.bookingId))
    .innerJoin(doctors, eq(doctors.id, claims.doctorId))
    .innerJoin(patients, eq(patients.id, claims.patientId));

/** What a claims list counts moves with the claims and with their bookings (the region scope). */
const claimsVersion = versionOf(stateVersionColumn('bookings_state'), listStateColumn('claims'));

/**
 * One page (10 rows, the page clamped to those that exist) of the claims the filters select, newest first.
 * Its total is remembered per condition for the claims' version (`pageWithRememberedTotal`).
 */
export async function listClaims(
  db: Db,
  query: ClaimListQuery,
  scopeRegionId: number | null,
  totals: VersionMemo<number>,
) {
  const where = listConditions(query, scopeRegionId);
  const { total, ids } = await pageWithRememberedTotal({
    memo: totals,
    key: conditionKey(where),
    count: () =>
      selectVersionedCount(
        db,
        claimsVersion,
        db.select({ total: count() }).from(claims).innerJoin(bookings, eq(bookings.id, claims.bookingId)).where(where),
      ),
    page: (total) =>
      selectVersionedIds(
        db,
        claimsVersion,
        db
          .select({ id: claims.id })
          .from(claims)
          .innerJoin(bookings, eq(bookings.id, claims.bookingId))
          .where(where)
          .orderBy(desc(claims.createdAt), desc(claims.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset(clampPage(query.page, total).offset),
      ),
  });
  const found = ids.length > 0 ? await withPeople(db).where(inArray(claims.id, ids)) : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  return { rows, total, page: clampPage(query.page, total).page };
}
export type ClaimRow = Awaited<ReturnType<typeof listClaims>>['rows'][number];

/** A claim the caller may see, with its message; null otherwise. */
export async function findClaim(db: Db, id: number, scopeRegionId: number | null) {
  const [row] = await db
    .select({ ...rowColumns, message: claims.message, updatedAt: claims.updatedAt })
    .from(claims)
    .innerJoin(bookings, eq(bookings.id, claims.bookingId))
    .innerJoin(doctors, eq(doctors.id, claims.doctorId))
    .innerJoin(patients, eq(patients.id, claims.patientId))
    .where(and(eq(claims.id, id), inScope(scopeRegionId)));
  return row ?? null;
}
export type ClaimDetailRow = NonNullable<Awaited<ReturnType<typeof findClaim>>>;

/** A claim's timeline, oldest step first, with who made each step (null once that account is gone). */
export function listClaimEvents(db: Db, claimId: number) {
  return db
    .select({
      from: claimEvents.fromStatus,
      to: claimEvents.toStatus,
      note: claimEvents.note,
      userId: claimEvents.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      at: claimEvents.at,
    })
    .from(claimEvents)
    .leftJoin(users, eq(users.id, claimEvents.userId))
    .where(eq(claimEvents.claimId, claimId))
    .orderBy(asc(claimEvents.at), asc(claimEvents.id));
}
export type ClaimEventRow = Awaited<ReturnType<typeof listClaimEvents>>[number];

/** The claim's status, its row locked until the transaction ends (a transition reads and writes it). */
export async function lockClaim(db: Db, id: number, scopeRegionId: number | null) {
  const [row] = await db
    .select({ id: claims.id, status: claims.status, bookingId: claims.bookingId })
    .from(claims)
    .innerJoin(bookings, eq(bookings.id, claims.bookingId))
    .where(and(eq(claims.id, id), inScope(scopeRegionId)))
    .for('update', { of: claims });
  return row ?? null;
}

/** The booking a new claim names, kept from being deleted until the transaction ends; null if none. */
export async function findBookingForClaim(db: Db, id: number) {
  const [row] = await db
    .select({ id: bookings.id, doctorId: bookings.doctorId, patientId: bookings.patientId })
    .from(bookings)
    .where(eq(bookings.id, id))
    .for('key share');
  return row ?? null;
}

export async function doctorExists(db: Db, id: number): Promise<boolean> {
  return (await db.$count(doctors, eq(doctors.id, id))) > 0;
}

/** Whether an account with the patient role has this id. */
export async function patientExists(db: Db, id: number): Promise<boolean> {
  return (await db.$count(users, and(eq(users.id, id), eq(users.role, 'patient')))) > 0;
}

export async function insertClaim(
  db: Db,
  values: {
    bookingId: number;
    doctorId: number;
    patientId: number;
    message: string;
    createdBy: number | null;
    at: Date;
  },
): Promise<number> {
  const { at, ...columns } = values;
  const [row] = await db
    .insert(claims)
    .values({ ...columns, status: 'open', createdAt: at, updatedAt: at })
    .returning({ id: claims.id });
  return row!.id;
}

export async function setClaimStatus(db: Db, id: number, status: ClaimStatus, at: Date): Promise<void> {
  await db.update(claims).set({ status, updatedAt: at }).where(eq(claims.id, id));
}

export async function insertClaimEvent(
  db: Db,
  values: {
    claimId: number;
    from: ClaimStatus | null;
    to: ClaimStatus;
    note: string | null;
    userId: number | null;
    at: Date;
  },
): Promise<void> {
  await db.insert(claimEvents).values({
    claimId: values.claimId,
    fromStatus: values.from,
    toStatus: values.to,
    note: values.note,
    userId: values.userId,
    at: values.at,
  });
}
