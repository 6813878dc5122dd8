import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * A stricter per-route limit on top of the API-wide one, as a preHandler. (A route's own
 * `config.rateLimit` is skipped by @fastify/rate-limit once the API scope's limiter has counted
 * the request, so it cannot be used for this.)
 */
export function routeLimit(
  app: FastifyInstance,
  options: {
    name: string;
    max: number;
    key?: (request: FastifyRequest) => string;
    /** The window the `max` requests are counted in, in milliseconds (a minute by default). */
    timeWindow?: number;
  },
) {
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow ?? 60_000,
    keyGenerator: (request) => `${options.name}:${options.key ? options.key(request) : request.ip}`,
  });
  return async (request: FastifyRequest, reply: { header(name: string, value: unknown): unknown }) => {
    const limit = await limiter(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw new AppError('rate_limited', 'Too many requests, please wait a moment');
    }
  };
}
