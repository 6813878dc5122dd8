import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, staffJobTitles, userStatuses } from '../auth-enums';
import { regionScopedRoles, staffRoles } from '../permissions';
import { adminListQuerySchema } from './admin';
import { emailSchema, passwordSchema } from './auth';
import { idOrNameFilterSchema, idSchema, listMetaSchema } from './common';

/** How long an invitation link works (issue 11: single-use, 72 hours). */
export const INVITATION_TTL_HOURS = 72;

/**
 * The statuses an admin gives an employee (spec 02 "Employees"). `on_leave` and `inactive` end the
 * account's sessions at once and refuse sign-in. A newly invited employee is `pending` until they
 * accept the invitation (set a password).
 */
export const employeeStatuses = ['active', 'inactive', 'on_leave'] as const;
export type EmployeeStatus = (typeof employeeStatuses)[number];
/** The list's status filter: the three above, and `pending` (invited, not yet accepted). */
export const employeeListStatuses = ['active', 'inactive', 'on_leave', 'pending'] as const;

export const employeeSorts = ['createdAt', 'name', 'employeeId', 'joinDate'] as const;
export const EMPLOYEE_ID_MAX = 40;
export const EMPLOYEE_NAME_MAX = 60;

/** A location filter: an id, or a place's English or French name (any case, accents ignored). */

export const employeeListQuerySchema = adminListQuerySchema.extend({
  region: idOrNameFilterSchema.optional(),
  division: idOrNameFilterSchema.optional(),
  subdivision: idOrNameFilterSchema.optional(),
  status: z.enum(employeeListStatuses).optional(),
  role: z.enum(staffRoles).optional(),
  sort: z.enum(employeeSorts).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

/** Optional text: '' (an empty form field) is null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** An optional place id: a number, a form's numeric string, or '' / null for none. */
const optionalId = z
  .union([z.literal(''), z.null(), idSchema])
  .transform((v) => (v === '' ? null : v))
  .optional();

/** A calendar date, YYYY-MM-DD (the hire date); '' is none. */
const optionalDate = z
  .union([z.literal(''), z.null(), z.iso.date({ error: 'invalid_format' })])
  .transform((v) => (v === '' ? null : v))
  .optional();

const employeeFields = {
  firstName: z.string().trim().min(1).max(EMPLOYEE_NAME_MAX),
  lastName: z.string().trim().min(1).max(EMPLOYEE_NAME_MAX),
  email: emailSchema,
  /** Normalised to E.164 by the server (Cameroon by default); `invalid_phone` when it cannot be. */
  phone: optionalText(40),
  role: z.enum(staffRoles),
  jobTitle: z
    .union([z.literal(''), z.null(), z.enum(staffJobTitles)])
    .transform((v) => (v === '' ? null : v))
    .optional(),
  department: optionalText(80),
  /** Unique without regard to case; left empty, the server gives the next `EMP-NNNN`. */
  employeeId: optionalText(EMPLOYEE_ID_MAX),
  /** The hire date. */
  joinDate: optionalDate,
  address: optionalText(300),
  regionId: optionalId,
  divisionId: optionalId,
  subdivisionId: optionalId,
  /** A manager or support account limited to this region (refused for admin and developer). */
  scopeRegionId: optionalId,
};

const isRegionScoped = (role: string) => (regionScopedRoles as readonly string[]).includes(role);

function checkScope(
  value: { role?: string | undefined; scopeRegionId?: number | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.role && value.scopeRegionId && !isRegionScoped(value.role))
    ctx.addIssue({ code: 'custom', path: ['scopeRegionId'], message: 'region_limit_not_allowed' });
}

/**
 * Add Employee (spec 02 "Employees"). No password: the employee chooses one from the invitation
 * mail. `locale` is the language of that mail (the inviting admin's; Accept-Language when absent).
 */
export const employeeCreateSchema = z
  .strictObject({ ...employeeFields, locale: z.enum(['en', 'fr']).optional() })
  .superRefine(checkScope);
export type EmployeeCreate = z.infer<typeof employeeCreateSchema>;
export type EmployeeCreateInput = z.input<typeof employeeCreateSchema>;

/** Edit Employee: any of the fields, and the status (inactive or on leave ends the sessions at once). */
export const employeeUpdateSchema = z
  .strictObject({ ...employeeFields, status: z.enum(employeeStatuses) })
  .partial()
  .superRefine(checkScope);
export type EmployeeUpdate = z.infer<typeof employeeUpdateSchema>;

export const employeeIdParamsSchema = z.object({ id: idSchema });
export const employeeInvitationSchema = z.strictObject({ locale: z.enum(['en', 'fr']).optional() });

const placeName = z.object({ id: z.number().int(), nameEn: z.string(), nameFr: z.string() }).nullable();

export const employeeSchema = z.object({
  id: z.number().int(),
  employeeId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(staffRoles),
  jobTitle: z.string().nullable(),
  department: z.string().nullable(),
  status: z.enum(userStatuses),
  /** Invited and not yet accepted: the account has no password and cannot sign in. */
  invitationPending: z.boolean(),
  joinDate: z.string().nullable(),
  address: z.string().nullable(),
  region: placeName,
  division: placeName,
  subdivision: placeName,
  scopeRegion: placeName,
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeeListSchema = z.object({ data: z.array(employeeSchema), meta: listMetaSchema });
export type EmployeeList = z.infer<typeof employeeListSchema>;

/** What re-sending an invitation answers: when the new link stops working. */
export const employeeInvitationResultSchema = z.object({ data: z.object({ expiresAt: z.string() }) });

const invitationToken = z
  .string()
  .min(20, { error: 'invalid_invitation_link' })
  .max(200, { error: 'invalid_invitation_link' });

const passwordsMatch = (value: { password: string; repeat: string }) => value.password === value.repeat;
const mismatch = { error: 'passwords_mismatch', path: ['repeat'] };

/** The accept page's form: the password twice (the token comes from the link). */
export const invitationPasswordsSchema = z
  .object({ password: passwordSchema, repeat: z.string().max(PASSWORD_MAX_LENGTH) })
  .refine(passwordsMatch, mismatch);

/** `POST /api/auth/invitations/accept`. */
export const invitationAcceptSchema = z
  .object({ token: invitationToken, password: passwordSchema, repeat: z.string().max(PASSWORD_MAX_LENGTH) })
  .refine(passwordsMatch, mismatch);
export type InvitationAccept = z.infer<typeof invitationAcceptSchema>;

export const invitationTokenParamsSchema = z.object({ token: invitationToken });

/** Who a valid invitation is for (the accept page greets them). */
export const invitationInfoSchema = z.object({
  data: z.object({ firstName: z.string(), email: z.string(), expiresAt: z.string() }),
});
export type InvitationInfo = z.infer<typeof invitationInfoSchema>['data'];
