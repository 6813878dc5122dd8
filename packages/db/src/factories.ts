/**
 * Test data factories, shared by API tests and browser-test fixtures. Each creates the parents it
 * needs (a facility gets a region, division and subdivision unless given), takes overrides for any
 * column, and returns the inserted row typed by the Drizzle schema.
 */
import { isStaffRole, type FacilityCategory, type FacilityType, type UserRole } from '@hc/shared';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import {
  divisions,
  doctorFacilities,
  doctors,
  facilities,
  facilityCorrections,
  facilitySpecialties,
  facilityTests,
  labTests,
  orders,
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

/** Removes an account and everything that cascades from it (sessions, attempts, reset tokens). */
export async function deleteAccount(db: Db, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function createSystemLog(db: Db, overrides: Partial<typeof systemLogs.$inferInsert> = {}) {
  const [row] = await db
    .insert(systemLogs)
    .values({ level: 'INFO', source: 'API', message: `Event ${unique()}`, ...overrides })
    .returning();
  return row!;
}

/** A patient's order (an unpaid, processing one unless told otherwise), shown on the back-office overview. */
export async function createOrder(db: Db, overrides: Partial<typeof orders.$inferInsert> = {}) {
  const [row] = await db
    .insert(orders)
    .values({
      orderRef: `ORD-${unique()}`,
      customerName: `Customer ${unique()}`,
      amountCfa: 5000,
      payState: 'not_paid',
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
