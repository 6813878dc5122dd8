import { DOCTOR_DOCUMENT_MAX_BYTES, fieldError, findUnstorableText, type FieldError } from '@hc/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { cleanImage, type CleanImage } from './clean-image';

/** The multipart limits of one upload form (the `limits` of @fastify/multipart). */
export type ImageFormLimits = { fileSize: number; files: number; fields: number; fieldSize: number; parts: number };

/** What a form with document images sends: its text fields and the images given (each file field at most once). */
export type ImageUpload<F extends string> = { fields: Record<string, string>; images: Partial<Record<F, CleanImage>> };

export type ImageForm<F extends string> = {
  /** The form's name in messages ("Verify Doctor"). */
  name: string;
  /** The file fields the form has; any other file field is refused (`unknown_field`). */
  imageFields: readonly F[];
  limits: ImageFormLimits;
};

const tooLarge = (field: string) =>
  fieldError(field, 'file_too_large', {
    maximum: DOCTOR_DOCUMENT_MAX_BYTES,
    maximumMb: DOCTOR_DOCUMENT_MAX_BYTES / (1024 * 1024),
  });
const notAnImage = (field: string) => fieldError(field, 'not_an_image');

/**
 * What the multipart parser threw, as the client's mistake it is: a form without a boundary, a part cut
 * short, more files or fields than the form has. The parser's own errors carry no status (a 500 that the
 * staff log would record) or a 413 that reads as a body too large, which a 1 KB upload is not.
 */
function unreadableForm(form: ImageForm<string>, error: unknown): AppError {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT')
    return new AppError('validation_failed', `At most ${form.limits.files} files can be sent`, [
      fieldError('request', 'too_many_files', { maximum: form.limits.files }),
    ]);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new AppError('validation_failed', `The form has more fields than ${form.name} accepts`);
  return new AppError('validation_failed', 'The form data cannot be read (malformed multipart/form-data)');
}

/** The body's parts; whatever the parser throws, on opening the body or between parts, is `unreadableForm`. */
async function* partsOf(request: FastifyRequest, form: ImageForm<string>) {
  try {
    yield* request.parts({ limits: form.limits });
  } catch (error) {
    throw unreadableForm(form, error);
  }
}

/**
 * Reads a multipart body with document images to its end: the text fields, and the form's file fields,
 * each checked (at most DOCTOR_DOCUMENT_MAX_BYTES, a JPEG, PNG or WebP by its content) and cleaned. Every
 * problem found is reported at once, on its field; an unknown file field is refused. The route registers
 * @fastify/multipart with `throwFileSizeLimit: false`, so a file over the limit arrives truncated.
 */
export async function readImageUpload<F extends string>(
  request: FastifyRequest,
  form: ImageForm<F>,
): Promise<ImageUpload<F>> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'Send the images as multipart/form-data');
  const fields: Record<string, string> = {};
  const images: ImageUpload<F>['images'] = {};
  const problems: FieldError[] = [];
  const isImageField = (name: string): name is F => (form.imageFields as readonly string[]).includes(name);
  // The size limit truncates a file instead of throwing, so the whole body is read and every problem can
  // be named (a browser still sending would otherwise see the connection cut).
  for await (const part of partsOf(request, form)) {
    if (part.type === 'field') {
      // A value over `fieldSize` arrives cut short: refused, never stored shortened.
      if (part.valueTruncated)
        problems.push(fieldError(part.fieldname, 'too_long', { maximum: form.limits.fieldSize }));
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      throw unreadableForm(form, error);
    }
    const name = part.fieldname;
    if (!isImageField(name)) {
      problems.push(fieldError(name, 'unknown_field'));
      continue;
    }
    if (part.file.truncated) {
      problems.push(tooLarge(name));
      continue;
    }
    if (bytes.length === 0) continue;
    const clean = await cleanImage(bytes);
    if (clean) images[name] = clean;
    else problems.push(notAnImage(name));
  }
  // The API's check of text (plugins/storable-text.ts) sees no multipart body: its text fields are checked
  // here, the files' bytes are not text.
  const unstorable = findUnstorableText(fields);
  if (unstorable) problems.push(fieldError(unstorable.join('.'), 'invalid_characters'));
  if (problems.length > 0) throw new AppError('validation_failed', 'Some files are not accepted', problems);
  return { fields, images };
}
