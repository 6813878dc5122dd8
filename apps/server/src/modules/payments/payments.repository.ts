import { tables, type Db } from '@hc/db';
import { ADMIN_PAGE_SIZE, idOfReference, type PaymentListQuery, type PaymentStatus } from '@hc/shared';
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import { doualaDayEnd, doualaDayStart } from '../../lib/douala-days';
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

const { bookings, paymentEvents, paymentNotifications, payments, users } = tables;

export type PaymentRecord = typeof payments.$inferSelect;
export type BookingRecord = typeof bookings.$inferSelect;
export type PaymentValues = typeof payments.$inferInsert;

/**
 * `q`: a payment reference (`PAY042`), a booking reference (`BKG042`), a bare number (either), or
 * else a provider's reference, matched exactly.
 */
function searchCondition(q: string): SQL | undefined {
  const paymentId = idOfReference('payment', q);
  const bookingId = idOfReference('booking', q);
  if (paymentId !== null && bookingId !== null)
    return or(eq(payments.id, paymentId), eq(payments.bookingId, bookingId));
  if (paymentId !== null) return eq(payments.id, paymentId);
  if (bookingId !== null) return eq(payments.bookingId, bookingId);
  return eq(payments.providerReference, q.trim());
}

/** Only the entries whose booking is in the region, for a region-limited account (null: every region). */
const inScope = (scopeRegionId: number | null) =>
  scopeRegionId === null
    ? undefined
    : inArray(
        payments.bookingId,
        sql`(SELECT ${bookings.id} FROM ${bookings} WHERE ${bookings.regionId} = ${scopeRegionId})`,
      );

function listConditions(query: PaymentListQuery, scopeRegionId: number | null) {
  return and(
    inScope(scopeRegionId),
    query.status ? eq(payments.status, query.status) : undefined,
    query.kind ? eq(payments.kind, query.kind) : undefined,
    query.method ? eq(payments.method, query.method) : undefined,
    // Through the patient's bookings (bookings_patient_idx, then payments_booking_idx).
    query.patient
      ? inArray(
          payments.bookingId,
          sql`(SELECT ${bookings.id} FROM ${bookings} WHERE ${bookings.patientId} = ${query.patient})`,
        )
      : undefined,
    query.from ? gte(payments.createdAt, doualaDayStart(query.from)) : undefined,
    // Inclusive: everything before the start of the next Douala day.
    query.to ? lt(payments.createdAt, doualaDayEnd(query.to)) : undefined,
    query.q ? searchCondition(query.q) : undefined,
  );
}

/** What a payments list counts moves with the entries and with their bookings (the scope and patient filters). */
const paymentsVersion = versionOf(stateVersionColumn('bookings_state'), listStateColumn('payments'));

/**
 * One page (10 rows, the page clamped to those that exist) of the entries the filters select, newest first.
 * Its total is remembered per condition for the entries' version (`pageWithRememberedTotal`): counting
 * 100,000 entries took 25–36 ms, paging through them a millisecond.
 */
export async function listPayments(
  db: Db,
  query: PaymentListQuery,
  scopeRegionId: number | null,
  totals: VersionMemo<number>,
) {
  const where = listConditions(query, scopeRegionId);
  const direction = query.order === 'asc' ? asc : desc;
  const { total, ids } = await pageWithRememberedTotal({
    memo: totals,
    key: conditionKey(where),
    count: () => selectVersionedCount(db, paymentsVersion, db.select({ total: count() }).from(payments).where(where)),
    page: (total) =>
      selectVersionedIds(
        db,
        paymentsVersion,
        db
          .select({ id: payments.id })
          .from(payments)
          .where(where)
          .orderBy(direction(payments.createdAt), direction(payments.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset(clampPage(query.page, total).offset),
      ),
  });
  const found = ids.length > 0 ? await db.select().from(payments).where(inArray(payments.id, ids)) : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  return { rows, total, page: clampPage(query.page, total).page };
}

/** An entry, or null; `forUpdate` locks its row until the transaction ends (transitions, refunds). */
export async function findPayment(db: Db, id: number, forUpdate = false): Promise<PaymentRecord | null> {
  const select = db.select().from(payments).where(eq(payments.id, id));
  const [row] = forUpdate ? await select.for('update') : await select;
  return row ?? null;
}

/** The payment a provider's reference names for that method, locked until the transaction ends. */
export async function findPaymentByProviderReference(
  db: Db,
  method: PaymentRecord['method'],
  providerReference: string,
): Promise<PaymentRecord | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.method, method), eq(payments.providerReference, providerReference)))
    .for('update');
  return row ?? null;
}

/** Whether an entry already carries this provider's reference for this method. */
export async function isProviderReferenceTaken(
  db: Db,
  method: PaymentRecord['method'],
  providerReference: string,
): Promise<boolean> {
  return (
    (await db.$count(payments, and(eq(payments.method, method), eq(payments.providerReference, providerReference)))) > 0
  );
}

/**
 * A booking, its row locked until the transaction ends: payments are recorded against a booking one
 * at a time (each sees what the one before committed, so together they cannot exceed what it owes),
 * and not while another request is cancelling it. A row lock in PostgreSQL holds across processes;
 * PGlite runs one transaction at a time anyway.
 */
export async function findBookingForPayment(db: Db, id: number): Promise<BookingRecord | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row ?? null;
}

export async function findBooking(db: Db, id: number): Promise<BookingRecord | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row ?? null;
}

export async function insertPayment(db: Db, values: PaymentValues): Promise<PaymentRecord> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function updatePaymentStatus(
  db: Db,
  id: number,
  values: { status: PaymentStatus; paidAt: Date | null; updatedAt: Date },
): Promise<void> {
  await db.update(payments).set(values).where(eq(payments.id, id));
}

export async function insertPaymentEvent(db: Db, values: typeof paymentEvents.$inferInsert): Promise<void> {
  await db.insert(paymentEvents).values(values);
}

/** What the refunds of a payment returned so far, as a positive number of francs. */
export async function refundedOf(db: Db, paymentId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(payments.amountCfa) })
    .from(payments)
    .where(and(eq(payments.refundOf, paymentId), eq(payments.kind, 'refund')));
  return -Number(row?.total ?? 0);
}

/** A booking's net paid total: its paid payments less its refunds. */
export async function paidOfBooking(db: Db, bookingId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(payments.amountCfa) })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'paid')));
  return Number(row?.total ?? 0);
}

/**
 * What a booking's entries already hold against its amount: its paid and pending payments (a pending
 * one may still succeed) less its refunds. Failed payments hold nothing.
 */
export async function committedOfBooking(db: Db, bookingId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(payments.amountCfa) })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), inArray(payments.status, ['paid', 'pending'])));
  return Number(row?.total ?? 0);
}

export async function listRefundsOf(db: Db, paymentId: number): Promise<PaymentRecord[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.refundOf, paymentId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/** A payment's history, oldest first, with the name of whoever made each change. */
export async function listPaymentEvents(db: Db, paymentId: number) {
  return db
    .select({
      id: paymentEvents.id,
      fromStatus: paymentEvents.fromStatus,
      toStatus: paymentEvents.toStatus,
      note: paymentEvents.note,
      provider: paymentEvents.provider,
      at: paymentEvents.at,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(paymentEvents)
    .leftJoin(users, eq(users.id, paymentEvents.userId))
    .where(eq(paymentEvents.paymentId, paymentId))
    .orderBy(asc(paymentEvents.at), asc(paymentEvents.id));
}
export type PaymentEventRow = Awaited<ReturnType<typeof listPaymentEvents>>[number];

/**
 * Stores a provider's notification once: the id of the new row, or null when this (provider, event id)
 * was already received (a replay). A concurrent duplicate waits on the unique index, then is a replay.
 */
export async function insertNotification(
  db: Db,
  values: { provider: string; eventId: string; receivedAt: Date },
): Promise<number | null> {
  const [row] = await db
    .insert(paymentNotifications)
    .values({ ...values, outcome: 'received' })
    .onConflictDoNothing({ target: [paymentNotifications.provider, paymentNotifications.eventId] })
    .returning({ id: paymentNotifications.id });
  return row?.id ?? null;
}

export async function settleNotification(
  db: Db,
  id: number,
  values: { paymentId: number | null; outcome: string },
): Promise<void> {
  await db.update(paymentNotifications).set(values).where(eq(paymentNotifications.id, id));
}
