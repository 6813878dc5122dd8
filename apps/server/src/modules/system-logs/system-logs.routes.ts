import {
  ADMIN_PAGE_SIZE,
  apiErrorSchema,
  logsQuerySchema,
  logsResponseSchema,
  maySeeEveryone,
  type LogEntry,
} from '@hc/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clampPage } from '../../lib/list';
import { pseudonymiseIp, pseudonymiseMessage } from '../../lib/pseudonymise';
import { requestContext, signedInSession } from '../../lib/request-context';
import { toLogsCsv } from './logs-csv';
import { countLogs, listLogs, type LogRow } from './system-logs.repository';

/** The most rows one export holds. */
const EXPORT_LIMIT = 50_000;

const toEntry = ({ createdAt, ...row }: LogRow): LogEntry => ({ ...row, time: createdAt.toISOString() });

/** The event's values hidden as its message is: a value may be the very e-mail the message names. */
const pseudonymiseParams = (params: LogRow['eventParams']): LogEntry['eventParams'] =>
  params &&
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' ? pseudonymiseMessage(value) : value,
    ]),
  );

/** The entry as a reader who may not see everyone gets it: the account by its id, no e-mails, phones or full addresses. */
const toPseudonymisedEntry = (row: LogRow): LogEntry => ({
  ...toEntry(row),
  message: pseudonymiseMessage(row.message),
  eventParams: pseudonymiseParams(row.eventParams),
  ip: pseudonymiseIp(row.ip),
  userEmail: null,
});

/** Admins read the log in full; other logs:read roles read it pseudonymised (issue 31). */
function readerOf(request: FastifyRequest) {
  const isPseudonymised = !maySeeEveryone(signedInSession(requestContext(request)).user.role);
  return { isPseudonymised, present: isPseudonymised ? toPseudonymisedEntry : toEntry };
}

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
      const { isPseudonymised, present } = readerOf(request);
      const query = { ...request.query, isPseudonymised };
      const now = app.clock();
      const { selected: total, ...counters } = await countLogs(app.db, query, now);
      const { page, offset } = clampPage(query.page, total);
      const rows = await listLogs(app.db, query, now, { order: query.order, limit: ADMIN_PAGE_SIZE, offset });
      return { data: rows.map(present), meta: { total, page, pageSize: ADMIN_PAGE_SIZE, counters } };
    },
  );

  app.get(
    '/admin/logs/export',
    { config: { access: 'logs:read' }, schema: { tags: ['admin'], querystring: logsQuerySchema } },
    async (request, reply) => {
      const { isPseudonymised, present } = readerOf(request);
      const now = app.clock();
      const rows = await listLogs(app.db, { ...request.query, isPseudonymised }, now, {
        order: 'desc',
        limit: EXPORT_LIMIT,
        offset: 0,
      });
      return reply
        .header('content-disposition', `attachment; filename="system-logs-${now.toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(toLogsCsv(rows.map(present)));
    },
  );
};
