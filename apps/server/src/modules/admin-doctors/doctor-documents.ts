import { DOCTOR_DOCUMENT_MAX_BYTES, doctorDocumentSides, type DoctorDocumentSide } from '@hc/shared';
import type { FastifyRequest } from 'fastify';
import { readImageUpload, type ImageForm, type ImageUpload } from '../../document-images/image-upload';

/** What Verify Doctor sends: its text fields and the images given (each side at most once). */
export type VerifyUpload = ImageUpload<DoctorDocumentSide>;

/** The multipart limits of Verify Doctor: two files of at most 5 MB, a few short text fields. */
export const verifyMultipartLimits = {
  fileSize: DOCTOR_DOCUMENT_MAX_BYTES,
  files: doctorDocumentSides.length,
  fields: 10,
  fieldSize: 1000,
  parts: 12,
};

const verifyForm: ImageForm<DoctorDocumentSide> = {
  name: 'Verify Doctor',
  imageFields: doctorDocumentSides,
  limits: verifyMultipartLimits,
};

/**
 * Reads Verify Doctor's multipart body to its end: the text fields, and the `front` and `back` files,
 * each checked and cleaned by the shared document-image rules (document-images/).
 */
export const readVerifyUpload = (request: FastifyRequest): Promise<VerifyUpload> =>
  readImageUpload(request, verifyForm);
