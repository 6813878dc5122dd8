import {
  apiErrorSchema,
  dataEnvelope,
  FACILITY_IMPORT_MAX_BYTES,
  facilityImportQuerySchema,
  facilityImportRejectedSchema,
  facilityImportReportSchema,
  facilityImportTemplateQuerySchema,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '../../lib/request-context';
import { toImportTemplateCsv } from './facility-import-template';
import { createFacilityImportService } from './facility-import.service';
import { facilityErrors } from './responses';

/**
 * The file as text: UTF-8 (a BOM is fine), or, when it is not valid UTF-8, Windows-1252, which a French
 * spreadsheet program still writes for "CSV (semicolon)".
 */
function decodeCsv(body: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}

/** `POST /admin/facilities/import?dryRun=true|false`, the CSV file as the body (`text/csv`). */
export const facilityImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const imports = createFacilityImportService({
    db: app.db,
    clock: app.clock,
    onDirectoryChange: () => app.directoryVersion.invalidate(),
  });

  app.get(
    '/admin/facilities/import/template.csv',
    {
      // Whoever may import may read the template; a region-limited account too (it holds no record).
      config: { access: 'facilities:write' },
      schema: {
        tags: ['admin'],
        description:
          'The import template: the header of every column the import writes, in English or French, and one made-up example row the import accepts.',
        querystring: facilityImportTemplateQuerySchema,
        response: { 200: z.string().describe('The CSV file'), ...facilityErrors },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="facility-import-template-${lang}.csv"`)
        .send(toImportTemplateCsv(lang));
    },
  );

  // Only in this plugin's scope: no other route reads CSV bodies.
  app.addContentTypeParser(
    ['text/csv', 'application/csv'],
    { parseAs: 'buffer', bodyLimit: FACILITY_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, decodeCsv(body as Buffer)),
  );

  app.post(
    '/admin/facilities/import',
    {
      // A region-limited account imports too: each row is checked against its region (outside_region).
      config: { access: 'facilities:write' },
      bodyLimit: FACILITY_IMPORT_MAX_BYTES,
      schema: {
        tags: ['admin'],
        description:
          'Checks (`dryRun=true`) or imports (`dryRun=false`, all rows or none) a CSV of facilities sent as `text/csv`: the columns of the CSV export. Rows with a Facility ID or a known Source ID update that facility; the others create pending facilities.',
        consumes: ['text/csv'],
        querystring: facilityImportQuerySchema,
        body: z.string().describe('The CSV file'),
        response: {
          200: dataEnvelope(facilityImportReportSchema),
          ...facilityErrors,
          400: z.union([facilityImportRejectedSchema, apiErrorSchema]),
          413: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { report, rejected } = await imports.run(requestContext(request), request.body, request.query.dryRun);
      if (!rejected) return { data: report };
      return reply.code(400).send({
        error: {
          code: 'validation_failed' as const,
          message: `Nothing was imported: the file has ${report.errorCount} problem(s), listed in data.errors`,
          requestId: request.id,
        },
        data: report,
      });
    },
  );
};
