import { ADMIN_PAGE_SIZE, apiErrorSchema, logsQuerySchema, logsResponseSchema, type LogEntry } from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clampPage } from '../../lib/list';
import { toLogsCsv } from './logs-csv';
import { countLogs, listLogs, type LogRow } from './system-logs.repository';

/** The most rows one export holds. */
const EXPORT_LIMIT = 50_000;

const toEntry = ({ createdAt, ...row }: LogRow): LogEntry => ({ ...row, time: createdAt.toISOString() });

export const systemLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/logs',
    {
      config: { access: 'logs:read' },
      schema: {
        tags: ['admin'],
        querystring: logsQuerySchema,
        response: { 200: logsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const now = app.clock();
      const { selected: total, ...counters } = await countLogs(app.db, query, now);
      const { page, offset } = clampPage(query.page, total);
      const rows = await listLogs(app.db, query, now, { order: query.order, limit: ADMIN_PAGE_SIZE, offset });
      return { data: rows.map(toEntry), meta: { total, page, pageSize: ADMIN_PAGE_SIZE, counters } };
    },
  );

  app.get(
    '/admin/logs/export',
    { config: { access: 'logs:read' }, schema: { tags: ['admin'], querystring: logsQuerySchema } },
    async (request, reply) => {
      const now = app.clock();
      const rows = await listLogs(app.db, request.query, now, { order: 'desc', limit: EXPORT_LIMIT, offset: 0 });
      return reply
        .header('content-disposition', `attachment; filename="system-logs-${now.toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(toLogsCsv(rows.map(toEntry)));
    },
  );
};
