import { tables, type Db } from '@hc/db';
import { ADMIN_PAGE_SIZE, staffRoles, type EmployeeListQuery, type StaffRole } from '@hc/shared';
import { and, asc, count, desc, eq, exists, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { joinPlaces, placeCondition } from '../../sql/places.repository';
import { clampPage, substringPattern } from '../../lib/list';

const {
  users,
  regions,
  divisions,
  subdivisions,
  systemLogs,
  facilityHistory,
  facilities,
  facilityCorrections,
  doctors,
  doctorDocuments,
  dutyRotas,
  invitationTokens,
} = tables;

export type EmployeeRecord = typeof users.$inferSelect;

const scopeRegions = alias(regions, 'scope_regions');
const isStaff = inArray(users.role, [...staffRoles]);

const rowColumns = {
  id: users.id,
  employeeId: users.employeeId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  role: users.role,
  jobTitle: users.jobTitle,
  department: users.department,
  status: users.status,
  hasPassword: sql<boolean>`(${users.passwordHash} IS NOT NULL)`,
  joinDate: users.joinDate,
  address: users.address,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  regionId: regions.id,
  regionEn: regions.nameEn,
  regionFr: regions.nameFr,
  divisionId: divisions.id,
  divisionEn: divisions.nameEn,
  divisionFr: divisions.nameFr,
  subdivisionId: subdivisions.id,
  subdivisionEn: subdivisions.nameEn,
  subdivisionFr: subdivisions.nameFr,
  scopeRegionId: scopeRegions.id,
  scopeRegionEn: scopeRegions.nameEn,
  scopeRegionFr: scopeRegions.nameFr,
};

const withPlaces = (db: Db) =>
  joinPlaces(db.select(rowColumns).from(users).$dynamic(), users).leftJoin(
    scopeRegions,
    eq(scopeRegions.id, users.scopeRegionId),
  );

export type EmployeeRow = Awaited<ReturnType<ReturnType<typeof withPlaces>['where']>>[number];

async function listConditions(db: Db, query: EmployeeListQuery): Promise<SQL | undefined> {
  const [region, division, subdivision] = await Promise.all([
    placeCondition(db, users.regionId, regions, query.region),
    placeCondition(db, users.divisionId, divisions, query.division),
    placeCondition(db, users.subdivisionId, subdivisions, query.subdivision),
  ]);
  const pattern = query.q ? substringPattern(query.q) : null;
  return and(
    isStaff,
    region,
    division,
    subdivision,
    query.status ? eq(users.status, query.status) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    pattern
      ? or(
          sql`(${users.firstName} || ' ' || ${users.lastName}) ILIKE ${pattern}`,
          sql`${users.email} ILIKE ${pattern}`,
          sql`${users.employeeId} ILIKE ${pattern}`,
        )
      : undefined,
  );
}

/** One page (10 rows, the page clamped to those that exist) of the staff accounts the filters select. */
export async function listEmployees(db: Db, query: EmployeeListQuery) {
  const where = await listConditions(db, query);
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  const total = counted?.total ?? 0;
  const { page, offset } = clampPage(query.page, total);
  const direction = query.order === 'asc' ? asc : desc;
  const order: SQL[] = {
    createdAt: [direction(users.createdAt)],
    name: [direction(sql`lower(${users.lastName})`), direction(sql`lower(${users.firstName})`)],
    employeeId: [direction(sql`lower(${users.employeeId})`)],
    joinDate: [direction(users.joinDate)],
  }[query.sort];
  const rows = await withPlaces(db)
    .where(where)
    .orderBy(...order, direction(users.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  return { rows, total, page };
}

export async function findEmployeeRow(db: Db, id: number): Promise<EmployeeRow | null> {
  const [row] = await withPlaces(db).where(and(eq(users.id, id), isStaff));
  return row ?? null;
}

/** The staff account, locked until the transaction ends (two admins changing it are served in turn). */
export async function lockEmployee(db: Db, id: number): Promise<EmployeeRecord | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isStaff))
    .for('update');
  return row ?? null;
}

/** How many active admins there are besides `exceptId`, their rows locked (the last admin stays). */
export async function countOtherActiveAdmins(db: Db, exceptId: number): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), ne(users.id, exceptId)))
    .for('update');
  return rows.length;
}

/** Whether another account than `exceptId` has this employee ID (any case). */
export async function isEmployeeIdTaken(db: Db, employeeId: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.employeeId}) = lower(${employeeId})`, exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export type EmployeeValues = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'role'
    | 'jobTitle'
    | 'department'
    | 'employeeId'
    | 'joinDate'
    | 'address'
    | 'regionId'
    | 'divisionId'
    | 'subdivisionId'
    | 'scopeRegionId'
    | 'status'
    | 'locale'
  >
>;

/** A new staff account without a password (it cannot sign in until the invitation is accepted); null on a clash. */
export async function insertEmployee(
  db: Db,
  values: EmployeeValues & { email: string; firstName: string; lastName: string; role: StaffRole },
  now: Date,
): Promise<EmployeeRecord | null> {
  const [row] = await db
    .insert(users)
    .values({
      ...values,
      status: 'pending',
      registrationStatus: 'registration_started',
      passwordHash: null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateEmployee(db: Db, id: number, values: EmployeeValues, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id));
}

export async function deleteEmployee(db: Db, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/**
 * Whether deleting the account would erase the "who" of some history: the system log, facility
 * history and the records that name who created, changed, reviewed, verified or uploaded them.
 */
export async function hasHistory(db: Db, id: number): Promise<boolean> {
  const probes = [
    db
      .select({ one: sql`1` })
      .from(systemLogs)
      .where(eq(systemLogs.userId, id)),
    db
      .select({ one: sql`1` })
      .from(facilityHistory)
      .where(eq(facilityHistory.userId, id)),
    db
      .select({ one: sql`1` })
      .from(facilities)
      .where(or(eq(facilities.createdBy, id), eq(facilities.updatedBy, id))),
    db
      .select({ one: sql`1` })
      .from(facilityCorrections)
      .where(eq(facilityCorrections.reviewedBy, id)),
    db
      .select({ one: sql`1` })
      .from(doctors)
      .where(eq(doctors.verifiedBy, id)),
    db
      .select({ one: sql`1` })
      .from(doctorDocuments)
      .where(eq(doctorDocuments.uploadedBy, id)),
    db
      .select({ one: sql`1` })
      .from(dutyRotas)
      .where(or(eq(dutyRotas.createdBy, id), eq(dutyRotas.updatedBy, id))),
    db
      .select({ one: sql`1` })
      .from(invitationTokens)
      .where(eq(invitationTokens.invitedBy, id)),
  ];
  const [row] = await db
    .select({ found: sql<boolean>`(${or(...probes.map((probe) => exists(probe)))})` })
    .from(users)
    .where(eq(users.id, id));
  return Boolean(row?.found);
}
