import { correctionFields, correctionStatuses, type CorrectionField, type WeeklyHours } from '@hc/shared';
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { facilities, facilityTypeEnum } from './facilities';
import { subdivisions } from './geography';

export const correctionStatusEnum = pgEnum('correction_status', correctionStatuses);

/**
 * A visitor's proposed correction of a facility (no account needed), waiting for staff to accept
 * some of its fields or reject it. Nothing about the sender is kept but what they chose to write in
 * `contact`: no address, no hash of one (the rate limits count in memory). A facility's manager's
 * proposal (issue 35) is a row of the same queue, with `proposed_by` its account.
 */
export const facilityCorrections = pgTable(
  'facility_corrections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    // The proposal: null (or false) means "not proposed". The phone is already in E.164.
    phone: text('phone'),
    address: text('address'),
    openingHours: jsonb('opening_hours').$type<WeeklyHours>(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    closedPermanently: boolean('closed_permanently').notNull().default(false),
    notHealthFacility: boolean('not_health_facility').notNull().default(false),
    // Issue 35: a facility manager's proposal (name, type, place wait for staff); null for a visitor's.
    name: text('name'),
    facilityType: facilityTypeEnum('facility_type'),
    subdivisionId: integer('subdivision_id').references(() => subdivisions.id),
    proposedBy: integer('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    contact: text('contact'),
    status: correctionStatusEnum('status').notNull().default('pending'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    acceptedFields: text('accepted_fields', { enum: correctionFields })
      .array()
      .$type<CorrectionField[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The queue: one status (pending by default), newest first (the index read backwards).
    index('facility_corrections_status_idx').on(t.status, t.createdAt, t.id),
    // "All statuses", newest first.
    index('facility_corrections_created_idx').on(t.createdAt, t.id),
    index('facility_corrections_facility_idx').on(t.facilityId),
  ],
);
