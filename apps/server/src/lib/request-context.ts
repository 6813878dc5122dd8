import { regionScopedRoles } from '@hc/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { SessionRecord } from './sessions';

/** What a service needs to know about the request it serves, without depending on Fastify. */
export type RequestContext = {
  requestId: string;
  ip: string | null;
  userAgent: string | null;
  /** The caller's session (possibly still waiting for its second factor), or null. */
  session: SessionRecord | null;
  log: FastifyBaseLogger;
};

export const requestContext = (request: FastifyRequest): RequestContext => ({
  requestId: request.id,
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  session: request.session,
  log: request.log,
});

/** The signed-in session of a route whose access rule already required one. */
export function signedInSession(context: RequestContext): SessionRecord {
  if (!context.session || context.session.mfaPending) throw new Error('route needs a signed-in session');
  return context.session;
}

/**
 * The region a manager or support account is limited to (issue 11), or null for the whole country
 * (every other role, an unlimited account, or no session).
 */
export function regionScopeOf(session: SessionRecord | null): number | null {
  const user = session && !session.mfaPending ? session.user : null;
  if (!user || user.scopeRegionId === null) return null;
  return (regionScopedRoles as readonly string[]).includes(user.role) ? user.scopeRegionId : null;
}
