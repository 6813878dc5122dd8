import { doctorDocumentTypes, type DoctorDocumentType } from '@hc/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/**
 * An identity or official document image as stored: re-encoded, without any of the upload's metadata.
 * Doctors' ID images and facility claims' evidence follow the same rules (JPEG, PNG or WebP by content).
 */
export type CleanImage = { mimeType: DoctorDocumentType; bytes: Buffer };

// Decoding refuses pictures over 40 megapixels: a small file cannot unpack into gigabytes of memory.
const MAX_INPUT_PIXELS = 40_000_000;

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
