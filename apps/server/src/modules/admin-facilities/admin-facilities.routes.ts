import {
  adminFacilityCreateSchema,
  adminFacilityListQuerySchema,
  adminFacilityListSchema,
  adminFacilitySchema,
  adminFacilityUpdateSchema,
  dataEnvelope,
  facilityHistoryListSchema,
  facilityHistoryQuerySchema,
  facilityIdParamsSchema,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../lib/request-context';
import { facilityExportRoutes } from './admin-facilities-export.routes';
import { facilityLifecycleRoutes } from './admin-facilities-lifecycle.routes';
import { facilityBulkRoutes } from './admin-facilities-bulk.routes';
import { fourEyesRulesOf } from '../../config';
import { facilityDuplicatesRoutes } from './facility-duplicates.routes';
import { facilityImportRoutes } from './facility-import.routes';
import { facilityCorrectionsRoutes } from './facility-corrections.routes';
import { facilitySpecialDatesRoutes } from './facility-special-dates.routes';
import { createAdminFacilitiesService } from './admin-facilities.service';
import { facilityErrors } from './responses';

/** The back-office Facilities section (spec 02): list, record, create, edit, history; lifecycle beside it. */
export const adminFacilitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const facilities = createAdminFacilitiesService({
    db: app.db,
    clock: app.clock,
    onDirectoryChange: () => app.directoryVersion.invalidate(),
    fourEyes: fourEyesRulesOf(app.config),
  });
  const facilityResponse = { 200: dataEnvelope(adminFacilitySchema), ...facilityErrors };

  app.get(
    '/admin/facilities',
    {
      config: { access: 'facilities:read', regionScope: { list: true } },
      schema: {
        tags: ['admin'],
        querystring: adminFacilityListQuerySchema,
        response: { 200: adminFacilityListSchema, ...facilityErrors },
      },
    },
    async (request) => facilities.list(requestContext(request), request.query),
  );

  app.get(
    '/admin/facilities/:id',
    {
      config: { access: 'facilities:read', regionScope: { record: 'facility' } },
      schema: { tags: ['admin'], params: facilityIdParamsSchema, response: facilityResponse },
    },
    async (request) => ({ data: await facilities.get(requestContext(request), request.params.id) }),
  );

  app.post(
    '/admin/facilities',
    {
      config: { access: 'facilities:write', regionScope: { body: 'regionId' } },
      schema: {
        tags: ['admin'],
        body: adminFacilityCreateSchema,
        response: { 201: dataEnvelope(adminFacilitySchema), ...facilityErrors },
      },
    },
    async (request, reply) => {
      const data = await facilities.create(requestContext(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    '/admin/facilities/:id',
    {
      config: { access: 'facilities:write', regionScope: { record: 'facility', body: 'regionId' } },
      schema: {
        tags: ['admin'],
        params: facilityIdParamsSchema,
        body: adminFacilityUpdateSchema,
        response: facilityResponse,
      },
    },
    async (request) => ({
      data: await facilities.update(requestContext(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/admin/facilities/:id/history',
    {
      config: { access: 'facilities:read', regionScope: { record: 'facility' } },
      schema: {
        tags: ['admin'],
        params: facilityIdParamsSchema,
        querystring: facilityHistoryQuerySchema,
        response: { 200: facilityHistoryListSchema, ...facilityErrors },
      },
    },
    async (request) => facilities.history(request.params.id, request.query.page),
  );

  await app.register(facilityLifecycleRoutes, { facilities });
  await app.register(facilityBulkRoutes, { facilities });
  await app.register(facilityExportRoutes);
  await app.register(facilityImportRoutes);
  await app.register(facilityDuplicatesRoutes, { facilities });
  await app.register(facilityCorrectionsRoutes, { facilities });
  await app.register(facilitySpecialDatesRoutes);
};
