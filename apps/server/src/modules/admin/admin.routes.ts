import { dataEnvelope, hasPermission, maySeePersonalData, overviewSchema } from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { regionScopeOf, requestContext, signedInSession } from '../../lib/request-context';
import { countOverviewTotals, listRecentOrders } from './admin.repository';
import { profileRoutes } from './profile.routes';
import { adminErrors } from './responses';
import { securityRoutes } from './security.routes';

/**
 * Recent Orders name patients and what they paid: shown only to a role that works bookings and may see
 * patients (issue 31); every other overview reader gets the four aggregate figures.
 */
const maySeeRecentOrders = (role: string) =>
  hasPermission(role, 'bookings:read') && maySeePersonalData(role, 'patient');

/** The back-office module: its overview here, the account holder's own profile and security beside it. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/overview',
    {
      config: { access: 'overview:read' },
      schema: { tags: ['admin'], response: { 200: dataEnvelope(overviewSchema), ...adminErrors } },
    },
    async (request) => {
      const session = signedInSession(requestContext(request));
      const regionId = regionScopeOf(session);
      const [totals, orders] = await Promise.all([
        countOverviewTotals(app.db),
        maySeeRecentOrders(session.user.role) ? listRecentOrders(app.db, { regionId }) : null,
      ]);
      return { data: { totals, recentOrders: orders } };
    },
  );

  await app.register(profileRoutes);
  await app.register(securityRoutes);
};
