import { queryRows } from '@hc/db';
import {
  ADMIN_PAGE_SIZE,
  apiErrorSchema,
  logsQuerySchema,
  logsResponseSchema,
  type LogEntry,
  type LogsQuery,
} from '@hc/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clampPage, substringPattern } from '../admin/admin-list';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Africa/Douala is UTC+1 all year: "today" starts at local midnight. */
const DOUALA_OFFSET_MS = 60 * 60 * 1000;

function rangeStart(range: LogsQuery['range'], now: Date): Date | null {
  if (range === 'today') {
    const local = now.getTime() + DOUALA_OFFSET_MS;
    return new Date(local - (local % DAY_MS) - DOUALA_OFFSET_MS);
  }
  if (range === 'week') return new Date(now.getTime() - 7 * DAY_MS);
  if (range === 'month') return new Date(now.getTime() - 30 * DAY_MS);
  return null;
}

/** Filters other than the level: the counters show each level's share of what the other filters select. */
function baseConditions(query: LogsQuery, now: Date): SQL[] {
  const conditions: SQL[] = [sql`TRUE`];
  const start = rangeStart(query.range, now);
  if (start) conditions.push(sql`l.created_at >= ${start.toISOString()}::timestamptz`);
  if (query.source) conditions.push(sql`l.source = ${query.source}`);
  if (query.q) {
    const pattern = substringPattern(query.q);
    conditions.push(
      sql`(l.message ILIKE ${pattern} OR l.ip ILIKE ${pattern} OR u.email ILIKE ${pattern} OR l.request_id ILIKE ${pattern})`,
    );
  }
  return conditions;
}

type LogRow = {
  id: number;
  level: LogEntry['level'];
  source: LogEntry['source'];
  message: string;
  created_at: Date | string;
  ip: string | null;
  user_id: number | null;
  email: string | null;
  request_id: string | null;
};
const toEntry = (r: LogRow): LogEntry => ({
  id: r.id,
  level: r.level,
  source: r.source,
  message: r.message,
  time: new Date(r.created_at).toISOString(),
  ip: r.ip,
  userId: r.user_id,
  userEmail: r.email,
  requestId: r.request_id,
});

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  // Quote always; neutralise leading formula characters so a spreadsheet never runs a cell.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export const systemLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const from = sql`system_logs l LEFT JOIN users u ON u.id = l.user_id`;

  app.get(
    '/admin/logs',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        querystring: logsQuerySchema,
        response: { 200: logsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const base = baseConditions(query, app.clock());
      const where = sql.join(query.level ? [...base, sql`l.level = ${query.level}`] : base, sql` AND `);
      const [counts] = await queryRows<{
        total: number;
        errors: number;
        warnings: number;
        success: number;
        info: number;
        selected: number;
      }>(
        app.db,
        sql`SELECT count(*)::int AS total,
            count(*) FILTER (WHERE l.level = 'ERROR')::int AS errors,
            count(*) FILTER (WHERE l.level = 'WARN')::int AS warnings,
            count(*) FILTER (WHERE l.level = 'SUCCESS')::int AS success,
            count(*) FILTER (WHERE l.level = 'INFO')::int AS info,
            count(*) FILTER (WHERE ${query.level ? sql`l.level = ${query.level}` : sql`TRUE`})::int AS selected
          FROM ${from} WHERE ${sql.join(base, sql` AND `)}`,
      );
      const total = counts?.selected ?? 0;
      const { page, offset } = clampPage(query.page, total);
      const order = query.order === 'asc' ? sql`ASC` : sql`DESC`;
      const rows = await queryRows<LogRow>(
        app.db,
        sql`SELECT l.id, l.level, l.source, l.message, l.created_at, l.ip, l.user_id, u.email, l.request_id
          FROM ${from} WHERE ${where} ORDER BY l.created_at ${order}, l.id ${order} LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${offset}`,
      );
      return {
        data: rows.map(toEntry),
        meta: {
          total,
          page,
          pageSize: ADMIN_PAGE_SIZE,
          counters: {
            total: counts?.total ?? 0,
            errors: counts?.errors ?? 0,
            warnings: counts?.warnings ?? 0,
            success: counts?.success ?? 0,
            info: counts?.info ?? 0,
          },
        },
      };
    },
  );

  app.get(
    '/admin/logs/export',
    { config: { access: 'staff' }, schema: { tags: ['admin'], querystring: logsQuerySchema } },
    async (request, reply) => {
      const query = request.query;
      const base = baseConditions(query, app.clock());
      const where = sql.join(query.level ? [...base, sql`l.level = ${query.level}`] : base, sql` AND `);
      const rows = await queryRows<LogRow>(
        app.db,
        sql`SELECT l.id, l.level, l.source, l.message, l.created_at, l.ip, l.user_id, u.email, l.request_id
          FROM ${from} WHERE ${where} ORDER BY l.created_at DESC, l.id DESC LIMIT 50000`,
      );
      const lines = [
        ['Time', 'Level', 'Source', 'Message', 'User', 'IP', 'Request ID'].map(csvCell).join(','),
        ...rows
          .map(toEntry)
          .map((e) =>
            [e.time, e.level, e.source, e.message, e.userEmail ?? 'System', e.ip, e.requestId].map(csvCell).join(','),
          ),
      ];
      const stamp = app.clock().toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="system-logs-${stamp}.csv"`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(`\ufeff${lines.join('\r\n')}\r\n`);
    },
  );
};
