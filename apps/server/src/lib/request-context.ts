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
