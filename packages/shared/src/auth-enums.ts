export const userRoles = ['admin', 'staff', 'doctor', 'patient'] as const;
export type UserRole = (typeof userRoles)[number];
/** Roles that may enter the back-office. */
export const staffRoles = ['admin', 'staff'] as const satisfies readonly UserRole[];
/** Roles anyone may choose when signing up; admin and staff accounts are made by an admin. */
export const selfServiceRoles = ['patient', 'doctor'] as const satisfies readonly UserRole[];

export const userStatuses = ['active', 'pending', 'suspended', 'inactive'] as const;
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
/** Failed sign-ins on one account within the window before it is locked for the lockout time. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const LOGIN_LOCKOUT_MINUTES = 15;
/** Sign-in attempts one address may make per window, whatever the account. */
export const LOGIN_MAX_ATTEMPTS_PER_ADDRESS = 20;
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** Spec 02 §9: admin lists show 10 rows a page. */
export const ADMIN_PAGE_SIZE = 10;
/** At most this many numbered page buttons. */
export const ADMIN_MAX_PAGE_BUTTONS = 5;
export const logRanges = ['today', 'week', 'month', 'all'] as const;
