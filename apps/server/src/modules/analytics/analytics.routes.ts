import {
  apiErrorSchema,
  appAnalyticsQuerySchema,
  appAnalyticsSchema,
  crashReportSchema,
  crashStatusUpdateSchema,
  dataEnvelope,
  idParamsSchema,
  websiteAnalyticsQuerySchema,
  websiteAnalyticsSchema,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../lib/request-context';
import { readAppAnalytics } from './app-analytics';
import { setCrashStatus } from './crash-reports';
import { readWebsiteAnalytics } from './website-analytics';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The back-office's website and app analytics (spec 02, issue 13): analytics:read, crash status analytics:write. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/analytics/website',
    {
      config: { access: 'analytics:read' },
      schema: {
        tags: ['admin'],
        summary: 'Website analytics for a period so far, compared with as long a stretch before it',
        querystring: websiteAnalyticsQuerySchema,
        response: { 200: dataEnvelope(websiteAnalyticsSchema), ...errors },
      },
    },
    async (request) => ({ data: await readWebsiteAnalytics(app.db, request.query, app.clock()) }),
  );

  app.get(
    '/admin/analytics/app',
    {
      config: { access: 'analytics:read' },
      schema: {
        tags: ['admin'],
        summary: 'Installed web app analytics, API latency and recent crash reports',
        querystring: appAnalyticsQuerySchema,
        response: { 200: dataEnvelope(appAnalyticsSchema), ...errors },
      },
    },
    async (request) => ({ data: await readAppAnalytics(app.db, request.query, app.clock()) }),
  );

  app.patch(
    '/admin/analytics/crashes/:id',
    {
      config: { access: 'analytics:write' },
      schema: {
        tags: ['admin'],
        summary: 'Marks a crash report resolved or open again',
        params: idParamsSchema,
        body: crashStatusUpdateSchema,
        response: { 200: dataEnvelope(crashReportSchema), 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      data: await setCrashStatus(
        { db: app.db, clock: app.clock },
        requestContext(request),
        request.params.id,
        request.body.status,
      ),
    }),
  );
};
