import {
  DOCTOR_DOCUMENT_MAX_BYTES,
  doctorDocumentSides,
  doctorDocumentTypes,
  fieldError,
  findUnstorableText,
  type DoctorDocumentSide,
  type DoctorDocumentType,
  type FieldError,
} from '@hc/shared';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';

/** An identity document image as stored: re-encoded, without any of the upload's metadata. */
export type CleanImage = { mimeType: DoctorDocumentType; bytes: Buffer };

/** What Verify Doctor sends: its text fields and the images given (each side at most once). */
export type VerifyUpload = { fields: Record<string, string>; images: Partial<Record<DoctorDocumentSide, CleanImage>> };

/** The multipart limits of Verify Doctor: two files of at most 5 MB, a few short text fields. */
export const verifyMultipartLimits = {
  fileSize: DOCTOR_DOCUMENT_MAX_BYTES,
  files: doctorDocumentSides.length,
  fields: 10,
  fieldSize: 1000,
  parts: 12,
};

// Decoding refuses pictures over 40 megapixels: a small file cannot unpack into gigabytes of memory.
const MAX_INPUT_PIXELS = 40_000_000;
const tooLarge = (side: string) =>
  fieldError(side, 'file_too_large', {
    maximum: DOCTOR_DOCUMENT_MAX_BYTES,
    maximumMb: DOCTOR_DOCUMENT_MAX_BYTES / (1024 * 1024),
  });
const notAnImage = (side: string) => fieldError(side, 'not_an_image');

const isSide = (name: string): name is DoctorDocumentSide => (doctorDocumentSides as readonly string[]).includes(name);

/**
 * What the multipart parser threw, as the client's mistake it is: a form without a boundary, a part cut
 * short, more files or fields than the form has. The parser's own errors carry no status (a 500 that the
 * staff log would record) or a 413 that reads as a body too large, which a 1 KB upload is not.
 */
function unreadableForm(error: unknown): AppError {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT')
    return new AppError('validation_failed', `At most ${verifyMultipartLimits.files} files can be sent`, [
      fieldError('request', 'too_many_files', { maximum: verifyMultipartLimits.files }),
    ]);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new AppError('validation_failed', 'The form has more fields than Verify Doctor accepts');
  return new AppError('validation_failed', 'The form data cannot be read (malformed multipart/form-data)');
}

/** The body's parts; whatever the parser throws, on opening the body or between parts, is `unreadableForm`. */
async function* partsOf(request: FastifyRequest) {
  try {
    yield* request.parts({ limits: verifyMultipartLimits });
  } catch (error) {
    throw unreadableForm(error);
  }
}

/**
 * Re-encodes an image in its own format: the orientation is applied (`rotate()`), and nothing of the
 * original's metadata (EXIF with its GPS position, ICC, XMP) is written, since `withMetadata` is not
 * used. The type is what the content says (`file-type`), never the name or the declared type.
 */
export async function cleanImage(bytes: Buffer): Promise<CleanImage | null> {
  const detected = await fileTypeFromBuffer(bytes);
  const mimeType = detected?.mime;
  if (!mimeType || !(doctorDocumentTypes as readonly string[]).includes(mimeType)) return null;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const encoded =
      mimeType === 'image/png'
        ? image.png()
        : mimeType === 'image/webp'
          ? image.webp({ quality: 90 })
          : image.jpeg({ quality: 90, mozjpeg: true });
    return { mimeType: mimeType as DoctorDocumentType, bytes: await encoded.toBuffer() };
  } catch {
    // The signature says image, the content cannot be decoded: as good as not an image.
    return null;
  }
}

/**
 * Reads Verify Doctor's multipart body to its end: the text fields, and the `front` and `back` files,
 * each checked (at most 5 MB, a JPEG, PNG or WebP by its content) and cleaned. Every problem found is
 * reported at once, on its field; an unknown file field is refused.
 */
export async function readVerifyUpload(request: FastifyRequest): Promise<VerifyUpload> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'Send the images as multipart/form-data');
  const fields: Record<string, string> = {};
  const images: VerifyUpload['images'] = {};
  const problems: FieldError[] = [];
  // The plugin is registered with `throwFileSizeLimit: false`: the size limit truncates the file
  // instead of throwing, so the whole body is read and every problem can be named (a browser still
  // sending would otherwise see the connection cut).
  for await (const part of partsOf(request)) {
    if (part.type === 'field') {
      // A value over `fieldSize` arrives cut short: refused, never stored shortened.
      if (part.valueTruncated)
        problems.push(fieldError(part.fieldname, 'too_long', { maximum: verifyMultipartLimits.fieldSize }));
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      throw unreadableForm(error);
    }
    const name = part.fieldname;
    if (!isSide(name)) {
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
