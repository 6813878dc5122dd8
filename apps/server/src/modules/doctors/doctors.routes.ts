import { apiErrorSchema, doctorListQuerySchema, doctorSchema, listEnvelope } from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPublicRead } from '../../lib/public-read';
import { listDoctors } from './doctors.repository';

export const doctorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/doctors',
    {
      schema: {
        tags: ['doctors'],
        summary:
          'Doctors practising at public hospitals; filter by specialty (id or name), hospital id, region id or name',
        querystring: doctorListQuerySchema,
        response: { 200: listEnvelope(doctorSchema), 400: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    (request, reply) => sendPublicRead(request, reply, () => listDoctors(app.db, request.query)),
  );
};
