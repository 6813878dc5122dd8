import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** The only outside host the site loads anything from: OpenStreetMap's map tiles. */
export const TILE_HOST = 'https://tile.openstreetmap.org';

export const securityPlugin = fp(async (app: FastifyInstance, options: { rateLimitPerMinute: number }) => {
  // Built once: @fastify/helmet rebuilt helmet's middleware (and re-parsed the policy) on every
  // request, a fifth of a busy API's CPU time.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', TILE_HOST],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Tiles are cross-origin images; COEP would block them.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, () => done());
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', 'camera=(), microphone=(), payment=(), geolocation=(self)');
  });
  await app.register(rateLimit, {
    global: false,
    max: options.rateLimitPerMinute,
    timeWindow: '1 minute',
  });
});
