import cookie from '@fastify/cookie';
import { hasPermission, isStaffRole, type Permission } from '@hc/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { sessionCookieFor, type SessionCookie } from '../lib/session-cookie';
import { findSession, type SessionRecord } from '../lib/sessions';
import type {} from './region-scope';

/**
 * Who may call a route. Every route under /api/admin must declare one; the server refuses to start
 * otherwise, so no admin route is ever open by omission. `staff` is any back-office role (their own
 * profile and security), `admin` the admin alone, and a permission (`facilities:write`…) whatever
 * roles grant it (packages/shared/src/permissions.ts).
 */
export type Access = 'public' | 'signed-in' | 'staff' | 'admin' | Permission;

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionRecord | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route that declared an access rule, for the access-control test and audits. */
    accessRules: AccessRule[];
    /** The session cookie's name and Secure flag, by how the site is served (PUBLIC_URL). */
    sessionCookie: SessionCookie;
  }
}

/** A declared rule; `countryWide` routes are also refused to region-limited accounts. */
export type AccessRule = { method: string; url: string; access: Access; countryWide: boolean };

export const ADMIN_PREFIX = '/api/admin';

async function checkAccess(access: Access, request: FastifyRequest) {
  if (access === 'public') return;
  const session = request.session;
  if (!session || session.mfaPending) throw new AppError('unauthenticated', 'Please sign in');
  if (access === 'signed-in') return;
  const { role } = session.user;
  const allowed =
    access === 'admin' ? role === 'admin' : access === 'staff' ? isStaffRole(role) : hasPermission(role, access);
  if (!allowed) throw new AppError('forbidden', 'You are not allowed to do this');
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorateRequest('session', null);
  const sessionCookie = sessionCookieFor(app.config.PUBLIC_URL);
  app.decorate('sessionCookie', sessionCookie);
  const accessRules: AccessRule[] = [];
  app.decorate('accessRules', accessRules);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (route.url.startsWith(ADMIN_PREFIX) && !access) {
      throw new Error(`Route ${route.method} ${route.url} has no access rule: set config.access`);
    }
    if (access) {
      for (const method of [route.method].flat())
        if (method !== 'HEAD')
          accessRules.push({ method, url: route.url, access, countryWide: !!route.config?.regionScope?.countryWide });
    }
    if (!access || access === 'public') return;
    // Checked on request, before the body is even read or validated: a caller without access learns nothing.
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [async (request: FastifyRequest) => checkAccess(access, request), ...existing];
  });

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[sessionCookie.name];
    if (!token || !request.url.startsWith('/api/')) return;
    request.session = await findSession(app.db, token, app.clock());
  });
});
