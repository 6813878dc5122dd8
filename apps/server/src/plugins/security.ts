import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { addressKey } from '../lib/rate-limit/address-key';
import { createSharedCounter } from '../lib/rate-limit/shared-counter';
import { sharedRateLimitStore } from '../lib/rate-limit/shared-store';

/** The only outside host the site loads anything from: OpenStreetMap's map tiles. */
export const TILE_HOST = 'https://tile.openstreetmap.org';

/** The web build's hashed files (scripts, stylesheets, images they name), served by the SPA plugin. */
export const isBuildAsset = (url: string) => url.startsWith('/assets/');

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
    // Two years, subdomains included: the length preload lists ask for. Browsers heed it only over HTTPS.
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
  });
  const permissionsPolicy = 'camera=(), microphone=(), payment=(), geolocation=(self)';
  // For a page answered before any hook ran (a path the router could not decode): the same policies.
  app.decorate('setPageSecurityHeaders', (request: FastifyRequest, reply: FastifyReply) => {
    securityHeaders(request.raw, reply.raw, () => undefined);
    reply.header('permissions-policy', permissionsPolicy);
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (isBuildAsset(request.url)) {
      // A script or stylesheet is no document: the page's policies do not apply to it, and on a phone
      // each of the 20-odd files a page loads would carry about 1 KB of them. nosniff still matters.
      reply.raw.setHeader('x-content-type-options', 'nosniff');
      reply.raw.setHeader('cross-origin-resource-policy', 'same-origin');
      done();
      return;
    }
    securityHeaders(request.raw, reply.raw, () => done());
  });
  app.addHook('onSend', async (request, reply) => {
    if (!isBuildAsset(request.url)) reply.header('permissions-policy', permissionsPolicy);
  });
  // Counted in PostgreSQL, not in this process: behind a load balancer a visitor's requests reach every
  // process, and each process counting alone would multiply the limit by their number.
  const counter = createSharedCounter({
    db: app.db,
    now: () => app.clock().getTime(),
    onError: (error) => app.log.warn({ err: error }, 'rate limit: could not share counts'),
  });
  app.addHook('onClose', () => counter.close());
  await app.register(rateLimit, {
    global: false,
    max: options.rateLimitPerMinute,
    timeWindow: '1 minute',
    store: sharedRateLimitStore(counter),
    // Fastify types `ip` as always a string; it is undefined once the client's connection is gone.
    keyGenerator: (request) => addressKey(request.ip as string | undefined),
  });
});
