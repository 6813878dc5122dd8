import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Payments (issue 12): filled in by the payments module. */
export const paymentsRoutes: FastifyPluginAsyncZod = async () => {};
