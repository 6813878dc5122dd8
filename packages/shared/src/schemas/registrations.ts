import { z } from 'zod';
import { registrationStatuses } from '../auth-enums';
import { adminListQuerySchema } from './admin';
import { listMetaSchema } from './common';
import { bloodTypes } from './patients';

/** Which incomplete registrations (spec 02 analytics): every account, doctors, or patients. */
export const registrationKinds = ['user', 'doctor', 'patient'] as const;
export type RegistrationKind = (typeof registrationKinds)[number];

/** GET /api/admin/registrations/incomplete?kind=…: newest first, 10 a page. */
export const incompleteRegistrationsQuerySchema = adminListQuerySchema.pick({ page: true }).extend({
  kind: z.enum(registrationKinds).default('user'),
});
export type IncompleteRegistrationsQuery = z.infer<typeof incompleteRegistrationsQuerySchema>;

/**
 * Spec 02 §3: id, name, email, phone, status, registeredAt; doctors also specialty, patients also bloodType.
 * Name, email, phone and blood type are null for a role that may not see that kind of person (issue 31).
 */
export const incompleteRegistrationSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.string(),
  status: z.enum(registrationStatuses).exclude(['complete']),
  registeredAt: z.string(),
  /** Doctors: the specialty's English and French names, when chosen. */
  specialty: z.object({ nameEn: z.string(), nameFr: z.string() }).nullable().optional(),
  /** Patients. */
  bloodType: z.enum(bloodTypes).nullable().optional(),
});
export type IncompleteRegistration = z.infer<typeof incompleteRegistrationSchema>;

export const incompleteRegistrationListSchema = z.object({
  data: z.array(incompleteRegistrationSchema),
  meta: listMetaSchema,
});
export type IncompleteRegistrationList = z.infer<typeof incompleteRegistrationListSchema>;
