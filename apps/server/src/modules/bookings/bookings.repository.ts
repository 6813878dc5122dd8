import { tables, type Db } from '@hc/db';
import {
  ADMIN_PAGE_SIZE,
  BOOKING_DOCTOR_CHOICES_MAX,
  idOfReference,
  parsePatientId,
  publicDoctorStatuses,
  type BookingListQuery,
  type BookingStatus,
} from '@hc/shared';
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../sql/text-match.repository';
import { placeCondition } from '../../sql/places.repository';
import { doualaDayEnd, doualaDayStart } from '../../lib/douala-days';
import { clampPage } from '../../lib/list';
import { pageWithRememberedTotal } from '../../lib/remembered-total';
import type { VersionMemo } from '../../lib/version-memo';
import { stateVersionColumn } from '../../sql/state-version.repository';
import { conditionKey, selectVersionedCount, selectVersionedIds } from '../../sql/versioned-list.repository';

const {
  bookingEvents,
  bookings,
  claims,
  divisions,
  doctorFacilities,
  doctors,
  facilities,
  payments,
  regions,
  specialties,
  subdivisions,
  users,
} = tables;

export type BookingRecord = typeof bookings.$inferSelect;

/** Only the bookings of one region, for a region-limited account (null: every region). */
const inScope = (scopeRegionId: number | null) =>
  scopeRegionId === null ? undefined : eq(bookings.regionId, scopeRegionId);

/** More people than this matching a name is no longer a search: the first ones are kept. */
const NAME_MATCHES_MAX = 500;

/**
 * The search: a booking reference (`BKG042`, `42`), a patient's number (`PAT-000123`) or name, a doctor's
 * name. Names are matched first on the small people tables, so the bookings are then filtered by ids
 * (each arm of the OR on its own index) and the count reads bookings alone.
 */
async function searchCondition(db: Db, q: string): Promise<SQL> {
  const pattern = containsPattern(q);
  const bookingId = idOfReference('booking', q);
  const patientId = parsePatientId(q);
  // A reference or a number names no one: looking it up among names cost two scans (25 ms at 100,000 bookings).
  const isReference = bookingId !== null || patientId !== null;
  const [patients, namedDoctors] = await Promise.all([
    isReference
      ? []
      : db
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              // Written out (not a parameter) so the planner sees the partial index users_patient_name_trgm_idx.
              sql`${users.role} = 'patient'`,
              sql`f_unaccent(lower(${users.firstName} || ' ' || ${users.lastName})) LIKE ${pattern}`,
            ),
          )
          .limit(NAME_MATCHES_MAX),
    isReference
      ? []
      : db
          .select({ id: doctors.id })
          .from(doctors)
          .where(sql`${doctors.searchName} LIKE ${pattern}`)
          .limit(NAME_MATCHES_MAX),
  ]);
  const patientIds = [...patients.map((row) => row.id), ...(patientId === null ? [] : [patientId])];
  return or(
    sql`false`,
    patientIds.length > 0 ? inArray(bookings.patientId, patientIds) : undefined,
    namedDoctors.length > 0
      ? inArray(
          bookings.doctorId,
          namedDoctors.map((row) => row.id),
        )
      : undefined,
    bookingId === null ? undefined : eq(bookings.id, bookingId),
  )!;
}

async function listConditions(db: Db, query: BookingListQuery, scopeRegionId: number | null) {
  const [region, division, subdivision] = await Promise.all([
    placeCondition(db, bookings.regionId, regions, query.region),
    placeCondition(db, bookings.divisionId, divisions, query.division),
    placeCondition(db, bookings.subdivisionId, subdivisions, query.subdivision),
  ]);
  return and(
    inScope(scopeRegionId),
    region,
    division,
    subdivision,
    query.status ? eq(bookings.status, query.status) : undefined,
    // Inclusive Douala days: from the first instant of `from` to the first instant after `to`.
    query.from ? gte(bookings.startsAt, doualaDayStart(query.from)) : undefined,
    query.to ? lt(bookings.startsAt, doualaDayEnd(query.to)) : undefined,
    query.specialty ? eq(bookings.specialtyId, query.specialty) : undefined,
    query.doctor ? eq(bookings.doctorId, query.doctor) : undefined,
    query.patient ? eq(bookings.patientId, query.patient) : undefined,
    query.q ? await searchCondition(db, query.q) : undefined,
  );
}

const bookingRegions = alias(regions, 'booking_region');
const bookingDivisions = alias(divisions, 'booking_division');
const bookingSubdivisions = alias(subdivisions, 'booking_subdivision');

/** Paid payments less paid refunds (refunds are negative entries). */
const paidCfa = sql<number>`(SELECT COALESCE(sum(${payments.amountCfa}), 0)::int FROM ${payments}
  WHERE ${payments.bookingId} = ${bookings.id} AND ${payments.status} = 'paid')`.mapWith(Number);

const rowColumns = {
  id: bookings.id,
  patientId: bookings.patientId,
  patientFirstName: users.firstName,
  patientLastName: users.lastName,
  doctorId: bookings.doctorId,
  doctorName: doctors.name,
  specialtyId: specialties.id,
  specialtyEn: specialties.nameEn,
  specialtyFr: specialties.nameFr,
  facilityId: bookings.facilityId,
  facilityName: facilities.name,
  regionId: bookingRegions.id,
  regionEn: bookingRegions.nameEn,
  regionFr: bookingRegions.nameFr,
  divisionId: bookingDivisions.id,
  divisionEn: bookingDivisions.nameEn,
  divisionFr: bookingDivisions.nameFr,
  subdivisionId: bookingSubdivisions.id,
  subdivisionEn: bookingSubdivisions.nameEn,
  subdivisionFr: bookingSubdivisions.nameFr,
  startsAt: bookings.startsAt,
  status: bookings.status,
  amountCfa: bookings.amountCfa,
  paidCfa,
  note: bookings.note,
  createdBy: bookings.createdBy,
  createdAt: bookings.createdAt,
};

const withParties = (db: Db) =>
  db
    .select(rowColumns)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.patientId))
    .innerJoin(doctors, eq(doctors.id, bookings.doctorId))
    .innerJoin(facilities, eq(facilities.id, bookings.facilityId))
    .leftJoin(specialties, eq(specialties.id, bookings.specialtyId))
    .leftJoin(bookingRegions, eq(bookingRegions.id, bookings.regionId))
    .leftJoin(bookingDivisions, eq(bookingDivisions.id, bookings.divisionId))
    .leftJoin(bookingSubdivisions, eq(bookingSubdivisions.id, bookings.subdivisionId));

const pageRowsStatements = new WeakMap<Db, ReturnType<typeof preparePageRows>>();
function preparePageRows(db: Db) {
  return withParties(db)
    .where(sql`${bookings.id} = ANY(${sql.placeholder('ids')}::int[])`)
    .prepare('admin_bookings_page_rows');
}
/**
 * A page's rows by their ids, as one named statement: its seven joins took longer to plan (6–10 ms)
 * than to run, and a named statement is planned once per connection, not on every request.
 */
function pageRowsOf(db: Db) {
  let statement = pageRowsStatements.get(db);
  if (!statement) pageRowsStatements.set(db, (statement = preparePageRows(db)));
  return statement;
}

const sortColumns = { startsAt: bookings.startsAt, createdAt: bookings.createdAt, amount: bookings.amountCfa } as const;

/**
 * One page (10 rows, the page clamped to those that exist) of the bookings the filters select. Its total
 * is remembered per condition for the bookings' version (`pageWithRememberedTotal`). Joining the parties and
 * summing payments for every row a deep page skips cost tens of milliseconds: the page's ids come first,
 * from bookings alone (its indexes), then the ten rows.
 */
export async function listBookings(
  db: Db,
  query: BookingListQuery,
  scopeRegionId: number | null,
  totals: VersionMemo<number>,
) {
  const where = await listConditions(db, query, scopeRegionId);
  const version = stateVersionColumn('bookings_state');
  const direction = query.order === 'asc' ? asc : desc;
  const { total, ids } = await pageWithRememberedTotal({
    memo: totals,
    key: conditionKey(where),
    count: () => selectVersionedCount(db, version, db.select({ total: count() }).from(bookings).where(where)),
    page: (total) =>
      selectVersionedIds(
        db,
        version,
        db
          .select({ id: bookings.id })
          .from(bookings)
          .where(where)
          .orderBy(direction(sortColumns[query.sort]), direction(bookings.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset(clampPage(query.page, total).offset),
      ),
  });
  const loaded = ids.length > 0 ? await pageRowsOf(db).execute({ ids }) : [];
  const byId = new Map(loaded.map((row) => [row.id, row]));
  const rows = ids.map((id) => byId.get(id)!).filter(Boolean);
  return { rows, total, page: clampPage(query.page, total).page };
}
export type BookingRow = Awaited<ReturnType<typeof listBookings>>['rows'][number];

/** A booking with its parties, when the caller may see it; null otherwise. */
export async function findBookingRow(db: Db, id: number, scopeRegionId: number | null): Promise<BookingRow | null> {
  const [row] = await withParties(db).where(and(eq(bookings.id, id), inScope(scopeRegionId)));
  return row ?? null;
}

/** The booking, its row locked until the transaction ends (one transition at a time). */
export async function lockBooking(db: Db, id: number, scopeRegionId: number | null): Promise<BookingRecord | null> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), inScope(scopeRegionId)))
    .for('update');
  return row ?? null;
}

/** A staff member's display name. */
const nameOf = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

export async function findPersonName(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ name: nameOf }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

/** The booking's history, oldest first, with who made each step. */
export async function listBookingEvents(db: Db, bookingId: number) {
  return db
    .select({
      id: bookingEvents.id,
      from: bookingEvents.fromStatus,
      to: bookingEvents.toStatus,
      reason: bookingEvents.reason,
      userId: bookingEvents.userId,
      userName: sql<string | null>`${nameOf}`,
      at: bookingEvents.at,
    })
    .from(bookingEvents)
    .leftJoin(users, eq(users.id, bookingEvents.userId))
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
}

export async function listBookingPayments(db: Db, bookingId: number) {
  return db
    .select({
      id: payments.id,
      kind: payments.kind,
      method: payments.method,
      amountCfa: payments.amountCfa,
      status: payments.status,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export async function listBookingClaims(db: Db, bookingId: number) {
  return db
    .select({ id: claims.id, status: claims.status })
    .from(claims)
    .where(eq(claims.bookingId, bookingId))
    .orderBy(asc(claims.createdAt), asc(claims.id));
}

/** What New Booking checks: the patient account, the doctor, the facility and whether the doctor practises there. */
export async function findBookingParties(db: Db, ids: { patientId: number; doctorId: number; facilityId: number }) {
  const [[patient], [doctor], [facility], [link]] = await Promise.all([
    db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, ids.patientId)),
    db
      .select({ id: doctors.id, status: doctors.status, specialtyId: doctors.specialtyId })
      .from(doctors)
      .where(eq(doctors.id, ids.doctorId)),
    db
      .select({
        id: facilities.id,
        regionId: facilities.regionId,
        divisionId: facilities.divisionId,
        subdivisionId: facilities.subdivisionId,
      })
      .from(facilities)
      .where(eq(facilities.id, ids.facilityId)),
    db
      .select({ doctorId: doctorFacilities.doctorId })
      .from(doctorFacilities)
      .where(and(eq(doctorFacilities.doctorId, ids.doctorId), eq(doctorFacilities.facilityId, ids.facilityId))),
  ]);
  return { patient, doctor, facility, practisesThere: link !== undefined };
}

export async function insertBooking(db: Db, values: typeof bookings.$inferInsert): Promise<BookingRecord> {
  const [row] = await db.insert(bookings).values(values).returning();
  return row!;
}

export async function updateBookingStatus(db: Db, id: number, status: BookingStatus, at: Date): Promise<void> {
  await db.update(bookings).set({ status, updatedAt: at }).where(eq(bookings.id, id));
}

export async function insertBookingEvent(db: Db, values: typeof bookingEvents.$inferInsert): Promise<void> {
  await db.insert(bookingEvents).values(values);
}

/**
 * Doctors to choose from: at a facility, those who practise there and can be booked (active or
 * verified); otherwise any doctor whose name (accents and case ignored) or id matches the text.
 */
export async function listDoctorChoices(db: Db, query: { facility?: number | undefined; q?: string | undefined }) {
  const q = query.q?.trim();
  const id = q && /^\d{1,9}$/.test(q) ? Number(q) : null;
  return db
    .select({
      id: doctors.id,
      name: doctors.name,
      specialtyId: specialties.id,
      specialtyEn: specialties.nameEn,
      specialtyFr: specialties.nameFr,
    })
    .from(doctors)
    .leftJoin(specialties, eq(specialties.id, doctors.specialtyId))
    .where(
      and(
        query.facility
          ? and(
              inArray(doctors.status, [...publicDoctorStatuses]),
              inArray(
                doctors.id,
                sql`(SELECT ${doctorFacilities.doctorId} FROM ${doctorFacilities} WHERE ${doctorFacilities.facilityId} = ${query.facility})`,
              ),
            )
          : undefined,
        q
          ? or(sql`${doctors.searchName} LIKE ${containsPattern(q)}`, id === null ? undefined : eq(doctors.id, id))
          : undefined,
      ),
    )
    .orderBy(asc(doctors.name), asc(doctors.id))
    .limit(BOOKING_DOCTOR_CHOICES_MAX);
}

/** The region of a facility (null when it has none or does not exist). */
export async function findFacilityRegion(db: Db, facilityId: number): Promise<number | null> {
  const [row] = await db
    .select({ regionId: facilities.regionId })
    .from(facilities)
    .where(eq(facilities.id, facilityId));
  return row?.regionId ?? null;
}
