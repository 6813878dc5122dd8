import { apiErrorSchema } from '@hc/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPEN_DATA_LICENSE } from '../../lib/open-data-license';
import { toOpenDataCsv, toOpenDataGeoJson } from './open-data-formats';
import { listOpenFacilities } from './open-data.repository';

const responses = {
  200: z.string().describe('The file'),
  304: z.null().describe('Unchanged since the copy named by If-None-Match'),
  429: apiErrorSchema,
  503: apiErrorSchema,
};

/**
 * Answers 304 when the client already holds the copy of this directory version: the files are large and
 * our users pay for every kilobyte. Returns false when the body must be sent.
 */
async function isUnchanged(request: FastifyRequest, reply: FastifyReply, kind: string): Promise<boolean> {
  const etag = `"${kind}-${await request.server.directoryVersion.current()}"`;
  reply
    .header('etag', etag)
    .header('cache-control', 'public, max-age=3600')
    .header('link', `<${OPEN_DATA_LICENSE.url}>; rel="license"`);
  if (request.headers['if-none-match'] === etag) {
    await reply.status(304).send();
    return true;
  }
  return false;
}

/** The public directory as open data (spec: a public open-data download with the ODbL attribution). */
export const openDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/open-data/facilities.csv',
    { schema: { tags: ['open data'], summary: 'Every public facility as CSV (ODbL 1.0)', response: responses } },
    async (request, reply) => {
      if (await isUnchanged(request, reply, 'csv')) return reply;
      const csv = toOpenDataCsv(await listOpenFacilities(app.db));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="cameroon-health-facilities.csv"')
        .send(csv);
    },
  );

  app.get(
    '/open-data/facilities.geojson',
    { schema: { tags: ['open data'], summary: 'Every public facility as GeoJSON (ODbL 1.0)', response: responses } },
    async (request, reply) => {
      if (await isUnchanged(request, reply, 'geojson')) return reply;
      const geojson = toOpenDataGeoJson(await listOpenFacilities(app.db));
      return reply
        .type('application/geo+json; charset=utf-8')
        .header('content-disposition', 'attachment; filename="cameroon-health-facilities.geojson"')
        .send(JSON.stringify(geojson));
    },
  );
};
