import { adminFacilitySchema, dataEnvelope, facilityIdParamsSchema, facilitySuspendSchema } from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../lib/request-context';
import type { AdminFacilitiesService } from './admin-facilities.service';
import { facilityErrors } from './responses';

/** Approve, suspend, reactivate, archive and restore (admin only) a facility. */
export const facilityLifecycleRoutes: FastifyPluginAsyncZod<{ facilities: AdminFacilitiesService }> = async (
  app,
  { facilities },
) => {
  const schema = {
    tags: ['admin'],
    params: facilityIdParamsSchema,
    response: { 200: dataEnvelope(adminFacilitySchema), ...facilityErrors },
  };

  for (const action of ['approve', 'reactivate'] as const) {
    app.post(
      `/admin/facilities/:id/${action}`,
      { config: { access: 'facilities:write', regionScope: { record: 'facility' } }, schema },
      async (request) => ({
        data: await facilities.transition(requestContext(request), request.params.id, action),
      }),
    );
  }

  app.post(
    '/admin/facilities/:id/suspend',
    {
      config: { access: 'facilities:write', regionScope: { record: 'facility' } },
      schema: { ...schema, body: facilitySuspendSchema },
    },
    async (request) => ({
      data: await facilities.transition(requestContext(request), request.params.id, 'suspend', request.body.reason),
    }),
  );

  app.delete(
    '/admin/facilities/:id',
    { config: { access: 'facilities:write', regionScope: { record: 'facility' } }, schema },
    async (request) => ({
      data: await facilities.setArchived(requestContext(request), request.params.id, true),
    }),
  );

  app.post('/admin/facilities/:id/restore', { config: { access: 'admin' }, schema }, async (request) => ({
    data: await facilities.setArchived(requestContext(request), request.params.id, false),
  }));
};
