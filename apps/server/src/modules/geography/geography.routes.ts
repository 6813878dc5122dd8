import {
  apiErrorSchema,
  dataEnvelope,
  divisionSchema,
  divisionsQuerySchema,
  regionSchema,
  subdivisionSchema,
  subdivisionsQuerySchema,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPublicRead } from '../../lib/public-read';
import { listDivisions, listRegions, listSubdivisions } from './geography.repository';

/** The administrative map changes by decree, not by the hour: browsers may keep it for a day. */
const REFERENCE_MAX_AGE = 24 * 60 * 60;
const errors = { 400: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };

export const geographyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/regions',
    {
      schema: {
        tags: ['locations'],
        summary: 'The 10 regions',
        response: { 200: dataEnvelope(z.array(regionSchema)), ...errors },
      },
    },
    (request, reply) =>
      sendPublicRead(request, reply, async () => ({ data: await listRegions(app.db) }), {
        maxAgeSeconds: REFERENCE_MAX_AGE,
      }),
  );
  app.get(
    '/divisions',
    {
      schema: {
        tags: ['locations'],
        summary: 'Divisions, optionally of one region',
        querystring: divisionsQuerySchema,
        response: { 200: dataEnvelope(z.array(divisionSchema)), ...errors },
      },
    },
    (request, reply) =>
      sendPublicRead(request, reply, async () => ({ data: await listDivisions(app.db, request.query.region) }), {
        maxAgeSeconds: REFERENCE_MAX_AGE,
      }),
  );
  app.get(
    '/subdivisions',
    {
      schema: {
        tags: ['locations'],
        summary: 'Subdivisions, optionally of one division',
        querystring: subdivisionsQuerySchema,
        response: { 200: dataEnvelope(z.array(subdivisionSchema)), ...errors },
      },
    },
    (request, reply) =>
      sendPublicRead(request, reply, async () => ({ data: await listSubdivisions(app.db, request.query.division) }), {
        maxAgeSeconds: REFERENCE_MAX_AGE,
      }),
  );
};
