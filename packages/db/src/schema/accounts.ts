import { logLevels, logSources, registrationStatuses, userRoles, userStatuses } from '@hc/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { divisions, regions, subdivisions } from './geography';

export const userRoleEnum = pgEnum('user_role', userRoles);
export const userStatusEnum = pgEnum('user_status', userStatuses);
export const registrationStatusEnum = pgEnum('registration_status', registrationStatuses);
export const logLevelEnum = pgEnum('log_level', logLevels);
export const logSourceEnum = pgEnum('log_source', logSources);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    username: text('username'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    role: userRoleEnum('role').notNull(),
    status: userStatusEnum('status').notNull().default('active'),
    registrationStatus: registrationStatusEnum('registration_status').notNull().default('registration_started'),
    /** Null until an invited employee sets a password (an account without one cannot sign in). */
    passwordHash: text('password_hash'),
    phone: text('phone'),
    jobTitle: text('job_title'),
    department: text('department'),
    employeeId: text('employee_id'),
    joinDate: date('join_date', { mode: 'string' }),
    bloodType: text('blood_type'),
    specialtyId: integer('specialty_id'),
    regionId: integer('region_id').references(() => regions.id),
    divisionId: integer('division_id').references(() => divisions.id),
    subdivisionId: integer('subdivision_id').references(() => subdivisions.id),
    address: text('address'),
    /** The language mail is written in (`en` or `fr`): chosen at sign-up or invitation, changed in the profile. */
    locale: text('locale').notNull().default('en'),
    /** A manager or support account limited to one region sees and changes only that region's records. */
    scopeRegionId: integer('scope_region_id').references(() => regions.id),
    /** Patients (spec 02 §7). */
    insuranceProvider: text('insurance_provider'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The last TOTP time step accepted: a code is accepted once (no replay within its window). */
    totpLastStep: integer('totp_last_step'),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    smsNotifications: boolean('sms_notifications').notNull().default(false),
    loginAlerts: boolean('login_alerts').notNull().default(true),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    index('users_role_status_idx').on(t.role, t.status),
    uniqueIndex('users_employee_id_uq').on(sql`lower(${t.employeeId})`),
    // The bookings search matches patients by any part of their name (LIKE '%…%'): the expression is
    // the one the query uses, word for word, or PostgreSQL reads every account instead.
    index('users_patient_name_trgm_idx')
      .using('gin', sql`f_unaccent(lower(${t.firstName} || ' ' || ${t.lastName})) gin_trgm_ops`)
      .where(sql`role = 'patient'`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a database leak does not hand out live sessions. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    /** Set while the second factor is still to be given; such a session grants nothing else. */
    mfaPending: boolean('mfa_pending').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    identifier: text('identifier').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    success: boolean('success').notNull(),
    /** `success`, `failure`, or `awaiting_second_factor` (the password was right, the code not yet given). */
    outcome: text('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_user_idx').on(t.userId, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
    index('login_attempts_user_ip_idx').on(t.userId, t.ip, t.createdAt),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_user_idx').on(t.userId)],
);

/** Single-use links to set a first password, sent when an admin adds an employee. */
export const invitationTokens = pgTable(
  'invitation_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitation_tokens_user_idx').on(t.userId)],
);

/** Two-factor recovery codes, given once at enrolment; each one works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * Every mail the service sends (invitations, password resets, security notices), in the recipient's
 * language. Without SMTP_URL a message stays here for admins to read (`transport` = outbox); with it,
 * it is also sent and `sent_at` (or `error`) records the outcome.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    toAddress: text('to_address').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    transport: text('transport').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt), index('outbox_to_idx').on(sql`lower(${t.toAddress})`)],
);

export const systemLogs = pgTable(
  'system_logs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    level: logLevelEnum('level').notNull(),
    source: logSourceEnum('source').notNull(),
    message: text('message').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    /**
     * What happened as a key of @hc/shared's systemLogEvents and its values, so the back-office can say it in
     * the reader's language; `message` keeps the English sentence for search and export. Null on older rows.
     */
    eventKey: text('event_key'),
    eventParams: jsonb('event_params').$type<Record<string, string | number | null>>(),
    /**
     * For an event that may repeat (a server error): what it is and the minute it falls in. The unique index
     * makes every process add to one row per key (`ON CONFLICT … repeat_count + 1`) instead of writing N rows.
     */
    repeatKey: text('repeat_key'),
    repeatCount: integer('repeat_count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('system_logs_repeat_key_idx').on(t.repeatKey),
    index('system_logs_created_idx').on(t.createdAt),
    index('system_logs_level_idx').on(t.level, t.createdAt),
    index('system_logs_source_idx').on(t.source, t.createdAt),
  ],
);
