import { apiErrorSchema, dataEnvelope, labTestSchema, specialtySchema } from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPublicRead } from '../../lib/public-read';
import { listLabTests, listSpecialties } from './reference.repository';

const errors = { 429: apiErrorSchema, 503: apiErrorSchema };

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/specialties',
    {
      schema: {
        tags: ['reference'],
        summary: 'The 26 medical specialties',
        response: { 200: dataEnvelope(z.array(specialtySchema)), ...errors },
      },
    },
    (request, reply) =>
      sendPublicRead(request, reply, async () => ({ data: await listSpecialties(app.db) }), { maxAgeSeconds: 3600 }),
  );
  app.get(
    '/laboratory-tests',
    {
      schema: {
        tags: ['reference'],
        summary: 'The catalogue of laboratory tests (options of the Test filter)',
        response: { 200: dataEnvelope(z.array(labTestSchema)), ...errors },
      },
    },
    (request, reply) =>
      sendPublicRead(request, reply, async () => ({ data: await listLabTests(app.db) }), { maxAgeSeconds: 3600 }),
  );
};
