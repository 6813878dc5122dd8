import {
  apiErrorSchema,
  dataEnvelope,
  idParamsSchema,
  paymentCallbackResultSchema,
  paymentCreateSchema,
  paymentDetailSchema,
  paymentListQuerySchema,
  paymentListSchema,
  paymentRefundSchema,
  paymentSchema,
  paymentTransitionSchema,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '../../lib/request-context';
import { createPaymentsService, type PaymentsService } from './payments.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** A notification is small; anything larger is not one. */
const CALLBACK_BODY_LIMIT = 16 * 1024;

/**
 * The providers' callback, in its own scope: its body is kept as the raw bytes (any content type),
 * because the signature covers exactly those bytes; the service parses them once verified.
 */
const callbackRoutes =
  (payments: PaymentsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    app.post(
      '/payments/callback/:provider',
      {
        config: { access: 'public' },
        bodyLimit: CALLBACK_BODY_LIMIT,
        schema: {
          tags: ['payments'],
          summary:
            'A payment provider’s notification (mtn_momo, orange_money), signed in `x-signature: sha256=<hex HMAC-SHA256 of the raw body>`',
          params: z.object({ provider: z.string().max(40) }),
          response: { 200: paymentCallbackResultSchema, ...errors },
        },
      },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const outcome = await payments.receiveNotification(
          requestContext(request),
          request.params.provider,
          rawBody,
          request.headers,
        );
        return { data: { outcome } };
      },
    );
  };

/**
 * Payments (spec 02 "Payments", §5, §9): payments:read to list and read, payments:write to record,
 * mark paid or failed and refund. A region-limited account works only with its region's bookings.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = createPaymentsService({ db: app.db, clock: app.clock, config: app.config });
  const detailResponse = { 200: dataEnvelope(paymentDetailSchema), ...errors };

  app.get(
    '/admin/payments',
    {
      config: { access: 'payments:read' },
      schema: {
        tags: ['payments'],
        summary:
          'Payments and refunds, 10 a page, newest first: status, kind, method, from and to (inclusive Douala days) and a payment or booking reference',
        querystring: paymentListQuerySchema,
        response: { 200: paymentListSchema, ...errors },
      },
    },
    async (request) => payments.list(requestContext(request), request.query),
  );

  app.get(
    '/admin/payments/:id',
    {
      config: { access: 'payments:read', regionScope: { record: 'payment' } },
      schema: {
        tags: ['payments'],
        summary: 'Payment Details: the entry, its history, its refunds and its booking’s totals',
        params: idParamsSchema,
        response: detailResponse,
      },
    },
    async (request) => ({ data: await payments.get(requestContext(request), request.params.id) }),
  );

  app.post(
    '/admin/payments',
    {
      config: { access: 'payments:write', regionScope: { body: 'bookingId' } },
      schema: {
        tags: ['payments'],
        summary: 'Record Payment against a booking (pending, or paid for cash taken at the desk)',
        body: paymentCreateSchema,
        response: { 201: dataEnvelope(paymentSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await payments.create(requestContext(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  for (const to of ['paid', 'failed'] as const) {
    app.post(
      `/admin/payments/:id/mark-${to}`,
      {
        config: { access: 'payments:write', regionScope: { record: 'payment' } },
        schema: {
          tags: ['payments'],
          summary: `Marks a pending payment ${to} (409 for any other)`,
          params: idParamsSchema,
          // No body at all is a change without a note (Fastify hands the validator null then).
          body: paymentTransitionSchema.nullish(),
          response: detailResponse,
        },
      },
      async (request) => ({
        data: await payments.transition(requestContext(request), request.params.id, to, request.body ?? {}),
      }),
    );
  }

  app.post(
    '/admin/payments/:id/refund',
    {
      config: { access: 'payments:write', regionScope: { record: 'payment' } },
      schema: {
        tags: ['payments'],
        summary: 'Refunds part or all of a paid payment: a new, negative entry (never more than is left)',
        params: idParamsSchema,
        body: paymentRefundSchema,
        response: { 201: dataEnvelope(paymentSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await payments.refund(requestContext(request), request.params.id, request.body);
      return reply.code(201).send({ data });
    },
  );

  await app.register(callbackRoutes(payments));
};
