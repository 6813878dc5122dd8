import { facilityClaimRoles, facilityClaimStatuses } from '@hc/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea, facilities } from './facilities';

export const facilityClaimStatusEnum = pgEnum('facility_claim_status', facilityClaimStatuses);

/**
 * Issue 35: an account's request to manage a facility, with its evidence, waiting for staff. A claim made
 * from "List a Health Facility" created its facility (pending, reviewed as any new facility).
 */
export const facilityClaims = pgTable(
  'facility_claims',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdFacility: boolean('created_facility').notNull().default(false),
    roleAtFacility: text('role_at_facility', { enum: facilityClaimRoles }).notNull(),
    licenceNumber: text('licence_number').notNull(),
    message: text('message'),
    /** The evidence image, re-encoded without metadata (the doctors' document rules). */
    evidenceMimeType: text('evidence_mime_type'),
    evidence: bytea('evidence'),
    evidenceSize: integer('evidence_size'),
    status: facilityClaimStatusEnum('status').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The queue: one status, oldest first (and all statuses by date).
    index('facility_claims_status_idx').on(t.status, t.createdAt, t.id),
    index('facility_claims_created_idx').on(t.createdAt, t.id),
    index('facility_claims_facility_idx').on(t.facilityId),
    index('facility_claims_user_idx').on(t.userId, t.createdAt),
    // One open request per account and facility.
    uniqueIndex('facility_claims_pending_uq')
      .on(t.facilityId, t.userId)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * Issue 35: an account that runs a facility (an approved claim, or staff's doing). Several managers may run
 * one facility and one account several facilities; a revoked link is kept for the history.
 */
export const facilityManagers = pgTable(
  'facility_managers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimId: integer('claim_id').references(() => facilityClaims.id, { onDelete: 'set null' }),
    roleAtFacility: text('role_at_facility', { enum: facilityClaimRoles }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When this manager last confirmed the listing (in the space, or by the e-mailed link). */
    lastConfirmedAt: timestamp('last_confirmed_at', { withTimezone: true }),
    /** When the last "please confirm" e-mail was queued for this manager. */
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('facility_managers_active_uq')
      .on(t.facilityId, t.userId)
      .where(sql`revoked_at IS NULL`),
    index('facility_managers_user_idx')
      .on(t.userId)
      .where(sql`revoked_at IS NULL`),
    index('facility_managers_facility_idx')
      .on(t.facilityId)
      .where(sql`revoked_at IS NULL`),
  ],
);

/**
 * The one-click "my listing is still right" links e-mailed every 6 months: only a hash of the token is
 * kept; a link works once, until it expires.
 */
export const facilityConfirmationLinks = pgTable(
  'facility_confirmation_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    managerId: integer('manager_id')
      .notNull()
      .references(() => facilityManagers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('facility_confirmation_links_token_uq').on(t.tokenHash),
    index('facility_confirmation_links_manager_idx').on(t.managerId),
  ],
);
