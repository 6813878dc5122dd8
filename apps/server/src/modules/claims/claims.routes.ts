import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Claims (issue 12): filled in by the claims module. */
export const claimsRoutes: FastifyPluginAsyncZod = async () => {};
