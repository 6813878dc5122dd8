import {
  apiErrorSchema,
  claimCreateSchema,
  claimDetailSchema,
  claimListQuerySchema,
  claimListSchema,
  claimTransitionSchema,
  dataEnvelope,
  idParamsSchema,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../lib/request-context';
import { createClaimsService } from './claims.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * Claims (issue 12, spec 02 "Claims"): claims:read to list and read, claims:write to file and move
 * them. A region-limited account works only with its region's bookings: another region's claim is
 * 404, a claim about another region's booking 403.
 */
export const claimsRoutes: FastifyPluginAsyncZod = async (app) => {
  const claims = createClaimsService({ db: app.db, clock: app.clock });
  const claimResponse = { 200: dataEnvelope(claimDetailSchema), ...errors };

  app.get(
    '/admin/claims',
    {
      config: { access: 'claims:read' },
      schema: {
        tags: ['claims'],
        summary: 'Claims, 10 a page, newest first: status, and search by claim, booking, doctor or patient id',
        querystring: claimListQuerySchema,
        response: { 200: claimListSchema, ...errors },
      },
    },
    async (request) => claims.list(requestContext(request), request.query),
  );

  app.get(
    '/admin/claims/:id',
    {
      config: { access: 'claims:read', regionScope: { record: 'claim' } },
      schema: {
        tags: ['claims'],
        summary: 'Claim Details: the claim, its message and its timeline',
        params: idParamsSchema,
        response: claimResponse,
      },
    },
    async (request) => ({ data: await claims.get(requestContext(request), request.params.id) }),
  );

  app.post(
    '/admin/claims',
    {
      config: { access: 'claims:write', regionScope: { body: 'bookingId' } },
      schema: {
        tags: ['claims'],
        summary: 'New Claim: an open claim about a booking, naming its doctor and patient',
        body: claimCreateSchema,
        response: { 201: dataEnvelope(claimDetailSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await claims.create(requestContext(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/admin/claims/:id/transition',
    {
      config: { access: 'claims:write', regionScope: { record: 'claim' } },
      schema: {
        tags: ['claims'],
        summary: 'Moves a claim: open → in_progress → resolved | rejected, with a note (409 for any other move)',
        params: idParamsSchema,
        body: claimTransitionSchema,
        response: claimResponse,
      },
    },
    async (request) => ({
      data: await claims.transition(requestContext(request), request.params.id, request.body),
    }),
  );
};
