import {
  apiErrorSchema,
  dataEnvelope,
  dutyCancelSchema,
  dutyGenerateQuerySchema,
  dutyGenerateResultSchema,
  dutyGenerateSchema,
  dutyPeriodIdParamsSchema,
  rotaDutyPeriodSchema,
  dutyRotaCreateSchema,
  dutyRotaListQuerySchema,
  dutyRotaListSchema,
  dutyRotaSchema,
  dutyRotaUpdateSchema,
  dutySwapSchema,
  idParamsSchema,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { regionScopeOf, requestContext } from '../../lib/request-context';
import { createDutyGenerator } from './duty-generate.service';
import { createDutyGroupsService } from './duty-groups.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * Pharmacy duty groups (issue 10): a town's rota of groups taking turns week by week, the generation
 * of its duty periods (preview first), and the swap or cancellation of one period.
 */
export const dutyGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, clock: app.clock, onDirectoryChange: () => app.directoryVersion.invalidate() };
  const rotas = createDutyGroupsService(deps);
  const generator = createDutyGenerator(deps);
  const tags = ['admin'];
  const rotaResponse = { 200: dataEnvelope(dutyRotaSchema), ...errors };
  const periodResponse = { 200: dataEnvelope(rotaDutyPeriodSchema), ...errors };

  app.get(
    '/admin/duty-groups',
    {
      config: { access: 'rota:read' },
      schema: { tags, querystring: dutyRotaListQuerySchema, response: { 200: dutyRotaListSchema, ...errors } },
    },
    // A region-limited account lists its region's rotas only.
    async (request) => rotas.list(request.query.page, regionScopeOf(request.session)),
  );

  app.post(
    '/admin/duty-groups',
    {
      config: { access: 'rota:write', regionScope: { body: ['divisionId', 'subdivisionId'] } },
      schema: { tags, body: dutyRotaCreateSchema, response: { 201: dataEnvelope(dutyRotaSchema), ...errors } },
    },
    async (request, reply) => reply.code(201).send({ data: await rotas.create(requestContext(request), request.body) }),
  );

  app.patch(
    '/admin/duty-groups/:id',
    {
      config: { access: 'rota:write', regionScope: { record: 'rota', body: ['divisionId', 'subdivisionId'] } },
      schema: { tags, params: idParamsSchema, body: dutyRotaUpdateSchema, response: rotaResponse },
    },
    async (request) => ({ data: await rotas.update(requestContext(request), request.params.id, request.body) }),
  );

  app.delete(
    '/admin/duty-groups/:id',
    {
      config: { access: 'rota:write', regionScope: { record: 'rota' } },
      schema: { tags, params: idParamsSchema, response: rotaResponse },
    },
    async (request) => ({ data: await rotas.remove(requestContext(request), request.params.id) }),
  );

  app.post(
    '/admin/duty-groups/generate',
    {
      config: { access: 'rota:write' },
      schema: {
        tags,
        querystring: dutyGenerateQuerySchema,
        body: dutyGenerateSchema,
        response: { 200: dataEnvelope(dutyGenerateResultSchema), ...errors },
      },
    },
    async (request) => ({
      data: await generator.generate(requestContext(request), request.body, request.query.dryRun),
    }),
  );

  app.post(
    '/admin/duty-groups/periods/:periodId/swap',
    {
      config: { access: 'rota:write', regionScope: { record: 'duty-period', param: 'periodId' } },
      schema: { tags, params: dutyPeriodIdParamsSchema, body: dutySwapSchema, response: periodResponse },
    },
    async (request) => ({
      data: await rotas.swap(
        requestContext(request),
        request.params.periodId,
        request.body.facilityId,
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/admin/duty-groups/periods/:periodId/cancel',
    {
      config: { access: 'rota:write', regionScope: { record: 'duty-period', param: 'periodId' } },
      schema: { tags, params: dutyPeriodIdParamsSchema, body: dutyCancelSchema, response: periodResponse },
    },
    async (request) => ({
      data: await rotas.cancel(requestContext(request), request.params.periodId, request.body.reason),
    }),
  );
};
