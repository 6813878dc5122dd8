import type { FastifyReply } from 'fastify';
import type { IssuedSession } from './sessions';

export const SESSION_COOKIE = 'hc_session';

/** `secure` is set when the site is served over HTTPS (PUBLIC_URL starts with https://). */
export function setSessionCookie(reply: FastifyReply, session: IssuedSession, options: { secure: boolean }) {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    // Without Remember Me the cookie ends with the browser; the server also expires it after 12 hours idle.
    ...(session.remember ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
