import {
  DOCTOR_DOCUMENT_MAX_BYTES,
  doctorDocumentTypes,
  facilityClaimFieldsSchema,
  idValueSchema,
  newFacilityClaimSchema,
} from '@hc/shared';
import { z } from 'zod';
import { decodeFieldError, encodeFieldError } from '../../../lib/forms/field-error';
import type { ClaimSubmission } from '../api/claims-api';

/** The evidence image's limit, as its message says it ("larger than the 5 MB allowed"). */
export const EVIDENCE_MAX_MB = DOCTOR_DOCUMENT_MAX_BYTES / (1024 * 1024);

/**
 * What is wrong with a chosen evidence image, as the server would say it (the same rules as a doctor's ID
 * images): its type (by the type the browser gives; the server checks the content) and its size. Checked
 * here so a visitor on a slow connection is not made to upload 8 MB to learn it is too large.
 */
export function evidenceProblem(file: File): 'not_an_image' | 'file_too_large' | null {
  if (!(doctorDocumentTypes as readonly string[]).includes(file.type)) return 'not_an_image';
  if (file.size > DOCTOR_DOCUMENT_MAX_BYTES) return 'file_too_large';
  return null;
}

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

const evidenceSchema = z.custom<File>(isFile, { error: 'required' }).superRefine((file, ctx) => {
  const problem = evidenceProblem(file);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/**
 * A field error token of the evidence field with the size limit its message names: the schema above and
 * the server give `file_too_large` alone.
 */
export function withEvidenceLimit(token: string | undefined): string | undefined {
  if (!token || decodeFieldError(token).code !== 'file_too_large') return token;
  return encodeFieldError('file_too_large', { maximum: DOCTOR_DOCUMENT_MAX_BYTES, maximumMb: EVIDENCE_MAX_MB });
}

/** The new facility's fields, with the region and division that lead to its subdivision (not sent). */
const newFacilityFormSchema = newFacilityClaimSchema.extend({ regionId: idValueSchema, divisionId: idValueSchema });

const { roleAtFacility, licenceNumber, message } = facilityClaimFieldsSchema.shape;

/**
 * The claim form: the shared contract's fields, the evidence image, and — for "List a Health Facility" —
 * the new facility (absent when the claim names an existing one).
 */
export const claimFormSchema = z.object({
  roleAtFacility,
  licenceNumber,
  message,
  evidence: evidenceSchema,
  newFacility: newFacilityFormSchema.optional(),
});
export type ClaimFormInput = z.input<typeof claimFormSchema>;
export type ClaimFormValues = z.output<typeof claimFormSchema>;

/** The request for the values the form checked: the facility named, or the new one without its pickers. */
export function toSubmission(values: ClaimFormValues, facilityId: number | null): ClaimSubmission {
  const { newFacility, evidence, ...fields } = values;
  if (facilityId !== null) return { ...fields, facilityId, evidence };
  const { regionId: _region, divisionId: _division, ...facility } = newFacility!;
  return { ...fields, newFacility: facility, evidence };
}
