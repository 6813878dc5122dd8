import { tables, type Db } from '@hc/db';
import { ADMIN_PAGE_SIZE, type RegistrationKind } from '@hc/shared';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { clampPage } from '../../lib/list';

const { doctors, specialties, users } = tables;

/** The accounts that register themselves (staff accounts are employees, made and kept by an admin). */
const registeringRoles = ['patient', 'doctor'] as const;

function kindCondition(kind: RegistrationKind) {
  return kind === 'user' ? inArray(users.role, [...registeringRoles]) : eq(users.role, kind);
}

const incomplete = ne(users.registrationStatus, 'complete');
const inScope = (scopeRegionId: number | null) =>
  scopeRegionId === null ? undefined : eq(users.regionId, scopeRegionId);

/** One page of the accounts of the kind whose registration is not complete, newest first. */
export async function listIncomplete(db: Db, kind: RegistrationKind, requestedPage: number, scope: number | null) {
  const where = and(incomplete, kindCondition(kind), inScope(scope));
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  const total = counted?.total ?? 0;
  const { page, offset } = clampPage(requestedPage, total);
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: sql<string | null>`coalesce(${users.phone}, ${doctors.phone})`,
      role: users.role,
      status: users.registrationStatus,
      createdAt: users.createdAt,
      bloodType: users.bloodType,
      specialtyEn: specialties.nameEn,
      specialtyFr: specialties.nameFr,
    })
    .from(users)
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .leftJoin(specialties, eq(specialties.id, sql`coalesce(${doctors.specialtyId}, ${users.specialtyId})`))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  return { rows, total, page };
}
export type IncompleteRow = Awaited<ReturnType<typeof listIncomplete>>['rows'][number];

/** A patient or doctor account the caller may see, with its registration status; null otherwise. */
export async function findRegisteringAccount(db: Db, id: number, scope: number | null) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      registrationStatus: users.registrationStatus,
    })
    .from(users)
    .where(and(eq(users.id, id), kindCondition('user'), inScope(scope)))
    .for('update');
  return row ?? null;
}

/**
 * Deletes the account and, for a doctor, its doctor record (with its documents and facility links):
 * an unfinished registration leaves nothing behind. Returns how many doctor records went with it.
 */
export async function deleteAccountAndRecords(db: Db, id: number): Promise<number> {
  const removedDoctors = await db.delete(doctors).where(eq(doctors.userId, id)).returning({ id: doctors.id });
  await db.delete(users).where(eq(users.id, id));
  return removedDoctors.length;
}
