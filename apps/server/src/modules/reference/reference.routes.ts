import {
  apiErrorSchema,
  dataEnvelope,
  labTestReferenceSchema,
  languageQuerySchema,
  specialtyReferenceSchema,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPublicRead } from '../../lib/public-read';
import { requestLanguage, withName } from '../../lib/request-language';
import { listLabTests, listSpecialties } from './reference.repository';

const errors = { 400: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/specialties',
    {
      schema: {
        tags: ['reference'],
        summary: 'The 26 medical specialties (`name` in the language of ?lang= or Accept-Language)',
        querystring: languageQuerySchema,
        response: { 200: dataEnvelope(z.array(specialtyReferenceSchema)), ...errors },
      },
    },
    (request, reply) => {
      const language = requestLanguage(request.query.lang, request.headers['accept-language']);
      return sendPublicRead(request, reply, async () => ({ data: withName(await listSpecialties(app.db), language) }), {
        maxAgeSeconds: 3600,
        variant: `lang-${language}`,
        ...(request.query.lang ? {} : { vary: 'accept-language' }),
      });
    },
  );
  app.get(
    '/laboratory-tests',
    {
      schema: {
        tags: ['reference'],
        summary: 'The catalogue of laboratory tests (options of the Test filter; `name` as for specialties)',
        querystring: languageQuerySchema,
        response: { 200: dataEnvelope(z.array(labTestReferenceSchema)), ...errors },
      },
    },
    (request, reply) => {
      const language = requestLanguage(request.query.lang, request.headers['accept-language']);
      return sendPublicRead(request, reply, async () => ({ data: withName(await listLabTests(app.db), language) }), {
        maxAgeSeconds: 3600,
        variant: `lang-${language}`,
        ...(request.query.lang ? {} : { vary: 'accept-language' }),
      });
    },
  );
};
