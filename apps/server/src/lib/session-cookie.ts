import type { FastifyReply } from 'fastify';
import type { IssuedSession } from './sessions';

/** The session cookie's name over plain HTTP (a developer's machine, the browser tests). */
export const SESSION_COOKIE = 'hc_session';
/**
 * Its name over HTTPS. A browser keeps a `__Host-` cookie only when it is Secure, has Path=/ and no
 * Domain: no sibling subdomain and no plain-HTTP page can plant or overwrite a session.
 */
export const SECURE_SESSION_COOKIE = '__Host-hc_session';

/** The name in use and whether the cookie is Secure, both decided once by how the site is served. */
export type SessionCookie = { name: string; secure: boolean };

/** HTTPS when PUBLIC_URL starts with https://. */
export function sessionCookieFor(publicUrl: string | undefined): SessionCookie {
  const secure = publicUrl?.startsWith('https://') ?? false;
  return { name: secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, secure };
}

/** For tests and tools that sign in through the API: either name is the session's. */
export const isSessionCookieName = (name: string) => name === SESSION_COOKIE || name === SECURE_SESSION_COOKIE;

export function setSessionCookie(reply: FastifyReply, cookie: SessionCookie, session: IssuedSession) {
  reply.setCookie(cookie.name, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
    // Without Remember Me the cookie ends with the browser; the server also expires it after 12 hours idle.
    ...(session.remember ? { expires: session.expiresAt } : {}),
  });
}

/** Cleared with the attributes it was set with: a browser ignores a `__Host-` Set-Cookie that is not Secure. */
export function clearSessionCookie(reply: FastifyReply, cookie: SessionCookie) {
  reply.clearCookie(cookie.name, { path: '/', httpOnly: true, sameSite: 'lax', secure: cookie.secure });
}
