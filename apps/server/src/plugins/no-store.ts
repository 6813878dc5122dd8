import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Sign-in, sessions and the back office: never kept by a browser or a shared cache, errors included. */
const isPrivatePath = (url: string) => url.startsWith('/api/auth/') || /^\/api\/admin(?:[/?]|$)/.test(url);

/**
 * `Cache-Control: no-store` on every answer to a signed-in request and on every /api/auth and /api/admin
 * answer: a shared computer's back button or a proxy must not replay what one person saw. Anonymous
 * public reads keep the caching their route chose.
 */
export const noStorePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    if (!request.session && !isPrivatePath(request.url)) return payload;
    // A route that already forbids storing (`private, no-store`) keeps its own wording.
    if (!String(reply.getHeader('cache-control') ?? '').includes('no-store')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
