import { bookingStatuses, claimStatuses, paymentKinds, paymentMethods, paymentStatuses } from '@hc/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { doctors, facilities } from './facilities';
import { divisions, regions, subdivisions } from './geography';
import { specialties } from './reference';

export const bookingStatusEnum = pgEnum('booking_status', bookingStatuses);
export const paymentStatusEnum = pgEnum('payment_status', paymentStatuses);
export const paymentMethodEnum = pgEnum('payment_method', paymentMethods);
export const paymentKindEnum = pgEnum('payment_kind', paymentKinds);
export const claimStatusEnum = pgEnum('claim_status', claimStatuses);

/**
 * A patient's appointment with a doctor at a facility (issue 12), recorded by staff. People and
 * facilities with bookings cannot be deleted (RESTRICT): the financial record outlives them, and staff
 * deactivate instead. The place is copied from the facility when booked, so the location filters
 * read this table alone.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'restrict' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'restrict' }),
    specialtyId: integer('specialty_id').references(() => specialties.id),
    regionId: integer('region_id').references(() => regions.id),
    divisionId: integer('division_id').references(() => divisions.id),
    subdivisionId: integer('subdivision_id').references(() => subdivisions.id),
    /** The slot's start; a slot lasts BOOKING_SLOT_MINUTES. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: bookingStatusEnum('status').notNull().default('pending'),
    /** What the booking costs, in francs CFA (no minor unit). */
    amountCfa: integer('amount_cfa').notNull(),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bookings_amount_ck', sql`amount_cfa >= 0`),
    // One doctor, one slot: the database refuses a second live booking, however many requests race.
    uniqueIndex('bookings_doctor_slot_uq')
      .on(t.doctorId, t.startsAt)
      .where(sql`status <> 'cancelled'`),
    index('bookings_starts_idx').on(t.startsAt, t.id),
    index('bookings_status_starts_idx').on(t.status, t.startsAt, t.id),
    index('bookings_region_starts_idx').on(t.regionId, t.startsAt, t.id),
    index('bookings_patient_idx').on(t.patientId),
    // The doctor filter and a search by doctor's name (the slot index holds live bookings only).
    index('bookings_doctor_idx').on(t.doctorId, t.startsAt),
    index('bookings_facility_idx').on(t.facilityId),
    index('bookings_created_idx').on(t.createdAt, t.id),
  ],
);

/** Every status a booking went through: who, when, why (the record's history). */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: bookingStatusEnum('from_status'),
    toStatus: bookingStatusEnum('to_status').notNull(),
    reason: text('reason'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.at)],
);

/**
 * Money in (a payment) or out (a refund: a new negative entry naming the payment it returns; the paid
 * entry is never edited). A provider's reference is unique per method, so a notification cannot be
 * applied to two payments.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    kind: paymentKindEnum('kind').notNull().default('payment'),
    refundOf: integer('refund_of').references((): AnyPgColumn => payments.id, { onDelete: 'restrict' }),
    method: paymentMethodEnum('method').notNull(),
    providerReference: text('provider_reference'),
    /** Francs CFA: positive for a payment, negative for a refund. */
    amountCfa: integer('amount_cfa').notNull(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'payments_amount_ck',
      sql`(kind = 'payment' AND amount_cfa > 0 AND refund_of IS NULL) OR (kind = 'refund' AND amount_cfa < 0 AND refund_of IS NOT NULL)`,
    ),
    uniqueIndex('payments_provider_reference_uq')
      .on(t.method, t.providerReference)
      .where(sql`provider_reference IS NOT NULL`),
    index('payments_created_idx').on(t.createdAt, t.id),
    index('payments_status_created_idx').on(t.status, t.createdAt, t.id),
    index('payments_booking_idx').on(t.bookingId),
    index('payments_refund_of_idx').on(t.refundOf),
  ],
);

/** Every status a payment went through, from staff or from a provider's signed notification. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    fromStatus: paymentStatusEnum('from_status'),
    toStatus: paymentStatusEnum('to_status').notNull(),
    note: text('note'),
    /** Null when a provider's notification made the change (`provider` says which). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId, t.at)],
);

/** Each provider notification once: a replayed one (same provider and event id) changes nothing. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_notifications_event_uq').on(t.provider, t.eventId)],
);

/** A dispute about a booking (spec 02 "Claims"): the doctor and patient are the booking's. */
export const claims = pgTable(
  'claims',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'restrict' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    message: text('message').notNull(),
    status: claimStatusEnum('status').notNull().default('open'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('claims_created_idx').on(t.createdAt, t.id),
    index('claims_status_created_idx').on(t.status, t.createdAt, t.id),
    index('claims_booking_idx').on(t.bookingId),
    index('claims_doctor_idx').on(t.doctorId),
    index('claims_patient_idx').on(t.patientId),
  ],
);

/** A claim's timeline: each status with its note and who set it. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    fromStatus: claimStatusEnum('from_status'),
    toStatus: claimStatusEnum('to_status').notNull(),
    note: text('note'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('claim_events_claim_idx').on(t.claimId, t.at)],
);
