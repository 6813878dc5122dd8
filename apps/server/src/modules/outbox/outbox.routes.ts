import {
  ADMIN_PAGE_SIZE,
  apiErrorSchema,
  outboxListSchema,
  outboxQuerySchema,
  type OutboxMessage,
  type OutboxState,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutbox, type OutboxRecord } from './outbox.repository';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

function stateOf(row: OutboxRecord): OutboxState {
  if (row.error) return 'failed';
  if (row.sentAt) return 'sent';
  return row.transport === 'smtp' ? 'sending' : 'outbox';
}

const toMessage = (row: OutboxRecord): OutboxMessage => ({
  id: row.id,
  to: row.toAddress,
  subject: row.subject,
  template: row.template,
  locale: row.locale,
  body: row.textBody,
  transport: row.transport,
  state: stateOf(row),
  sentAt: row.sentAt?.toISOString() ?? null,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The Outbox (admin): every mail the service wrote (invitations, password resets, security notices).
 * Without SMTP_URL this is where they are read; with it, it shows whether each one left.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/outbox',
    {
      config: { access: 'outbox:read' },
      schema: {
        tags: ['admin'],
        summary: 'Mail written by the service, newest first; q matches the recipient',
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The bodies hold live single-use links: never kept by a cache.
      reply.header('cache-control', 'no-store');
      const { rows, total, page } = await listOutbox(app.db, request.query);
      return { data: rows.map(toMessage), meta: { total, page, pageSize: ADMIN_PAGE_SIZE } };
    },
  );
};
