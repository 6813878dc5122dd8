import { BOOKING_SLOT_MINUTES, type BookingStatus, type PaymentMethod } from '@hc/shared';
import { and, asc, count, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../client';
import {
  bookingEvents,
  bookings,
  claimEvents,
  claims,
  doctorFacilities,
  doctors,
  facilities,
  paymentEvents,
  payments,
  users,
} from '../schema/index';

/** A small deterministic generator, so every fresh demo holds the same sample. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DAY_MS = 86_400_000;
const SLOT_MS = BOOKING_SLOT_MINUTES * 60_000;
const BOOKINGS = 60;
const amounts = [5_000, 7_500, 10_000, 12_500, 15_000, 25_000];
const methods: PaymentMethod[] = ['mtn_momo', 'orange_money', 'cash', 'card', 'mtn_momo', 'orange_money'];
const providerPrefix: Record<PaymentMethod, string | null> = {
  mtn_momo: 'MP',
  orange_money: 'OM',
  card: 'CARD-',
  bank_transfer: 'VIR-',
  cash: null,
};

/** The path a past booking took, by a draw: mostly completed, some cancelled or missed. */
function pastPath(draw: number): BookingStatus[] {
  if (draw < 0.7) return ['pending', 'confirmed', 'completed'];
  if (draw < 0.85) return ['pending', 'cancelled'];
  if (draw < 0.95) return ['pending', 'confirmed', 'no_show'];
  return ['pending', 'confirmed'];
}

/**
 * Issue 12's demo: bookings over the last six months between the demo patients and the directory's
 * doctors where they practise, payments that belong to them (a refund for a paid booking later
 * cancelled), and claims about some of them, with each record's history. Only into an empty bookings
 * table: a database that has real bookings is never touched. Returns the bookings added.
 */
export async function seedDemoCare(db: Db, now: Date): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(bookings);
  if ((existing?.n ?? 0) > 0) return 0;
  const patients = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'patient'), like(users.email, '%@patients.example')))
    .orderBy(asc(users.id));
  const practising = await db
    .select({
      doctorId: doctors.id,
      specialtyId: doctors.specialtyId,
      facilityId: facilities.id,
      regionId: facilities.regionId,
      divisionId: facilities.divisionId,
      subdivisionId: facilities.subdivisionId,
    })
    .from(doctorFacilities)
    .innerJoin(doctors, eq(doctors.id, doctorFacilities.doctorId))
    .innerJoin(facilities, eq(facilities.id, doctorFacilities.facilityId))
    .where(inArray(doctors.status, ['active', 'verified']))
    .orderBy(asc(doctors.id), asc(facilities.id))
    .limit(12);
  if (patients.length === 0 || practising.length === 0) return 0;

  const random = generator(237);
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const planned = Array.from({ length: BOOKINGS }, (_, i) => {
    // Spread over the last 180 days, the last few in the coming week; 08:00 to 16:30 Douala (07:00-15:30 UTC).
    const day =
      today + (i < BOOKINGS - 6 ? -180 + Math.floor((i * 174) / (BOOKINGS - 6)) : i - (BOOKINGS - 7)) * DAY_MS;
    const startsAt = new Date(day + 7 * 3_600_000 + Math.floor(random() * 18) * SLOT_MS);
    const place = practising[i % practising.length]!;
    const path: BookingStatus[] =
      startsAt.getTime() > now.getTime()
        ? random() < 0.5
          ? ['pending']
          : ['pending', 'confirmed']
        : pastPath(random());
    const createdAt = new Date(Math.min(startsAt.getTime() - 3 * DAY_MS, now.getTime() - DAY_MS));
    return {
      values: {
        patientId: patients[i % patients.length]!.id,
        doctorId: place.doctorId,
        facilityId: place.facilityId,
        specialtyId: place.specialtyId,
        regionId: place.regionId,
        divisionId: place.divisionId,
        subdivisionId: place.subdivisionId,
        startsAt,
        status: path[path.length - 1]!,
        amountCfa: amounts[Math.floor(random() * amounts.length)]!,
        createdAt,
        updatedAt: createdAt,
      },
      path,
    };
  });

  const inserted = await db
    .insert(bookings)
    .values(planned.map((p) => p.values))
    .onConflictDoNothing()
    .returning();
  const pathOf = new Map(planned.map((p) => [`${p.values.doctorId}@${p.values.startsAt.getTime()}`, p.path]));
  const events: (typeof bookingEvents.$inferInsert)[] = [];
  const paymentRows: (typeof payments.$inferInsert & { refund?: boolean })[] = [];
  inserted.forEach((booking, index) => {
    const path = pathOf.get(`${booking.doctorId}@${booking.startsAt.getTime()}`) ?? ['pending'];
    path.forEach((status, step) =>
      events.push({
        bookingId: booking.id,
        fromStatus: step === 0 ? null : path[step - 1]!,
        toStatus: status,
        reason: status === 'cancelled' ? 'The patient called to cancel' : null,
        at: new Date(booking.createdAt.getTime() + step * DAY_MS),
      }),
    );
    const method = methods[index % methods.length]!;
    const prefix = providerPrefix[method];
    const base = {
      bookingId: booking.id,
      method,
      providerReference: prefix ? `${prefix}${240_000 + booking.id}` : null,
      amountCfa: booking.amountCfa,
      createdAt: booking.createdAt,
      updatedAt: booking.createdAt,
    };
    if (booking.amountCfa === 0) return;
    if (booking.status === 'completed')
      paymentRows.push({ ...base, status: index % 9 === 0 ? 'pending' : 'paid', paidAt: booking.startsAt });
    else if (booking.status === 'cancelled' && index % 2 === 0)
      paymentRows.push({ ...base, status: 'paid', paidAt: booking.createdAt, refund: true });
    else if (booking.status === 'no_show') paymentRows.push({ ...base, status: 'failed' });
  });
  if (events.length > 0) await db.insert(bookingEvents).values(events);
  const paid = paymentRows.length
    ? await db
        .insert(payments)
        .values(paymentRows.map(({ refund: _refund, ...row }) => row))
        .returning()
    : [];
  if (paid.length > 0)
    await db.insert(paymentEvents).values(
      paid.flatMap((payment) => [
        { paymentId: payment.id, fromStatus: null, toStatus: 'pending' as const, at: payment.createdAt },
        ...(payment.status === 'pending'
          ? []
          : [
              {
                paymentId: payment.id,
                fromStatus: 'pending' as const,
                toStatus: payment.status,
                at: payment.createdAt,
              },
            ]),
      ]),
    );
  const refunds = paid.filter((_, i) => paymentRows[i]!.refund);
  if (refunds.length > 0) {
    const refundRows = await db
      .insert(payments)
      .values(
        refunds.map((payment) => ({
          bookingId: payment.bookingId,
          kind: 'refund' as const,
          refundOf: payment.id,
          method: payment.method,
          providerReference: payment.providerReference ? `${payment.providerReference}-R` : null,
          amountCfa: -payment.amountCfa,
          status: 'paid' as const,
          paidAt: new Date(payment.createdAt.getTime() + DAY_MS),
          note: 'Refunded after the cancellation',
          createdAt: new Date(payment.createdAt.getTime() + DAY_MS),
          updatedAt: new Date(payment.createdAt.getTime() + DAY_MS),
        })),
      )
      .returning();
    await db
      .insert(paymentEvents)
      .values(
        refundRows.map((r) => ({ paymentId: r.id, fromStatus: null, toStatus: 'paid' as const, at: r.createdAt })),
      );
  }

  // Claims about a few completed bookings, one at each stage.
  const claimed = inserted.filter((b) => b.status === 'completed').slice(0, 4);
  const stages = [
    ['open'],
    ['open', 'in_progress'],
    ['open', 'in_progress', 'resolved'],
    ['open', 'in_progress', 'rejected'],
  ] as const;
  const messages = [
    'The patient was charged twice for the same consultation.',
    'The doctor arrived an hour late and the patient asks for a partial refund.',
    'The receipt shows the wrong amount.',
    'The patient says the consultation did not take place.',
  ];
  for (const [i, booking] of claimed.entries()) {
    const path = stages[i]!;
    const createdAt = new Date(booking.startsAt.getTime() + DAY_MS);
    const [claim] = await db
      .insert(claims)
      .values({
        bookingId: booking.id,
        doctorId: booking.doctorId,
        patientId: booking.patientId,
        message: messages[i]!,
        status: path[path.length - 1]!,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    await db.insert(claimEvents).values(
      path.map((status, step) => ({
        claimId: claim!.id,
        fromStatus: step === 0 ? null : path[step - 1]!,
        toStatus: status,
        note:
          step === 0
            ? null
            : status === 'in_progress'
              ? 'Asked the facility for its records.'
              : 'Checked against the payments.',
        at: new Date(createdAt.getTime() + step * DAY_MS),
      })),
    );
  }
  return inserted.length;
}
