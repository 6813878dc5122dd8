/**
 * Test data factories, shared by API tests and browser-test fixtures. Each creates the parents it
 * needs (a facility gets a region, division and subdivision unless given), takes overrides for any
 * column, and returns the inserted row typed by the Drizzle schema.
 */
import { BOOKING_SLOT_MINUTES, isStaffRole, type FacilityCategory, type FacilityType, type UserRole } from '@hc/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import {
  bookings,
  claims,
  divisions,
  doctorFacilities,
  doctors,
  facilities,
  facilityCorrections,
  facilitySpecialDates,
  facilitySpecialties,
  facilityTests,
  labTests,
  payments,
  pharmacyDutyPeriods,
  regions,
  specialties,
  subdivisions,
  systemLogs,
  users,
} from './schema/index';

let sequence = 0;
/** Unique within a process and across processes sharing a database (time-based prefix). */
const unique = () => `${Date.now().toString(36)}${(++sequence).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** Ids for tables whose key is not generated (the geography keeps its reference ids). */
const uniqueId = () => 100_000 + Math.floor(Math.random() * 1_000_000_000);

type RegionRow = typeof regions.$inferSelect;
type DivisionRow = typeof divisions.$inferSelect;
type SubdivisionRow = typeof subdivisions.$inferSelect;
type FacilityRow = typeof facilities.$inferSelect;
type UserRow = typeof users.$inferSelect;

export async function createRegion(db: Db, overrides: Partial<typeof regions.$inferInsert> = {}): Promise<RegionRow> {
  const id = overrides.id ?? uniqueId();
  const [row] = await db
    .insert(regions)
    .values({ id, code: `R${id}`, nameEn: `Region ${unique()}`, nameFr: `Région ${unique()}`, ...overrides })
    .returning();
  return row!;
}

export async function createDivision(
  db: Db,
  overrides: Partial<typeof divisions.$inferInsert> = {},
): Promise<DivisionRow> {
  const regionId = overrides.regionId ?? (await createRegion(db)).id;
  const id = overrides.id ?? uniqueId();
  const [row] = await db
    .insert(divisions)
    .values({
      id,
      code: `D${id}`,
      nameEn: `Division ${unique()}`,
      nameFr: `Département ${unique()}`,
      ...overrides,
      regionId,
    })
    .returning();
  return row!;
}

export async function createSubdivision(
  db: Db,
  overrides: Partial<typeof subdivisions.$inferInsert> = {},
): Promise<SubdivisionRow> {
  const divisionId = overrides.divisionId ?? (await createDivision(db)).id;
  const id = overrides.id ?? uniqueId();
  const [row] = await db
    .insert(subdivisions)
    .values({
      id,
      code: `S${id}`,
      nameEn: `Subdivision ${unique()}`,
      nameFr: `Arrondissement ${unique()}`,
      type: 'Urban',
      ...overrides,
      divisionId,
    })
    .returning();
  return row!;
}

/** A place: region, division and subdivision linked together (a new chain unless parts are given). */
export async function createPlace(
  db: Db,
  given: { regionId?: number; divisionId?: number; subdivisionId?: number } = {},
): Promise<{ regionId: number; divisionId: number; subdivisionId: number }> {
  if (given.subdivisionId && given.divisionId && given.regionId)
    return given as { regionId: number; divisionId: number; subdivisionId: number };
  if (given.subdivisionId) {
    const [sub] = await db.select().from(subdivisions).where(eq(subdivisions.id, given.subdivisionId));
    const [division] = await db.select().from(divisions).where(eq(divisions.id, sub!.divisionId));
    return { regionId: division!.regionId, divisionId: division!.id, subdivisionId: sub!.id };
  }
  if (given.divisionId) {
    const [division] = await db.select().from(divisions).where(eq(divisions.id, given.divisionId));
    const sub = await createSubdivision(db, { divisionId: division!.id });
    return { regionId: division!.regionId, divisionId: division!.id, subdivisionId: sub.id };
  }
  const division = await createDivision(db, given.regionId ? { regionId: given.regionId } : {});
  const sub = await createSubdivision(db, { divisionId: division.id });
  return { regionId: division.regionId, divisionId: division.id, subdivisionId: sub.id };
}

const typeFor: Record<FacilityCategory, FacilityType> = {
  hospital: 'hospital',
  pharmacy: 'pharmacy',
  laboratory: 'laboratory',
};

export type FacilityOverrides = Partial<Omit<typeof facilities.$inferInsert, 'searchName'>> & {
  /** Specialty names (created when missing) linked to the facility. */
  specialtyNames?: string[];
  /** Laboratory test names (created when missing) linked to the facility. */
  testNames?: string[];
};

/** A public (active) hospital in a new place unless told otherwise. */
export async function createFacility(db: Db, overrides: FacilityOverrides = {}): Promise<FacilityRow> {
  const { specialtyNames = [], testNames = [], ...columns } = overrides;
  const category = columns.category ?? 'hospital';
  const place = await createPlace(db, {
    ...(columns.regionId ? { regionId: columns.regionId } : {}),
    ...(columns.divisionId ? { divisionId: columns.divisionId } : {}),
    ...(columns.subdivisionId ? { subdivisionId: columns.subdivisionId } : {}),
  });
  const [row] = await db
    .insert(facilities)
    .values({
      name: `Facility ${unique()}`,
      facilityType: typeFor[category],
      status: 'active',
      source: 'staff',
      ...place,
      ...columns,
      category,
    })
    .returning();
  for (const name of specialtyNames) {
    const specialty = await createSpecialty(db, { nameEn: name });
    await db
      .insert(facilitySpecialties)
      .values({ facilityId: row!.id, specialtyId: specialty.id })
      .onConflictDoNothing();
  }
  for (const name of testNames) {
    const test = await createLabTest(db, { nameEn: name });
    await db.insert(facilityTests).values({ facilityId: row!.id, testId: test.id }).onConflictDoNothing();
  }
  return row!;
}

/** The specialty of that English name, created when it does not exist yet. */
export async function createSpecialty(db: Db, overrides: Partial<typeof specialties.$inferInsert> = {}) {
  const nameEn = overrides.nameEn ?? `Specialty ${unique()}`;
  const [existing] = await db.select().from(specialties).where(eq(specialties.nameEn, nameEn));
  if (existing) return existing;
  const [row] = await db
    .insert(specialties)
    .values({ nameFr: `${nameEn} (fr)`, ...overrides, nameEn })
    .returning();
  return row!;
}

/** The laboratory test of that English name, created when it does not exist yet. */
export async function createLabTest(db: Db, overrides: Partial<typeof labTests.$inferInsert> = {}) {
  const nameEn = overrides.nameEn ?? `Test ${unique()}`;
  const [existing] = await db.select().from(labTests).where(eq(labTests.nameEn, nameEn));
  if (existing) return existing;
  const [row] = await db
    .insert(labTests)
    .values({ nameFr: `${nameEn} (fr)`, ...overrides, nameEn })
    .returning();
  return row!;
}

/**
 * A doctor (active, so public) practising at the facility given (a new hospital unless one is given;
 * `facilityId: null` for a doctor linked to none).
 */
export async function createDoctor(
  db: Db,
  overrides: Partial<Omit<typeof doctors.$inferInsert, 'searchName'>> & {
    specialtyName?: string;
    facilityId?: number | null;
  } = {},
) {
  const { specialtyName, facilityId: givenFacilityId, ...columns } = overrides;
  const facilityId = givenFacilityId === undefined ? (await createFacility(db)).id : givenFacilityId;
  const specialtyId =
    columns.specialtyId ?? (specialtyName ? (await createSpecialty(db, { nameEn: specialtyName })).id : null);
  const [row] = await db
    .insert(doctors)
    .values({ name: `Dr ${unique()}`, ...columns, specialtyId })
    .returning();
  if (facilityId !== null) await db.insert(doctorFacilities).values({ doctorId: row!.id, facilityId });
  return { ...row!, facilityId };
}

/** A duty period of a pharmacy (a new public pharmacy unless one is given), by default now for 24 hours. */
export async function createDutyPeriod(
  db: Db,
  overrides: Partial<typeof pharmacyDutyPeriods.$inferInsert> & { now?: Date } = {},
) {
  const { now = new Date(), ...columns } = overrides;
  const facilityId = columns.facilityId ?? (await createFacility(db, { category: 'pharmacy' })).id;
  const startsAt = columns.startsAt ?? now;
  const endsAt = columns.endsAt ?? new Date(startsAt.getTime() + 24 * 60 * 60 * 1000);
  const [row] = await db
    .insert(pharmacyDutyPeriods)
    .values({ ...columns, facilityId, startsAt, endsAt })
    .returning();
  return row!;
}

/** A special date of a facility (a new one unless given): by default closed on 25 December 2026. */
export async function createSpecialDate(db: Db, overrides: Partial<typeof facilitySpecialDates.$inferInsert> = {}) {
  const facilityId = overrides.facilityId ?? (await createFacility(db)).id;
  const startsOn = overrides.startsOn ?? '2026-12-25';
  const [row] = await db
    .insert(facilitySpecialDates)
    .values({ kind: 'closed', ...overrides, facilityId, startsOn, endsOn: overrides.endsOn ?? startsOn })
    .returning();
  return row!;
}

export type AccountOverrides = Partial<typeof users.$inferInsert> & {
  role?: UserRole;
  /** The stored hash; the caller hashes (argon2 lives in the server), so tests hash once and reuse it. */
  passwordHash: string;
};

/** An active account with a complete registration, of the given role (patient by default). */
export async function createAccount(db: Db, overrides: AccountOverrides): Promise<UserRow> {
  const role = overrides.role ?? 'patient';
  const id = unique();
  const [row] = await db
    .insert(users)
    .values({
      email: `${role}-${id}@test.example`,
      firstName: 'Test',
      lastName: `${role[0]!.toUpperCase()}${role.slice(1)} ${id}`,
      status: 'active',
      registrationStatus: 'complete',
      ...(isStaffRole(role) ? { jobTitle: role === 'admin' ? 'Admin' : 'Support' } : {}),
      ...overrides,
      role,
    })
    .returning();
  return row!;
}

/**
 * Removes the bookings (with their payments and claims) of a patient or at a facility: test clean-up only,
 * since the product keeps financial records and refuses to delete what they name.
 */
export async function deleteCareRecordsOf(db: Db, of: { patientId?: number; facilityId?: number }): Promise<void> {
  const where =
    of.patientId !== undefined ? eq(bookings.patientId, of.patientId) : eq(bookings.facilityId, of.facilityId!);
  const ids = (await db.select({ id: bookings.id }).from(bookings).where(where)).map((row) => row.id);
  if (ids.length === 0) return;
  await db.delete(claims).where(inArray(claims.bookingId, ids));
  // Refunds first: they name the payments they return.
  await db.delete(payments).where(and(inArray(payments.bookingId, ids), eq(payments.kind, 'refund')));
  await db.delete(payments).where(inArray(payments.bookingId, ids));
  await db.delete(bookings).where(inArray(bookings.id, ids));
}

/** Removes an account, its bookings if it is a patient's, and what cascades from it (sessions, attempts, tokens). */
export async function deleteAccount(db: Db, id: number): Promise<void> {
  await deleteCareRecordsOf(db, { patientId: id });
  await db.delete(users).where(eq(users.id, id));
}

export async function createSystemLog(db: Db, overrides: Partial<typeof systemLogs.$inferInsert> = {}) {
  const [row] = await db
    .insert(systemLogs)
    .values({ level: 'INFO', source: 'API', message: `Event ${unique()}`, ...overrides })
    .returning();
  return row!;
}

const SLOT_MS = BOOKING_SLOT_MINUTES * 60_000;
/** A free slot a year ahead, different for every call (so a given doctor is never booked twice by accident). */
const nextSlot = () => new Date((Math.ceil(Date.now() / SLOT_MS) + 17_520 + ++sequence) * SLOT_MS);

/** A patient account without a password (it cannot sign in): for records that only need a patient. */
export async function createPatientRecord(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const id = unique();
  const [row] = await db
    .insert(users)
    .values({ email: `patient-${id}@test.example`, firstName: 'Patient', lastName: id, ...overrides, role: 'patient' })
    .returning();
  return row!;
}

/**
 * A pending booking (10,000 CFA), by default of a new patient with a new doctor at a new facility, in a
 * free slot a year ahead; its place is the facility's, as the server records it.
 */
export async function createBooking(db: Db, overrides: Partial<typeof bookings.$inferInsert> = {}) {
  const facilityId = overrides.facilityId ?? (await createFacility(db)).id;
  const [facility] = await db.select().from(facilities).where(eq(facilities.id, facilityId));
  const doctorId = overrides.doctorId ?? (await createDoctor(db, { facilityId })).id;
  const patientId = overrides.patientId ?? (await createPatientRecord(db)).id;
  const [row] = await db
    .insert(bookings)
    .values({
      facilityId,
      doctorId,
      patientId,
      regionId: facility?.regionId ?? null,
      divisionId: facility?.divisionId ?? null,
      subdivisionId: facility?.subdivisionId ?? null,
      startsAt: nextSlot(),
      amountCfa: 10_000,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A pending cash payment of a booking (a new one unless given) for the booking's amount unless told otherwise. */
export async function createPayment(db: Db, overrides: Partial<typeof payments.$inferInsert> = {}) {
  const booking = overrides.bookingId
    ? (await db.select().from(bookings).where(eq(bookings.id, overrides.bookingId)))[0]!
    : await createBooking(db);
  const [row] = await db
    .insert(payments)
    .values({ bookingId: booking.id, method: 'cash', amountCfa: booking.amountCfa, ...overrides })
    .returning();
  return row!;
}

/** An open claim about a booking (a new one unless given), naming that booking's doctor and patient. */
export async function createClaim(db: Db, overrides: Partial<typeof claims.$inferInsert> = {}) {
  const booking = overrides.bookingId
    ? (await db.select().from(bookings).where(eq(bookings.id, overrides.bookingId)))[0]!
    : await createBooking(db);
  const [row] = await db
    .insert(claims)
    .values({
      bookingId: booking.id,
      doctorId: booking.doctorId,
      patientId: booking.patientId,
      message: `The patient disputes the bill ${unique()}`,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A visitor's pending correction of a facility (a new public hospital unless given): a new phone unless told otherwise. */
export async function createCorrection(db: Db, overrides: Partial<typeof facilityCorrections.$inferInsert> = {}) {
  const facilityId = overrides.facilityId ?? (await createFacility(db)).id;
  const [row] = await db
    .insert(facilityCorrections)
    .values({ phone: '+237699000000', ...overrides, facilityId })
    .returning();
  return row!;
}

// The import's tables, imported here so the factories above keep their own import list.
import { facilityMatchSuggestions, facilitySourceRecords } from './schema/index';

/** One open-data record behind a facility (an OpenStreetMap id or a row of the national public list). */
export async function createSourceRecord(
  db: Db,
  overrides: Partial<typeof facilitySourceRecords.$inferInsert> & { facilityId: number },
) {
  const [row] = await db
    .insert(facilitySourceRecords)
    .values({
      source: 'public_mfl_2019',
      sourceKey: `${Math.floor(Math.random() * 1e9)}`,
      retrievedOn: '2026-11-28',
      licence: 'CC0-1.0',
      fields: {},
      ...overrides,
    })
    .returning();
  return row!;
}

/** A pair an import left to staff (the lower id first, as the table requires). */
export async function createMatchSuggestion(
  db: Db,
  pair: { firstId: number; secondId: number; reason?: 'unsure_match' | 'same_name_in_source' },
) {
  const [row] = await db
    .insert(facilityMatchSuggestions)
    .values({
      firstId: Math.min(pair.firstId, pair.secondId),
      secondId: Math.max(pair.firstId, pair.secondId),
      reason: pair.reason ?? 'unsure_match',
      similarity: 0.8,
      distanceMetres: 6_000,
    })
    .returning();
  return row!;
}

// The analytics rollup's table, imported here so the factories above keep their own import list.
import { analyticsRollup } from './schema/index';

const HOUR_MS = 60 * 60 * 1000;
/** Cameroon keeps UTC+1 all year: a Douala day starts at 23:00 UTC the day before. */
const doualaDayStartOf = (at: Date) =>
  new Date(Math.floor((at.getTime() + HOUR_MS) / (24 * HOUR_MS)) * 24 * HOUR_MS - HOUR_MS);
const doualaMonthStartOf = (at: Date) => {
  const local = new Date(at.getTime() + HOUR_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - HOUR_MS);
};

/**
 * `value` events of a metric at the instant `at`, in the analytics rollup as ingestion counts them: in
 * the hour's bucket, the Douala day's and the Douala month's (grains 'h', 'd' and 'm'), of every page
 * (`pageGroup` 'all') unless told otherwise. Each call adds to the counters it finds, as ingestion does.
 */
export async function createRollupCount(
  db: Db,
  entry: { metric: string; at: Date; value?: number; key?: string; pageGroup?: string },
) {
  const { at, ...counter } = entry;
  const values = { pageGroup: 'all', key: '', value: 1, ...counter };
  return db
    .insert(analyticsRollup)
    .values([
      { ...values, grain: 'h', bucket: new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS) },
      { ...values, grain: 'd', bucket: doualaDayStartOf(at) },
      { ...values, grain: 'm', bucket: doualaMonthStartOf(at) },
    ])
    .onConflictDoUpdate({
      target: [
        analyticsRollup.metric,
        analyticsRollup.grain,
        analyticsRollup.pageGroup,
        analyticsRollup.bucket,
        analyticsRollup.key,
      ],
      set: { value: sql`${analyticsRollup.value} + excluded.value` },
    })
    .returning();
}

// Issue 35's tables, imported here so the factories above keep their own import list.
import { facilityClaims, facilityManagers } from './schema/index';

/** A 1×1 PNG: a claim's evidence when the test does not look at it. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * A pending request to manage a facility (a new public hospital unless given) by an account (a new
 * patient without a password unless given), with a small evidence image.
 */
export async function createFacilityClaim(db: Db, overrides: Partial<typeof facilityClaims.$inferInsert> = {}) {
  const facilityId = overrides.facilityId ?? (await createFacility(db)).id;
  const userId = overrides.userId ?? (await createPatientRecord(db)).id;
  const [row] = await db
    .insert(facilityClaims)
    .values({
      roleAtFacility: 'director',
      licenceNumber: `LIC-${unique()}`,
      evidenceMimeType: 'image/png',
      evidence: TINY_PNG,
      evidenceSize: TINY_PNG.length,
      ...overrides,
      facilityId,
      userId,
    })
    .returning();
  return row!;
}

/** An active manager of a facility (a new public hospital unless given): an account (a new patient unless given). */
export async function createFacilityManager(db: Db, overrides: Partial<typeof facilityManagers.$inferInsert> = {}) {
  const facilityId = overrides.facilityId ?? (await createFacility(db)).id;
  const userId = overrides.userId ?? (await createPatientRecord(db)).id;
  const [row] = await db
    .insert(facilityManagers)
    .values({ roleAtFacility: 'director', ...overrides, facilityId, userId })
    .returning();
  return row!;
}
