import { tables, type Db } from '@hc/db';
import { formatPatientId, orderStateOf, referenceOf, staffRoles } from '@hc/shared';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { publicFacility } from '../../sql/public-facility.repository';

const { bookings, facilities, users } = tables;

/** The overview's four figures, counted from the tables themselves. */
export async function countOverviewTotals(db: Db) {
  const [patients, activeDoctors, publicFacilities, staff] = await Promise.all([
    db.$count(users, and(eq(users.role, 'patient'), ne(users.status, 'inactive'))),
    db.$count(users, and(eq(users.role, 'doctor'), eq(users.status, 'active'))),
    db.$count(facilities, publicFacility),
    db.$count(users, and(inArray(users.role, [...staffRoles]), eq(users.status, 'active'))),
  ]);
  return { patients, activeDoctors, facilities: publicFacilities, staff };
}

/**
 * The latest bookings with their patient and what has been paid on them (paid payments less refunds);
 * a region-limited account's are its region's.
 */
export async function listRecentOrders(db: Db, { regionId, limit = 10 }: { regionId: number | null; limit?: number }) {
  const paid = sql<number>`(SELECT COALESCE(sum(p.amount_cfa), 0)::int FROM payments p
    WHERE p.booking_id = ${bookings.id} AND p.status = 'paid')`;
  const rows = await db
    .select({
      id: bookings.id,
      patientId: bookings.patientId,
      firstName: users.firstName,
      lastName: users.lastName,
      amountCfa: bookings.amountCfa,
      paidCfa: paid,
      status: bookings.status,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.patientId))
    .where(regionId === null ? undefined : eq(bookings.regionId, regionId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    orderRef: referenceOf('booking', row.id),
    customer: `${row.firstName} ${row.lastName}`.trim(),
    customerNumber: formatPatientId(row.patientId),
    amountCfa: row.amountCfa,
    paidCfa: row.paidCfa,
    payState: row.paidCfa >= row.amountCfa ? ('paid' as const) : ('not_paid' as const),
    orderState: orderStateOf(row.status),
    bookingStatus: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}
