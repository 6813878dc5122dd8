import { errorCodes, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Fastify holds a body to the route's `bodyLimit` only when it reads the body itself; a multipart upload
 * is streamed to its route instead. Its declared length is held to the same limit here, after the access
 * check and before a byte is read, so an upload too large is a 413 like any other body.
 */
export const streamedBodyLimitPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preParsing', async (request) => {
    const declared = Number(request.headers['content-length']);
    if (declared > request.routeOptions.bodyLimit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
  });
});
