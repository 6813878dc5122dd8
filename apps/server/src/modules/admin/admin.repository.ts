import { tables, type Db } from '@hc/db';
import { staffRoles } from '@hc/shared';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { publicFacility } from '../../lib/directory/facility-sql';

const { facilities, orders, users } = tables;

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

export function listRecentOrders(db: Db, limit = 10) {
  return db
    .select({
      id: orders.id,
      orderRef: orders.orderRef,
      customer: orders.customerName,
      amountCfa: orders.amountCfa,
      payState: orders.payState,
      orderState: orders.orderState,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
