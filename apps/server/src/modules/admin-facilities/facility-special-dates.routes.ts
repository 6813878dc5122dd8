import {
  facilityIdParamsSchema,
  specialDateInputSchema,
  specialDateListSchema,
  specialDateParamsSchema,
  specialDateResponseSchema,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../lib/request-context';
import { createSpecialDatesService } from '../../special-dates/special-dates.service';
import { facilityErrors } from './responses';

/**
 * A facility's special dates (issue 35), from its back-office record: the same access and region rule as
 * editing the facility. The service is shared with the facility managers' space.
 */
export const facilitySpecialDatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const specialDates = createSpecialDatesService({
    db: app.db,
    clock: app.clock,
    onDirectoryChange: () => app.directoryVersion.invalidate(),
  });
  const write = { access: 'facilities:write', regionScope: { record: 'facility' } } as const;
  const one = { 200: specialDateResponseSchema, ...facilityErrors };

  app.get(
    '/admin/facilities/:id/special-dates',
    {
      config: { access: 'facilities:read', regionScope: { record: 'facility' } },
      schema: {
        tags: ['admin'],
        summary: 'A facility’s special dates (closed, or other hours), past ones too, by start',
        params: facilityIdParamsSchema,
        response: { 200: specialDateListSchema, ...facilityErrors },
      },
    },
    async (request) => ({ data: await specialDates.list(request.params.id) }),
  );

  app.post(
    '/admin/facilities/:id/special-dates',
    {
      config: write,
      schema: {
        tags: ['admin'],
        summary: 'Adds a special date: closed, or other hours, on a day or a range (Africa/Douala days)',
        params: facilityIdParamsSchema,
        body: specialDateInputSchema,
        response: { 201: specialDateResponseSchema, ...facilityErrors },
      },
    },
    async (request, reply) => {
      const data = await specialDates.create(requestContext(request), request.params.id, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    '/admin/facilities/:id/special-dates/:dateId',
    {
      config: write,
      schema: {
        tags: ['admin'],
        summary: 'Replaces a special date’s fields with those given',
        params: specialDateParamsSchema,
        body: specialDateInputSchema,
        response: one,
      },
    },
    async (request) => ({
      data: await specialDates.update(requestContext(request), request.params.id, request.params.dateId, request.body),
    }),
  );

  app.delete(
    '/admin/facilities/:id/special-dates/:dateId',
    {
      config: write,
      schema: {
        tags: ['admin'],
        summary: 'Removes a special date (answered as it was)',
        params: specialDateParamsSchema,
        response: one,
      },
    },
    async (request) => ({
      data: await specialDates.remove(requestContext(request), request.params.id, request.params.dateId),
    }),
  );
};
