import {
  apiErrorSchema,
  dataEnvelope,
  divisionSchema,
  divisionsQuerySchema,
  languageQuerySchema,
  regionSchema,
  subdivisionSchema,
  subdivisionsQuerySchema,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendPublicRead } from '../../lib/public-read';
import { requestLanguage, withName } from '../../lib/request-language';
import { listDivisions, listRegions, listSubdivisions } from './geography.repository';

/** The administrative map changes by decree, not by the hour: browsers may keep it for a day. */
const REFERENCE_MAX_AGE = 24 * 60 * 60;
const errors = { 400: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };

/** The answer's language, and how the cache tells the answers apart (by header only when no ?lang=). */
function languageOf(request: FastifyRequest, lang: 'en' | 'fr' | undefined) {
  const language = requestLanguage(lang, request.headers['accept-language']);
  return {
    language,
    cache: {
      maxAgeSeconds: REFERENCE_MAX_AGE,
      variant: `lang-${language}`,
      ...(lang ? {} : { vary: 'accept-language' }),
    },
  };
}

export const geographyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/regions',
    {
      schema: {
        tags: ['locations'],
        summary: 'The 10 regions (`name` in the language of ?lang= or Accept-Language)',
        querystring: languageQuerySchema,
        response: { 200: dataEnvelope(z.array(regionSchema)), ...errors },
      },
    },
    (request, reply) => {
      const { language, cache } = languageOf(request, request.query.lang);
      return sendPublicRead(
        request,
        reply,
        async () => ({ data: withName(await listRegions(app.db), language) }),
        cache,
      );
    },
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
    (request, reply) => {
      const { language, cache } = languageOf(request, request.query.lang);
      return sendPublicRead(
        request,
        reply,
        async () => ({ data: withName(await listDivisions(app.db, request.query.region), language) }),
        cache,
      );
    },
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
    (request, reply) => {
      const { language, cache } = languageOf(request, request.query.lang);
      return sendPublicRead(
        request,
        reply,
        async () => ({ data: withName(await listSubdivisions(app.db, request.query.division), language) }),
        cache,
      );
    },
  );
};
