import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, registrationStatuses } from '../auth-enums';
import { ADMIN_SEARCH_MAX } from '../limits';
import { adminListQuerySchema } from './admin';
import { emailSchema, passwordSchema } from './auth';
import { idOrNameFilterSchema, idValueSchema, listMetaSchema } from './common';
import { localizedRefSchema } from './location';

/** The ABO/Rh blood groups (spec 02 §9 shows O+, A-, B+, AB+, O- and A+ among them). */
export const bloodTypes = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodType = (typeof bloodTypes)[number];

/** Spec 02 §4: a patient is active or inactive. */
export const patientStatuses = ['active', 'inactive'] as const;
export type PatientStatus = (typeof patientStatuses)[number];

/** How a patient's id is shown (`PAT-000123`): the account id, padded to six digits. */
export const formatPatientId = (id: number) => `PAT-${String(id).padStart(6, '0')}`;
/** The account id in a shown patient id (`PAT-000123`, `pat-123`) or a bare number; null otherwise. */
export function parsePatientId(text: string): number | null {
  const match = /^(?:PAT-?)?0*(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}

export const PATIENT_NAME_MAX = 60;
export const PATIENT_TEXT_MAX = 120;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 40;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** A phone as typed; the server stores it in E.164 (national numbers read as Cameroonian), `invalid_phone` otherwise. */
const phoneSchema = z
  .string()
  .trim()
  .max(30)
  .refine((value) => value === '' || /^\+?[\d\s().-]{6,}$/.test(value), { error: 'invalid_phone' })
  .transform((value) => (value === '' ? null : value))
  .nullable();

const placeId = idValueSchema.nullable();

/**
 * Optional (empty = none). Letters, digits, dot, dash and underscore, 3 to 40 of them; no `@` (it
 * would read as an email at sign-in).
 */
const usernameSchema = z
  .string()
  .trim()
  .max(USERNAME_MAX)
  .superRefine((value, ctx) => {
    if (value === '') return;
    if (value.length < USERNAME_MIN)
      ctx.addIssue({ code: 'too_small', origin: 'string', minimum: USERNAME_MIN, inclusive: true, input: value });
    else if (!/^[A-Za-z0-9._-]+$/.test(value))
      ctx.addIssue({ code: 'custom', message: 'invalid_format', input: value });
  })
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** The fields staff enter for a patient (Add Patient and edit): the same on both, without the password. */
const patientFields = {
  firstName: z.string().trim().min(1).max(PATIENT_NAME_MAX),
  lastName: z.string().trim().min(1).max(PATIENT_NAME_MAX),
  username: usernameSchema.optional(),
  email: emailSchema,
  phone: phoneSchema.optional(),
  status: z.enum(patientStatuses).default('active'),
  bloodType: z.enum(bloodTypes).nullable().optional(),
  regionId: placeId.optional(),
  divisionId: placeId.optional(),
  subdivisionId: placeId.optional(),
  insuranceProvider: text(PATIENT_TEXT_MAX).optional(),
  emergencyContactName: text(PATIENT_TEXT_MAX).optional(),
  emergencyContactPhone: phoneSchema.optional(),
};

/** PUT /api/patients/{id}: the whole patient, as the edit form sends it (the password is not changed here). */
export const patientUpdateSchema = z.strictObject(patientFields);
export type PatientUpdate = z.infer<typeof patientUpdateSchema>;
export type PatientUpdateInput = z.input<typeof patientUpdateSchema>;

/** POST /api/patients: Add Patient, with the password twice (they must match). */
export const patientCreateSchema = z
  .strictObject({
    ...patientFields,
    password: passwordSchema,
    repeatPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((value) => value.password === value.repeatPassword, {
    error: 'passwords_mismatch',
    path: ['repeatPassword'],
  });
export type PatientCreate = z.infer<typeof patientCreateSchema>;
export type PatientCreateInput = z.input<typeof patientCreateSchema>;

export const patientSorts = ['createdAt', 'lastName', 'id'] as const;

/** A location filter: an id, or a place's English or French name (any case, accents ignored). */

/** GET /api/patients/all: 10 a page; `q` searches name, email, username and patient id (`PAT-000123` or 123). */
export const patientListQuerySchema = adminListQuerySchema.extend({
  q: z.string().trim().max(ADMIN_SEARCH_MAX).optional(),
  status: z.enum(patientStatuses).optional(),
  bloodType: z.enum(bloodTypes).optional(),
  region: idOrNameFilterSchema.optional(),
  division: idOrNameFilterSchema.optional(),
  subdivision: idOrNameFilterSchema.optional(),
  sort: z.enum(patientSorts).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type PatientListQuery = z.infer<typeof patientListQuerySchema>;

export const patientSchema = z.object({
  id: z.number().int(),
  /** `PAT-000123`. */
  patientId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  bloodType: z.enum(bloodTypes).nullable(),
  status: z.enum(patientStatuses),
  registrationStatus: z.enum(registrationStatuses),
  regionId: z.number().int().nullable(),
  divisionId: z.number().int().nullable(),
  subdivisionId: z.number().int().nullable(),
  region: localizedRefSchema.nullable(),
  division: localizedRefSchema.nullable(),
  subdivision: localizedRefSchema.nullable(),
  insuranceProvider: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  createdAt: z.string(),
});
export type Patient = z.infer<typeof patientSchema>;

export const patientListSchema = z.object({ data: z.array(patientSchema), meta: listMetaSchema });
export type PatientList = z.infer<typeof patientListSchema>;

const countSchema = z.number().int();

/** GET /api/patients/stats: the patients the caller may see, counted. */
export const patientStatsSchema = z.object({
  total: countSchema,
  byStatus: z.object({ active: countSchema, inactive: countSchema }),
  /** Every blood type (0 when none), and `unknown` for patients without one. */
  byBloodType: z.array(z.object({ bloodType: z.enum(bloodTypes).nullable(), count: countSchema })),
  /** Regions with patients, most first; `region` null for patients without one. */
  byRegion: z.array(z.object({ region: localizedRefSchema.nullable(), count: countSchema })),
  /** Patients created since the first of this month, Africa/Douala time. */
  newThisMonth: countSchema,
  monthStart: z.string(),
});
export type PatientStats = z.infer<typeof patientStatsSchema>;
