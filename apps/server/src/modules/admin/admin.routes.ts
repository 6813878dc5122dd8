import { dataEnvelope, overviewSchema } from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countOverviewTotals, listRecentOrders } from './admin.repository';
import { profileRoutes } from './profile.routes';
import { adminErrors } from './responses';
import { securityRoutes } from './security.routes';

/** The back-office module: its overview here, the account holder's own profile and security beside it. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/overview',
    {
      config: { access: 'overview:read' },
      schema: { tags: ['admin'], response: { 200: dataEnvelope(overviewSchema), ...adminErrors } },
    },
    async () => {
      const [totals, orders] = await Promise.all([countOverviewTotals(app.db), listRecentOrders(app.db)]);
      return {
        data: {
          totals,
          recentOrders: orders,
        },
      };
    },
  );

  await app.register(profileRoutes);
  await app.register(securityRoutes);
};
