import {
  apiErrorSchema,
  dataEnvelope,
  facilityIdParamsSchema,
  facilityManagerListSchema,
  facilityManagerOverviewSchema,
  facilityManagerRevokeSchema,
  facilityManagerSchema,
  idParamsSchema,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { regionScopeOf, requestContext } from '../../lib/request-context';
import { createFacilityManagersService } from './facility-managers.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** Staff's side of facility managers (issue 35): who runs a facility, removing one, the overview by region. */
export const facilityManagersRoutes: FastifyPluginAsyncZod = async (app) => {
  const managers = createFacilityManagersService({ db: app.db, clock: app.clock });

  app.get(
    '/admin/facilities/:id/managers',
    {
      config: { access: 'facilities:read', regionScope: { record: 'facility' } },
      schema: {
        tags: ['admin'],
        summary: "The facility's active managers",
        params: facilityIdParamsSchema,
        response: { 200: facilityManagerListSchema, ...errors },
      },
    },
    async (request) => ({ data: await managers.listOf(request.params.id) }),
  );

  app.delete(
    '/admin/facility-managers/:id',
    {
      config: { access: 'facilities:write', regionScope: { record: 'facilityManager' } },
      schema: {
        tags: ['admin'],
        summary: 'The account no longer manages that facility (with a reason; answered as it was)',
        params: idParamsSchema,
        body: facilityManagerRevokeSchema,
        response: { 200: dataEnvelope(facilityManagerSchema), ...errors },
      },
    },
    async (request) => ({
      data: await managers.revoke(requestContext(request), request.params.id, request.body.reason),
    }),
  );

  app.get(
    '/admin/facility-managers/overview',
    {
      config: { access: 'facilities:read' },
      schema: {
        tags: ['admin'],
        summary:
          'Per region: public facilities, those with an active manager, without one, managed but not confirmed ' +
          'for 12 months, and pending claims (a region-limited account sees its region only)',
        response: { 200: facilityManagerOverviewSchema, ...errors },
      },
    },
    // The account's region limit narrows the figures (as the back-office overview does).
    async (request) => ({ data: await managers.overview(regionScopeOf(request.session)) }),
  );
};
