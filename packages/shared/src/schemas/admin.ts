import { z } from 'zod';
import { loginOutcomes, logLevels, logRanges, logSources, PASSWORD_MAX_LENGTH } from '../auth-enums';
import { bookingStatuses } from '../care-records';
import { emailSchema, passwordSchema } from './auth';
import { listMetaSchema, pageSchema } from './common';
import { ADMIN_SEARCH_MAX } from '../limits';

export const adminListQuerySchema = z.object({
  page: pageSchema,
  q: z.string().trim().max(ADMIN_SEARCH_MAX).optional(),
  sort: z.string().trim().max(40).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export const logsQuerySchema = adminListQuerySchema.extend({
  level: z.enum(logLevels).optional(),
  source: z.enum(logSources).optional(),
  range: z.enum(logRanges).default('all'),
});
export type LogsQuery = z.infer<typeof logsQuerySchema>;

export const logEntrySchema = z.object({
  id: z.number().int(),
  level: z.enum(logLevels),
  source: z.enum(logSources),
  message: z.string(),
  time: z.string(),
  ip: z.string().nullable(),
  userId: z.number().int().nullable(),
  userEmail: z.string().nullable(),
  requestId: z.string().nullable(),
  /** How many times the event happened within its minute (repeated server errors share one row). */
  repeatCount: z.number().int(),
  /**
   * The event (a key of systemLogEvents) and its values, for the message in the reader's language; null on
   * rows written before events had keys. Any string: a row keeps the key it was written with.
   */
  eventKey: z.string().nullable(),
  eventParams: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).nullable(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const logsResponseSchema = z.object({
  data: z.array(logEntrySchema),
  meta: listMetaSchema.extend({
    counters: z.object({
      total: z.number(),
      errors: z.number(),
      warnings: z.number(),
      success: z.number(),
      info: z.number(),
    }),
  }),
});

export const adminProfileSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.string(),
  jobTitle: z.string().nullable(),
  department: z.string().nullable(),
  employeeId: z.string().nullable(),
  joinDate: z.string().nullable(),
  lastLogin: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  /** Unused two-factor recovery codes left (0 when two-factor is off). */
  recoveryCodesRemaining: z.number().int(),
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  loginAlerts: z.boolean(),
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** Employee id and join date are not here: they are read-only for the account holder. */
export const profileUpdateSchema = z.object({
  firstName: z.string().trim().min(1).max(60),
  lastName: z.string().trim().max(60),
  email: emailSchema,
  phone: optionalText(30).refine((v) => !v || /^[+\d][\d\s().-]{5,}$/.test(v), { error: 'invalid_phone' }),
  department: optionalText(80),
  /** Needed only when the email changes: the server refuses a new email without it (`currentPassword`). */
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    newPassword: passwordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: 'passwords_mismatch',
    path: ['confirmPassword'],
  });

export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  loginAlerts: z.boolean(),
});

export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() });
export const twoFactorDisableSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
/** Issue 36: new recovery codes need the current password (the answer is twoFactorEnabledSchema's). */
export const recoveryCodesRenewSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
/** Issue 36: how many other sessions "Sign out of every other session" ended. */
export const otherSessionsEndedSchema = z.object({ ended: z.number().int() });

/** Two-factor just turned on: the profile, and the recovery codes, shown this once and never again. */
export const twoFactorEnabledSchema = z.object({
  profile: adminProfileSchema,
  recoveryCodes: z.array(z.string()),
});

export const loginActivitySchema = z.object({
  lastLogin: z.string().nullable(),
  history: z.array(
    z.object({
      id: z.number().int(),
      date: z.string(),
      ip: z.string().nullable(),
      device: z.string().nullable(),
      status: z.enum(loginOutcomes),
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      ip: z.string().nullable(),
      device: z.string().nullable(),
      isCurrent: z.boolean(),
    }),
  ),
});
export type LoginActivity = z.infer<typeof loginActivitySchema>;

export const overviewSchema = z.object({
  totals: z.object({ patients: z.number(), activeDoctors: z.number(), facilities: z.number(), staff: z.number() }),
  /**
   * The latest bookings as the spec's order rows: the patient, the cost in CFA, paid or not, and its state.
   * Null for a role that may not see bookings' patients (issue 31).
   */
  recentOrders: z
    .array(
      z.object({
        /** The booking's id: the row links to it. */
        id: z.number().int(),
        orderRef: z.string(),
        customer: z.string(),
        /** The patient's id as shown (`PAT-000123`). */
        customerNumber: z.string(),
        amountCfa: z.number().int(),
        /** What its paid payments, less refunds, add up to. */
        paidCfa: z.number().int(),
        payState: z.enum(['paid', 'not_paid']),
        orderState: z.enum(['processing', 'completed', 'cancelled']),
        bookingStatus: z.enum(bookingStatuses),
        createdAt: z.string(),
      }),
    )
    .nullable(),
});
export type Overview = z.infer<typeof overviewSchema>;
