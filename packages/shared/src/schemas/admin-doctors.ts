import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../auth-enums';
import { doctorDocumentSides, doctorStatuses, type DoctorDocumentSide } from '../enums';
import { NAME_MAX } from '../limits';
import { adminListQuerySchema } from './admin';
import { emailSchema, passwordSchema } from './auth';
import { idOrNameFilterSchema, idSchema, idValueSchema, listMetaSchema } from './common';

// The back-office Doctors section (spec 02 "Doctors", issue 11): the list, Add Doctor (which creates the
// doctor's account), Validate Doctors (approve or delete a pending doctor), Update Doctor (with the
// facilities where they practise) and Verify Doctor (ID and licence numbers and the two ID images).

/** Each identity document image (front, back): at most this many bytes, as uploaded. */
export const DOCTOR_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** The whole Verify Doctor upload: both images at their largest, with room for the text fields and part headers. */
export const DOCTOR_VERIFY_BODY_MAX_BYTES = doctorDocumentSides.length * DOCTOR_DOCUMENT_MAX_BYTES + 64 * 1024;
/** The image types accepted, recognised by the file's content (never by its name or declared type). */
export const doctorDocumentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type DoctorDocumentType = (typeof doctorDocumentTypes)[number];
export const DOCTOR_NOTE_MAX = 1000;
export const DOCTOR_NUMBER_MAX = 60;
/** The facilities one doctor may be linked to. */
export const DOCTOR_FACILITIES_MAX = 50;

/**
 * A doctor added by staff starts `active` when the four-eyes rule leaves the adder's role out (the staff
 * member vouches for them: they typed the ID number), else `pending` until another staff member approves
 * them, like a doctor who signs up (Validate Doctors). Either becomes `verified` only through Verify Doctor,
 * with both ID images stored.
 */
export const ADDED_DOCTOR_STATUS = 'active' as const;

/**
 * The identity evidence a pending doctor must have before staff make them active (Validate Doctors →
 * Approve, or Update Doctor's status): the ID number, the medical licence number and both ID images.
 * The paths are those of Verify Doctor's fields, where the evidence is given.
 */
export const doctorEvidenceFields = ['idNumber', 'licenceNumber', ...doctorDocumentSides] as const;
export type DoctorEvidenceField = (typeof doctorEvidenceFields)[number];

/** The evidence a doctor lacks, in `doctorEvidenceFields` order (none: they may be approved). */
export function missingDoctorEvidence(doctor: {
  idNumber: string | null;
  licenceNumber: string | null;
  /** The sides of the ID whose image is stored. */
  documentSides: Iterable<DoctorDocumentSide>;
}): DoctorEvidenceField[] {
  const stored = new Set(doctor.documentSides);
  const isPresent: Record<DoctorEvidenceField, boolean> = {
    idNumber: Boolean(doctor.idNumber?.trim()),
    licenceNumber: Boolean(doctor.licenceNumber?.trim()),
    front: stored.has('front'),
    back: stored.has('back'),
  };
  return doctorEvidenceFields.filter((field) => !isPresent[field]);
}

/** A location filter of the list: an id, or a place's English or French name (any case, accents ignored). */

export const adminDoctorSorts = ['name', 'status', 'created', 'id'] as const;

export const adminDoctorListQuerySchema = adminListQuerySchema.extend({
  status: z.enum(doctorStatuses).optional(),
  /** A specialty id, or its English or French name (any case). */
  specialty: idOrNameFilterSchema.optional(),
  region: idOrNameFilterSchema.optional(),
  division: idOrNameFilterSchema.optional(),
  subdivision: idOrNameFilterSchema.optional(),
  sort: z.enum(adminDoctorSorts).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type AdminDoctorListQuery = z.infer<typeof adminDoctorListQuerySchema>;

export const doctorIdParamsSchema = z.object({ id: idSchema });
export const doctorDocumentParamsSchema = z.object({ id: idSchema, side: z.enum(doctorDocumentSides) });

const placeSchema = z.object({ id: z.number().int(), nameEn: z.string(), nameFr: z.string() }).nullable();

export const adminDoctorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(doctorStatuses),
  specialty: placeSchema,
  idNumber: z.string().nullable(),
  licenceNumber: z.string().nullable(),
  note: z.string().nullable(),
  region: placeSchema,
  division: placeSchema,
  subdivision: placeSchema,
  /** The doctor's account (null for a directory doctor without one). */
  userId: z.number().int().nullable(),
  /** The account's user ID (its username), when it has one. */
  username: z.string().nullable(),
  /** Where the doctor practises. */
  facilities: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The identity document images stored (their bytes are served by …/documents/{side}). */
  documents: z.array(
    z.object({
      side: z.enum(doctorDocumentSides),
      mimeType: z.string(),
      size: z.number().int(),
      uploadedAt: z.string(),
    }),
  ),
  verifiedAt: z.string().nullable(),
  /** Who verified them (the staff member's email), when known. */
  verifiedBy: z.string().nullable(),
  /**
   * Four eyes (issue 36): `same_person` when the caller may not make this doctor active because they
   * submitted the doctor's verification (the rule covers their role); null when they may.
   */
  approvalRefusal: z.enum(['same_person']).nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminDoctor = z.infer<typeof adminDoctorSchema>;

export const adminDoctorListSchema = z.object({
  data: z.array(adminDoctorSchema),
  meta: listMetaSchema.extend({
    /** Doctors waiting for validation (within the caller's region, whatever the filters). */
    pending: z.number().int(),
  }),
});
export type AdminDoctorList = z.infer<typeof adminDoctorListSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const phoneSchema = optionalText(30).refine((v) => !v || /^[+\d][\d\s().-]{5,}$/.test(v), { error: 'invalid_phone' });
const placeIdSchema = idValueSchema.nullable().optional();

const doctorFieldsShape = {
  name: z.string().trim().min(2).max(NAME_MAX),
  specialtyId: placeIdSchema,
  phone: phoneSchema,
  idNumber: optionalText(DOCTOR_NUMBER_MAX),
  note: optionalText(DOCTOR_NOTE_MAX),
  regionId: placeIdSchema,
  divisionId: placeIdSchema,
  subdivisionId: placeIdSchema,
};

/**
 * Add Doctor: the doctor record and its account (role doctor) at once. `username` is the form's
 * "User ID" (a second sign-in name besides the email); the password is typed twice.
 */
export const adminDoctorCreateSchema = z
  .object({
    ...doctorFieldsShape,
    email: emailSchema,
    username: optionalText(60).refine((v) => !v || /^[A-Za-z0-9._-]{3,}$/.test(v), { error: 'invalid_format' }),
    password: passwordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((v) => v.password === v.confirmPassword, { error: 'passwords_mismatch', path: ['confirmPassword'] });
export type AdminDoctorCreate = z.infer<typeof adminDoctorCreateSchema>;
export type AdminDoctorCreateInput = z.input<typeof adminDoctorCreateSchema>;

/**
 * Update Doctor: any field (absent = unchanged, null = cleared), the status, and the facilities where
 * they practise (the whole set). `verified` is reached only through Verify Doctor.
 */
export const adminDoctorUpdateSchema = z.object({
  name: doctorFieldsShape.name.optional(),
  email: emailSchema.nullable().optional(),
  specialtyId: doctorFieldsShape.specialtyId,
  phone: doctorFieldsShape.phone,
  idNumber: doctorFieldsShape.idNumber,
  licenceNumber: optionalText(DOCTOR_NUMBER_MAX),
  note: doctorFieldsShape.note,
  regionId: placeIdSchema,
  divisionId: placeIdSchema,
  subdivisionId: placeIdSchema,
  status: z.enum(doctorStatuses).optional(),
  facilityIds: z.array(idValueSchema).max(DOCTOR_FACILITIES_MAX).optional(),
});
export type AdminDoctorUpdate = z.infer<typeof adminDoctorUpdateSchema>;
export type AdminDoctorUpdateInput = z.input<typeof adminDoctorUpdateSchema>;

/** Verify Doctor's text fields (sent as multipart fields beside the `front` and `back` images). */
export const adminDoctorVerifySchema = z.object({
  idNumber: z.string().trim().min(1).max(DOCTOR_NUMBER_MAX),
  licenceNumber: z.string().trim().min(1).max(DOCTOR_NUMBER_MAX),
});
export type AdminDoctorVerify = z.infer<typeof adminDoctorVerifySchema>;

export const adminDoctorDeleteSchema = z.object({ id: z.number().int(), accountDeleted: z.boolean() });
