import { adminFacilityListQuerySchema } from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportAdminFacilities } from './admin-facilities.repository';
import { toFacilitiesCsv, toFacilitiesGeoJson } from './facility-export';
import { facilityErrors } from './responses';

// The list's own filters apply; `page` is ignored: an export holds every row the filters select.
const exportResponses = { 200: z.string().describe('The file'), ...facilityErrors };

/** CSV and GeoJSON exports of the filtered facilities list (spec 02: export the filtered rows). */
export const facilityExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const stamp = () => app.clock().toISOString().slice(0, 10);

  app.get(
    '/admin/facilities/export.csv',
    {
      config: { access: 'facilities:read', regionScope: { list: true } },
      schema: { tags: ['admin'], querystring: adminFacilityListQuerySchema, response: exportResponses },
    },
    async (request, reply) => {
      const csv = toFacilitiesCsv(await exportAdminFacilities(app.db, request.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="facilities-${stamp()}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/admin/facilities/export.geojson',
    {
      config: { access: 'facilities:read', regionScope: { list: true } },
      schema: { tags: ['admin'], querystring: adminFacilityListQuerySchema, response: exportResponses },
    },
    async (request, reply) => {
      const geojson = toFacilitiesGeoJson(await exportAdminFacilities(app.db, request.query));
      return reply
        .type('application/geo+json; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="facilities-${stamp()}.geojson"`)
        .send(JSON.stringify(geojson));
    },
  );
};
