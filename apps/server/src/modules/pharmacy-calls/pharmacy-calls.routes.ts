import {
  apiErrorSchema,
  dataEnvelope,
  pharmacyCallCreateSchema,
  pharmacyCallEndSchema,
  pharmacyCallIdParamsSchema,
  pharmacyCallListQuerySchema,
  pharmacyCallListSchema,
  pharmacyCallSchema,
  pharmacyCallUpdateSchema,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../lib/request-context';
import { createPharmacyCallsService } from './pharmacy-calls.service';
import { rotaImportRoutes } from './rota-import.routes';

/** The failures every route of the section may answer (the OpenAPI document lists them). */
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The back-office Pharmacy Calls section (spec 02 "Pharmacy calls"): duty periods of public pharmacies. */
export const pharmacyCallsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Import of a published duty list (its own scope: it alone reads multipart bodies).
  await app.register(rotaImportRoutes);
  const calls = createPharmacyCallsService({
    db: app.db,
    clock: app.clock,
    onDirectoryChange: () => app.directoryVersion.invalidate(),
  });
  const periodResponse = { 200: dataEnvelope(pharmacyCallSchema), ...errors };

  app.get(
    '/admin/pharmacy-calls',
    {
      config: { access: 'rota:read', regionScope: { list: true } },
      schema: {
        tags: ['admin'],
        summary: 'Duty periods of pharmacies; from/to select those overlapping [from, to)',
        querystring: pharmacyCallListQuerySchema,
        response: { 200: pharmacyCallListSchema, ...errors },
      },
    },
    async (request) => calls.list(request.query),
  );

  app.get(
    '/admin/pharmacy-calls/:id',
    {
      config: { access: 'rota:read', regionScope: { record: 'duty-period' } },
      schema: { tags: ['admin'], params: pharmacyCallIdParamsSchema, response: periodResponse },
    },
    async (request) => ({ data: await calls.get(request.params.id) }),
  );

  app.post(
    '/admin/pharmacy-calls',
    {
      config: { access: 'rota:write', regionScope: { body: 'facilityId' } },
      schema: {
        tags: ['admin'],
        summary: 'Puts a public pharmacy on duty; an overlap with another of its periods answers 409',
        body: pharmacyCallCreateSchema,
        response: { 201: dataEnvelope(pharmacyCallSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await calls.create(requestContext(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    '/admin/pharmacy-calls/:id',
    {
      config: { access: 'rota:write', regionScope: { record: 'duty-period', body: 'facilityId' } },
      schema: {
        tags: ['admin'],
        params: pharmacyCallIdParamsSchema,
        body: pharmacyCallUpdateSchema,
        response: periodResponse,
      },
    },
    async (request) => ({ data: await calls.update(requestContext(request), request.params.id, request.body) }),
  );

  app.delete(
    '/admin/pharmacy-calls/:id',
    {
      config: { access: 'rota:write', regionScope: { record: 'duty-period' } },
      schema: {
        tags: ['admin'],
        summary: 'Ends a period: removed when it has not started, ends now when it is running',
        params: pharmacyCallIdParamsSchema,
        response: { 200: pharmacyCallEndSchema, ...errors },
      },
    },
    async (request) => ({ data: await calls.end(requestContext(request), request.params.id) }),
  );
};
