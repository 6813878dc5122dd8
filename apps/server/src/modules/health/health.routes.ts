import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';

/** A load balancer polls readiness every few seconds: it must learn of a frozen database in that time. */
const READINESS_TIMEOUT_MS = 1500;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        response: { 200: z.object({ data: z.object({ status: z.literal('ok') }) }) },
      },
    },
    async () => ({ data: { status: 'ok' as const } }),
  );
  app.get(
    '/health/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: z.object({ data: z.object({ status: z.literal('ok') }) }) },
      },
    },
    async () => {
      try {
        await app.pingDatabase(READINESS_TIMEOUT_MS);
      } catch {
        throw new AppError('unavailable', 'The database is not reachable');
      }
      return { data: { status: 'ok' as const } };
    },
  );
};
