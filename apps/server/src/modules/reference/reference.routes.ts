import {
  apiErrorSchema,
  type AnswerLanguage,
  dataEnvelope,
  doualaDate,
  facilityTypeReferenceSchema,
  getCameroonPublicHolidays,
  holidayListSchema,
  holidaysQuerySchema,
  labTestReferenceSchema,
  languageQuerySchema,
  serviceReferenceSchema,
  specialtyReferenceSchema,
} from '@hc/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPublicRead } from '../../lib/public-read';
import { requestLanguage, withName } from '../../lib/request-language';
import { listFacilityTypes, listServices } from './reference-catalogues';
import { listLabTests, listSpecialties } from './reference.repository';

const errors = { 400: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };

type NamedItem = { nameEn: string; nameFr: string };

/**
 * A reference list with `name` in the language of ?lang= or Accept-Language. It changes with a release,
 * so it is kept for an hour, one answer per language (and per Accept-Language when no ?lang= is given).
 */
function sendNamedList<T extends NamedItem>(
  request: FastifyRequest,
  reply: FastifyReply,
  lang: AnswerLanguage | undefined,
  load: () => T[] | Promise<T[]>,
) {
  const language = requestLanguage(lang, request.headers['accept-language']);
  return sendPublicRead(request, reply, async () => ({ data: withName(await load(), language) }), {
    maxAgeSeconds: 3600,
    variant: `lang-${language}`,
    ...(lang ? {} : { vary: 'accept-language' }),
  });
}

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
    (request, reply) => sendNamedList(request, reply, request.query.lang, () => listSpecialties(app.db)),
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
    (request, reply) => sendNamedList(request, reply, request.query.lang, () => listLabTests(app.db)),
  );
  app.get(
    '/services',
    {
      schema: {
        tags: ['reference'],
        summary: 'The services a facility can offer; `id` is the code facilities list (`name` as for specialties)',
        querystring: languageQuerySchema,
        response: { 200: dataEnvelope(z.array(serviceReferenceSchema)), ...errors },
      },
    },
    (request, reply) => sendNamedList(request, reply, request.query.lang, () => listServices()),
  );
  app.get(
    '/facility-types',
    {
      schema: {
        tags: ['reference'],
        summary: 'The facility types; `id` is the `facilityType` of a facility (`name` as for specialties)',
        querystring: languageQuerySchema,
        response: { 200: dataEnvelope(z.array(facilityTypeReferenceSchema)), ...errors },
      },
    },
    (request, reply) => sendNamedList(request, reply, request.query.lang, () => listFacilityTypes()),
  );
  app.get(
    '/holidays',
    {
      schema: {
        tags: ['reference'],
        summary:
          'Cameroon’s public holidays of `year` (default: the current one, Africa/Douala), by date; the Muslim ones are estimated (`isConfirmed: false`): their real date follows the moon sighting',
        querystring: holidaysQuerySchema,
        response: { 200: holidayListSchema, ...errors },
      },
    },
    (request, reply) => {
      const year = request.query.year ?? Number(doualaDate(app.clock()).slice(0, 4));
      return sendPublicRead(request, reply, async () => ({ data: getCameroonPublicHolidays(year) }), {
        maxAgeSeconds: 3600,
        variant: `year-${year}`,
      });
    },
  );
};
