import { tables, type Db } from '@hc/db';
import { doctorDocumentSides, type DoctorDocumentSide } from '@hc/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { TestApp } from './test-app';

/** A small picture made for the test (no binary fixture is committed). */
export function makeImage(format: 'png' | 'jpeg' | 'webp', options: { comment?: string; size?: number } = {}) {
  const size = options.size ?? 8;
  const image = sharp({ create: { width: size, height: size, channels: 3, background: '#2a7ab0' } });
  // EXIF with a tell-tale text (and an orientation), as a phone's picture would carry.
  const withExif = options.comment
    ? image.withMetadata({
        orientation: 6,
        exif: { IFD0: { ImageDescription: options.comment, Artist: options.comment } },
      })
    : image;
  return withExif.toFormat(format).toBuffer();
}

export type UploadFile = { name: string; filename: string; contentType: string; bytes: Buffer };

/** A multipart/form-data body, as a browser's FormData sends it. */
export function multipartBody(fields: Record<string, string>, files: UploadFile[]) {
  const boundary = `----hc-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST …/verify with these fields and files, as the signed-in account of the cookie. */
export function postVerify(
  t: TestApp,
  cookie: string,
  doctorId: number,
  fields: Record<string, string>,
  files: UploadFile[],
) {
  const body = multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/doctors/${doctorId}/verify`,
    headers: { cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
}

export const imageFile = (name: 'front' | 'back', bytes: Buffer, contentType = 'image/png'): UploadFile => ({
  name,
  filename: `${name}.img`,
  contentType,
  bytes,
});

/**
 * Stores a doctor's identity evidence as Verify Doctor would, but without changing their status (a
 * pending doctor stays pending): the ID and licence numbers and the ID images of the sides given
 * (by default all of it).
 */
export async function storeDoctorEvidence(
  db: Db,
  doctorId: number,
  evidence: { idNumber?: string | null; licenceNumber?: string | null; sides?: readonly DoctorDocumentSide[] } = {},
) {
  const { idNumber = 'CM-1020304', licenceNumber = 'ONMC-2021-0007', sides = doctorDocumentSides } = evidence;
  await db.update(tables.doctors).set({ idNumber, licenceNumber }).where(eq(tables.doctors.id, doctorId));
  for (const side of sides) {
    const bytes = await makeImage('png', { size: 12 });
    await db
      .insert(tables.doctorDocuments)
      .values({ doctorId, side, mimeType: 'image/png', bytes, size: bytes.length })
      .onConflictDoNothing();
  }
}
