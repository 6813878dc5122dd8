import { tables, type Db } from '@hc/db';
import { ANALYTICS_DOCTOR_CHOICES_MAX, ANALYTICS_PEAK_MONTHS, ANALYTICS_TOP_SIZE } from '@hc/shared';
import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../sql/text-match.repository';

const { bookings, claims, doctors, payments, specialties, users } = tables;

/**
 * A period: from its first instant (null: all time) to `to`, excluded (the periods of lib/analytics end
 * just after now, so what happens at this very instant counts).
 */
export type CountedSpan = { from: Date | null; to: Date };
/** What a tab counts: the span and the region (null: every region). */
export type Counting = { span: CountedSpan; regionId: number | null };

/** The accounts that register themselves (staff accounts are employees, made by an admin). */
export const registeringRoles = ['patient', 'doctor'] as const;
type RegisteringRole = (typeof registeringRoles)[number];

/** The instant (a column or an expression) falls in the span. */
function within(instant: SQLWrapper, span: CountedSpan): SQL {
  const before = sql`${instant} < ${span.to.toISOString()}::timestamptz`;
  return span.from ? sql`(${instant} >= ${span.from.toISOString()}::timestamptz AND ${before})` : before;
}

const regionOf = (column: AnyPgColumn, id: number | null) => (id === null ? undefined : eq(column, id));

/** When money moved: a payment's or refund's paid instant (its creation when that is missing). */
const paidInstant = sql`coalesce(${payments.paidAt}, ${payments.createdAt})`;
/** Paid entries add up to money in less refunds (a refund is a negative paid entry). */
const paidSum = sql<number>`coalesce(sum(${payments.amountCfa}), 0)`.mapWith(Number);
const paidInSpan = (span: CountedSpan) => and(eq(payments.status, 'paid'), within(paidInstant, span));

/** A booking no claim names. */
const hasNoClaim = sql`NOT EXISTS (SELECT 1 FROM ${claims} WHERE ${claims.bookingId} = ${bookings.id})`;

// ---------- Accounts (Users & Platform, Patients) ----------

/**
 * Accounts of the roles (of the region): all of them now, those created in the period, and how many of
 * these have completed their registration.
 */
export async function countAccounts(db: Db, { span, regionId }: Counting, roles: readonly RegisteringRole[]) {
  const createdInSpan = within(users.createdAt, span);
  const [row] = await db
    .select({
      total: count(),
      started: sql<number>`count(*) filter (where ${createdInSpan})`.mapWith(Number),
      complete:
        sql<number>`count(*) filter (where ${createdInSpan} AND ${users.registrationStatus} = 'complete')`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(and(inArray(users.role, [...roles]), regionOf(users.regionId, regionId)));
  return { total: row?.total ?? 0, started: row?.started ?? 0, complete: row?.complete ?? 0 };
}

// ---------- Doctors ----------

/** The doctors a Doctors tab counts: those of the region, or the one chosen. */
const doctorsCounted = (regionId: number | null, doctorId: number | null) =>
  and(regionOf(doctors.regionId, regionId), doctorId === null ? undefined : eq(doctors.id, doctorId));

/** A doctor with their specialty's names, as the Doctors tab names them. */
const selectDoctorRefs = (db: Db) =>
  db
    .select({
      id: doctors.id,
      name: doctors.name,
      specialtyId: specialties.id,
      specialtyEn: specialties.nameEn,
      specialtyFr: specialties.nameFr,
    })
    .from(doctors)
    .leftJoin(specialties, eq(specialties.id, doctors.specialtyId));

export async function findDoctorRef(db: Db, id: number) {
  const [row] = await selectDoctorRefs(db).where(eq(doctors.id, id));
  return row ?? null;
}
export type DoctorRefRow = NonNullable<Awaited<ReturnType<typeof findDoctorRef>>>;

/** Doctor records now; bookings made in the period with them; what was paid on those bookings in the period. */
export async function countDoctorFigures(db: Db, { span, regionId }: Counting, doctorId: number | null) {
  const counted = doctorsCounted(regionId, doctorId);
  const [total, [booked], [earned]] = await Promise.all([
    db.$count(doctors, counted),
    db
      .select({ bookings: count() })
      .from(bookings)
      .innerJoin(doctors, eq(doctors.id, bookings.doctorId))
      .where(and(counted, within(bookings.createdAt, span))),
    db
      .select({ earnings: paidSum })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .innerJoin(doctors, eq(doctors.id, bookings.doctorId))
      .where(and(counted, paidInSpan(span))),
  ]);
  return { totalDoctors: total, totalBookings: booked?.bookings ?? 0, earningsCfa: earned?.earnings ?? 0 };
}

/** The doctors whose bookings brought in the most in the period (net of refunds), with their bookings made in it. */
export async function listTopEarningDoctors(db: Db, { span, regionId }: Counting, doctorId: number | null) {
  const earnings = sql<number>`sum(${payments.amountCfa})`.mapWith(Number);
  const booked = sql<number>`(SELECT count(*) FROM ${bookings} b2 WHERE b2.doctor_id = ${doctors.id} AND ${within(
    sql`b2.created_at`,
    span,
  )})`.mapWith(Number);
  return db
    .select({
      id: doctors.id,
      name: doctors.name,
      specialtyId: specialties.id,
      specialtyEn: specialties.nameEn,
      specialtyFr: specialties.nameFr,
      earningsCfa: earnings,
      bookings: booked,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(doctors, eq(doctors.id, bookings.doctorId))
    .leftJoin(specialties, eq(specialties.id, doctors.specialtyId))
    .where(and(doctorsCounted(regionId, doctorId), paidInSpan(span)))
    .groupBy(doctors.id, specialties.id)
    .having(ne(sql`sum(${payments.amountCfa})`, 0))
    .orderBy(desc(earnings), asc(doctors.name), asc(doctors.id))
    .limit(ANALYTICS_TOP_SIZE);
}

/** Doctors whose name holds the text (accents and case ignored), or whose id it is. */
export async function listDoctorChoices(db: Db, q: string, regionId: number | null) {
  const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
  return selectDoctorRefs(db)
    .where(
      and(
        regionOf(doctors.regionId, regionId),
        or(sql`${doctors.searchName} LIKE ${containsPattern(q)}`, id === null ? undefined : eq(doctors.id, id)),
      ),
    )
    .orderBy(asc(doctors.name), asc(doctors.id))
    .limit(ANALYTICS_DOCTOR_CHOICES_MAX);
}

// ---------- Patients ----------

/** Patients (of the region) whose very first booking, wherever it was, was made in the period. */
export async function countFirstBookings(db: Db, { span, regionId }: Counting): Promise<number> {
  const firsts = db
    .select({ patientId: bookings.patientId, first: sql<Date>`min(${bookings.createdAt})`.as('first_at') })
    .from(bookings)
    .groupBy(bookings.patientId)
    .as('firsts');
  const [row] = await db
    .select({ patients: count() })
    .from(firsts)
    .innerJoin(users, eq(users.id, firsts.patientId))
    .where(and(regionOf(users.regionId, regionId), within(firsts.first, span)));
  return row?.patients ?? 0;
}

/** The patients (of the region) with the most bookings made in the period. */
export async function listMostActivePatients(db: Db, { span, regionId }: Counting) {
  const booked = count(bookings.id);
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, bookings: booked })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.patientId))
    .where(and(regionOf(users.regionId, regionId), within(bookings.createdAt, span)))
    .groupBy(users.id)
    .orderBy(desc(booked), asc(users.id))
    .limit(ANALYTICS_TOP_SIZE);
}

// ---------- Bookings & Finance ----------

/** Bookings made in the period at the region's facilities: all, those without a claim, completed ones without. */
export async function countBookings(db: Db, { span, regionId }: Counting) {
  const [row] = await db
    .select({
      total: count(),
      withoutClaim: sql<number>`count(*) filter (where ${hasNoClaim})`.mapWith(Number),
      highQuality: sql<number>`count(*) filter (where ${bookings.status} = 'completed' AND ${hasNoClaim})`.mapWith(
        Number,
      ),
    })
    .from(bookings)
    .where(and(regionOf(bookings.regionId, regionId), within(bookings.createdAt, span)));
  return { total: row?.total ?? 0, withoutClaim: row?.withoutClaim ?? 0, highQuality: row?.highQuality ?? 0 };
}

/** Money paid in the period on the region's bookings, less refunds made in it. */
export async function sumIncome(db: Db, { span, regionId }: Counting): Promise<number> {
  const [row] = await db
    .select({ income: paidSum })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(regionOf(bookings.regionId, regionId), paidInSpan(span)));
  return row?.income ?? 0;
}

/** The Douala months (UTC+1 all year) with the most bookings made in the period, most first. */
export async function listPeakMonths(db: Db, { span, regionId }: Counting) {
  const month = sql<string>`to_char((${bookings.createdAt} AT TIME ZONE 'UTC') + interval '1 hour', 'YYYY-MM')`;
  const booked = count();
  return db
    .select({ month, bookings: booked })
    .from(bookings)
    .where(and(regionOf(bookings.regionId, regionId), within(bookings.createdAt, span)))
    .groupBy(month)
    .orderBy(desc(booked), asc(month))
    .limit(ANALYTICS_PEAK_MONTHS);
}
