export const userRoles = ['admin', 'manager', 'support', 'developer', 'doctor', 'patient', 'facility_manager'] as const;
export type UserRole = (typeof userRoles)[number];
/** Roles anyone may choose when signing up; staff accounts (see permissions.ts) are made by an admin. */
/**
 * `facility_manager` (issue 35): an account made in the "Do you run this facility?" flow; it manages the
 * facilities its approved claims name. The sign-up page itself offers patient and doctor.
 */
export const selfServiceRoles = ['patient', 'doctor', 'facility_manager'] as const satisfies readonly UserRole[];

/** `on_leave` is an employee's (spec 02 "Employees"): the account keeps its data but cannot sign in. */
export const userStatuses = ['active', 'pending', 'suspended', 'inactive', 'on_leave'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const registrationStatuses = ['registration_started', 'incomplete_profile', 'complete'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

export const logLevels = ['INFO', 'ERROR', 'WARN', 'SUCCESS'] as const;
export type LogLevel = (typeof logLevels)[number];
export const logSources = [
  'AUTH',
  'DATABASE',
  'API',
  'BOOKING',
  'PAYMENT',
  'SECURITY',
  'SMS',
  'DOCTOR',
  'NOTIFICATION',
  'BACKUP',
  'PERFORMANCE',
  'SEARCH',
  'FACILITY',
] as const;
export type LogSource = (typeof logSources)[number];

export const staffJobTitles = [
  'Admin',
  'Manager',
  'Developer',
  'Designer',
  'Marketer',
  'HR',
  'Finance',
  'Support',
  'Operations',
  'Sales',
  'IT Support',
  'Data Analyst',
  'Project Manager',
  'COO',
  'Owner',
] as const;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
/** Remember Me keeps a session this long; otherwise it ends with the browser or after the idle limit. */
export const REMEMBER_ME_DAYS = 30;
export const SESSION_IDLE_HOURS = 12;
/**
 * Sign-in lockout (docs/decisions/2026-11-23-sign-in-lockout.md). Failures count per (account, address)
 * pair: this many within the window block that pair — never the account — for the lockout time.
 */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const LOGIN_LOCKOUT_MINUTES = 15;
/** From this many failures on one account in the window (all addresses), each attempt waits a growing delay. */
export const LOGIN_ACCOUNT_DELAY_AFTER_FAILURES = 10;
/** The growing delay (2^(n-10) seconds) never exceeds this. */
export const LOGIN_ACCOUNT_MAX_DELAY_SECONDS = 60;
/** Failed sign-ins one address may make per window, whatever the account. */
export const LOGIN_MAX_ATTEMPTS_PER_ADDRESS = 20;
/** How a sign-in attempt ended, as the login history shows it. */
export const loginOutcomes = ['success', 'failure', 'awaiting_second_factor'] as const;
export type LoginOutcome = (typeof loginOutcomes)[number];
/** Two-factor recovery codes given at enrolment; each works once. */
export const RECOVERY_CODE_COUNT = 10;
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** Spec 02 §9: admin lists show 10 rows a page. */
export const ADMIN_PAGE_SIZE = 10;
/** At most this many numbered page buttons. */
export const ADMIN_MAX_PAGE_BUTTONS = 5;
export const logRanges = ['today', 'week', 'month', 'all'] as const;
