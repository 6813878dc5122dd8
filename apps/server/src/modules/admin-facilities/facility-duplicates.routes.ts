import {
  dataEnvelope,
  facilityDuplicatesListSchema,
  facilityDuplicatesQuerySchema,
  facilityIdParamsSchema,
  facilityMergeResultSchema,
  facilityMergeSchema,
  facilityNotDuplicateResultSchema,
  facilityNotDuplicateSchema,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { regionScopeOf, requestContext } from '../../lib/request-context';
import type { AdminFacilitiesService } from './admin-facilities.service';
import { createFacilityDuplicatesService } from './facility-duplicates.service';
import { facilityErrors } from './responses';

/** Possible duplicates (staff) and their merge (admins: it archives a record and moves what it holds). */
export const facilityDuplicatesRoutes: FastifyPluginAsyncZod<{ facilities: AdminFacilitiesService }> = async (
  app,
  { facilities },
) => {
  const duplicates = createFacilityDuplicatesService({
    db: app.db,
    clock: app.clock,
    onDirectoryChange: () => app.directoryVersion.invalidate(),
    loadFacility: (id) => facilities.load(id),
  });

  app.get(
    '/admin/facilities/duplicates',
    {
      config: { access: 'facilities:read' },
      schema: {
        tags: ['admin'],
        description:
          'Pairs of non-archived facilities of one category with similar names, at most 200 m apart (or in the same subdivision when one has no position), most alike first, 10 a page; to a region-limited account, the pairs of its region.',
        querystring: facilityDuplicatesQuerySchema,
        response: { 200: facilityDuplicatesListSchema, ...facilityErrors },
      },
    },
    async (request) => duplicates.list(request.query, regionScopeOf(request.session)),
  );

  app.post(
    '/admin/facilities/:id/not-duplicate',
    {
      // Staff who may change facilities, in their region: both records must be in it.
      config: { access: 'facilities:write', regionScope: { record: 'facility', body: 'facilityId' } },
      schema: {
        tags: ['admin'],
        description:
          'Says {id} and `facilityId` are different places: the pair leaves the possible duplicates for good (both records’ history and the system log say who decided).',
        params: facilityIdParamsSchema,
        body: facilityNotDuplicateSchema,
        response: { 200: dataEnvelope(facilityNotDuplicateResultSchema), ...facilityErrors },
      },
    },
    async (request) => ({
      data: await duplicates.markDistinct(requestContext(request), request.params.id, request.body.facilityId),
    }),
  );

  app.post(
    '/admin/facilities/:id/merge',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        description:
          'Keeps {id}; moves the duplicate’s doctors, duty periods, history, specialties, tests and corrections to it, fills its blank fields from the duplicate, and archives the duplicate.',
        params: facilityIdParamsSchema,
        body: facilityMergeSchema,
        response: { 200: dataEnvelope(facilityMergeResultSchema), ...facilityErrors },
      },
    },
    async (request) => ({
      data: await duplicates.merge(requestContext(request), request.params.id, request.body.duplicateId),
    }),
  );
};
