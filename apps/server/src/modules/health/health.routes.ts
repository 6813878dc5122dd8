import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { createLifecycle, type Lifecycle } from '../../lib/lifecycle';

/** A load balancer polls readiness every few seconds: it must learn of a frozen database in that time. */
const READINESS_TIMEOUT_MS = 1500;

export type HealthRoutesOptions = {
  /** The process's phase (start.ts moves it); without one, a process is ready from the start (tests, tools). */
  lifecycle?: Lifecycle | undefined;
};

const notReadyMessages = {
  starting: 'The server is starting',
  draining: 'The server is shutting down',
} as const;

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  const lifecycle = options.lifecycle ?? createLifecycle('ready');
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (also while it starts its shutdown)',
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
        summary: 'Readiness: the process has started, is not shutting down, and its database answers',
        response: { 200: z.object({ data: z.object({ status: z.literal('ok') }) }) },
      },
    },
    async () => {
      const phase = lifecycle.phase;
      if (phase !== 'ready') throw new AppError('unavailable', notReadyMessages[phase]);
      try {
        await app.pingDatabase(READINESS_TIMEOUT_MS);
      } catch {
        throw new AppError('unavailable', 'The database is not reachable');
      }
      return { data: { status: 'ok' as const } };
    },
  );
};
