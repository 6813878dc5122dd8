import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/app-error';
import { findActiveManagerLink } from '../sql/facility-manager-links.repository';

export type ManagedFacilityRule = {
  /** The path parameter naming the facility (default `id`). */
  param?: string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    managedFacility?: ManagedFacilityRule;
  }
  interface FastifyRequest {
    /** The caller's active link to the facility of a `managedFacility` route, set before the handler. */
    managerLink: { id: number; facilityId: number } | null;
  }
}

/** The caller's link to the facility of a `managedFacility` route (the scope checked it before the handler). */
export function managerLinkOf(request: FastifyRequest): { id: number; facilityId: number } {
  if (!request.managerLink) throw new Error('route needs config.managedFacility');
  return request.managerLink;
}

/**
 * Issue 35: a facility manager's space (`/api/my/facilities/:id…`) acts only on the facilities the
 * signed-in account runs: an active (not revoked) link to that facility, and the facility not archived.
 * Anything else is answered 404, as if the facility did not exist, whatever the account's role: staff
 * change facilities through their own back-office routes, with their own access and region rules.
 * Routes declare it with `config.managedFacility` (and access 'signed-in'); checked after validation
 * (so the id is a number), before the handler, which then reads the link from `managerLinkOf`.
 */
export const facilityManagerScopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('managerLink', null);
  app.addHook('preHandler', async (request) => {
    const rule = request.routeOptions.config.managedFacility;
    if (!rule) return;
    const session = request.session;
    const facilityId = Number((request.params as Record<string, unknown>)[rule.param ?? 'id']);
    // The access rule ('signed-in') has already refused anonymous callers; this is the belt to its braces.
    if (!session || session.mfaPending || !Number.isSafeInteger(facilityId)) throw notFound('Facility');
    const link = await findActiveManagerLink(app.db, session.user.id, facilityId);
    if (!link) throw notFound('Facility');
    request.managerLink = { id: link.id, facilityId };
  });
});
