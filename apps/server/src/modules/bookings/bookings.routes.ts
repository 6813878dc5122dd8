import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Bookings (issue 12): filled in by the bookings module. */
export const bookingsRoutes: FastifyPluginAsyncZod = async () => {};
