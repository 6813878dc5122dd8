import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host[:port] of an Origin header, or null for "null" and anything that is not a URL. */
function originHost(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery guard for state-changing calls: a browser always sends Origin on a
 * cross-origin POST (and on same-origin ones too in current browsers), so a request whose Origin
 * names another host than the one it was sent to is refused with 403. Requests without Origin
 * (curl, server-to-server) pass: they carry no visitor's cookies by accident.
 */
export async function requireSameOrigin(request: FastifyRequest, reply: FastifyReply) {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const host = request.host.toLowerCase();
  if (originHost(origin) === host) return;
  return sendError(reply, request, 'forbidden', 'Cross-site requests are not allowed');
}

/** Registered inside the /api scope: every non-GET API route gets the same-origin check. */
export const sameOriginPlugin = fp(async (app) => {
  app.addHook('onRequest', requireSameOrigin);
});
