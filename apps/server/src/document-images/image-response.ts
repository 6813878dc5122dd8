import type { FastifyReply } from 'fastify';

/**
 * Sends a stored document image to staff: never cached (it is someone's identity or licence), shown
 * inline under a neutral name, and never sniffed as anything but the type it was re-encoded to.
 */
export function sendDocumentImage(
  reply: FastifyReply,
  image: { mimeType: string; bytes: Buffer },
  filename: string,
): FastifyReply {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('x-content-type-options', 'nosniff')
    .type(image.mimeType)
    .send(image.bytes);
}
